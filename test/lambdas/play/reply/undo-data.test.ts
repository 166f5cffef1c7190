/**
 * Undo replays the move log from the parsed moves it stores (engine `MoveRecord.data`),
 * falling back to the notation for entries written before `data` existed.
 */
import { describe, expect, it } from 'vitest';
import { newMatch, playText, type Match } from '../../../../engine/index';
import { planUndo, type LoggedStep } from '../../../../lambdas/play/reply/undo-plan';
import { moveItems } from '../../../../lambdas/play/game/game-update';
import { pig, type PigState } from '../../../fixtures/games/pig';

function played(lines: string[]): { start: Match; match: Match; log: LoggedStep[] } {
  const made = newMatch(pig, 2, {}, 'undo-data');
  if (!made.ok) throw new Error(made.error.reason);
  let match = made.match;
  const log: LoggedStep[] = [];
  for (const [i, line] of lines.entries()) {
    const out = playText(pig, match, pig.pending(match.state as PigState)[0]?.seat ?? 0, line);
    if (!out.ok) throw new Error(`${line}: ${out.error.reason}`);
    match = out.match;
    log.push(...moveItems(out.steps, '2026-11-02T09:00:00.000Z', i + 2).map((m) => ({ ...m, reveals: m.reveals ?? false })));
  }
  return { start: made.match, match, log };
}

describe('undo from the stored parsed moves', () => {
  it('logs every step with its parsed move beside the notation', () => {
    const { log } = played(['hold']);
    expect(log.length).toBeGreaterThan(0);
    // Pig's notation is the move's kind.
    expect(log.map((e) => e.data)).toEqual(log.map((e) => ({ kind: e.move })));
  });

  it('replays from the parsed moves, so a changed notation does not break undo', () => {
    const { start, match, log } = played(['hold', 'hold']);
    // The notation of the kept move no longer parses (renamed since): only `data` can replay it.
    const renamed = log.map((e) => ({ ...e, move: `old-notation-${e.move}` }));
    const plan = planUndo(pig, match, renamed, 1);
    expect(plan.ok).toBe(true);
    if (plan.ok) {
      expect(plan.keep.map((k) => k.data)).toEqual([{ kind: 'hold' }]);
      expect(plan.match.step).toBe(log.find((e) => e.seat === 1)!.step - 1);
      expect(plan.match.step).toBeGreaterThan(start.step);
    }
  });

  it('replays entries written before the parsed move was stored from their notation', () => {
    const { match, log } = played(['hold', 'hold']);
    const old = log.map(({ data: _data, ...rest }) => rest);
    const plan = planUndo(pig, match, old, 1);
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(plan.keep.every((k) => k.data === undefined)).toBe(true);
  });
});

describe('undo after the end', () => {
  it('refuses to take back a move once the game is over: the final scores have shown everything', () => {
    const { match, log } = played(['hold']);
    expect(planUndo(pig, match, log, 0).ok).toBe(true);
    // The same log and position in a game that has ended (nobody is pending any more).
    const over = { ...pig, pending: () => [] };
    const plan = planUndo(over, match, log, 0);
    expect(plan).toEqual({ ok: false, reason: 'You cannot undo: the game is over, and its final scores have shown everything.' });
  });
});
