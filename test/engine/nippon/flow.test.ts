/** Set-up (rules/nippon.md §3, §2.12), end of turn (§4.3), the final phase (§4.4) and the tie-break (§8). */
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../engine/nippon';
import { cityLimit } from '../../../engine/nippon/rules';
import { freeTransport } from '../../../engine/nippon/state';
import { edit, newGame, player, playAll, top, turnOf } from './helpers';

describe('§3 set-up and §2.12 player counts', () => {
  it.each([
    [2, 36, 2, 2, [10, 11], 16],
    [3, 42, 3, 3, [10, 11, 12], 20],
    [4, 48, 4, 3, [10, 11, 12, 13], 24],
  ])('%i players: %i workers, %i rows of %i, VP %j, %i reward tiles', (players, workers, rows, per, vp, rewards) => {
    const s = newGame(players, 'setup');
    const inPlay = s.bag.reduce((a, b) => a + b, 0) + s.slots.flat().length + s.rows.flat().length;
    expect(inPlay).toBe(workers);
    expect(s.slots.map((x) => x.length)).toEqual([3, 3, 3, 3, 3]);
    expect(s.rows.map((x) => x.length)).toEqual(Array(rows).fill(per));
    expect(s.seats.map((p) => p.vp)).toEqual(vp);
    expect(s.rewards.flat().reduce((a, b) => a + b, 0)).toBe(rewards);
    expect(s.rewards.map((c) => c.reduce((a, b) => a + b, 0))).toEqual(
      Array(4).fill(6 - (4 - players === 0 ? 0 : 4 - players === 1 ? 1 : 2)),
    );
    // Train/ship slots per region 4/6/8 and tiles per city 2/3/4 (§2.12).
    expect(freeTransport(s, 0)).toBe(2 * players);
    expect(cityLimit(s)).toBe(players);
    const p = s.seats[0]!;
    expect([p.yen, p.coal, p.blueprints, p.influence.length, p.factories.length]).toEqual([12, 2, 1, 10, 0]);
    expect(new Set(s.cities.map((c) => c.tile)).size).toBe(8);
    expect(s.cities.every((c) => new Set(c.goods).size === 4)).toBe(true);
  });
  it('the seed decides everything (§13)', () => {
    expect(newGame(3, 'same')).toEqual(newGame(3, 'same'));
    expect(JSON.stringify(newGame(3, 'a'))).not.toBe(JSON.stringify(newGame(3, 'b')));
  });
});

describe('§4.3 end of turn', () => {
  const s0 = edit(newGame(2, 'flow'), (x) => (x.slots[0] = [0]));
  it('an emptied slot takes the group of the topmost non-empty row', () => {
    const row = s0.rows[0]!;
    const s = playAll(s0, ['knowledge', 'worker white', 'count 1']);
    expect(s.slots[0]).toEqual(row);
    expect(s.rows[0]).toEqual([]);
    expect(s.marker).toBe(0);
  });
  it('the last row emptied: slots topped up to 3, rows refilled, marker +1 (2p rows of 2, A1)', () => {
    const s = edit(s0, (x) => (x.rows = [[], [2, 3]]));
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.slots.every((x) => x.length === 3)).toBe(true);
    expect(t.rows.map((r) => r.length)).toEqual([2, 2]);
    expect(t.marker).toBe(1);
  });
  it('scoring 1 when the marker makes its 2nd move [P] (§2.5.5)', () => {
    const s = edit(s0, (x) => {
      x.rows = [[], [2, 3]];
      x.marker = 1;
      x.cities[0]!.slots = [null, null, null, { seat: 1, value: 7 }];
    });
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.scorings).toBe(1);
    // West: seat 1 has 7, foreign 12 − 3 = 9 is 1st → seat 1 2nd: 7 VP.
    expect(player(t, 1).vp).toBe(11 + 7);
  });
  it('a worker shortage leaves rows short (A5)', () => {
    const s = edit(s0, (x) => {
      x.rows = [[], [2, 3]];
      x.bag = [0, 0, 0, 1, 1, 1];
    });
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.rows.flat().length + t.slots.flat().length).toBe(2 + 12 + 3);
    expect(t.rowShort.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('§4.4 final phase and §8 tie-break', () => {
  /** 2 players; seat 1's take will empty the rows on the marker's 5th move. */
  const trigger = edit(turnOf(newGame(2, 'final'), 1), (x) => {
    x.rows = [[], [2, 3]];
    x.marker = 4;
    x.scorings = 2;
    x.slots[0] = [0];
  });
  it('the first gold space starts the final phase: 3 more turns each, starting after the trigger', () => {
    let s = playAll(trigger, ['knowledge', 'worker white', 'count 1']);
    expect(s.final).toEqual({ trigger: 1, rounds: 0 });
    expect(s.marker).toBe(5);
    for (let round = 1; round <= 3; round++) {
      expect(top(s)?.seat).toBe(0);
      s = playAll(s, ['consolidate']);
      expect(top(s)?.seat).toBe(1);
      s = playAll(s, ['consolidate']);
      if (round < 3) expect(s.final?.rounds).toBe(round);
    }
    expect(s.over).toBe(true);
    expect(s.scorings).toBe(3);
    expect(s.marker).toBe(8);
    expect(nippon.pending(s)).toEqual([]);
  });
  it('a refill in the final phase does not move the marker (A4, §11.19)', () => {
    const s = edit(turnOf(newGame(2, 'final2'), 0), (x) => {
      x.final = { trigger: 1, rounds: 0 };
      x.marker = 5;
      x.rows = [[], []];
      x.slots[0] = [0];
    });
    const t = playAll(s, ['knowledge', 'worker white', 'count 1']);
    expect(t.rows.map((r) => r.length)).toEqual([2, 2]);
    expect(t.marker).toBe(5);
  });
  it('ties go to the player whose last turn came latest (§8.3, A31, §11.21)', () => {
    let s = playAll(trigger, ['knowledge', 'worker white', 'count 1']);
    s = edit(s, (x) => {
      x.seats.forEach((p) => Object.assign(p, { vp: 0, yen: 0, workers: [], track: { coal: 0, money: 0, knowledge: 0 } }));
      x.cities.forEach((c) => (c.slots = [null, null, null, null]));
    });
    for (let i = 0; i < 6; i++) s = playAll(s, ['consolidate']);
    const r = nippon.result(s)!;
    expect(r.scores[0]).toBe(r.scores[1]);
    expect(r.ranking).toEqual([1, 0]); // seat 1 took the very last turn
    expect(r.places).toEqual([2, 1]);
  });
});
