import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { formatted, newGame, play, top } from './helpers';

describe('set-up (spec §2)', () => {
  it('normal game: national contracts = players − 1, 2 face-up per colour, 3 patent tiles of level I, 3 neutral dams', () => {
    for (const players of [2, 3, 4]) {
      const s = newGame(players, `setup-${players}`);
      expect(s.contracts.national).toHaveLength(players - 1);
      expect(Object.values(s.contracts.faceUp).map((x) => x.length)).toEqual([2, 2, 2]);
      expect(Object.values(s.contracts.stacks).map((x) => x.length)).toEqual([13, 13, 13]);
      expect(s.patent.positions.every((t) => t !== null && t.endsWith('-1'))).toBe(true);
      expect(s.bonusTiles).toHaveLength(5);
      const neutral = Object.entries(s.dams).filter(([, d]) => d.owner === -1);
      expect(neutral.map(([, d]) => d.level).sort()).toEqual([1, 2, 3]);
      expect(neutral.every(([site, d]) => site.endsWith('L') && d.drops === 1)).toBe(true);
    }
  });

  it('headstreams get the round-1 drops of their tile', () => {
    const s = newGame(2, 'hs');
    expect(s.headstreams.A.drops + s.headstreams.B.drops + s.headstreams.C.drops + s.headstreams.D.drops).toBe(s.water.added - 3);
  });

  it('normal game: in reverse turn order each player takes a pair and a starting contract', () => {
    let s = newGame(3, 'draft');
    const order = s.turnOrder;
    expect(top(s)).toMatchObject({ kind: 'draft', seat: order[2] });
    expect(formatted(s, order[2]!)).toHaveLength(9);
    s = play(s, order[2]!, formatted(s, order[2]!)[0]!);
    expect(top(s)).toMatchObject({ kind: 'draft', seat: order[1] });
    s = play(s, order[1]!, formatted(s, order[1]!)[0]!);
    // the last player's choice is forced
    expect(s.phase).toBe('actions');
    expect(s.seats.every((p) => p.company && p.officer && p.hand.length === 1)).toBe(true);
    expect(top(s)).toMatchObject({ kind: 'turn', seat: order[0] });
  });

  it('Mahiri in a 2–3 player game: officers added up to 4 to copy (A4), unless the option is off', () => {
    let found = 0;
    for (let i = 0; i < 40 && found < 3; i++) {
      const s = newGame(2, `mahiri-${i}`);
      if (!s.draft!.pairs.some((p) => p.officer === 'sekibo')) continue;
      found++;
      expect(s.extraOfficers).toHaveLength(2);
      const off = newGame(2, `mahiri-${i}`, { mahiriExtraOfficers: false });
      expect(off.extraOfficers).toEqual([]);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('introductory game: fixed matchups by turn order, the Joker tile, no Patent Office, no advanced-tile bonus', () => {
    const s = newGame(4, 'intro', { variant: 'intro' });
    expect(s.turnOrder.map((seat) => s.seats[seat]!.company)).toEqual(['usa', 'germany', 'italy', 'france']);
    expect(s.turnOrder.map((seat) => s.seats[seat]!.hand[0])).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(s.seats.every((p) => p.tiles.includes('joker'))).toBe(true);
    expect(s.patent.positions).toEqual([null, null, null]);
    expect(s.bonusTiles).not.toContain('rb-advtech');
  });

  it('the same seed gives the same game; another seed another', () => {
    expect(newGame(4, 'same')).toEqual(newGame(4, 'same'));
    expect(newGame(4, 'same')).not.toEqual(newGame(4, 'other'));
  });

  it('starting resources: 6 cr 6 Ex 4 Mx, Mahiri 9 cr; 12 engineers, 10 VP', () => {
    const s = newGame(2, 'intro-res', { variant: 'intro' });
    expect(s.seats.map((p) => [p.credits, p.ex, p.mx, p.engineers, p.vp])).toEqual([
      [6, 6, 4, 12, 10],
      [6, 6, 4, 12, 10],
    ]);
    expect(barrage.meta.options.find((o) => o.key === 'energyTiePool')?.default).toBe('6');
  });
});

describe('income (spec §3 phase 1, A9, A17)', () => {
  it('uncovered base/elevation/conduit bonuses pay every round, with choices asked of their owner', () => {
    let s = newGame(2, 'income', { variant: 'intro' });
    // France-like choice: give seat 0 Italy's board with 2 conduits built (conduit #2: 1 machinery of choice)
    const seat = s.turnOrder[0]!;
    s = {
      ...s,
      seats: s.seats.map((p, i) => (i === seat ? { ...p, company: 'italy' as const, pieces: { ...p.pieces, conduit: 3 } } : p)),
      conduits: { C9L: seat, C10R: seat },
    };
    const other = s.turnOrder[1]!;
    s = play(s, seat, 'bank 12');
    s = play(s, other, 'bank 12');
    expect(s.round).toBe(2);
    // income in reverse turn order: only the Italy seat has one, a choice of machinery
    expect(top(s)).toMatchObject({ kind: 'machinery', seat, n: 1 });
  });
});
