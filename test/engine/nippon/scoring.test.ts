/** Regional scoring (rules/nippon.md §7) with the seeds' worked examples, and final scoring (§8). */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../engine/core/steps/draft';
import { achievementBase, payWages, scoreRegion } from '../../../engine/nippon/scoring';
import type { NipponState, Tile } from '../../../engine/nippon/state';
import { edit, newGame } from './helpers';

const T = (seat: number, value: number): Tile => ({ seat, value });
/** Region 0 (West) with city a / city b slots given by printed value 0..3; the other regions empty. */
function west(players: number, a: (Tile | null)[], b: (Tile | null)[], transports: NipponState['transports'][number] = []): NipponState {
  return edit(newGame(players, 'scoring'), (x) => {
    x.cities[0]!.slots = a;
    x.cities[1]!.slots = b;
    x.transports[0] = transports;
  });
}
const [RED, PURPLE, BLUE] = [0, 1, 2];

describe("§7 regional scoring, the seeds' examples", () => {
  it('1st scoring: purple and red tied at 6 share (10+7)/2 = 8, blue 4 is 3rd: 5', () => {
    // Foreign: empty a0 (0), b0 (0), b1 (1) = 1, ranked 4th.
    const s = west(4, [null, T(PURPLE, 6), T(RED, 3), T(BLUE, 2)], [null, null, T(RED, 3), T(BLUE, 2)]);
    const r = scoreRegion(s, 0, 1);
    expect(r.foreign).toBe(1);
    expect([r.rankVp[PURPLE], r.rankVp[RED], r.rankVp[BLUE]]).toEqual([8, 8, 5]);
  });
  it('2nd scoring example 1: foreign 7 (3+3+1) 1st, purple 6 → 11 + 2 ship, blue 1 + train 4 → 8, red train without tile → 0', () => {
    const s = west(
      3,
      [null, null, T(PURPLE, 4), null],
      [null, T(BLUE, 1), T(PURPLE, 2), null],
      [
        { seat: BLUE, piece: 'train', value: 2 },
        { seat: BLUE, piece: 'train', value: 2 },
        { seat: RED, piece: 'train', value: 2 },
        { seat: PURPLE, piece: 'ship', value: 2 },
      ],
    );
    const r = scoreRegion(s, 0, 2);
    expect(r.foreign).toBe(7);
    expect(r.influence).toEqual([0, 6, 5]);
    expect(r.rankVp).toEqual([0, 11, 8]);
    expect(r.shipVp).toEqual([0, 2, 0]);
  });
  it('2nd scoring example 2: three players tied at 8, foreign 2 → floor((15+11+8)/3) = 11 each, plus their ships (A8)', () => {
    const s = west(
      3,
      [null, T(PURPLE, 1), null, T(PURPLE, 7)],
      [null, T(RED, 2), T(BLUE, 5), T(RED, 6)],
      [
        { seat: BLUE, piece: 'train', value: 3 },
        { seat: BLUE, piece: 'ship', value: 3 },
        { seat: RED, piece: 'ship', value: 2 },
      ],
    );
    const r = scoreRegion(s, 0, 2);
    expect(r.foreign).toBe(2);
    expect(r.rankVp).toEqual([11, 11, 11]);
    expect(r.shipVp).toEqual([2, 0, 3]);
  });
  it('a player tied with the foreign companies shares with them; the foreign share is lost (§11.12)', () => {
    // Foreign: all of city b (6) + a0 (0) = 6; red 6 (a1..a3 = 1+2+3).
    const s = west(2, [null, T(RED, 1), T(RED, 2), T(RED, 3)], [null, null, null, null]);
    const r = scoreRegion(s, 0, 1);
    expect(r.rankVp[RED]).toBe(8); // (10 + 7) / 2
  });
  it('nobody present: only the foreign companies rank (A7); the 3rd scoring uses 20/15/11 [P]', () => {
    expect(scoreRegion(newGame(2), 0, 3).rankVp).toEqual([0, 0]);
    const s = west(2, [T(RED, 7), null, null, null], [null, null, null, null]);
    expect(scoreRegion(s, 0, 3).rankVp[RED]).toBe(15); // foreign 12 first
  });
});

describe('§8 final scoring', () => {
  const s0 = newGame(3, 'final');
  it('Yen: 1 VP per full ¥6,000 (¥8,000 → 1)', () => {
    expect(
      achievementBase(
        edit(s0, (x) => (x.seats[0]!.yen = 8)),
        0,
        'yen',
      ),
    ).toBe(1);
  });
  it('Ships: 5 placed → 3 stars; Contracts: 5 fulfilled → 2', () => {
    const s = edit(s0, (x) => {
      x.seats[0]!.placed.ship = 5;
      x.seats[0]!.contractsDone = ['c1', 'c2', 'c3', 'c4', 'c5'];
    });
    expect(achievementBase(s, 0, 'ships')).toBe(3);
    expect(achievementBase(s, 0, 'contracts')).toBe(2);
  });
  it('Knowledge at the top: 4 stars (+1 with paper-2); Factories: level 2 and 3 only; Mechanization: +2 machines', () => {
    const s = edit(s0, (x) => {
      x.seats[0]!.track.knowledge = 10;
      x.seats[0]!.factories = [
        { id: 'paper-2', good: 'paper', machine: 2, goods: 0 },
        { id: 'lens-1', good: 'lens', machine: 1, goods: 0 },
        { id: 'clock-1', good: 'clock', machine: 2, goods: 0 },
      ];
    });
    expect(achievementBase(s, 0, 'knowledge')).toBe(5);
    expect(achievementBase(s, 0, 'factories')).toBe(2);
    expect(achievementBase(s, 0, 'mechanization')).toBe(2);
  });
  it('Influence counts regions with a tile, trains do not', () => {
    const s = edit(s0, (x) => {
      x.cities[0]!.slots[0] = { seat: 0, value: 1 };
      x.cities[3]!.slots[2] = { seat: 0, value: 1 };
      x.transports[3] = [{ seat: 0, piece: 'train', value: 2 }];
    });
    expect(achievementBase(s, 0, 'influence')).toBe(2);
  });
});

describe('§6 step 3 wages', () => {
  it('¥7,000 and 3 colours: pays 2 (¥6,000), loses 2 VP, keeps ¥1,000 (§11.4)', () => {
    const s = edit(newGame(3), (x) => Object.assign(x.seats[0]!, { yen: 7, vp: 10, workers: [0, 1, 2, 2] }));
    const d = new Draft(s);
    expect(payWages(d, 0)).toEqual({ colours: 3, paid: 2, lost: 2 });
    expect(d.s.seats[0]!.yen).toBe(1);
    expect(d.s.seats[0]!.vp).toBe(8);
  });
  it('VP never go below 0 (A9, §11.22)', () => {
    const s = edit(newGame(3), (x) => Object.assign(x.seats[0]!, { yen: 0, vp: 3, workers: [0, 1, 2, 3] }));
    const d = new Draft(s);
    expect(payWages(d, 0).lost).toBe(3);
    expect(d.s.seats[0]!.vp).toBe(0);
  });
});
