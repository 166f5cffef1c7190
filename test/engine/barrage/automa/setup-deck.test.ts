/** Automa spec §8 scenarios 1–3: set-up values, the flip, the reshuffle (§1.2, §1.3, §2.1). */
import { describe, expect, it } from 'vitest';
import { barrage } from '../../../../engine/barrage';
import { AUTOMA_CONFIG } from '../../../../engine/barrage/automa/config';
import { flip } from '../../../../engine/barrage/automa/turn';
import { seedRng } from '../../../../engine/core/rng';
import { options } from '../helpers';

describe('Automa set-up and deck (Automa spec §1–§2)', () => {
  it('scenario 1: an Automa starts with 16 VP, no credits, 6 Ex, 4 Mx, 12 engineers and no contract; the player has a starting contract; 1 national contract for 2 companies; the Automa plays first in round 1', () => {
    const s = barrage.setup(1, options({ automas: '1' }), 'scenario-1');
    expect(s.players).toBe(2);
    const a = s.seats[1]!;
    expect({ vp: a.vp, credits: a.credits, ex: a.ex, mx: a.mx, engineers: a.engineers, hand: a.hand, level: a.automa?.level }).toEqual({
      vp: 16,
      credits: 0,
      ex: 6,
      mx: 4,
      engineers: 12,
      hand: [],
      level: 1,
    });
    expect(s.contracts.national).toHaveLength(1);
    expect(s.turnOrder[0]).toBe(1);
    // Only the player drafts; the Automa then takes the remaining pair.
    expect(barrage.pending(s).map((p) => p.seat)).toEqual([0]);
    const move = barrage.legalMoves(s, 0)[0]!;
    const after = barrage.apply(s, 0, move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(after.state.seats[0]!.hand).toHaveLength(1);
    expect(after.state.seats[1]!.company).not.toBeNull();
    expect(after.state.seats[1]!.company).not.toBe(after.state.seats[0]!.company);
    // The Automa's first turn ran at once, before the player's (it is first in round 1).
    expect(after.events.some((e) => e.seat === null && /^Automa I \(/.test(e.text) && /flips tile/.test(e.text))).toBe(true);
  });

  it('scenario 2: set-up flips t1; the first Automa turn plays t3 by the criteria of t2, and t1 goes to the discard', () => {
    const deck = Array.from({ length: 20 }, (_x, i) => i + 1);
    const setUp = flip(
      {
        humans: 1,
        level: 1,
        deck,
        flipped: null,
        discard: [],
        contractDiscards: { green: [], yellow: [], red: [] },
        config: AUTOMA_CONFIG,
      },
      seedRng('x'),
    );
    expect(setUp.flipped).toBe(1);
    const first = flip(setUp, seedRng('x'));
    expect(first.flipped).toBe(2);
    expect(first.deck[0]).toBe(3);
    expect(first.discard).toEqual([1]);
  });

  it('scenario 3: with one tile left, the flip turns it up and the 19 discarded tiles become a new deck, shuffled by the game generator', () => {
    const discard = Array.from({ length: 18 }, (_x, i) => i + 1);
    const a = {
      humans: 1,
      level: 1 as const,
      deck: [20],
      flipped: 19,
      discard,
      contractDiscards: { green: [], yellow: [], red: [] },
      config: AUTOMA_CONFIG,
    };
    const after = flip(a, seedRng('reshuffle'));
    expect(after.flipped).toBe(20);
    expect(after.discard).toEqual([]);
    expect([...after.deck].sort((x, y) => x - y)).toEqual(Array.from({ length: 19 }, (_x, i) => i + 1));
    expect(flip(a, seedRng('reshuffle')).deck).toEqual(after.deck);
  });

  it('a set-up with Automas shuffles the 20 tiles and flips one; the deck is drawn after everything a game of that size draws', () => {
    const withA = barrage.setup(2, options({ automas: '1' }), 'same');
    const plain = barrage.setup(3, options({}), 'same');
    expect(withA.automa!.deck).toHaveLength(19);
    expect(withA.automa!.flipped).not.toBeNull();
    expect(withA.bonusTiles).toEqual(plain.bonusTiles);
    expect(withA.contracts.stacks).toEqual(plain.contracts.stacks);
  });

  it('the player range: 1–3 players with Automas, at most 4 companies; refusals name the range', async () => {
    const { newMatch } = await import('../../../../engine/core/match');
    expect(newMatch(barrage, 1, {}, 'x').ok).toBe(false);
    expect(newMatch(barrage, 1, { automas: '3' }, 'x').ok).toBe(true);
    const over = newMatch(barrage, 2, { automas: '3' }, 'x');
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error.reason).toContain('1–1 players with these options');
  });
});
