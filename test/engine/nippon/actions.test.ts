/** The nine actions (rules/nippon.md §5), their costs and refusals (§9, §11). */
import { describe, expect, it } from 'vitest';
import type { Factory } from '../../../engine/nippon/state';
import { edit, legal, newGame, player, playAll, refusal, top, turnOf } from './helpers';

const fac = (id: string, machine = 0, goods = 0): Factory => ({ id, good: id.split('-')[0] as Factory['good'], machine, goods });
/** A 3-player game, seat 0 to play, every slot holding one white worker. */
const base = (fields = {}) => edit(turnOf(newGame(3, 'actions'), 0, fields), (x) => (x.slots = [[0], [0], [0], [0], [0]]));

describe('§4.2 taking a worker', () => {
  it('puts the worker on the leftmost free space and offers only performable actions (§11.1)', () => {
    const s = base({ yen: 0 });
    // ¥0: Knowledge, Mines, Mechanize, Trains, Ships, Invest unaffordable; no goods: no Export / Domestic; no factory: no Produce.
    expect(legal(s)).toEqual(['consolidate']);
    expect(refusal(s, 'knowledge')).toContain('1 step costs ¥1,000 and you have ¥0');
    const t = playAll(base(), ['knowledge', 'worker white']);
    expect(player(t, 0).workers).toEqual([0]);
    expect(t.slots[0]).toEqual([]);
  });
  it('6 workers: only consolidation (§4.2)', () => {
    const s = base({ workers: [0, 1, 2, 3, 4, 5] });
    expect(legal(s)).toEqual(['consolidate']);
    expect(refusal(s, 'knowledge')).toContain('6 workers');
  });
});

describe('§5.4/§5.5 Knowledge and Mines', () => {
  it('costs ¥1,000 / ¥3,000 / ¥6,000 for 1 / 2 / 3 steps', () => {
    const s = playAll(base({ yen: 10 }), ['knowledge', 'worker white', 'count 3']);
    expect(player(s, 0).yen).toBe(4);
    expect(player(s, 0).track.knowledge).toBe(3);
    const m = playAll(base({ yen: 3 }), ['mines', 'worker white']);
    expect(legal(m)).toEqual(['count 1', 'count 2']);
    expect(refusal(m, 'count 3')).toContain('3 steps cost ¥6,000 and you have ¥3,000');
  });
  it('near the top only n that fits (§11.2); paper-1 extra step lost at the top (A12)', () => {
    // Knowledge track has 11 spaces (top index 10).
    const s = playAll(base({ track: { coal: 0, money: 0, knowledge: 9 }, factories: [fac('paper-1')] }), ['knowledge', 'worker white']);
    expect(legal(s)).toEqual(['count 1']);
    expect(refusal(s, 'count 2')).toContain('Only 1 space(s) are left');
    const t = playAll(s, ['count 1']);
    expect(player(t, 0).track.knowledge).toBe(10);
  });
  it('paper-1 gives 1 extra step; paper-2 and bento-2 costs 0/2/4; bento-3 extra coal step', () => {
    const a = playAll(base({ factories: [fac('paper-1')] }), ['knowledge', 'worker white', 'count 2']);
    expect(player(a, 0).track.knowledge).toBe(3);
    const b = playAll(base({ yen: 4, factories: [fac('paper-2')] }), ['knowledge', 'worker white', 'count 3']);
    expect(player(b, 0).yen).toBe(0);
    const c = playAll(base({ yen: 0, factories: [fac('bento-2')] }), ['mines', 'worker white', 'count 1']);
    expect(player(c, 0).track.coal).toBe(1);
    const e = playAll(base({ factories: [fac('bento-3')] }), ['mines', 'worker white', 'count 1']);
    expect(player(e, 0).track.coal).toBe(2);
  });
});

describe('§5.1 Invest', () => {
  it('pays ¥6,000 and the knowledge shortfall in blueprints; one factory per good', () => {
    // Knowledge 1 (bottom); silk needs 2 → 1 blueprint.
    const s = playAll(base({ blueprints: 1 }), ['invest', 'worker white', 'build silk', 'factory silk-4']);
    const p = player(s, 0);
    expect(p.yen).toBe(12 - 6 + 5); // silk-4: ¥5,000 at once
    expect(p.blueprints).toBe(0);
    expect(p.factories.map((f) => f.id)).toEqual(['silk-4']);
    expect(s.factorySupply).not.toContain('silk-4');
    const again = playAll(
      turnOf(
        edit(s, (x) => (x.slots[1] = [0])),
        0,
        { blueprints: 5 },
      ),
      ['invest', 'worker white'],
    );
    expect(legal(again)).not.toContain('build silk');
    expect(refusal(again, 'build silk')).toContain('already own a silk factory');
  });
  it('refuses a factory whose blueprint shortfall cannot be paid, with the numbers', () => {
    const s = playAll(base({ blueprints: 2 }), ['invest', 'worker white']);
    expect(legal(s)).toEqual(['build silk', 'build paper']);
    expect(refusal(s, 'build clock')).toContain('needs knowledge 6; your level is 1, so 5 blueprint(s) are needed and you have 2');
  });
  it('held machines are placed first (+2 when 2 are held), then the synergy (§5.1.4, A14, §11.5)', () => {
    const s = playAll(base({ held: 3, blueprints: 5 }), ['invest', 'worker white', 'build bulb', 'factory bulb-2']);
    const p = player(s, 0);
    expect(p.factories[0]!.machine).toBe(2);
    expect(p.held).toBe(1);
    // bulb-2: 2 free improvements; the factory is at +2 so both are holds.
    expect(top(s)?.kind).toBe('improve');
    expect(legal(s)).toEqual(['hold']);
    const t = playAll(s, ['hold', 'hold']);
    expect(player(t, 0).held).toBe(3);
    expect(player(t, 0).yen).toBe(6);
  });
  it('one-time synergies: paper-3 knowledge +2, bento-4 coal +2, paper-4 2 blueprints, lens-2 ships flip, clock-3 two free trains', () => {
    expect(player(playAll(base({ blueprints: 1 }), ['invest', 'worker white', 'build paper', 'factory paper-3']), 0).track.knowledge).toBe(
      2,
    );
    expect(player(playAll(base({ blueprints: 1 }), ['invest', 'worker white', 'build paper', 'factory paper-4']), 0).blueprints).toBe(2);
    expect(player(playAll(base({ blueprints: 3 }), ['invest', 'worker white', 'build bento', 'factory bento-4']), 0).track.coal).toBe(2);
    expect(player(playAll(base({ blueprints: 3 }), ['invest', 'worker white', 'build lens', 'factory lens-2']), 0).face.ship).toBe(1);
    const c = playAll(base({ blueprints: 5 }), ['invest', 'worker white', 'build clock', 'factory clock-3', 'region west', 'region east']);
    expect(player(c, 0).placed.train).toBe(2);
    expect(player(c, 0).yen).toBe(6);
    expect(c.transports[0]![0]).toEqual({ seat: 0, piece: 'train', value: 2 });
  });
  it('silk-3 is retroactive: +1 money step per icon already shown (A15, §11.15)', () => {
    // Trains icons after 2, 4, 6 removed: 4 placed = 2 icons shown.
    const s = playAll(base({ placed: { train: 4, ship: 0 }, track: { coal: 0, money: 2, knowledge: 1 } }), [
      'invest',
      'worker white',
      'build silk',
      'factory silk-3',
    ]);
    expect(player(s, 0).track.money).toBe(4);
  });
});

describe('§5.2 Mechanize', () => {
  it('¥5,000 per improvement; install then upgrade the same factory (seed example)', () => {
    const s = playAll(base({ factories: [fac('silk-1')] }), ['mechanize', 'worker white', 'count 2']);
    expect(player(s, 0).yen).toBe(2);
    expect(legal(s)).toEqual(['install silk']);
    const t = playAll(s, ['install silk', 'upgrade silk']);
    expect(player(t, 0).factories[0]!.machine).toBe(2);
  });
  it('hold only when nothing can be installed or upgraded, even mid-action (§11.6, A26)', () => {
    const s = playAll(base({ yen: 15, factories: [fac('silk-1', 1)] }), ['mechanize', 'worker white', 'count 3']);
    expect(legal(s)).toEqual(['upgrade silk']);
    expect(refusal(s, 'hold')).toContain('only when none of your factories');
    const t = playAll(s, ['upgrade silk']);
    expect(legal(t)).toEqual(['hold']);
    expect(player(playAll(t, ['hold', 'hold']), 0).held).toBe(2);
  });
  it('with no factory every improvement is a hold (§11.5); bulb-4 prices 2/7/12', () => {
    expect(player(playAll(base(), ['mechanize', 'worker white', 'count 2', 'hold', 'hold']), 0).held).toBe(2);
    const b = playAll(base({ yen: 12, factories: [fac('bulb-4')] }), ['mechanize', 'worker white']);
    expect(legal(b)).toEqual(['count 1', 'count 2', 'count 3']);
    expect(player(playAll(b, ['count 3']), 0).yen).toBe(0);
  });
});

describe('§5.3 Produce', () => {
  it('pays coal per factory and stores 1 + machine goods; overflow discarded (seed example, §11.7)', () => {
    // Silk +2 machine with 2 stored: 2 coal, 3 made, 2 placed, 1 discarded.
    const s = playAll(base({ coal: 2, factories: [fac('silk-1', 2, 2)] }), ['produce', 'worker white', 'run silk']);
    expect(player(s, 0).coal).toBe(0);
    expect(player(s, 0).factories[0]!.goods).toBe(4);
  });
  it('distinct factories only, each once, storage and coal checked (A29)', () => {
    const s = playAll(base({ coal: 5, factories: [fac('silk-1'), fac('lens-1'), fac('clock-2', 0, 4)] }), ['produce', 'worker white']);
    expect(legal(s)).toEqual(['run silk', 'run lens']);
    expect(refusal(s, 'run clock')).toContain('storage is full (4 of 4)');
    const t = playAll(s, ['run lens']); // lens-1 costs 2
    expect(player(t, 0).coal).toBe(3);
    expect(legal(t)).toEqual(['run silk', 'done']);
    expect(refusal(t, 'run lens')).toContain('already ran');
  });
  it('bulb-3 makes 1 extra good', () => {
    const s = playAll(base({ coal: 4, factories: [fac('bulb-3', 1)] }), ['produce', 'worker white', 'run bulb']);
    expect(player(s, 0).factories[0]!.goods).toBe(3);
  });
});

describe('§5.6/§5.7 Trains and Ships', () => {
  it('¥5,000 each, different regions, leftmost tile first; money icons per removal (§11.14)', () => {
    const s = playAll(base({ yen: 15 }), ['trains', 'worker white', 'count 2', 'region west']);
    expect(legal(s)).toEqual(['region central', 'region east', 'region hokkaido']);
    expect(refusal(s, 'region west')).toContain('already placed a train in that region');
    const t = playAll(s, ['region east']);
    expect(player(t, 0).yen).toBe(5);
    expect(player(t, 0).track.money).toBe(1); // the train icon after the 2nd removal
  });
  it('full regions and tiles left limit n (§11.13); lens-4 prices 2/7/12', () => {
    const full = edit(base({ yen: 20 }), (x) => {
      for (const r of [0, 1, 2]) x.transports[r] = Array.from({ length: 6 }, () => ({ seat: 1, piece: 'ship' as const, value: 2 }));
    });
    const s = playAll(full, ['ships', 'worker white']);
    expect(legal(s)).toEqual(['count 1']);
    expect(refusal(s, 'count 2')).toContain('Only 1 region(s) have a free train/ship slot');
    const l = playAll(base({ yen: 7, factories: [fac('lens-4')] }), ['ships', 'worker white']);
    expect(legal(l)).toEqual(['count 1', 'count 2']);
  });
});

describe('§5.8 Export', () => {
  it('pays distinct goods, gains the bonus and money steps, turns the contract face down; several contracts share a factory (§11.8)', () => {
    const s = playAll(base({ factories: [fac('silk-1', 0, 4), fac('paper-1', 0, 2)] }), ['export', 'worker white']);
    expect(legal(s)).toContain('contract c2');
    const t = playAll(s, ['contract c2', 'pay silk', 'pay paper']); // c2: 2 silk + 1 paper, 2 VP, money +1
    expect(player(t, 0).vp).toBe(12);
    expect(player(t, 0).track.money).toBe(1);
    expect(player(t, 0).contractsDone).toEqual(['c2']);
    // silk 2, paper 1 left: c1 (1 + 1) is still payable.
    const u = playAll(t, ['contract c1', 'pay silk', 'pay paper']);
    expect(player(u, 0).yen).toBe(15);
    expect(player(u, 0).factories.map((f) => f.goods)).toEqual([1, 0]);
  });
  it('a cube good must leave the rest payable; the same good twice is refused', () => {
    const s = playAll(base({ factories: [fac('silk-1', 0, 2), fac('paper-1', 0, 1)] }), ['export', 'worker white', 'contract c2']);
    expect(legal(s)).toEqual(['pay silk']);
    expect(refusal(s, 'pay paper')).toContain('needs 2 paper and you have 1');
  });
});

describe('§5.9 Domestic Market', () => {
  const market = (fields = {}) =>
    edit(base(fields), (x) => {
      x.cities[0]!.goods = ['silk', 'paper', 'clock', 'bulb'];
      x.cities[1]!.goods = ['clock', 'silk', 'lens', 'bento'];
    });
  it('spends goods by the chart, places a tile, gains the region bonus per tile (§2.4)', () => {
    const s = playAll(market({ factories: [fac('clock-1', 0, 3)] }), ['domestic', 'worker white', 'region west', 'slot a2', 'cubes 1']);
    expect(legal(s)).toEqual(['tile 1', 'tile 2', 'tile 3', 'tile 4', 'tile 5']);
    // Seed example: clocks split 1 → 5 and 2 → 6.
    const t = playAll(s, ['tile 5', 'slot b0', 'cubes 2', 'tile 6']);
    expect(t.cities[0]!.slots[2]).toEqual({ seat: 0, value: 5 });
    expect(t.cities[1]!.slots[0]).toEqual({ seat: 0, value: 6 });
    expect(player(t, 0).yen).toBe(22); // West bonus ¥5,000 twice
    expect(player(t, 0).influence).toEqual([1, 2, 3, 3, 4, 4, 5, 7]);
  });
  it('replaces a lower tile (own included), which returns to its owner (§11.9)', () => {
    const s = edit(market({ factories: [fac('paper-1', 0, 3)] }), (x) => {
      x.cities[0]!.slots[1] = { seat: 1, value: 2 };
      x.seats[1]!.influence = [1, 3, 3, 4, 4, 5, 5, 6, 7];
    });
    const t = playAll(s, ['domestic', 'worker white', 'region west', 'slot a1', 'cubes 3']);
    expect(legal(t)).toEqual(['tile 3']); // paper ×3 → 3 (seed), must beat 2
    const u = playAll(t, ['tile 3']);
    expect(player(u, 1).influence).toContain(2);
  });
  it("2p/3p city limit: a full city gives up its lowest tile; ties are the active player's choice (§11.10)", () => {
    const s = edit(market({ factories: [fac('bulb-1', 0, 3)] }), (x) => {
      x.cities[0]!.slots = [{ seat: 1, value: 3 }, { seat: 2, value: 3 }, { seat: 1, value: 4 }, null];
      x.seats[1]!.influence = [1, 2, 3, 4, 5, 5, 6, 7];
      x.seats[2]!.influence = [1, 2, 3, 4, 4, 5, 5, 6, 7];
    });
    let t = playAll(s, ['domestic', 'worker white', 'region west', 'slot a3', 'cubes 1']);
    expect(legal(t)).toEqual(['tile 4', 'tile 5']); // must beat the lowest (3)
    t = playAll(t, ['tile 4']);
    expect(legal(t)).toEqual(['remove a0', 'remove a1']);
    t = playAll(t, ['remove a1']);
    expect(t.cities[0]!.slots[1]).toBeNull();
    expect(player(t, 2).influence).toContain(3);
    expect(t.cities[0]!.slots[3]).toEqual({ seat: 0, value: 4 });
  });
});
