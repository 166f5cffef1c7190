/**
 * Hidden information never reaches the wrong inbox, end to end through the service: the
 * status letters prepareUpdate queues for every player of a mid-game Puerto Rico position,
 * rendered and composed into the raw MIME that would be sent, carry the reader's own VP
 * chips and nobody else's, and never the face-down plantation order.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout, registry, replay, type Match } from '../../../engine/index';
import type { PRState } from '../../../engine/puerto-rico/state';
import type { Deps } from '../../../lambdas/play/deps';
import type { LiveGame } from '../../../lambdas/play/letters/compose-letters';
import { composeLetter } from '../../../lambdas/play/letters/render-letters';
import { prepareUpdate } from '../../../lambdas/play/game/game-update';

const pr = registry.get('puerto-rico')!;
const SECRET_VP = [7341, 7342, 7343, 7344];

function midGame(): Match {
  const played = randomPlayout(pr, 4, 'hidden-e2e', { checks: 'none' });
  const part = replay(pr, { players: 4, seed: 'hidden-e2e', moves: played.moves.slice(0, 180) });
  const state = structuredClone(part.match!.state) as PRState;
  state.seats.forEach((seat, i) => {
    seat.vp = SECRET_VP[i]!;
  });
  return { ...part.match!, state };
}

function liveGame(match: Match): LiveGame {
  return {
    gameId: 'hide1',
    kind: 'puerto-rico',
    status: 'active',
    version: 3,
    match,
    players: [0, 1, 2, 3].map((seat) => ({
      seat,
      address: `p${seat}@f.test`,
      name: `P${seat}`,
      tokenHash: 'f'.repeat(64),
      tokenNonce: `n${seat}`,
      aliases: [],
      notify: 'all' as const,
      timezone: 'UTC',
      joined: true,
      lastEmailStep: match.step,
      dropped: false,
      bouncing: false,
    })),
    settings: {},
    createdBy: 'p0@f.test',
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
  };
}

const deps = {
  config: {
    domain: 'play.test',
    senderAddress: 'games@play.test',
    senderName: 'pbem',
    tokenSecret: 'hidden-test-secret-1',
    maxConflictRetries: 5,
  },
  now: () => new Date('2026-11-02T10:00:00.000Z'),
} as unknown as Deps;

describe('hidden information in the emails the service sends', () => {
  it("gives each player their own VP chips and nobody else's, and nobody the plantation pile order", async () => {
    const match = midGame();
    const game = liveGame(match);
    const prepared = await prepareUpdate(deps, { before: game, after: game, steps: [], everyone: true });
    expect(prepared.mails).toHaveLength(4);
    const pile = (match.state as PRState).pile;
    for (const mail of prepared.mails) {
      const seat = game.players.find((p) => p.address === mail.to)!.seat;
      const { raw } = await composeLetter(mail.to, mail.from, mail.letter!);
      const decoded = decodeQuotedPrintable(raw.toString('utf8'));
      expect(mail.letter!.model).toContain(String(SECRET_VP[seat]));
      for (const [other, vp] of SECRET_VP.entries()) {
        if (other === seat) continue;
        expect(decoded, `seat ${seat}'s email holds seat ${other}'s VP`).not.toContain(String(vp));
        expect(mail.letter!.model).not.toContain(String(vp));
      }
      expect(mail.letter!.model).not.toContain(JSON.stringify(pile));
      expect(mail.letter!.model).not.toContain('"pile"');
    }
  });
});

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
