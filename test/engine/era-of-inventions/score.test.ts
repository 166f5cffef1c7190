/** Final scoring (rules/era-of-inventions.md §2.10) with worked examples, and the IP track (§2.7). */
import { describe, expect, it } from 'vitest';
import { bonusShares, finalScores, leftoverIp, resultOf } from '../../../engine/era-of-inventions/score';
import { at, data, developed, game, newGame, NO_RES, play, withState } from './helpers';
import type { EraState } from '../../../engine/era-of-inventions';

describe('part B: leftovers through the exchange market (D8)', () => {
  it.each([
    // gears, coins, resources → IP: gears 1:1 (M2); coins 2:1 (M1); 2 resources → 1 coin (L2)
    [0, 0, 0, 0],
    [3, 0, 0, 3],
    [0, 5, 0, 2], // 4 coins → 2 IP, 1 coin left over
    [0, 1, 2, 1], // 2 resources → 1 coin; 2 coins → 1 IP
    [2, 3, 5, 4], // 2 + floor((3 + 2) / 2) = 2 + 2
    [1, 0, 1, 1], // a lone resource is worth nothing
  ])('%i gears, %i coins, %i resources → %i IP', (gears, coins, resources, ip) => {
    const p = { ...newGame().seats[0]!, gears, coins, res: { ...NO_RES, tech: resources }, bonus: [0, 0] };
    expect(leftoverIp(p)).toBe(ip);
  });
});

describe('part C: the three bonuses and their split (E28, E29, D9)', () => {
  it.each([
    [
      [3, 1, 0],
      [5, 0, 0],
    ],
    [
      [2, 2, 1],
      [3, 3, 0],
    ],
    [
      [2, 2, 2, 0],
      [2, 2, 2, 0],
    ],
    [
      [1, 1, 1, 1],
      [1, 1, 1, 1],
    ],
    [
      [4, 4, 4, 4, 4],
      [1, 1, 1, 1, 1],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
  ])('values %j pay %j', (values, shares) => {
    expect(bonusShares(values)).toEqual(shares);
  });
});

/** A finished 3-player position: seat patches, developed spaces; then scored. */
function finished(patch: (s: EraState) => EraState): EraState {
  const s = patch(newGame(3, 'score'));
  return { ...s, stack: [], final: finalScores(s) };
}

describe('worked example (§2.10)', () => {
  // Seat 1: 20 IP on the track, 2 gears, 3 coins, 3 resources → B = 2 + floor((3 + 1) / 2) = 4.
  //         patents 2, developed typewriter-basic (3 gears) + sewing-machine-basic (2) = 5 gears spent,
  //         factories start (2) + metal1 (1) = capacity 3.
  // Seat 2: 25 IP, nothing left → B 0; patents 2, developed airplane-basic (6 gears), capacity 2 + 2 = 4.
  // Seat 3: 24 IP, 5 coins → B 2; no patents, nothing developed, capacity start 2.
  // Bonuses: patents 2/2/0 → 3 + 3; gears 5/6/0 → seat 2 takes 5; capacity 3/4/2 → seat 2 takes 5.
  // Totals: seat 1 = 20 + 4 + 3 = 27; seat 2 = 25 + 0 + 3 + 5 + 5 = 38; seat 3 = 24 + 2 = 26.
  const s = finished((s0) => {
    const base = developed(s0, { 'typewriter-basic': [0], 'sewing-machine-basic': [0], 'airplane-basic': [1] });
    return withState(base, {
      seats: base.seats.map(
        (p, i) =>
          [
            { ...p, ip: 20, gears: 2, coins: 3, res: { ...NO_RES, coal: 1, metal: 2 }, patentStep: 2, factories: ['start#1', 'metal1#1'] },
            { ...p, ip: 25, gears: 0, coins: 0, res: NO_RES, patentStep: 2, factories: ['start#2', 'coal2#1'] },
            { ...p, ip: 24, gears: 0, coins: 5, res: NO_RES, patentStep: 0 },
          ][i]!,
      ),
    });
  });

  it('adds track, leftovers and bonuses per seat', () => {
    expect(s.final!.map((f) => f.total)).toEqual([27, 38, 26]);
    expect(s.final![0]).toEqual({ track: 20, leftovers: 4, patents: 3, gears: 0, capacity: 0, total: 27 });
  });

  it('ranks by total with a breakdown per seat', () => {
    const r = resultOf(s)!;
    expect(r.ranking).toEqual([1, 0, 2]);
    expect(r.places).toEqual([2, 1, 3]);
    expect(r.breakdown![1]!.text).toMatch(/^38 IP: track 25 \+ leftovers 0 \+ most patents 3 \(2\)/);
  });
});

describe('winner tie (E30, D10)', () => {
  it('more developed inventions wins a tie; still tied shares the place', () => {
    const s = finished((s0) => {
      const base = developed(s0, { 'cash-register-basic': [0], 'sewing-machine-basic': [1], 'typewriter-basic': [1] });
      return withState(base, { seats: base.seats.map((p) => ({ ...p, ip: 10, coins: 0, gears: 0, res: NO_RES })) });
    });
    // Gears spent: 2 / 5 / 0 → seat 2 +5; capacity 2/2/2 → 2 each; so totals 12 / 17 / 12: seats 1 and 3 tie.
    const r = resultOf(s)!;
    expect(r.scores).toEqual([12, 17, 12]);
    expect(r.ranking).toEqual([1, 0, 2]); // seat 1 developed 1 invention, seat 3 none
    expect(r.places).toEqual([2, 1, 3]);
    const even = finished((s0) => withState(s0, { seats: s0.seats.map((p) => ({ ...p, ip: 10, coins: 0, res: NO_RES })) }));
    expect(resultOf(even)!.places).toEqual([1, 1, 1]);
  });
});

describe('influence track symbols (§2.7)', () => {
  const symbols = data().influenceTrack.symbols;
  const first = symbols[0]!;

  it('stopping on a symbol gives its reward; passing over it does not', () => {
    const market = { kind: 'market' as const, seat: 0, left: 5, used: [0, 0, 0] as [number, number, number], first: true, bonus: false };
    const land = play(at([market], { 0: { ip: first.position - 1, coins: 2, res: NO_RES } }), 0, 'influence coins');
    expect(land.seats[0]!.coins).toBe(0 + (first.reward.coins ?? 0));
    const lab = { kind: 'lab' as const, seat: 0, mode: 'choose' as const, left: 2, gears: 0, bonus: false };
    // airplane-basic gives 8 IP in one event: from 1 below the symbol it passes over it.
    const over = play(at([lab], { 0: { ip: first.position - 1, gears: 6, coins: 0, res: NO_RES } }), 0, 'develop airplane basic');
    expect(over.seats[0]!.ip).toBe(first.position - 1 + 8);
    expect(over.seats[0]!.coins).toBe(0);
  });

  it('each IP event stops the pawn (D16): two 1-IP exchanges can land on a symbol each time it is reached', () => {
    const market = { kind: 'market' as const, seat: 0, left: 5, used: [0, 0, 0] as [number, number, number], first: true, bonus: false };
    let s = at([market], { 0: { ip: first.position - 2, gears: 2, coins: 0, res: NO_RES } });
    s = play(s, 0, 'influence gear');
    expect(s.seats[0]!.coins).toBe(0);
    s = play(s, 0, 'influence gear');
    expect(s.seats[0]!.coins).toBe(first.reward.coins ?? 0);
  });

  it('a reward gained mid-action pays for the next step of the same action (E18)', () => {
    const wood = symbols.find((x) => x.reward.resources?.wood)!;
    const build = { kind: 'build' as const, seat: 0, left: 3, bonus: false };
    let s = withState(at([build], { 0: { ip: wood.position - 1, res: { ...NO_RES, wood: 2, coal: 1 } } }), {
      facDisplay: ['mix2#1', 'cw2#1', null, null, null, null],
    });
    s = play(s, 0, 'build mix2'); // 2 wood + 1 coal, 1 IP: lands on the wood symbol
    expect(s.seats[0]!.res.wood).toBe(1);
    s = play(s, 0, 'build cw2'); // paid with the symbol's wood
    expect(s.seats[0]!.factories).toContain('cw2#1');
  });

  it("a developer paid IP in another player's turn also takes a symbol (E19, D18)", () => {
    const make = { kind: 'make' as const, seat: 0, left: 3, cards: [], bonus: false };
    const reward = data().inventionSpaces.find((x) => x.id === 'telephone-basic')!.developerReward.ip!;
    let s = withState(
      at([make], { 0: { res: { coal: 3, wood: 0, metal: 3, tech: 3, tools: 3 } }, 1: { ip: first.position - reward, coins: 0 } }),
      { invDisplay: ['telephone-a', null, null, null, null, null, null] },
    );
    s = developed(s, { 'telephone-basic': [1] });
    s = play(s, 0, 'produce telephone-a');
    s = play(s, 0, 'done');
    expect(s.seats[1]!.ip).toBe(first.position);
    expect(s.seats[1]!.coins).toBe(first.reward.coins ?? 0);
  });

  it('IP added at final scoring triggers nothing (D19): scoring only reads the track', () => {
    const s = finished((s0) => withState(s0, { seats: s0.seats.map((p) => ({ ...p, ip: first.position - 2, coins: 0, res: NO_RES })) }));
    expect(s.seats.every((p) => p.coins === 0)).toBe(true);
    expect(game.result(s)!.scores).toEqual([first.position, first.position, first.position]); // 2 each for the tied capacity
  });
});
