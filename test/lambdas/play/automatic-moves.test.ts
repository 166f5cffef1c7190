/**
 * Moves nobody chose are announced ("Moves played automatically (only one legal
 * move, skipped turns) are announced in "since your last email" and in `history`"): through
 * the whole service, a Puerto Rico game by email until the log holds a forced step, then the
 * next status email's digest and a `history` answer say it was automatic, in the reader's
 * language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { en } from '../../../templates/i18n/en';
import { ja } from '../../../templates/i18n/ja';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../support/service';

const ANN = 'ann@auto.test';
const BO = 'bo@auto.test';
const CY = 'cy@auto.test';
const pr = registry.get('puerto-rico')!;
let h: Harness;
let gameId: string;
let forcedStep = 0;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO} ${CY}` }));
  gameId = (out as { gameId: string }).gameId;
  await h.flush();
  for (const p of [BO, CY]) {
    const invite = (await h.inbox(p)).at(-1)!;
    await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  await h.flush();
  // Every player plays the first legal move until a step is played for someone automatically.
  for (let i = 0; i < 400 && forcedStep === 0; i++) {
    const game = (await h.store.getGame(gameId))!;
    const seat = pr.pending(game.match!.state)[0]!.seat;
    const player = game.players.find((p) => p.seat === seat)!;
    const move = pr.format(pr.legalMoves(game.match!.state, seat)[0]);
    const newest = (await h.inbox(player.address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;
    expect(
      (
        await h.receive(
          replyMail({ from: player.address, to: newest.replyTo, subject: reSubject(newest.subject), body: move, quote: newest.text }),
        )
      ).kind,
    ).toBe('applied');
    await h.flush();
    forcedStep = (await h.store.listMoves(gameId)).find((m) => m.by === 'forced')?.step ?? 0;
  }
}, 120_000);
afterAll(async () => {
  await h.stop();
});

describe('moves played automatically', () => {
  it('are marked in the "since your last email" of the next status email', async () => {
    expect(forcedStep, 'the play-out reached a forced step').toBeGreaterThan(0);
    const marked = [ANN, BO, CY].map(async (a) => (await h.inbox(a)).some((m) => m.text.includes(`(${en.automatic})`)));
    expect((await Promise.all(marked)).some(Boolean)).toBe(true);
  });

  it('are marked in a history answer, in English and, after "language ja", in Japanese', async () => {
    const newest = (await h.inbox(ANN)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;
    const ask = (body: string) => h.receive(replyMail({ from: ANN, to: newest.replyTo, subject: reSubject(newest.subject), body }));
    expect((await ask('history 400')).kind).toBe('answered');
    const [english] = (await h.flush()).filter((m) => m.to === ANN);
    expect(english!.text).toContain(`(${en.automatic})`);
    expect((await ask('language ja\nhistory 400')).kind).toBe('applied');
    const answers = (await h.flush()).filter((m) => m.to === ANN);
    const history = answers.find((m) => m.text.includes(ja.automatic));
    expect(history, answers.map((m) => m.text.split('\n')[0]).join(' | ')).toBeDefined();
  });
});
