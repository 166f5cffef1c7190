/**
 * Compound actions in one reply ("where a game takes several small steps for one
 * action (Barrage: place, tile, build), the mail shows the one line that does it all, and
 * the parser accepts it"): a 3-player Barrage game by email until a status email lists whole
 * actions; replying with one line carries the whole action out and hands the decision on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { movesOfLine } from '../../../lambdas/play/reply/commands/move-command';
import { en } from '../../../templates/i18n/en';
import { MAX_WHOLE } from '../../../templates/status';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';

const PLAYERS = ['ann@whole.test', 'bo@whole.test', 'cy@whole.test'];
const barrage = registry.get('barrage')!;
let h: Harness;
let gameId: string;

const newest = async (address: string): Promise<ReceivedMail> => (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new barrage ${PLAYERS.slice(1).join(' ')}` }));
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

  it('are listed in the status email, and one reply line carries the whole action out', async () => {
    let line: string | undefined;
    let mover = '';
    for (let i = 0; i < 200 && line === undefined; i++) {
      const game = (await h.store.getGame(gameId))!;
      const seat = barrage.pending(game.match!.state)[0]!.seat;
      mover = game.players.find((p) => p.seat === seat)!.address;
      const mail = await newest(mover);
      const listed = barrage.compound!(game.match!.state, seat);
      if (listed.length > 0 && mail.text.includes(`${en.wholeActions}:`)) {
        line = listed[0]!.text;
        expect(mail.text).toContain(`  ${line}`);
        // At most MAX_WHOLE lines are shown; the rest are counted.
        if (listed.length > MAX_WHOLE) expect(mail.text).toContain(en.wholeActionsMore({ n: listed.length - MAX_WHOLE }));
        else expect(mail.text).toContain(`  ${listed[listed.length - 1]!.text}`);
        expect(mail.html).toContain(`<div>${line.replace(/&/g, '&amp;')}</div>`);
        break;
      }
      const move = barrage.format(barrage.legalMoves(game.match!.state, seat)[0]);
      expect((await h.receive(replyMail({ from: mover, to: mail.replyTo, subject: reSubject(mail.subject), body: move, quote: mail.text }))).kind).toBe('applied');
      await h.flush();
    }
    expect(line, 'a status email listed whole actions').toBeDefined();
    expect(line).toContain(';');
    const before = (await h.store.getGame(gameId))!;
    const mail = await newest(mover);
    const out = await h.receive(replyMail({ from: mover, to: mail.replyTo, subject: reSubject(mail.subject), body: line!, quote: mail.text }));
    expect(out).toMatchObject({ kind: 'applied' });
    const after = (await h.store.getGame(gameId))!;
    expect(after.match!.step).toBeGreaterThanOrEqual(before.match!.step + line!.split(';').length);
    const next = barrage.pending(after.match!.state)[0]?.seat;
    expect(after.players.find((p) => p.seat === next)?.address, 'the action is over: someone else decides').not.toBe(mover);
  });
});
