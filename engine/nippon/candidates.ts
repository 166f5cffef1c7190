/**
 * Every move the current step could take in some position (legal or not), so a typed move
 * that is well formed but illegal gets the step's own refusal with the numbers, not just the
 * list of legal moves.
 */
import type { Seat } from '../core/types';
import type { NipponMove } from './moves';
import { dataOf, type NipponState } from './state';

export function candidates(s: NipponState, seat: Seat): NipponMove[] {
  const f = s.stack[s.stack.length - 1];
  if (!f || !('seat' in f) || f.seat !== seat) return [];
  const d = dataOf(s);
  const goods = d.goodIds;
  const n3 = [1, 2, 3];
  const tracks = ['coal', 'money', 'knowledge'] as const;
  const done: NipponMove = { kind: 'done' };
  switch (f.kind) {
    case 'main':
      return [
        ...d.actionSlots.flat().map((action) => ({ kind: 'action', action }) as NipponMove),
        { kind: 'consolidate' },
        ...tracks.map((track) => ({ kind: 'convert', track }) as NipponMove),
      ];
    case 'after':
      return [...tracks.map((track) => ({ kind: 'convert', track }) as NipponMove), done];
    case 'worker':
      return d.workerColours.map((_c, colour) => ({ kind: 'worker', colour }));
    case 'steps':
    case 'mechCount':
    case 'transCount':
      return n3.map((n) => ({ kind: 'count', n }));
    case 'investGood':
      return goods.map((good) => ({ kind: 'build', good }));
    case 'investTile':
      return d.factories.filter((x) => x.good === f.good).map((x) => ({ kind: 'factory', id: x.id }));
    case 'improve':
      return [
        ...goods.flatMap(
          (good) =>
            [
              { kind: 'install', good },
              { kind: 'upgrade', good },
            ] as NipponMove[],
        ),
        { kind: 'hold' },
      ];
    case 'produce':
      return [...goods.map((good) => ({ kind: 'run', good }) as NipponMove), done];
    case 'transRegion':
    case 'domRegion':
      return d.regions.map((_r, region) => ({ kind: 'region', region }));
    case 'exportContract':
      return [...d.contracts.map((c) => ({ kind: 'contract', id: c.id }) as NipponMove), done];
    case 'exportGood':
      return goods.map((good) => ({ kind: 'pay', good }));
    case 'domSlot':
      return [
        ...[2 * f.region, 2 * f.region + 1].flatMap((city) => [0, 1, 2, 3].map((slot) => ({ kind: 'slot', city, slot }) as NipponMove)),
        done,
      ];
    case 'domCubes':
      return n3.map((n) => ({ kind: 'cubes', n }));
    case 'domTile':
      return [1, 2, 3, 4, 5, 6, 7].map((value) => ({ kind: 'tile', value }));
    case 'domRemove':
      return [0, 1, 2, 3].map((slot) => ({ kind: 'remove', city: f.city, slot }));
    case 'reward':
      return d.rewardMultipliers.flatMap((_m, column) =>
        d.rewardBonuses.map((_b, bonus) => ({ kind: 'reward', column, bonus }) as NipponMove),
      );
    case 'achievement':
      return d.achievements.map((a) => ({ kind: 'space', achievement: a.id }));
    default:
      return [];
  }
}
