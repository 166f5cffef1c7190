/**
 * The reveal check (engine/core/reveal-check.ts): `undo` trusts a move's `reveals` mark, so a
 * move that shows hidden information must carry it, whether or not it draws from the generator.
 */
import { describe, expect, it } from 'vitest';
import { newMatch, playMove, type AnyGame, type Match } from '../../../engine/index';
import { revealedBy, unmarkedReveals } from '../../../engine/core/reveal-check';
import { sealedBids, type BidMove, type BidState } from '../../fixtures/games/sealed-bids';

function started(players: number, seed: string): Match<BidState> {
  const made = newMatch(sealedBids, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  return made.match as Match<BidState>;
}

function bid(match: Match, seat: number, coins: number) {
  const out = playMove(sealedBids, match, seat, { kind: 'bid', coins });
  if (!out.ok) throw new Error(out.error.reason);
  return out;
}

/** Sealed bids with every `reveals` mark dropped: a game that forgot them. */
const unmarked: AnyGame = {
  ...sealedBids,
  apply(s: BidState, seat: number, move: { kind: 'bid'; coins: number }) {
    const out = sealedBids.apply(s, seat, move);
    return out.ok ? { ok: true, state: out.state, events: out.events } : out;
  },
};

describe('moves that show hidden information are marked revealing', () => {
  it('a sealed bid shows nothing: it may be taken back', () => {
    const first = bid(started(2, 'deal'), 0, 3);
    expect(first.steps.map((st) => st.reveals)).toEqual([false]);
  });

  it('the last bid of a round shows the bids and deals the next prize from the deck shuffled at set-up: no undo past it', () => {
    const first = bid(started(2, 'deal'), 0, 3);
    const last = bid(first.match, 1, 2);
    expect(last.match.state).toMatchObject({ round: 2 });
    expect(last.steps[0]!.reveals).toBe(true);
  });

  it('the check sees what a move shows: the last bid shows the other bid, a first bid shows nothing', () => {
    const s = started(2, 'deal').state;
    const three: BidMove = { kind: 'bid', coins: 3 };
    const two: BidMove = { kind: 'bid', coins: 2 };
    expect(revealedBy(sealedBids, s, 0, three, 'x')).toBeNull();
    const after = sealedBids.apply(s, 0, three);
    if (!after.ok) throw new Error(after.error.reason);
    expect(revealedBy(sealedBids, after.state, 1, two, 'x')).toEqual({ viewer: 0, through: 'view' });
  });

  it('finds every unmarked reveal of a game that forgot its marks, and none in Sealed bids', () => {
    for (const players of [2, 3, 4]) {
      const found = unmarkedReveals(unmarked, players, `reveals-${players}`);
      // Three rounds: the last bids of rounds 1 and 2 deal a prize; the last bid of round 3 ends the game (not examined).
      expect(
        found.map((x) => x.step),
        `${players} players`,
      ).toEqual([players, 2 * players]);
      expect(unmarkedReveals(sealedBids, players, `reveals-${players}`)).toEqual([]);
    }
  });
});
