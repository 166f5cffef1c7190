/** End-of-round upkeep (rules/era-of-inventions.md §2.9) and the end of the game (D20). */
import { describe, expect, it } from 'vitest';
import { game, newGame, SENTINEL, withState } from './helpers';
import type { EraState } from '../../../engine/era-of-inventions';

/** Run only the upkeep frame: the sentinel stays below it. */
function upkeep(s: EraState): EraState {
  const base = withState(s, { stack: [SENTINEL, { kind: 'resolve', seat: 0 }], areas: [[0], [], [], [], [], []] });
  // Resolving the last token empties the round; upkeep and the next round follow automatically.
  const out = game.apply({ ...base, stack: [{ kind: 'resolve', seat: 0 }] }, 0, { kind: 'pass', area: 'factories' });
  if (!out.ok) throw new Error(out.error.reason);
  return out.state;
}

const S = newGame(3, 'upkeep');

describe('upkeep: invention cards (§2.9 step 1)', () => {
  it('1a: unproduced start cards on the display leave the game; produced ones in the discard pile stay (D2, E7)', () => {
    const s = upkeep(
      withState(S, {
        invDisplay: ['S01', null, 'telephone-a', 'S02', 'telephone-b', null, 'telephone-c'],
        invDraw: ['S05', 'S06', 'S07', 'S08', 'S09', 'S10'],
        invDiscard: ['S03'],
        dev: S.dev.map((_x, i) => (i === 6 ? 1 : null)),
        developedThisRound: false,
      }),
    );
    expect(s.invRemoved).toEqual(['S01', 'S02']);
    expect(s.invDiscard).toContain('S03');
  });

  it('1b/1c: slots 1–3 (after 1a, E8) go to the discard pile; the rest slide to the old end in order; 1f fills the new end', () => {
    const s = upkeep(
      withState(S, {
        invDisplay: ['S01', 'telephone-a', null, 'telephone-b', 'S02', 'telephone-c', null],
        invDraw: ['S09', 'S08', 'S07', 'S06', 'S05'],
        invDiscard: [],
        dev: S.dev.map((_x, i) => (i === 6 ? 1 : null)),
        developedThisRound: false,
      }),
    );
    expect(s.invDiscard).toEqual(['telephone-a']);
    // kept: telephone-b, telephone-c (S02 removed by 1a); dealt from the top of the pile (its end).
    expect(s.invDisplay).toEqual(['telephone-b', 'telephone-c', 'S05', 'S06', 'S07', 'S08', 'S09']);
    expect(s.invDraw).toEqual([]);
  });

  it('1d: after a development this round, discard, pile and the new cards are shuffled together; display cards are not (E5)', () => {
    const s0 = withState(S, {
      invDisplay: ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07'],
      invDraw: ['S08', 'S09', 'S10', 'S11', 'S12'],
      invDiscard: [],
      invNew: ['telephone-a', 'telephone-b', 'telephone-c'],
      dev: S.dev.map((_x, i) => (i === 6 ? 1 : null)),
      developedThisRound: true,
    });
    const s = upkeep(s0);
    expect(s.invNew).toEqual([]);
    expect(s.invDiscard).toEqual([]);
    expect(s.invRemoved).toHaveLength(7); // every start card on the display left
    const all = [...s.invDisplay.filter(Boolean), ...s.invDraw].sort();
    expect(all).toEqual(['S08', 'S09', 'S10', 'S11', 'S12', 'telephone-a', 'telephone-b', 'telephone-c']);
    expect(s.invDisplay.filter(Boolean)).toHaveLength(7);
  });

  it('1e/E4: without a development, a short pile first takes the discard pile in; what is still missing stays empty', () => {
    const s = upkeep(
      withState(S, {
        invDisplay: ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07'],
        invDraw: ['S08'],
        invDiscard: ['S09'],
        invNew: [],
        developedThisRound: false,
      }),
    );
    expect([...s.invDisplay].sort()).toEqual(['S08', 'S09', null, null, null, null, null].sort());
    expect(s.invDraw).toEqual([]);
  });

  it('1e: a pile with enough cards is dealt from without shuffling', () => {
    const s = upkeep(
      withState(S, {
        invDisplay: ['S01', 'S02', 'S03', null, null, null, null],
        invDraw: ['S04', 'S05', 'S06', 'S07', 'S08', 'S09', 'S10', 'S11'],
        invDiscard: ['S12'],
        developedThisRound: false,
      }),
    );
    expect(s.invDisplay).toEqual(['S11', 'S10', 'S09', 'S08', 'S07', 'S06', 'S05']);
    expect(s.invDiscard).toEqual(['S12']);
  });
});

describe('upkeep: factories, ships, round marker (§2.9 steps 2–4)', () => {
  it('2a–2d: the 3 oldest factories are discarded, the rest slide, the pile fills the new end', () => {
    const s = upkeep(
      withState(S, {
        facDisplay: ['coal2#1', null, 'mix2#1', 'coin2#1', 'cw2#1', null],
        facDraw: ['tools1#1', 'gear1#1', 'metal1#1', 'tech1#1'],
        facDiscard: [],
      }),
    );
    expect(s.facDiscard).toEqual(['coal2#1', 'mix2#1']);
    expect(s.facDisplay).toEqual(['coin2#1', 'cw2#1', 'tech1#1', 'metal1#1', 'gear1#1', 'tools1#1']);
  });

  it('2c: a short factory pile takes the discard pile in first', () => {
    const s = upkeep(
      withState(S, {
        facDisplay: ['coal2#1', 'coal2#2', 'coal2#3', 'coin2#1', 'cw2#1', 'wood2#1'],
        facDraw: ['gear1#1'],
        facDiscard: ['mix2#1'],
      }),
    );
    expect(s.facDisplay.slice(0, 3)).toEqual(['coin2#1', 'cw2#1', 'wood2#1']);
    expect(s.facDisplay.filter(Boolean)).toHaveLength(6);
    // 1 in the pile < 3 empty slots: 4 discards + 1 shuffled, 3 dealt, 2 left in the pile.
    expect(s.facDraw).toHaveLength(2);
    expect(s.facDiscard).toEqual([]);
  });

  it('3: an empty ship gets 2 (the coal warehouse 3), a non-empty one 1 more', () => {
    const s = upkeep(withState(S, { supply: [0, 0, 1, 0, 5] }));
    expect(s.supply).toEqual([3, 2, 2, 2, 6]);
  });

  it('4: the round advances and the start player passes to the left; bonus tokens carry over (D14)', () => {
    const s0 = withState(S, { startPlayer: 2, seats: S.seats.map((p, i) => (i === 1 ? { ...p, bonus: [0] } : p)) });
    const s = upkeep(s0);
    expect(s.round).toBe(2);
    expect(s.startPlayer).toBe(0);
    expect(s.seats[1]!.bonus).toEqual([0]);
    expect(game.pending(s)[0]!.seat).toBe(0);
  });

  it('after the last round there is no upkeep: final scoring follows (D20, E31)', () => {
    const last = withState(S, { round: 9, facDisplay: ['coal2#1', 'coal2#2', 'coal2#3', 'coin2#1', 'cw2#1', 'wood2#1'] });
    const s = upkeep(last);
    expect(s.final).not.toBeNull();
    expect(s.facDisplay).toEqual(last.facDisplay);
    expect(game.pending(s)).toEqual([]);
    expect(game.result(s)?.scores).toHaveLength(3);
  });
});
