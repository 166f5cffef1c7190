/**
 * Whole turns in one tap (ARCHITECTURE.md, "The engine contract": the email offers each
 * player's whole turn as one choice): a 3-player Barrage game by email until a status email
 * numbers a whole turn (an action space with its tile and place, a drop with its headstream);
 * its link carries the parts joined by ";", and a reply of its bare number plays the whole turn
 * and hands the decision on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { movesOfLine } from '../../../lambdas/play/reply/commands/move-command';
import { en } from '../../../templates/i18n/en';
import { mailtoLinks, parseMailto } from '../../templates/helpers';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';

const PLAYERS = ['ann@whole.test', 'bo@whole.test', 'cy@whole.test'];
const barrage = registry.get('barrage')!;
let h: Harness;
let gameId: string;

const newest = async (address: string): Promise<ReceivedMail> => (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(
    replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new barrage ${PLAYERS.slice(1).join(' ')}` }),
  );
  gameId = (out as { gameId: string }).gameId;
  await h.flush();
  for (const p of PLAYERS.slice(1)) {
    const invite = (await h.inbox(p)).at(-1)!;
    await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  await h.flush();
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('whole actions in one reply', () => {
  it('splits a line at ";" into its moves', () => {
    expect(movesOfLine('place K1L; tile base; build base at 4U')).toEqual(['place K1L', 'tile base', 'build base at 4U']);
    expect(movesOfLine('build harbor')).toEqual(['build harbor']);
    expect(movesOfLine(';')).toEqual([';']);
  });

  it('numbers whole turns in the status email; a bare number plays the whole turn and hands the decision on', async () => {
    let number: string | undefined;
    let compound = '';
    let mover = '';
    for (let i = 0; i < 60 && number === undefined; i++) {
      const game = (await h.store.getGame(gameId))!;
      const seat = barrage.pending(game.match!.state)[0]!.seat;
      mover = game.players.find((p) => p.seat === seat)!.address;
      const mail = await newest(mover);
      // Each numbered link's text starts with its number; its body is the reply it stands for.
      const turn = mailtoLinks(mail.html)
        .map((l) => ({ n: /^\d+/.exec(l.label)?.[0], body: parseMailto(l.href).body ?? '' }))
        .find((l) => l.n !== undefined && l.body.includes('; '));
      if (turn) {
        number = turn.n!;
        compound = turn.body;
        // The game's separate whole-action lines are superseded by the numbered turns.
        expect(mail.text).not.toContain(`${en.wholeActions}:`);
        break;
      }
      const move = barrage.format(barrage.legalMoves(game.match!.state, seat)[0]);
      expect(
        (await h.receive(replyMail({ from: mover, to: mail.replyTo, subject: reSubject(mail.subject), body: move, quote: mail.text })))
          .kind,
      ).toBe('applied');
      await h.flush();
    }
    expect(number, 'a status email numbered a whole turn').toBeDefined();
    const before = (await h.store.getGame(gameId))!;
    const mail = await newest(mover);
    const out = await h.receive(
      replyMail({ from: mover, to: mail.replyTo, subject: reSubject(mail.subject), body: number!, quote: mail.text }),
    );
    expect(out).toMatchObject({ kind: 'applied' });
    const after = (await h.store.getGame(gameId))!;
    // Every part was played (forced steps may follow), not just the first move of the list.
    expect(after.match!.step).toBeGreaterThanOrEqual(before.match!.step + compound.split(';').length);
    const next = barrage.pending(after.match!.state)[0]?.seat;
    expect(after.players.find((p) => p.seat === next)?.address, 'the turn is over: someone else decides').not.toBe(mover);
  });
});
