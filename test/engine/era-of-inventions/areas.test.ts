/** The six action areas (rules/era-of-inventions.md §2.5), one rule per test. */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { at, data, developed, done, game, legal, NO_RES, play, refused, top, withState } from './helpers';

describe('area 1: build factories (§2.5)', () => {
  const display = ['coal2#1', 'coal2#2', 'mix2#1', 'metal2#1', 'cw2#1', null];
  const s0 = withState(at([{ kind: 'build', seat: 0, left: 3, bonus: false }], { 0: { res: { ...NO_RES, wood: 10, coal: 10 } } }), {
    facDisplay: display,
  });

  it('lists one move per factory type on the display (copies are alike) and stop', () => {
    expect(legal(s0, 0)).toEqual(['build coal2', 'build mix2', 'build metal2', 'build cw2', 'done']);
  });

  it('pays the printed cost, takes the card, gains its IP, and leaves the slot empty (E3)', () => {
    const mix = data().factories.find((f) => f.id === 'mix2')!;
    const s = play(s0, 0, 'build mix2');
    expect(s.seats[0]!.factories).toContain('mix2#1');
    expect(s.seats[0]!.res.wood).toBe(10 - (mix.cost.wood ?? 0));
    expect(s.seats[0]!.res.coal).toBe(10 - (mix.cost.coal ?? 0));
    expect(s.seats[0]!.ip).toBe(mix.ip);
    expect(s.facDisplay[2]).toBeNull();
  });

  it('takes the first copy of a type and allows up to 3 factories per action', () => {
    let s = play(s0, 0, 'build coal2');
    expect(s.facDisplay.slice(0, 2)).toEqual([null, 'coal2#2']);
    s = play(s, 0, 'build coal2');
    s = play(s, 0, 'build cw2');
    expect(done(s)).toBe(true);
    expect(s.seats[0]!.factories).toEqual(['start#1', 'coal2#1', 'coal2#2', 'cw2#1']);
  });

  it('refuses a factory the seat cannot pay, with the numbers', () => {
    const poor = withState(s0, { seats: s0.seats.map((p, i) => (i === 0 ? { ...p, res: { ...NO_RES, wood: 1 } } : p)) });
    expect(legal(poor, 0)).toEqual(['build cw2', 'done']);
    expect(refused(poor, 0, { kind: 'build', factory: 'metal2' })).toMatch(/costs 3 wood \+ 2 coal: you lack 2 wood and 2 coal\.$/);
    expect(refused(poor, 0, { kind: 'build', factory: 'gear1' })).toMatch(/no factory gear1 on the factory display/);
  });
});

describe('area 2: produce in factories (§2.5)', () => {
  it('fixed outputs arrive at once and the start factory offers every 2-piece mix of coal and wood', () => {
    let s = at([{ kind: 'resolve', seat: 0 }], {
      0: { res: NO_RES, coins: 0, gears: 0, factories: ['start#1', 'coal2#1', 'coin2#1', 'gear1#1'] },
    });
    s = { ...s, areas: [[], [0], [], [], [], []] };
    s = play(s, 0, 'resolve production');
    expect(s.seats[0]).toMatchObject({ coins: 2, gears: 1 });
    expect(s.seats[0]!.res.coal).toBe(2);
    expect(top(s)?.kind).toBe('split');
    expect(legal(s, 0)).toEqual(['take 2 coal', 'take 1 coal 1 wood', 'take 2 wood']);
    s = play(s, 0, 'take 1 coal 1 wood');
    expect(s.seats[0]!.res).toMatchObject({ coal: 3, wood: 1 });
  });

  it('refuses a mix that is not the printed count of the printed kinds, and a factory not owned', () => {
    const split = at([{ kind: 'split', seat: 0, factory: 'start#1', group: 0 }]);
    expect(refused(split, 0, { kind: 'take', goods: { coal: 3 } })).toMatch(
      /gives 2 pieces in any mix of coal and wood: 3 coal is not such a mix/,
    );
    expect(refused(at([{ kind: 'pickFactory', seat: 0 }]), 0, { kind: 'factory', factory: 'gear1' })).toMatch(/own no factory gear1/);
  });

  it('bonus b produces only the chosen factory (E26)', () => {
    let s = at([{ kind: 'pickFactory', seat: 0 }], { 0: { res: NO_RES, coins: 0, factories: ['start#1', 'coin2#1', 'coin2#2'] } });
    expect(legal(s, 0)).toEqual(['factory start', 'factory coin2']);
    s = play(s, 0, 'factory coin2');
    expect(s.seats[0]!.coins).toBe(2);
    expect(done(s)).toBe(true);
  });
});

describe('area 3: buy resources (§2.5)', () => {
  const s0 = withState(at([{ kind: 'buy', seat: 0, left: 3, bought: [], bonus: false }], { 0: { coins: 5, res: NO_RES } }), {
    supply: [3, 0, 2, 2, 4],
  });

  it('buys whole piles for 1 coin each, never an empty one (D21), each location once', () => {
    expect(legal(s0, 0)).toEqual(['buy coal-warehouse', 'buy metal-ship', 'buy tech-ship', 'buy tools-ship', 'done']);
    const s = play(s0, 0, 'buy coal-warehouse');
    expect(s.seats[0]!.coins).toBe(4);
    expect(s.seats[0]!.res.coal).toBe(3);
    expect(s.supply[0]).toBe(0);
    expect(legal(s, 0)).not.toContain('buy coal-warehouse');
    expect(refused(s, 0, { kind: 'buy', point: 'wood-warehouse' })).toMatch(/empty/);
  });

  it('stops after 3 piles', () => {
    let s = play(s0, 0, 'buy coal');
    s = play(s, 0, 'buy metal');
    s = play(s, 0, 'buy tools');
    expect(done(s)).toBe(true);
    expect(s.seats[0]!.coins).toBe(2);
  });

  it('needs 1 coin per pile', () => {
    const poor = withState(s0, { seats: s0.seats.map((p, i) => (i === 0 ? { ...p, coins: 0 } : p)) });
    expect(legal(poor, 0)).toEqual(['done']);
    expect(refused(poor, 0, { kind: 'buy', point: 'coal-warehouse' })).toMatch(/costs 1 coin and you have 0/);
  });

  it('with every location empty only stop is left (E25)', () => {
    expect(legal(withState(s0, { supply: [0, 0, 0, 0, 0] }), 0)).toEqual(['done']);
  });
});

describe('area 4: exchange market (§2.5)', () => {
  const s0 = at([{ kind: 'market', seat: 0, left: 5, used: [0, 0, 0], first: true, bonus: false }], {
    0: { coins: 20, gears: 3, res: { ...NO_RES, coal: 2 } },
  });

  it('A: one free gear ends the action', () => {
    const s = play(s0, 0, 'gear');
    expect(s.seats[0]!.gears).toBe(4);
    expect(done(s)).toBe(true);
  });

  it('B: each exchange pays and gains as the table says', () => {
    const p = (text: string) => play(s0, 0, text).seats[0]!;
    expect(p('buy gear')).toMatchObject({ coins: 18, gears: 4 });
    expect(p('sell gear')).toMatchObject({ coins: 22, gears: 2 });
    expect(p('influence coins')).toMatchObject({ coins: 18, ip: 1 });
    expect(p('influence gear')).toMatchObject({ gears: 2, ip: 1 });
    expect(p('buy token')).toMatchObject({ coins: 18, bonus: [1] });
    const swap = (pay: string, gain: string) => play(play(s0, 0, pay), 0, gain).seats[0]!;
    expect(swap('swap coal coal', 'gain tech').res).toMatchObject({ coal: 0, tech: 1 });
    expect(swap('swap coin coal', 'gain metal')).toMatchObject({ coins: 19, res: { ...NO_RES, coal: 1, metal: 1 } });
  });

  it('B: at most 3 uses per section and 5 exchanges in all; the free gear is gone once exchanging started', () => {
    let s = play(s0, 0, 'buy gear');
    expect(legal(s, 0)).not.toContain('gear');
    s = play(s, 0, 'sell gear');
    s = play(s, 0, 'buy gear');
    expect(legal(s, 0).some((m) => m === 'buy gear' || m === 'sell gear')).toBe(false);
    expect(refused(s, 0, { kind: 'exchange', trade: 'U1' })).toMatch(/upper section may be used 3 times per action/);
    s = play(s, 0, 'influence coins');
    s = play(s, 0, 'influence gear');
    expect(done(s)).toBe(true);
  });

  it('E23: what an exchange gains pays for a later one', () => {
    const s1 = at([{ kind: 'market', seat: 0, left: 5, used: [0, 0, 0], first: true, bonus: false }], {
      0: { coins: 0, gears: 1, res: NO_RES },
    });
    expect(legal(s1, 0)).not.toContain('influence coins');
    const s = play(s1, 0, 'sell gear');
    expect(legal(s, 0)).toContain('influence coins');
  });

  it('L2 gains a kind it did not pay (D7); coin and resource may be mixed (E24)', () => {
    const s = play(s0, 0, 'swap coin coal');
    expect(s.seats[0]).toMatchObject({ coins: 19, res: { ...NO_RES, coal: 1 } }); // paid at once
    expect(legal(s, 0)).toEqual(['gain wood', 'gain metal', 'gain tech', 'gain tools']);
    expect(refused(s, 0, { kind: 'gain', item: 'coal' })).toMatch(/must differ from what you paid \(D7\): you paid 1 coin and 1 coal\.$/);
    expect(top(play(s, 0, 'gain tech'))).toMatchObject({ kind: 'market', left: 4, used: [0, 0, 1] });
  });

  it('bonus d: one exchange, never the free gear', () => {
    const s = at([{ kind: 'market', seat: 0, left: 1, used: [0, 0, 0], first: false, bonus: true }], {
      0: { coins: 2, gears: 0, res: NO_RES },
    });
    expect(legal(s, 0)).toEqual(['buy gear', 'influence coins', 'buy token', 'swap coin coin']);
    expect(done(play(s, 0, 'influence coins'))).toBe(true);
  });
});

describe('area 5A: develop inventions (§2.5)', () => {
  const lab = { kind: 'lab' as const, seat: 0, mode: 'choose' as const, left: 2, gears: 0, bonus: false };

  it('pays the gear cost, places a marker, gains the left number, and a basic brings its 3 cards face up', () => {
    const s0 = at([lab], { 0: { gears: 3 } });
    const space = data().inventionSpaces.find((x) => x.id === 'telephone-basic')!;
    const s = play(s0, 0, 'develop telephone basic');
    expect(s.dev[data().inventionSpaces.indexOf(space)]).toBe(0);
    expect(s.seats[0]).toMatchObject({ gears: 3 - space.gearCost, markers: 14, ip: space.developIP });
    expect(s.invNew).toEqual(['telephone-a', 'telephone-b', 'telephone-c']);
    expect(s.developedThisRound).toBe(true);
  });

  it('an innovative space needs its basic developed first, by anyone (E10); both in one action is fine (E9)', () => {
    const s0 = at([lab], { 0: { gears: 7 } });
    expect(legal(s0, 0)).not.toContain('develop cash-register innovative');
    expect(refused(s0, 0, { kind: 'develop', space: 'cash-register-innovative' })).toMatch(/needs the basic cash-register developed first/);
    const s = play(s0, 0, 'develop cash-register basic');
    expect(legal(s, 0)).toContain('develop cash-register innovative');
    const s2 = play(s, 0, 'develop cash-register innovative');
    expect(s2.invNew).toHaveLength(3); // only the basic brings cards
  });

  it('at most 7 gears in one action (the cap counts the whole action)', () => {
    const s0 = at([lab], { 0: { gears: 20 } });
    const s = play(s0, 0, 'develop airplane basic'); // 6 gears
    expect(legal(s, 0).filter((m) => m.startsWith('develop'))).toEqual([]);
    expect(refused(s, 0, { kind: 'develop', space: 'cash-register-basic' })).toMatch(
      /costs 2 gears and you paid 6 in this action: at most 7/,
    );
  });

  it('no marker left: cannot develop (E11); a developed space is taken', () => {
    const s0 = at([lab], { 0: { gears: 7, markers: 0 } });
    expect(legal(s0, 0).filter((m) => m.startsWith('develop'))).toEqual([]);
    const taken = developed(at([lab], { 0: { gears: 7 } }), { 'telephone-basic': [1] });
    expect(fillSeats(refused(taken, 0, { kind: 'develop', space: 'telephone-basic' }), seatNumberName)).toMatch(
      /already developed \(by Seat 2\)/,
    );
  });
});

describe('area 5B: register patents (§2.5)', () => {
  const lab = { kind: 'lab' as const, seat: 0, mode: 'choose' as const, left: 2, gears: 0, bonus: false };
  const track = data().patentTrack;

  it('moves up one step, pays the destination cost, gains its IP and marks an own developed invention', () => {
    const s0 = developed(at([lab], { 0: { coins: 10 } }), { 'telephone-basic': [0], 'camera-basic': [1] });
    expect(legal(s0, 0).filter((m) => m.startsWith('patent'))).toEqual(['patent telephone basic']);
    const s = play(s0, 0, 'patent telephone basic');
    expect(s.seats[0]).toMatchObject({ patentStep: 1, coins: 10 - track[0]!.cost, ip: track[0]!.ip });
    expect(s.patent[data().inventionSpaces.findIndex((x) => x.id === 'telephone-basic')]).toBe(0);
  });

  it('up to 2 per action; the second pays the next step', () => {
    let s = play(at([lab], { 0: { coins: 10 } }), 0, 'patent none');
    s = play(s, 0, 'patent none');
    expect(done(s)).toBe(true);
    expect(s.seats[0]).toMatchObject({ patentStep: 2, coins: 10 - track[0]!.cost - track[1]!.cost, wasted: 2, markers: 13 });
  });

  it('with no own invention to patent the marker is wasted (D12, E12); with one it may not be (D27)', () => {
    const s0 = developed(at([lab], { 0: { coins: 10 } }), { 'telephone-basic': [0] });
    expect(refused(s0, 0, { kind: 'patent', space: null })).toMatch(/must go there \(D27\)/);
    expect(refused(s0, 0, { kind: 'patent', space: 'camera-basic' })).toMatch(/only your own developed inventions/);
  });

  it('with 0 markers the patent still counts and nothing is removed (E11)', () => {
    const s = play(at([lab], { 0: { coins: 10, markers: 0 } }), 0, 'patent none');
    expect(s.seats[0]).toMatchObject({ patentStep: 1, markers: 0, wasted: 0 });
  });

  it('refuses when the coins are short or the track is at its top (E13)', () => {
    const poor = at([lab], { 0: { coins: 0 } });
    expect(refused(poor, 0, { kind: 'patent', space: null })).toMatch(/step 1 costs 1 coin; you have 0/);
    const top8 = at([lab], { 0: { coins: 50, patentStep: track.length } });
    expect(refused(top8, 0, { kind: 'patent', space: null })).toMatch(/top of the patent track/);
  });

  it('develop and patent are alternatives: choosing one closes the other', () => {
    const s0 = at([lab], { 0: { coins: 10, gears: 7 } });
    const s = play(s0, 0, 'develop cash-register basic');
    expect(legal(s, 0).some((m) => m.startsWith('patent'))).toBe(false);
    expect(refused(s, 0, { kind: 'patent', space: 'cash-register-basic' })).toMatch(/chose to develop/);
  });
});

describe('area 6: produce inventions and pay developers (§2.5)', () => {
  const base = at([{ kind: 'make', seat: 0, left: 3, cards: [], bonus: false }], {
    0: { res: { coal: 5, wood: 5, metal: 5, tech: 5, tools: 5 }, coins: 0 },
  });
  const s0 = withState(base, { invDisplay: ['telephone-a', 'telephone-c', 'S01', 'camera-c', null, null, null] });

  it('pays the cost, gains the benefit, discards the card and leaves the slot empty', () => {
    const card = data().inventionCards.find((c) => c.id === 'S01')!;
    const s = play(s0, 0, 'produce S01');
    expect(s.seats[0]!.res.coal).toBe(5 - (card.cost.coal ?? 0));
    expect(s.seats[0]!.coins).toBe(card.benefit.coins ?? 0);
    expect(s.invDisplay[2]).toBeNull();
    expect(s.invDiscard).toEqual(['S01']);
  });

  it('"?" is paid next, with any mix of coal, metal, tech and tools, never wood (D22)', () => {
    const s = play(s0, 0, 'produce telephone-c');
    expect(top(s)).toEqual({ kind: 'payAny', seat: 0, card: 'telephone-c' });
    const pays = legal(s, 0);
    expect(pays).toContain('pay 2 coal 1 metal');
    expect(pays.some((m) => m.includes('wood'))).toBe(false);
    expect(pays).toHaveLength(20); // 3 "?" over 4 kinds: C(6,3) = 20 mixes
    const paid = play(s, 0, 'pay 2 coal 1 metal');
    expect(paid.seats[0]!.res).toMatchObject({ coal: 3, metal: 4, wood: 5 });
    expect(top(paid)).toMatchObject({ kind: 'make', left: 2, cards: ['telephone-c'] });
    expect(refused(s, 0, { kind: 'pay', pay: { coal: 2 } })).toMatch(/3 "\?" to pay; you offered 2/);
  });

  it('a "?" cost that cannot be met is not offered, with the numbers', () => {
    const poor = withState(s0, { seats: s0.seats.map((p, i) => (i === 0 ? { ...p, res: { ...NO_RES, wood: 9, coal: 2 } } : p)) });
    expect(legal(poor, 0)).toEqual(['produce S01', 'done']);
    expect(refused(poor, 0, { kind: 'produce', card: 'telephone-c' })).toMatch(/you have 2 left/);
  });

  it('an imitation of an invention the producer developed is illegal (E14)', () => {
    const s = developed(s0, { 'telephone-innovative': [0], 'telephone-basic': [1] });
    expect(legal(s, 0).some((m) => m.startsWith('produce telephone-c'))).toBe(false);
    expect(refused(s, 0, { kind: 'produce', card: 'telephone-c' })).toMatch(/imitation of telephone, which you developed/);
  });

  it('normal card: both developers are paid their own right side; the producer nothing for their own (E15, D5)', () => {
    const s1 = developed(s0, { 'telephone-basic': [0], 'telephone-innovative': [1] });
    const inn = data().inventionSpaces.find((x) => x.id === 'telephone-innovative')!;
    let s = play(s1, 0, 'produce telephone-a');
    expect(s.seats[1]!.ip).toBe(0); // rewards come after the production step (D17)
    s = play(s, 0, 'done');
    expect(done(s)).toBe(true);
    expect(s.seats[1]!.ip).toBe(inn.developerReward.ip ?? 0);
    expect(s.seats[0]!.ip).toBe(data().inventionCards.find((c) => c.id === 'telephone-a')!.benefit.ip);
  });

  it('imitation: only a developer whose patent marker is on the space is paid (E16, D6)', () => {
    const s1 = developed(s0, { 'camera-basic': [1, true], 'camera-innovative': [2] });
    let s = play(play(s1, 0, 'produce camera-c'), 0, 'pay 2 coal 1 metal');
    s = play(s, 0, 'done');
    const basic = data().inventionSpaces.find((x) => x.id === 'camera-basic')!;
    expect(s.seats[1]!.ip).toBe(basic.developerReward.ip ?? 0);
    expect(s.seats[2]!.ip).toBe(0);
  });

  it('only the basic developed: only its developer is paid (E17); start cards pay nobody', () => {
    const s1 = developed(s0, { 'telephone-basic': [1] });
    let s = play(s1, 0, 'produce telephone-a');
    s = play(s, 0, 'produce S01');
    s = play(s, 0, 'done');
    expect(s.seats[1]!.ip).toBe(data().inventionSpaces.find((x) => x.id === 'telephone-basic')!.developerReward.ip);
  });

  it('up to 3 cards, then the developers are paid without a further move', () => {
    const s1 = developed(s0, { 'telephone-basic': [1] });
    let s = play(s1, 0, 'produce telephone-a');
    s = play(s, 0, 'produce S01');
    s = play(play(s, 0, 'produce camera-c'), 0, 'pay 2 coal 1 metal');
    expect(done(s)).toBe(true);
    expect(s.seats[1]!.ip).toBeGreaterThan(0);
  });
});
