/** defineGame: a game module from its step runner (the wiring every game used to repeat). */
import { describe, expect, it } from 'vitest';
import { sealedBids, sealedBidsRunner } from '../../../fixtures/games/sealed-bids';

describe('defineGame', () => {
  it('sets up by running the first automatic frames to the first decision (the prize is drawn, everybody bids)', () => {
    const s = sealedBids.setup(3, {}, 'define-1');
    expect(s.round).toBe(1);
    expect(s.prize).not.toBeNull();
    expect(sealedBids.pending(s).map((p) => p.seat)).toEqual([0, 1, 2]);
  });

  it('takes pending, legal moves, apply and the neutral move from the runner', () => {
    const s = sealedBids.setup(2, {}, 'define-2');
    expect(sealedBids.legalMoves(s, 1)).toEqual(sealedBidsRunner.legalMoves(s, 1));
    expect(sealedBids.neutral(s, 0)).toEqual({ kind: 'bid', coins: 0 });
    const applied = sealedBids.apply(s, 0, { kind: 'bid', coins: 3 });
    expect(applied.ok && applied.state.bids[0]).toBe(3);
  });

  it("parses a reply against the seat's legal moves now, and refuses a seat with no decision", () => {
    const s = sealedBids.setup(2, {}, 'define-3');
    expect(sealedBids.parse('bid 4', s, 0)).toEqual({ ok: true, move: { kind: 'bid', coins: 4 } });
    expect(sealedBids.parse('入札 2', s, 1)).toEqual({ ok: true, move: { kind: 'bid', coins: 2 } });
    const after = sealedBids.apply(s, 0, { kind: 'bid', coins: 1 });
    if (!after.ok) throw new Error(after.error.reason);
    const parsed = sealedBids.parse('bid 1', after.state, 0);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('not-your-turn');
  });
});
