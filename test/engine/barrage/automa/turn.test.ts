/**
 * Automa spec §8 scenarios 4–9, 14–27 and 33: the turn algorithm (§3.2), feasibility (§3.3),
 * engineer placement (§3.7) and where the Automa builds and places water (§5.3–§5.7).
 */
import { describe, expect, it } from 'vitest';
import { automaTile } from '../../../../engine/barrage/automa/tiles';
import { AUTOMA, HUMAN, piecesAfter, placed, s0, turn, withAutoma, withDams } from './helpers';

const emptySegment = { tiles: [] as string[], ex: 0, mx: 0 };

describe('Automa turns (Automa spec §3, §5)', () => {
  it('scenario 4: base by the paying criterion — flow 1 / crit 2 builds on 2U: 2 engineers, Base tile and 5 Ex into the wheel, wheel turned 1, VP 16 → 13', () => {
    const r = turn(s0(), 1, 2);
    const a = r.s.seats[AUTOMA]!;
    expect(r.s.dams['2U']).toEqual({ owner: AUTOMA, level: 1, drops: 0 });
    expect(placed(r.s)).toEqual({ 'AC#1': 2 });
    expect(a.wheel.segments[0]).toEqual({ tiles: ['base'], ex: 5, mx: 0 });
    expect(a.wheel.open).toBe(1);
    expect(a.vp).toBe(13);
    expect(a.ex).toBe(1);
    expect(a.tiles).not.toContain('base');
  });

  it('scenario 5: base on a free site — crit 1 (start 1) builds on 1L, 5 Ex, VP stays 16', () => {
    const r = turn(s0(), 1, 1);
    expect(r.s.dams['1L']?.owner).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.vp).toBe(16);
    expect(r.s.seats[AUTOMA]!.ex).toBe(1);
  });

  it('scenario 6: area constraint — flow 2 / crit 9: B[H] among 5U, 5L, 6U, 7U, 7L; PAY then start 1 → 5U, 4 Ex, VP 13', () => {
    const r = turn(s0(), 2, 9);
    expect(r.s.dams['5U']?.owner).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.ex).toBe(2);
    expect(r.s.seats[AUTOMA]!.vp).toBe(13);
  });

  it('scenario 7: an unaffordable build falls through — 4 Ex, flow 4: B[M] needs 5 Ex, so 1 engineer on MEL, +1 Ex, VP 14', () => {
    const r = turn(withAutoma(s0(), { ex: 4 }), 4, 1);
    expect(placed(r.s)).toEqual({ MEL: 1 });
    expect(r.s.seats[AUTOMA]!.ex).toBe(5);
    expect(r.s.seats[AUTOMA]!.vp).toBe(14);
  });

  it('scenario 8: in round 5 the machinery action is skipped — no base, no elevation, empty wheel: 1 engineer on the Bank, +1 VP', () => {
    const s = { ...withAutoma(s0(), { pieces: piecesAfter({ base: 5, elevation: 5 }) }), round: 5 };
    const r = turn(s, 1, 1);
    expect(placed(r.s)).toEqual({ BANK: 1 });
    expect(r.s.seats[AUTOMA]!.vp).toBe(17);
  });

  it('scenario 9: a wheel action needs a non-empty wheel — flow 3: TAKE G on K1L then VP+1 on the Bank; with 1 Ex on the wheel, WH 1 on R1L returns it', () => {
    const s = {
      ...withAutoma(s0(), { pieces: piecesAfter({ base: 5 }) }),
      patent: { decks: [[], [], []], positions: ['conduit-1', 'elevation-2', 'powerhouse-3'] },
    };
    const r = turn(s, 3, 1);
    expect(placed(r.s)).toEqual({ K1L: 1, BANK: 1 });
    expect(r.s.seats[AUTOMA]!.energy).toBe(2);
    expect(r.s.seats[AUTOMA]!.vp).toBe(17);
    const segments = [emptySegment, { tiles: [], ex: 1, mx: 0 }, emptySegment, emptySegment, emptySegment, emptySegment];
    const w = turn(withAutoma(s, { wheel: { open: 0, segments } }), 3, 1);
    expect(placed(w.s)).toEqual({ K1L: 1, R1L: 1 });
    expect(w.s.seats[AUTOMA]!.wheel.open).toBe(1);
    expect(w.s.seats[AUTOMA]!.ex).toBe(7);
  });

  it('scenario 14: delayed drops, only useful ones — own base 1U, flow 1 / crit 2: 1 drop waits on A (W2L), then a base on 2U decided on the start-of-turn map', () => {
    const s = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '1U': { owner: AUTOMA, level: 1, drops: 0 } });
    const r = turn(s, 1, 2);
    expect(r.s.headstreams.A.drops).toBe(1);
    expect(r.s.headstreams.B.drops + r.s.headstreams.C.drops + r.s.headstreams.D.drops).toBe(0);
    expect(placed(r.s)).toEqual({ W2L: 1, 'AC#1': 2 });
    expect(r.s.dams['2U']?.owner).toBe(AUTOMA);
    // −3 VP for the red-bordered 2U, +3 VP for Germany's second base (Medium, scenario 29).
    expect(r.s.seats[AUTOMA]!.vp).toBe(16);
    expect(r.texts).toContain('gains 3 VP (company board, base #2; credits as VP)');
  });

  it('scenario 15: waiting drops are counted — A already holds 1 drop that will fill 1U, so W2 is not feasible: the turn is the base on 2U alone', () => {
    const base = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '1U': { owner: AUTOMA, level: 1, drops: 0 } });
    const s = { ...base, headstreams: { ...base.headstreams, A: { ...base.headstreams.A, drops: 1 } } };
    const r = turn(s, 1, 2);
    expect(placed(r.s)).toEqual({ 'AC#1': 2 });
    expect(r.s.headstreams.A.drops).toBe(1);
  });

  it('scenario 16: a flowing drop ignores waiting drops — flow 2 (W1↓) / crit 1: 1 engineer on W1L and the drop flows at once into 1U', () => {
    const base = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '1U': { owner: AUTOMA, level: 1, drops: 0 } });
    const s = { ...base, headstreams: { ...base.headstreams, A: { ...base.headstreams.A, drops: 1 } } };
    const r = turn(s, 2, 1);
    expect(placed(r.s).W1L).toBe(1);
    expect(r.s.dams['1U']!.drops).toBe(1);
    expect(r.s.headstreams.A.drops).toBe(1);
    // It continues: B[H] on the start-of-turn map (crit 1: start 1 → zone 5 → 5L).
    expect(r.s.dams['5L']?.owner).toBe(AUTOMA);
  });

  it('scenario 18: patent choice — the Base tile on the wheel, 2 Ex: TAKE G on K1L, then PAT B takes Joker II from position 3 on PO3 for 2 VP, no credits', () => {
    const segments = [{ tiles: ['base'], ex: 0, mx: 0 }, emptySegment, emptySegment, emptySegment, emptySegment, emptySegment];
    const s = {
      ...withAutoma(s0(), { ex: 2, tiles: ['elevation', 'conduit', 'powerhouse'], wheel: { open: 1, segments } }),
      patent: { decks: [[], [], []], positions: ['elevation-2', 'base-1', 'joker-2'] },
    };
    const r = turn(s, 3, 1);
    expect(placed(r.s)).toEqual({ K1L: 1, PO3: 1 });
    expect(r.s.seats[AUTOMA]!.tiles).toContain('joker-2');
    expect(r.s.patent.positions).toEqual(['elevation-2', 'base-1', null]);
    expect(r.s.seats[AUTOMA]!.vp).toBe(14);
    expect(r.s.seats[AUTOMA]!.credits).toBe(0);
  });

  it('scenario 19: in the introductory game PAT is not feasible — WH 1 (the wheel holds the Base tile) puts 1 engineer on R1L and turns the wheel', () => {
    const segments = [emptySegment, { tiles: ['base'], ex: 0, mx: 0 }, emptySegment, emptySegment, emptySegment, emptySegment];
    const plain = withAutoma(s0(), { ex: 2, tiles: ['elevation', 'conduit', 'powerhouse'], wheel: { open: 0, segments } });
    const s = { ...plain, options: { ...plain.options, intro: true }, patent: { decks: [[], [], []], positions: [null, null, null] } };
    const r = turn(s, 3, 1);
    expect(placed(r.s)).toEqual({ K1L: 1, R1L: 1 });
    expect(r.s.seats[AUTOMA]!.tiles).toContain('base');
  });

  it('scenario 20: tile choice — with the basic Base and Base I the Automa builds with Base I (the higher level) and no Base I effect; the basic Base stays', () => {
    const r = turn(withAutoma(s0(), { tiles: ['base', 'elevation', 'conduit', 'powerhouse', 'base-1'] }), 1, 1);
    expect(r.s.seats[AUTOMA]!.wheel.segments[0]!.tiles).toEqual(['base-1']);
    expect(r.s.seats[AUTOMA]!.tiles).toContain('base');
    expect(r.s.dams['1L']).toEqual({ owner: AUTOMA, level: 1, drops: 0 });
  });

  it('scenario 21: powerhouse by the zone criterion — 3 Ex, flow 2 / crit 5: PROD, W1↓, B[H] not feasible; Z5 → P5_0 for 2 Mx, no VP', () => {
    const r = turn(withAutoma(s0(), { ex: 3 }), 2, 5);
    expect(r.s.powerhouses['P5_0']).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.mx).toBe(2);
    expect(r.s.seats[AUTOMA]!.vp).toBe(16);
  });

  it('scenario 22: the lowest free space per zone — the player owns P8_0; crit 9 (CON, OD, BW; start 8) → P8_1, free', () => {
    const s = { ...withAutoma(s0(), { ex: 3 }), powerhouses: { P8_0: HUMAN } };
    const r = turn(s, 2, 9);
    expect(r.s.powerhouses['P8_1']).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.vp).toBe(16);
  });

  it('scenario 23: completion first — own full base 1L and the player’s conduit C1R: the powerhouse goes on P5_0 despite PLN', () => {
    const s = {
      ...withDams(withAutoma(s0(), { ex: 3, pieces: piecesAfter({ base: 1 }) }), { '1L': { owner: AUTOMA, level: 1, drops: 1 } }),
      conduits: { C1R: HUMAN },
    };
    const r = turn(s, 2, 8);
    expect(r.s.powerhouses['P5_0']).toBe(AUTOMA);
  });

  it('scenario 24: conduit criteria — 6 Ex, flow 5 / crit 1: HI keeps the value-3 conduits, DAM the neutral-dam zones {C2L, C9R}, start C1L → C2L for 6 Ex', () => {
    const r = turn(s0(), 5, 1);
    expect(r.s.conduits['C2L']).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.ex).toBe(0);
  });

  it('scenario 25: the elevation uses the Base row — own full dams 1L and 8L, the player’s conduit C8L: MC keeps zone 8 → elevation on 8L for 2 Mx', () => {
    const s = {
      ...withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 2 }) }), {
        '1L': { owner: AUTOMA, level: 1, drops: 1 },
        '8L': { owner: AUTOMA, level: 1, drops: 1 },
      }),
      conduits: { C8L: HUMAN },
    };
    const r = turn(s, 5, 1);
    expect(r.s.dams['8L']!.level).toBe(2);
    expect(r.s.seats[AUTOMA]!.mx).toBe(2);
  });

  it('scenario 26: hold water — waiting drops A 2, C 1; flow 4 / crit 4: HW keeps 1U and 1L (2 drops pass), start 4 wraps to zone 1 → 1L', () => {
    const base = s0();
    const s = {
      ...base,
      headstreams: { ...base.headstreams, A: { ...base.headstreams.A, drops: 2 }, C: { ...base.headstreams.C, drops: 1 } },
    };
    const r = turn(s, 4, 4);
    expect(r.s.dams['1L']?.owner).toBe(AUTOMA);
  });

  it('scenario 27: basin — own base 8L, flow 3 / crit 3: TAKE G, then BS keeps zones 1 and 5 (conduits ending in zone 8), start 3 → 5L for 4 Ex', () => {
    const s = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '8L': { owner: AUTOMA, level: 1, drops: 0 } });
    const r = turn(s, 3, 3);
    expect(placed(r.s)).toEqual({ K1L: 1, 'AC#1': 2 });
    expect(r.s.dams['5L']?.owner).toBe(AUTOMA);
    expect(r.s.seats[AUTOMA]!.ex).toBe(2);
  });

  it('scenario 33: a full board — W2L, W1L, W2R, W1R all taken: the Automa stacks its engineer on W2L', () => {
    const base = withDams(withAutoma(s0(), { pieces: piecesAfter({ base: 1 }) }), { '1U': { owner: AUTOMA, level: 1, drops: 0 } });
    const s = { ...base, used: { W2L: [HUMAN], W1L: [HUMAN], W2R: [HUMAN, HUMAN], W1R: [HUMAN, HUMAN] } };
    const r = turn(s, 1, 1);
    expect(r.s.used['W2L']).toEqual([HUMAN, AUTOMA]);
  });

  it('each tile ends with VP+1, so an Automa with engineers always acts (§3.2 consequence 5)', () => {
    for (let n = 1; n <= 20; n++) expect(automaTile(n).flow.at(-1)).toEqual({ type: 'vp', eng: 1, n: 1 });
  });
});
