/**
 * A whole Puerto Rico game played through the module API by feeding raw reply emails,
 * from the `new` mail to the final scores: every decision is a reply from the player
 * whose turn it is, at their own reply address, with a move chosen by a seeded chooser.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { replyAddressOf } from '../../../lambdas/play/letters/compose-letters';
import { replyMail } from '../../support/service';
import { expectFinished, startGameByEmail, useHarness } from '../../support/whole-game';

const PLAYERS = ['ann@f.test', 'bo@f.test'];
const pr = registry.get('puerto-rico')!;
const suite = useHarness();

describe('a whole game by email', () => {
  it('plays a 2-player Puerto Rico game from invitation to final scores', async () => {
    const h = suite.h;
    const gameId = await startGameByEmail(h, pr.meta.id, PLAYERS);

    const chooser = seedRng('whole-game');
    let replies = 0;
    for (;;) {
      const game = (await h.store.getGame(gameId))!;
      if (game.status !== 'active') break;
      const seat = pr.pending(game.match!.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const legal = pr.legalMoves(game.match!.state, seat);
      const move = pr.format(legal[randomInt(chooser, legal.length)]);
      const out = await h.receive(
        replyMail({
          from: player.address,
          to: replyAddressOf(h.deps.config, gameId, player),
          subject: `Re: [Puerto Rico ${gameId}] your turn`,
          body: move,
        }),
      );
      expect(out.kind, `reply ${replies}: "${move}"`).toBe('applied');
      replies++;
      expect(replies).toBeLessThan(1500);
    }
    await expectFinished(h, pr, gameId, PLAYERS);
  }, 600_000);
});
