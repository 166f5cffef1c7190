import { describe, expect, it } from 'vitest';
import { newMatch, playText, type Match } from '../../../../engine/index';
import { runReplyLines, isBareNumber } from '../../../../lambdas/play/reply/move-lines';
import { planUndo, type LoggedStep } from '../../../../lambdas/play/reply/undo-plan';
import { automaticMove, neutralMove, seededRandomMove } from '../../../../lambdas/play/schedule/automatic-moves';
import { pig } from '../../../fixtures/games/pig';
import { botMove } from '../../../../lambdas/play/schedule/bot-seats';

function start(seed = 'reply'): Match {
  const m = newMatch(pig, 2, {}, seed);
  if (!m.ok) throw new Error(m.error.reason);
  return m.match;
}

describe('running the lines of a reply', () => {
  it('applies lines in order and reports each as applied', () => {
    const m = start();
    const out = runReplyLines({ game: pig, match: m, seat: 0, lines: ['roll', 'hold'], answeredStep: m.step });
    expect(out.failed).toBe(false);
    expect(out.lines.map((l) => l.status)).toEqual(['applied', 'applied']);
    expect(out.steps.length).toBeGreaterThanOrEqual(2);
  });

  it('stops at the first failure: later lines are not run, earlier ones stay applied', () => {
    const m = start();
    const out = runReplyLines({ game: pig, match: m, seat: 0, lines: ['roll', 'jump', 'hold'], answeredStep: m.step });
    expect(out.lines.map((l) => l.status)).toEqual(['applied', 'failed', 'not-run']);
    expect(out.lines[1]!.reason).toContain('"jump" is not a legal move');
    expect(out.match.step).toBeGreaterThan(m.step);
  });

  it('reads a bare number from the list of the email being answered', () => {
    const m = start();
    const out = runReplyLines({ game: pig, match: m, seat: 0, lines: ['2.'], answeredStep: m.step });
    expect(out.lines[0]).toMatchObject({ status: 'applied', played: 'hold' });
  });

  it('refuses a bare number when the game has moved on since that email', () => {
    const m = start();
    const moved = playText(pig, m, 0, 'roll');
    if (!moved.ok) throw new Error('roll refused');
    const out = runReplyLines({ game: pig, match: moved.match, seat: 0, lines: ['1'], answeredStep: m.step });
    expect(out.lines[0]!.status).toBe('failed');
    expect(out.lines[0]!.reason).toContain('moved on');
  });

  it('still checks named moves against the current position when the email is stale', () => {
    const m = start();
    const moved = playText(pig, m, 0, 'roll');
    if (!moved.ok) throw new Error('roll refused');
    // Precondition for this seed: the roll was not a 1, so holding is legal now.
    expect((moved.match.state as { phase: string }).phase).toBe('play');
    const out = runReplyLines({ game: pig, match: moved.match, seat: 0, lines: ['hold'], answeredStep: m.step });
    expect(out.lines[0]!.status).toBe('applied');
  });

  it('refuses a number on a second line of the same reply (the list has changed)', () => {
    const m = start();
    const out = runReplyLines({ game: pig, match: m, seat: 0, lines: ['1', '1'], answeredStep: m.step });
    expect(out.lines[0]!.status).toBe('applied');
    expect(out.lines[1]!.status).toBe('failed');
    expect(out.lines[1]!.reason).toContain('Only the first move of a reply can be a number');
  });

  it('refuses numbers when the reply does not say which email it answers', () => {
    const out = runReplyLines({ game: pig, match: start(), seat: 0, lines: ['1'], answeredStep: null });
    expect(out.lines[0]!.reason).toContain('does not say which email');
  });

  it('refuses moves from a seat whose turn it is not, with who is waited for', () => {
    const m = start();
    const out = runReplyLines({ game: pig, match: m, seat: 1, lines: ['roll'], answeredStep: m.step });
    expect(out.lines[0]!.reason).toContain('It is not your turn');
  });

  it('recognises bare numbers in their usual spellings', () => {
    for (const s of ['2', ' 2 ', '#2', '2.', '2)', '２']) expect(isBareNumber(s)).toBe(true);
    for (const s of ['2 coffee', 'ship corn 5', '']) expect(isBareNumber(s)).toBe(false);
  });
});

describe('undo', () => {
  const log = (entries: Array<Partial<LoggedStep> & { seat: number; move: string }>): LoggedStep[] =>
    entries.map((e, i) => ({ step: i + 1, by: 'player', reveals: false, ...e }));

  it('takes back your last move when nothing was revealed and nobody acted since', () => {
    const m = start();
    const after = playText(pig, m, 0, 'hold');
    if (!after.ok) throw new Error('hold refused');
    const steps: LoggedStep[] = after.steps.map((s) => ({ step: s.step, seat: s.seat, move: s.move, by: s.by, reveals: s.reveals }));
    const plan = planUndo(pig, after.match, steps, 0);
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(JSON.stringify(plan.match)).toBe(JSON.stringify(m));
  });

  it('refuses when the move revealed hidden information or drew at random', () => {
    const plan = planUndo(pig, start(), log([{ seat: 0, move: 'roll', reveals: true }]), 0);
    expect(plan).toEqual({ ok: false, reason: expect.stringContaining('revealed hidden information') });
  });

  it('refuses when another player has moved since', () => {
    const plan = planUndo(
      pig,
      start(),
      log([
        { seat: 0, move: 'hold' },
        { seat: 1, move: 'hold' },
      ]),
      0,
    );
    expect(plan).toEqual({ ok: false, reason: 'You cannot undo: another player has moved since your last move.' });
  });

  it('refuses when you have made no move', () => {
    expect(planUndo(pig, start(), [], 0)).toEqual({ ok: false, reason: 'You have no move to undo.' });
  });
});

describe('automatic mover', () => {
  it("reads the step's declared neutral move", () => {
    const m = start();
    expect(neutralMove(pig, m, 0)).toEqual({ kind: 'hold' });
  });

  it('plays a dropped seat by the bot: a legal move, the same one for the same decision', () => {
    const m = start();
    const move = automaticMove(pig, m, 0);
    expect(pig.legalMoves(m.state as never, 0)).toContainEqual(move);
    expect(automaticMove(pig, m, 0)).toEqual(move);
    expect(move).toEqual(botMove(pig, m, 0));
  });

  it('picks a seeded random legal move where the step declares none', () => {
    const m = start();
    const noNeutral = { ...pig, neutral: () => null };
    expect(neutralMove(noNeutral, m, 0)).toBeNull();
    const a = seededRandomMove(noNeutral, m, 0);
    expect(seededRandomMove(noNeutral, m, 0)).toEqual(a);
    expect(pig.legalMoves(m.state as never, 0)).toContainEqual(a);
    expect(automaticMove(noNeutral, m, 0)).toEqual(a);
  });
});
