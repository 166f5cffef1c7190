import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { energyCredits } from '../../../engine/barrage/data/energy';
import { objectiveCount, objectiveVp, rankingVp, roundBonusVp } from '../../../engine/barrage/score';
import { lab, patchSeat, play, put, seat } from './helpers';

describe('round scoring (spec §4.10)', () => {
  it('energy ranking: 6 for a unique first, 2 for a unique second, 1 each for tied seconds', () => {
    expect(rankingVp([10, 5, 3], 6)).toEqual([6, 2, 0]);
    expect(rankingVp([10, 5, 5, 1], 6)).toEqual([6, 1, 1, 0]);
  });

  it('a tie for first shares 6 VP rounded up (seed), or 8 with the BGA option; nobody is second (A2)', () => {
    expect(rankingVp([7, 7, 3], 6)).toEqual([3, 3, 0]);
    expect(rankingVp([7, 7, 7, 3], 6)).toEqual([2, 2, 2, 0]);
    expect(rankingVp([7, 7, 3], 8)).toEqual([4, 4, 0]);
    expect(rankingVp([7, 7, 7, 3], 8)).toEqual([3, 3, 3, 0]);
  });

  it('players at 0 energy never rank (E27)', () => {
    expect(rankingVp([4, 0, 0], 6)).toEqual([6, 0, 0]);
    expect(rankingVp([0, 0], 6)).toEqual([0, 0]);
  });

  it('energy credits by the track table; 0 energy gives 3 credits', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 10, 11, 15, 16, 21, 22, 28, 29, 60].map(energyCredits)).toEqual([
      3, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
    ]);
  });

  it('round bonus: nothing under 6 energy; 4 VP less per missing section (round 3, e = 11 → bonus − 8)', () => {
    expect(roundBonusVp(3, 4, 5, 1)).toBe(0);
    expect(roundBonusVp(3, 4, 6, 1)).toBe(12);
    expect(roundBonusVp(3, 4, 11, 3)).toBe(4);
    expect(roundBonusVp(1, 4, 11, 3)).toBe(0);
    expect(roundBonusVp(2, 5, 30, 5)).toBe(10);
  });

  it('a whole round: ranking, credits, the 0-energy penalty and the bonus tile, then turn order by energy', () => {
    let s = lab(3);
    s = { ...s, bonusTiles: ['rb-base', 'rb-elevation', 'rb-conduit', 'rb-powerhouse', 'rb-contract'] };
    s = put(put(s, 0, 'base', '1L'), 0, 'base', '2L');
    s = patchSeat(patchSeat(patchSeat(s, 0, { energy: 7 }), 1, { energy: 3 }), 2, { energy: 0 });
    s = play(s, 0, 'bank 12');
    s = play(s, 1, 'bank 12');
    s = play(s, 2, 'bank 12');
    expect(s.round).toBe(2);
    // seat 0: 1st 6 VP, 7 E → 4 cr, 2 bases × 4 = 8 VP; seat 1: 2nd 2 VP, 3 E → 2 cr; seat 2: 0 E → 3 cr, −3 VP
    expect(s.seats.map((p) => p.vp)).toEqual([10 + 6 + 8, 10 + 2, 10 - 3]);
    // credits: 6 + 12 (bank) + energy credits; USA's base #2 income (wheel 1) is not credits
    expect(s.seats.map((p) => p.credits)).toEqual([6 + 12 + 4, 6 + 12 + 2, 6 + 12 + 3]);
    expect(s.turnOrder).toEqual([2, 1, 0]);
    expect(s.seats.map((p) => [p.energy, p.lastEnergy, p.engineers])).toEqual([
      [0, 7, 12],
      [0, 3, 12],
      [0, 0, 12],
    ]);
  });

  it('turn order ties take the reverse of their current order (E28)', () => {
    let s = lab(3);
    s = play(s, 0, 'bank 12');
    s = play(s, 1, 'bank 12');
    s = play(s, 2, 'bank 12');
    expect(s.turnOrder).toEqual([2, 1, 0]);
  });
});

describe('objective and final scoring (spec §1.7, §5)', () => {
  it('objective ties share the VP of the places they hold, rounded up; the next player takes the next place', () => {
    expect(objectiveVp([4, 4, 2])).toEqual([13, 13, 5]);
    expect(objectiveVp([3, 2, 2, 0])).toEqual([15, 8, 8, 0]);
    expect(objectiveVp([0, 0])).toEqual([13, 13]);
    expect(objectiveVp([1, 1, 1, 1])).toEqual([8, 8, 8, 8]);
  });

  it('objective quantities count structures by area and zone (conduits in their starting zone)', () => {
    let s = lab(2);
    s = put(put(put(put(s, 0, 'base', '1U', { level: 2 }), 0, 'conduit', 'C1R'), 0, 'powerhouse', 'P5_1'), 0, 'base', '5L');
    expect(objectiveCount(s, 0, 'obj-paying')).toBe(2);
    expect(objectiveCount(s, 0, 'obj-most-area')).toBe(3);
    expect(objectiveCount(s, 0, 'obj-least-area')).toBe(0);
    expect(objectiveCount(s, 0, 'obj-zones-1')).toBe(2);
    expect(objectiveCount(s, 0, 'obj-zones-3')).toBe(1);
    expect(objectiveCount(s, 0, 'obj-connected')).toBe(1);
  });

  it('after round 5: objective, 1 VP per 5 resources, 1 VP per drop in own dams; result with tie-break', () => {
    let s = lab(2);
    s = { ...s, round: 5, objective: 'obj-zones-1', bonusTiles: ['rb-base', 'rb-base', 'rb-base', 'rb-base', 'rb-conduit'] };
    s = put(put(s, 0, 'base', '8L', { level: 1, drops: 1 }), 1, 'base', '3L', { drops: 1 });
    s = put(s, -1, 'base', '9L', { level: 3, drops: 3 });
    s = play(s, 0, 'bank 12');
    s = play(s, 1, 'bank 12');
    const r = barrage.result(s);
    expect(r).not.toBeNull();
    // both: 0 energy → +3 cr −3 VP; objective tie 1 zone each → (15 + 10) / 2 = 13
    // seat 0: 6 + 12 + 3 = 21 cr, 6 Ex, 4 Mx → 31 / 5 = 6 VP; water 1 → 10 − 3 + 13 + 6 + 1 = 27
    expect(r!.scores).toEqual([27, 27]);
    expect(r!.places).toEqual([1, 1]);
    expect(seat(s, 0).vp).toBe(27);
    expect(barrage.pending(s)).toEqual([]);
  });
});
