/**
 * The Captain phase's automatic steps (spec §4.6): finding the next seat that can load (a full
 * cycle of passes ends the loading), storage (K2, all seats at once) and the full ships unloading.
 */
import { GOODS } from '../data';
import { shipJa, tileIndexJa } from '../words-ja';
import { goodsHeld, isOccupied } from '../board';
import { shipsOf, type PRDraft } from '../copy';
import { loadingOf, seatFrom, type PRFrame, type StoreTurn } from '../frames';
import { gainChips } from '../island';
import { noblesOnIsland } from '../pieces';
import { guestWindow } from '../decisions/guests';
import type { PRState } from '../state';
import { loadMoves } from '../decisions/load';
import type { Automatic } from '../step';
import { keepsEverything, singleBarrels, warehouseKinds } from '../decisions/store';

/** Players without any option pass automatically; N passes in a row end the loading. */
export const seekLoader: Automatic<'seek-loader'> = {
  automatic: true,
  run(d, f) {
    let { offset, passes } = f;
    let firsts = f.firsts;
    while (passes < d.s.players) {
      const seat = seatFrom(d.s, offset);
      const at = { ...loadingOf(f), offset, passes };
      if (firsts && !firsts.includes(seat)) {
        // Expansions §7.6 step 3: the loop reaches the player for the first time.
        firsts = [...firsts, seat];
        unionHall(d, seat);
        const p = d.s.seats[seat]!;
        if (isOccupied(p, 'royal-supplier') && noblesOnIsland(p) > 0 && goodsHeld(p) > 0) {
          return [
            { kind: 'royal', seat, delivered: [] },
            { kind: 'seek-loader', ...at, firsts },
          ];
        }
      }
      if (loadMoves(d.s, seat, f.wharfUsed, f.smallWharfUsed).length > 0) {
        const load: PRFrame = { kind: 'load', seat, offset, passes, wharfUsed: f.wharfUsed, privilegeUsed: f.privilegeUsed };
        if (firsts) load.firsts = firsts;
        if (f.smallWharfUsed) load.smallWharfUsed = f.smallWharfUsed;
        return [load];
      }
      passes += 1;
      offset = (offset + 1) % d.s.players;
    }
    // Expansions §7.6 step 6: guest window W3 before storage.
    if (firsts) return [...guestWindow(d.s), { kind: 'storage' }, { kind: 'sail' }];
    return [...storageFrames(d.s), { kind: 'sail' }];
  },
};

/** §4.3.12: ⌊barrels / 2⌋ VP chips per kind held, on the owner's first Captain turn. */
function unionHall(d: PRDraft, seat: number): void {
  const p = d.s.seats[seat]!;
  if (!isOccupied(p, 'union-hall')) return;
  let vp = 0;
  for (const n of p.goods) vp += Math.floor(n / 2);
  gainChips(d, seat, vp, true, 'Union hall', '集会所');
}

/** The storage decisions, asked after the W3 window (expansions). */
export const storage: Automatic<'storage'> = {
  automatic: true,
  run: (d) => storageFrames(d.s),
};

/** K2: players whose goods all fit keep them without a decision (D12 default); the rest decide at once. */
function storageFrames(s: PRState): PRFrame[] {
  const turns: StoreTurn[] = [];
  for (let offset = 0; offset < s.players; offset++) {
    const seat = seatFrom(s, offset);
    const p = s.seats[seat]!;
    if (goodsHeld(p) === 0) continue;
    const w = warehouseKinds(p);
    if (keepsEverything(p.goods, w, singleBarrels(p))) continue;
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
        d.say(
          null,
          `The ${ship.capacity}-ship sails with ${ship.load} ${GOODS[ship.good]}.`,
          `${shipJa(ship.capacity)}が${tileIndexJa(ship.good)}${ship.load}樽を積んで出航した。`,
        );
        ship.good = -1;
        ship.load = 0;
      }
    }
    return [];
  },
};
