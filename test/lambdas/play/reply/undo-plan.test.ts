/**
 * `undo` takes back what the player's last reply played: every move logged with that reply's
 * update (the game version its commit wrote), not just the last one, so a whole turn chosen by
 * one number comes back whole. Puerto Rico: the governor's role and the plantation the
 * settler privilege takes (rules §B1, settler phase) are one turn of two moves.
 */
import { describe, expect, it } from 'vitest';
import { newMatch, playText, registry, type Match } from '../../../../engine/index';
import { moveItems } from '../../../../lambdas/play/game/game-update';
import { planUndo, type LoggedStep } from '../../../../lambdas/play/reply/undo-plan';
import { messages } from '../../../../templates/i18n/index';

const pr = registry.get('puerto-rico')!;

/** Plays `text` for `seat` and logs its steps as the commit of game version `update` writes them. */
function play(match: Match, seat: number, text: string, update: number, log: LoggedStep[]): Match {
  const out = playText(pr, match, seat, text);
  if (!out.ok) throw new Error(`${text}: ${out.error.reason}`);
  log.push(...moveItems(out.steps, '2026-11-02T09:00:00.000Z', update).map((m) => ({ ...m, reveals: m.reveals ?? false })));
  return out.match;
}

/** A 3-player game where the governor has played "role settler" and taken the first plantation offered. */
function governorsTurn(update: (move: number) => number): {
  start: Match;
  afterRole: Match;
  after: Match;
  log: LoggedStep[];
  seat: number;
} {
  const made = newMatch(pr, 3, {}, 'undo-plan');
  if (!made.ok) throw new Error(made.error.reason);
  const start = made.match;
  const seat = pr.pending(start.state)[0]!.seat;
  const log: LoggedStep[] = [];
  const afterRole = play(start, seat, 'role settler', update(0), log);
  const take = pr.format(pr.legalMoves(afterRole.state, seat)[0]);
  const after = play(afterRole, seat, take, update(1), log);
  // Precondition: the turn is over and revealed nothing (the settler refill comes at the phase's end).
  expect(pr.pending(after.state)[0]!.seat).not.toBe(seat);
  expect(log.some((e) => e.reveals)).toBe(false);
  return { start, afterRole, after, log, seat };
}

describe('undo takes back the whole last reply', () => {
  it('takes back both moves of a turn one reply played: the position before the reply comes back', () => {
    const { start, after, log, seat } = governorsTurn(() => 5);
    const plan = planUndo(pr, after, log, seat);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(JSON.stringify(plan.match)).toBe(JSON.stringify(start));
    expect(plan.undone.map((u) => u.move)).toEqual(log.map((e) => e.move));
    expect(plan.keep).toEqual([]);
  });

  it('takes back only the last reply when the turn came in two replies', () => {
    const { afterRole, after, log, seat } = governorsTurn((n) => 5 + n);
    const plan = planUndo(pr, after, log, seat);
    expect(plan.ok && JSON.stringify(plan.match)).toBe(JSON.stringify(afterRole));
  });

  it('reads log entries written before replies were recorded as one move per reply', () => {
    const { afterRole, after, log, seat } = governorsTurn(() => 5);
    const old = log.map(({ update: _update, ...rest }) => rest);
    const plan = planUndo(pr, after, old, seat);
    expect(plan.ok && JSON.stringify(plan.match)).toBe(JSON.stringify(afterRole));
  });

  it("never takes back another seat's move committed in the same update (a timeout run plays several seats)", () => {
    const { after, log } = governorsTurn(() => 5);
    const next = pr.pending(after.state)[0]!.seat;
    const taken = play(after, next, pr.format(pr.legalMoves(after.state, next)[0]), 5, log);
    const plan = planUndo(pr, taken, log, next);
    expect(plan.ok && JSON.stringify(plan.match)).toBe(JSON.stringify(after));
  });

  it('refuses the whole reply when any of its moves revealed hidden information, naming that move', () => {
    const { after, log, seat } = governorsTurn(() => 5);
    const revealed = log.map((e, i) => (i === 0 ? { ...e, reveals: true } : e));
    expect(planUndo(pr, after, revealed, seat)).toEqual({
      ok: false,
      reason: 'You cannot undo your last reply: "role settler" (in it or after it) revealed hidden information or drew at random.',
    });
    // In Japanese mail the move goes by its Japanese label (the caller's `labelOf`).
    expect(planUndo(pr, after, revealed, seat, messages('ja'), (s) => pr.formatJa!(s.data!))).toEqual({
      ok: false,
      reason: '前の返信の行動は取り消せません。その中かその後の「開拓者を選ぶ」で、隠れた情報が公開されたか、無作為に引かれたためです。',
    });
  });

  it('refuses once another player has moved since the reply', () => {
    const { after, log, seat } = governorsTurn(() => 5);
    const next = pr.pending(after.state)[0]!.seat;
    const taken = play(after, next, pr.format(pr.legalMoves(after.state, next)[0]), 6, log);
    expect(planUndo(pr, taken, log, seat)).toEqual({
      ok: false,
      reason: 'You cannot undo: another player has moved since your last move.',
    });
  });
});
