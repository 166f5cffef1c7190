/** Automa spec §8 scenarios 10–13, 17, 28 and 37: production, contracts, the energy threshold (§3.3, §5.1, §5.2). */
import { describe, expect, it } from 'vitest';
import { feasible } from '../../../../engine/barrage/automa/turn';
import { automaTile } from '../../../../engine/barrage/automa/tiles';
import { refillContracts } from '../../../../engine/barrage/contracts';
import type { BarrageState } from '../../../../engine/barrage/state';
import { AUTOMA, HUMAN, piecesAfter, placed, s0, turn, withAutoma, withDams, withFaceUp } from './helpers';

/** S0 plus the Automa's base 1L (1 drop), conduit C1R (value 4) and powerhouse P5_0 (scenario 10). */
function system10(): BarrageState {
  const s = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1, conduit: 1, powerhouse: 1 }) }), {
    '1L': { owner: AUTOMA, level: 1, drops: 1 },
  });
  return withFaceUp(
    { ...s, conduits: { C1R: AUTOMA }, powerhouses: { P5_0: AUTOMA } },
    { green: ['G3', 'G10'], yellow: ['Y1', 'Y6'], red: ['R2', 'R5'] },
  );
}

describe('Automa production (Automa spec §3.3, §5.1, §5.2)', () => {
  it('scenario 10: production and a green contract — flow 1 (PROD G −2): E = 4 − 2 = 2, 1 engineer on T+2L, the drop flows from P5 to the neutral 9L, contract G3 pays 5 VP for 5 credits', () => {
    const r = turn(system10(), 1, 1);
    const a = r.s.seats[AUTOMA]!;
    expect(placed(r.s)).toEqual({ 'T+2L': 1 });
    expect(a.energy).toBe(2);
    expect(r.s.dams['1L']!.drops).toBe(0);
    expect(r.s.dams['9L']!.drops).toBe(2);
    expect(a.fulfilled).toEqual(['G3']);
    expect(a.vp).toBe(21);
    expect(a.credits).toBe(0);
    expect(r.s.contracts.faceUp.green).toEqual(['G10']);
  });

  it('scenario 11: the highest contract of any colour — E = 4×2 + 1 = 9 with a yellow tile fulfils R6: +3 VP, +2 VP for 2 credits, 2 machinery as Ex, Ex (1 Ex < 3 Mx)', () => {
    const base = system10();
    const s = withFaceUp(
      {
        ...withAutoma(withDams(base, { '1L': { owner: AUTOMA, level: 2, drops: 2 } }), {
          ex: 1,
          mx: 3,
          pieces: piecesAfter({ base: 1, elevation: 1, conduit: 1, powerhouse: 2 }),
        }),
        powerhouses: { P5_0: AUTOMA, P12_0: AUTOMA },
      },
      { yellow: ['Y1', 'Y9'], red: ['R2', 'R6'] },
    );
    const r = turn(s, 7, 1);
    const a = r.s.seats[AUTOMA]!;
    expect(a.energy).toBe(9);
    expect(a.fulfilled).toEqual(['R6']);
    expect(a.vp).toBe(16 + 3 + 2);
    expect(a.ex).toBe(3);
    expect(a.mx).toBe(3);
    expect(placed(r.s)).toEqual({ 'T+2L': 2 });
  });

  it('scenario 12: no contract of the colour — PROD R is not feasible; TAKE R discards R2 and R11 (+2 energy), C≥4 needs 8 Ex, so 2Ex (−4) on MEL; the red row refills at the end of the turn', () => {
    const s = withFaceUp(system10(), { green: ['G3'], red: ['R2', 'R11'] });
    const r = turn(s, 12, 1);
    const a = r.s.seats[AUTOMA]!;
    expect(placed(r.s)).toEqual({ K1L: 1, MEL: 2 });
    expect(r.s.contracts.faceUp.red).toEqual([]);
    expect(r.s.automa!.contractDiscards.red).toEqual(['R2', 'R11']);
    expect(a.energy).toBe(2);
    expect(a.ex).toBe(8);
    expect(a.vp).toBe(12);
    const next = { ...r.s, contracts: { ...r.s.contracts, faceUp: { ...r.s.contracts.faceUp }, stacks: { ...r.s.contracts.stacks } } };
    refillContracts(next);
    expect(next.contracts.faceUp.red).toHaveLength(2);
  });

  it('AUT-14: contracts an Automa discarded become the new stack when a colour runs out', () => {
    const s = withFaceUp(system10(), { red: [] });
    const empty: BarrageState = {
      ...s,
      contracts: { ...s.contracts, stacks: { ...s.contracts.stacks, red: [] } },
      automa: { ...s.automa!, contractDiscards: { green: [], yellow: [], red: ['R2', 'R11', 'R4'] } },
    };
    const d = { ...empty, contracts: { ...empty.contracts, faceUp: { ...empty.contracts.faceUp }, stacks: { ...empty.contracts.stacks } } };
    refillContracts(d);
    expect(d.contracts.faceUp.red).toHaveLength(2);
    expect(d.contracts.stacks.red).toHaveLength(1);
    expect(d.automa!.contractDiscards.red).toEqual([]);
  });

  it('scenario 13: the energy threshold — round 2, Automa 12 energy, player 10: PROD is skipped (12 ≥ 12 and strictly first); with the player at 12 it produces', () => {
    const tile5 = automaTile(5);
    const crit = automaTile(1).criteria;
    const ahead = { ...withAutoma(withAutoma(system10(), { energy: 12 }), { energy: 10 }, HUMAN), round: 2 };
    expect(feasible(ahead, AUTOMA, tile5.flow[0]!, crit)).toBeNull();
    const level = withAutoma(ahead, { energy: 12 }, HUMAN);
    expect(feasible(level, AUTOMA, tile5.flow[0]!, crit)).not.toBeNull();
    // The flow goes on past the skipped production (W2 with an empty 1L).
    const r = turn(withDams(ahead, { '1L': { owner: AUTOMA, level: 1, drops: 0 } }), 5, 1);
    expect(placed(r.s).W2L).toBe(1);
  });

  it('scenario 17: engineer shortfall — with 1 engineer a 2-engineer production places 1 and produces in full; next turn it passes without flipping', () => {
    const r = turn(withAutoma(system10(), { engineers: 1 }), 5, 1);
    expect(placed(r.s)).toEqual({ 'T+2L': 1 });
    expect(r.s.seats[AUTOMA]!.energy).toBe(4);
    expect(r.s.seats[AUTOMA]!.engineers).toBe(0);
    const flippedBefore = r.s.automa!.flipped;
    const next = turn({ ...r.s, automa: { ...r.s.automa!, deck: [7, 8, 9] } }, 8, 7);
    expect(next.s.seats[AUTOMA]!.passed).toBe(true);
    expect(next.texts).toEqual(['passes (no engineers left)']);
    expect(next.s.automa!.deck).toEqual([7, 8, 9]);
    expect(flippedBefore).toBe(1);
  });

  it('scenario 28: the best system with all drops, a foreign conduit — 5U (2 drops via C5L) gives 6 over 1L (1 drop via the player’s C1L) 5; with 1 drop in 5U it uses 1L and pays 1 VP, the player gets 1 credit and 1 VP', () => {
    const base = withFaceUp(
      {
        ...withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 2, elevation: 1, conduit: 1, powerhouse: 1 }) }), {
          '1L': { owner: AUTOMA, level: 1, drops: 1 },
          '5U': { owner: AUTOMA, level: 2, drops: 2 },
        }),
        conduits: { C1L: HUMAN, C5L: AUTOMA },
        powerhouses: { P8_0: AUTOMA },
      },
      { green: ['G10'] },
    );
    const r = turn(base, 5, 1);
    expect(r.s.seats[AUTOMA]!.energy).toBe(6);
    expect(r.s.dams['5U']!.drops).toBe(0);
    const one = turn(withDams(base, { '5U': { owner: AUTOMA, level: 2, drops: 1 } }), 5, 1);
    expect(one.s.seats[AUTOMA]!.energy).toBe(5);
    expect(one.s.dams['1L']!.drops).toBe(0);
    expect(one.s.seats[AUTOMA]!.vp).toBe(16 - 1 + 4 + 2);
    expect(one.s.seats[HUMAN]!.credits).toBe(base.seats[HUMAN]!.credits + 1);
    expect(one.s.seats[HUMAN]!.vp).toBe(base.seats[HUMAN]!.vp + 1);
  });

  it('scenario 37: nationals untouched — E = 15 with N5 face up fulfils a private contract and leaves N5; without a private contract of the colour PROD is not feasible', () => {
    const s = withFaceUp(
      {
        ...withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1, elevation: 2, conduit: 1, powerhouse: 1 }) }), {
          '1L': { owner: AUTOMA, level: 3, drops: 3 },
        }),
        conduits: { C1L: AUTOMA },
        powerhouses: { P8_0: AUTOMA },
      },
      { green: ['G15'] },
    );
    const national = { ...s, contracts: { ...s.contracts, national: ['N5'] } };
    const r = turn(national, 5, 1);
    expect(r.s.seats[AUTOMA]!.energy).toBe(15);
    expect(r.s.seats[AUTOMA]!.fulfilled).toEqual(['G15']);
    expect(r.s.contracts.national).toEqual(['N5']);
    const none = withFaceUp(national, { yellow: ['Y1'] });
    expect(feasible(none, AUTOMA, automaTile(5).flow[0]!, automaTile(1).criteria)).toBeNull();
  });
});
