/**
 * Captain phase sequencing (spec §4.6): loading turns clockwise from the Captain until a
 * full cycle of passes, then storage (K2, all seats at once), then full ships unload.
 */
import { GOODS } from '../data';
import { goodsHeld } from '../board';
import { shipsOf } from '../copy';
import { seatFrom, type PRFrame, type StoreTurn } from '../frames';
import type { PRState } from '../state';
import { loadMoves } from '../steps/load';
import type { Automatic } from '../steps/step';
import { keepsEverything, warehouseKinds } from '../steps/store';

export function captainFrames(): PRFrame[] {
  return [{ kind: 'seek-loader', offset: 0, passes: 0, wharfUsed: [], privilegeUsed: false }];
}

/** Players without any option pass automatically; N passes in a row end the loading. */
export const seekLoader: Automatic<'seek-loader'> = {
  automatic: true,
  run(d, f) {
    let { offset, passes } = f;
    while (passes < d.s.players) {
      const seat = seatFrom(d.s, offset);
      if (loadMoves(d.s, seat, f.wharfUsed).length > 0) {
        return [{ kind: 'load', seat, offset, passes, wharfUsed: f.wharfUsed, privilegeUsed: f.privilegeUsed }];
      }
      passes += 1;
      offset = (offset + 1) % d.s.players;
    }
    return [...storageFrames(d.s), { kind: 'sail' }];
  },
};

/** K2: players whose goods all fit keep them without a decision (D12 default); the rest decide at once. */
function storageFrames(s: PRState): PRFrame[] {
  const turns: StoreTurn[] = [];
  for (let offset = 0; offset < s.players; offset++) {
    const seat = seatFrom(s, offset);
    const p = s.seats[seat]!;
    if (goodsHeld(p) === 0) continue;
    const w = warehouseKinds(p);
    if (keepsEverything(p.goods, w)) continue;
    turns.push({ seat, stored: [], single: w === 0 });
  }
  return turns.length > 0 ? [{ kind: 'store', turns }] : [];
}

/** §4.6 step 4: every full cargo ship is emptied into the goods supply (§7.34). */
export const sail: Automatic<'sail'> = {
  automatic: true,
  run(d) {
    const full = d.s.ships.filter((s) => s.load === s.capacity);
    if (full.length > 0) {
      const ships = shipsOf(d);
      const goods = d.mut('goods');
      for (const ship of ships) {
        if (ship.load !== ship.capacity) continue;
        goods[ship.good]! += ship.load;
        d.say(null, `The ${ship.capacity}-ship sails with ${ship.load} ${GOODS[ship.good]}.`);
        ship.good = -1;
        ship.load = 0;
      }
    }
    return [];
  },
};
