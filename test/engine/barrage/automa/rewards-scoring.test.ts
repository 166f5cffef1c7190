/** Automa spec §8 scenarios 29–32 and 34–36: rewards (§3.6), incomes (AUT-2), scoring (§6). */
import { describe, expect, it } from 'vitest';
import { automaBuild, automaReward } from '../../../../engine/barrage/automa/effects';
import { automaHasIncome, automaIncome } from '../../../../engine/barrage/automa/setup';
import { automaTile } from '../../../../engine/barrage/automa/tiles';
import { contractRow } from '../../../../engine/barrage/data/contracts';
import { objectiveVp, scoreFinal, scoreRound } from '../../../../engine/barrage/score';
import type { BarrageState } from '../../../../engine/barrage/state';
import { AUTOMA, onDraft, piecesAfter, s0, withAutoma, withConfig, withDams } from './helpers';

const crit1 = automaTile(1).criteria;
const crit2 = automaTile(2).criteria;

/** The Automa has one base (7L) and builds its second at 1L. */
function secondBase(company: 'germany' | 'italy' | 'usa', level: 0 | 1): { s: BarrageState; texts: string[] } {
  const s = withDams(withAutoma(s0(), { company, pieces: piecesAfter({ base: 1 }), automa: { level, officer: null } }), {
    '7L': { owner: AUTOMA, level: 1, drops: 0 },
  });
  return onDraft(s, (d, ctx) => automaBuild(d, AUTOMA, 'base', '1L', 'base', crit1, ctx));
}

describe('Automa rewards and scoring (Automa spec §3.6, §6)', () => {
  it('scenario 29: the company-board bonus when uncovered — Germany Medium 2nd base +3 VP; Easy nothing; Italy 2nd base (3 credits) +3 VP; USA 2nd base (Wheel 1) one more rotation', () => {
    expect(secondBase('germany', 1).s.seats[AUTOMA]!.vp).toBe(19);
    expect(secondBase('germany', 0).s.seats[AUTOMA]!.vp).toBe(16);
    expect(secondBase('italy', 1).s.seats[AUTOMA]!.vp).toBe(19);
    const usa = secondBase('usa', 1).s.seats[AUTOMA]!;
    expect(usa.wheel.open).toBe(2);
  });

  it('scenario 30: no income by default (AUT-2: AUTOMA_INCOME_MIN_LEVEL 99); with 1, a Germany Medium Automa with 2 bases gets 3 VP', () => {
    const s = {
      ...withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 2 }) }), {
        '1L': { owner: AUTOMA, level: 1, drops: 0 },
        '7L': { owner: AUTOMA, level: 1, drops: 0 },
      }),
      round: 2,
    };
    expect(automaHasIncome(s, AUTOMA)).toBe(false);
    const on = withConfig(s, { incomeMinLevel: 1 });
    expect(automaHasIncome(on, AUTOMA)).toBe(true);
    expect(onDraft(on, (d, ctx) => automaIncome(d, AUTOMA, ctx)).s.seats[AUTOMA]!.vp).toBe(19);
  });

  it('scenario 31: a drop reward — G15 (3 VP, 2 Drop↓) gives 3 VP and one flowing drop placed by §5.4, only if it adds water to an Automa dam', () => {
    const withDam = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '1U': { owner: AUTOMA, level: 1, drops: 0 } });
    const r = onDraft(withDam, (d, ctx) => automaReward(d, AUTOMA, contractRow('G15').reward, crit1, ctx, 'contract G15', '契約G15'));
    expect(r.s.seats[AUTOMA]!.vp).toBe(19);
    expect(r.s.dams['1U']!.drops).toBe(1);
    expect(r.s.water.added).toBe(withDam.water.added + 1);
    const none = onDraft(s0(), (d, ctx) => automaReward(d, AUTOMA, contractRow('G15').reward, crit1, ctx, 'contract G15', '契約G15'));
    expect(none.s.water.added).toBe(3);
    expect(none.s.seats[AUTOMA]!.vp).toBe(19);
  });

  it('scenario 32: a free structure reward on a red-bordered space — R2 (Base) with crit 2 (PAY) builds on 2U: no VP paid, no machinery, no tile, no engineers; the bonus is uncovered', () => {
    const s = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '7L': { owner: AUTOMA, level: 1, drops: 0 } });
    const r = onDraft(s, (d, ctx) => automaReward(d, AUTOMA, contractRow('R2').reward, crit2, ctx, 'contract R2', '契約R2'));
    const a = r.s.seats[AUTOMA]!;
    expect(r.s.dams['2U']).toEqual({ owner: AUTOMA, level: 1, drops: 0 });
    expect(a.vp).toBe(19);
    expect({ ex: a.ex, mx: a.mx, engineers: a.engineers, tiles: a.tiles.length }).toEqual({ ex: 6, mx: 4, engineers: 12, tiles: 4 });
  });

  it('scenario 34: round scoring — at 0 energy the Automa gets +3 VP for the 3 credits and −3 VP (net 0) and no rank VP; at 7 energy +4 VP for the award, 6 for first place, and the bonus tile', () => {
    const zero = onDraft(s0(), (d, ctx) => scoreRound(d, ctx));
    expect(zero.s.seats[AUTOMA]!.vp).toBe(16);
    expect(zero.s.seats[AUTOMA]!.credits).toBe(0);
    const seven = {
      ...withDams(withAutoma(s0(), { energy: 7, pieces: piecesAfter({ base: 1 }) }), { '1L': { owner: AUTOMA, level: 1, drops: 0 } }),
      bonusTiles: ['rb-base', 'rb-base', 'rb-base', 'rb-base', 'rb-base'] as BarrageState['bonusTiles'],
    };
    const r = onDraft(seven, (d, ctx) => scoreRound(d, ctx));
    const bonus = r.s.seats[AUTOMA]!.vp - 16 - 6 - 4;
    expect(bonus).toBeGreaterThan(0);
    expect(r.s.seats[AUTOMA]!.credits).toBe(0);
  });

  it('scenario 35: the objective pays Automas 20/15/10 — player 1st, Automa 2nd: 15 and 15; Automa 1st: 20; tied 1st: player 13, Automa 18; a second Automa next is 3rd: 10', () => {
    expect(objectiveVp([5, 3], [false, true])).toEqual([15, 15]);
    expect(objectiveVp([3, 5], [false, true])).toEqual([10, 20]);
    expect(objectiveVp([5, 5], [false, true])).toEqual([13, 18]);
    expect(objectiveVp([5, 5, 3], [false, true, true])).toEqual([13, 18, 10]);
  });

  it('scenario 36: leftovers — 3 Ex, 2 Mx and 4 credit tokens (conduit fees) score 1 VP; 2 drops in its dams 2 VP more', () => {
    const s = withDams(withAutoma(s0(), { ex: 3, mx: 2, credits: 4, pieces: piecesAfter({ base: 1, elevation: 1 }) }), {
      '1L': { owner: AUTOMA, level: 2, drops: 2 },
    });
    const r = onDraft(s, (d, ctx) => scoreFinal(d, ctx));
    const line = r.s.breakdown.find((b) => b.seat === AUTOMA)!.text;
    expect(line).toContain('resources 4+3+2 → 1 VP, water 2 VP');
  });
});
