/**
 * The core step runner (engine/core/steps/runner.ts), through the example game of
 * docs/adding-a-game.md and a few purpose-built frames.
 */
import { describe, expect, it } from 'vitest';
import { newMatch, playMove, playText, randomPlayout, replay } from '../../../../engine/index';
import { seedRng } from '../../../../engine/core/rng';
import { createRunner, type StackState, type StepTable } from '../../../../engine/core/steps/runner';
import { sealedBids, sealedBidsRunner, type BidState } from '../../../fixtures/games/sealed-bids';

function started(players = 3): BidState {
  return sealedBids.setup(players, {}, 'runner');
}

describe('step runner: decisions, automatic frames and the stack', () => {
  it('runs automatic frames at set-up until a decision is on top', () => {
    const s = started();
    expect(sealedBidsRunner.top(s)).toEqual({ kind: 'bid', seats: [0, 1, 2] });
    expect(s.round).toBe(1);
    expect(s.prize).not.toBeNull();
  });

  it('a multi-seat frame asks every seat at once and stays until each has decided', () => {
    let s = started();
    expect(sealedBids.pending(s).map((p) => p.seat)).toEqual([0, 1, 2]);
    const a = sealedBids.apply(s, 1, { kind: 'bid', coins: 3 });
    if (!a.ok) throw new Error(a.error.reason);
    s = a.state;
    expect(sealedBids.pending(s).map((p) => p.seat)).toEqual([0, 2]);
    expect(sealedBids.legalMoves(s, 1)).toEqual([]);
  });

  it('the last decision of a frame runs the automatic frames after it and the next round', () => {
    let s = started(2);
    const prize = s.prize as number;
    for (const [seat, coins] of [
      [0, 4],
      [1, 2],
    ] as const) {
      const out = sealedBids.apply(s, seat, { kind: 'bid', coins });
      if (!out.ok) throw new Error(out.error.reason);
      s = out.state;
    }
    expect(s.points).toEqual([prize, 0]);
    expect(s.coins).toEqual([6, 10]);
    expect(s.round).toBe(2);
    expect(sealedBidsRunner.top(s)).toEqual({ kind: 'bid', seats: [0, 1] });
  });

  it('never changes the state it was given (copy on write)', () => {
    const s = started();
    const before = JSON.stringify(s);
    sealedBids.apply(s, 0, { kind: 'bid', coins: 5 });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses with the step explanation, and names the seats waited for', () => {
    const s = started();
    const out = sealedBids.apply(s, 0, { kind: 'bid', coins: 11 });
    expect(out).toEqual({ ok: false, error: { code: 'cannot-afford', reason: 'You cannot bid 11: you have 10 coins.' } });
    const done = sealedBids.apply(s, 0, { kind: 'bid', coins: 1 });
    if (!done.ok) throw new Error(done.error.reason);
    const again = sealedBids.apply(done.state, 0, { kind: 'bid', coins: 1 });
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.error.code).toBe('not-your-turn');
      expect(again.error.seats).toEqual([1, 2]);
    }
  });

  it('refuses what is not a move at all (no object, no kind) in both languages instead of throwing', () => {
    for (const junk of [undefined, null, 'bid 3', 3, {}, { kind: 7 }]) {
      const out = sealedBids.apply(started(), 0, junk as never);
      expect(out).toEqual({
        ok: false,
        error: { code: 'unknown-move', reason: 'That is not a move.', reasonJa: 'それは手ではありません。' },
      });
    }
  });

  it("gives the step's declared neutral move", () => {
    expect(sealedBids.neutral(started(), 2)).toEqual({ kind: 'bid', coins: 0 });
  });

  it('ends the game when `next` has no more frames', () => {
    const report = randomPlayout(sealedBids, 3, 'ends', { checks: 'full' });
    expect(report.error).toBeNull();
    expect(report.finished).toBe(true);
    expect(sealedBids.pending(replay(sealedBids, { players: 3, seed: 'ends', moves: report.moves }).match!.state as BidState)).toEqual([]);
  });
});

describe('moves stored as data', () => {
  it('replay uses the stored JSON move, whatever its text says', () => {
    const made = newMatch(sealedBids, 2, {}, 'json');
    if (!made.ok) throw new Error(made.error.reason);
    const played = playText(sealedBids, made.match, 0, 'bid 3');
    if (!played.ok) throw new Error(played.error.reason);
    expect(played.steps[0]?.data).toEqual({ kind: 'bid', coins: 3 });
    // An old notation that no longer parses still replays from its data.
    const out = replay(sealedBids, {
      players: 2,
      seed: 'json',
      moves: [{ seat: 0, move: 'offer three coins', data: { kind: 'bid', coins: 3 } }],
    });
    expect(out.error).toBeNull();
    expect(JSON.stringify(out.match)).toBe(JSON.stringify(played.match));
  });

  it('records without data are read through the parser, as before', () => {
    const out = replay(sealedBids, { players: 2, seed: 'json', moves: [{ seat: 0, move: '入札 3' }] });
    expect(out.error).toBeNull();
    expect(out.steps.at(-1)?.data).toEqual({ kind: 'bid', coins: 3 });
  });

  it('an illegal stored move is refused on replay, not trusted', () => {
    const out = replay(sealedBids, { players: 2, seed: 'json', moves: [{ seat: 0, move: 'bid 99', data: { kind: 'bid', coins: 99 } }] });
    expect(out.error?.reason).toBe('You cannot bid 99: you have 10 coins.');
  });
});

// A purpose-built bed for side steps, skipped frames and canComplete.
type F =
  { kind: 'turn'; seat: number } | { kind: 'pay'; seat: number; cost: number } | { kind: 'nobody'; seats: number[] } | { kind: 'end' };
type M = { kind: 'work' } | { kind: 'coin'; n: number } | { kind: 'peek' } | { kind: 'stop' };
interface T extends StackState<F> {
  coins: number;
  peeks: number;
  over: boolean;
}
const bedSteps: StepTable<T, M, F> = {
  turn: {
    prompt: () => 'work or stop',
    legal: () => [{ kind: 'work' }, { kind: 'stop' }],
    apply: (d, f, _seat, move) => {
      if (move.kind === 'stop') return [{ kind: 'end' }];
      return [
        { kind: 'nobody', seats: [] },
        { kind: 'pay', seat: f.seat, cost: 2 },
        { kind: 'turn', seat: f.seat },
      ];
    },
    neutral: () => ({ kind: 'stop' }),
  },
  pay: {
    prompt: (_s, f) => `pay ${f.cost}`,
    legal: (s, f) => Array.from({ length: Math.min(s.coins, f.cost) }, (_x, i) => ({ kind: 'coin' as const, n: i + 1 })),
    apply: (d, f, _seat, move) => {
      d.s.coins -= (move as { n: number }).n;
      const left = f.cost - (move as { n: number }).n;
      return left > 0 ? [{ ...f, cost: left }] : [];
    },
    neutral: () => null,
  },
  nobody: { prompt: () => 'never asked', legal: () => [], apply: () => [], neutral: () => null },
  end: { automatic: true, run: (d) => ((d.s.over = true), []) },
};
const bed = createRunner<T, M, F>({
  steps: bedSteps,
  format: (m) => m.kind,
  side: [
    {
      legal: (s) => (s.peeks < 1 ? [{ kind: 'peek' as const }] : []),
      apply: (d) => ((d.s.peeks += 1), d.say(0, 'peeks'), []),
    },
  ],
});
const bedState = (coins: number): T =>
  bed.start({ players: 1, rng: seedRng('bed'), stack: [{ kind: 'turn', seat: 0 }], coins, peeks: 0, over: false });

describe('side steps, skipped frames, bounded search', () => {
  it('side moves are listed after the blocking ones and do not pop the blocking frame', () => {
    const s = bedState(5);
    expect(bed.legalMoves(s, 0)).toEqual([{ kind: 'work' }, { kind: 'stop' }, { kind: 'peek' }]);
    const out = bed.apply(s, 0, { kind: 'peek' });
    if (!out.ok) throw new Error(out.error.reason);
    expect(out.state.peeks).toBe(1);
    expect(bed.top(out.state)).toEqual({ kind: 'turn', seat: 0 });
    expect(bed.legalMoves(out.state, 0)).toEqual([{ kind: 'work' }, { kind: 'stop' }]);
  });

  it('a decision frame with nobody to decide is skipped', () => {
    const out = bed.apply(bedState(5), 0, { kind: 'work' });
    if (!out.ok) throw new Error(out.error.reason);
    expect(bed.top(out.state)).toEqual({ kind: 'pay', seat: 0, cost: 2 });
  });

  it('canComplete answers whether pushed work can be carried out, within its budget', () => {
    expect(bed.canComplete(bedState(5), [{ kind: 'pay', seat: 0, cost: 2 }])).toBe(true);
    expect(bed.canComplete(bedState(1), [{ kind: 'pay', seat: 0, cost: 2 }])).toBe(false);
    expect(bed.canComplete(bedState(40), [{ kind: 'pay', seat: 0, cost: 40 }], 5)).toBeNull();
  });

  it('an automatic frame runs and the game can end with an empty stack', () => {
    const out = bed.apply(bedState(5), 0, { kind: 'stop' });
    if (!out.ok) throw new Error(out.error.reason);
    expect(out.state.over).toBe(true);
    expect(bed.pending(out.state)).toEqual([]);
    expect(bed.apply(out.state, 0, { kind: 'work' })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });
});

describe('the match runner over a step game', () => {
  it('plays forced steps automatically and logs them with their data', () => {
    // A player with 0 coins has one legal bid: it is forced.
    const made = newMatch(sealedBids, 2, {}, 'forced');
    if (!made.ok) throw new Error(made.error.reason);
    const broke = { ...made.match, state: { ...(made.match.state as BidState), coins: [10, 0] } };
    const out = playMove(sealedBids, broke, 0, { kind: 'bid', coins: 1 });
    if (!out.ok) throw new Error(out.error.reason);
    expect(out.steps[1]).toMatchObject({ seat: 1, by: 'forced', data: { kind: 'bid', coins: 0 } });
  });
});
