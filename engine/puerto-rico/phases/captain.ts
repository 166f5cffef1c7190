/**
 * Captain phase sequencing (spec §4.6): loading turns clockwise from the Captain until a
 * full cycle of passes, then storage (K2, all seats at once), then full ships unload.
 */
import { GOODS } from '../data';
import { goodsHeld, seatAt } from '../board';
import type { Draft } from '../draft';
import { endPhase } from '../flow';
import { loadMoves } from '../steps/load';
import type { StoreTurn } from '../state';
import { keepsEverything, warehouseKinds } from '../steps/store';

export function beginCaptain(d: Draft): void {
  seekLoader(d, 0, 0);
}

/** After a load (`loaded`) or a pass, the turn goes to the next player clockwise. */
export function nextLoader(d: Draft, loaded: boolean): void {
  const phase = d.s.phase!;
  seekLoader(d, (phase.offset + 1) % d.s.players, loaded ? 0 : phase.passes + 1);
}

/** Players without any option pass automatically; N passes in a row end the loading. */
function seekLoader(d: Draft, offset: number, passes: number): void {
  while (passes < d.s.players) {
    const seat = seatAt(d.s, offset);
    if (loadMoves(d.s, seat).length > 0) {
      d.s.phase = { ...d.s.phase!, offset, passes };
      d.s.turn = { step: 'load', seat };
      return;
    }
    passes += 1;
    offset = (offset + 1) % d.s.players;
  }
  d.s.phase = { ...d.s.phase!, offset, passes };
  beginStorage(d);
}

/** K2: players whose goods all fit keep them without a decision (D12 default). */
function beginStorage(d: Draft): void {
  const waiting: StoreTurn[] = [];
  for (let offset = 0; offset < d.s.players; offset++) {
    const seat = seatAt(d.s, offset);
    const p = d.s.seats[seat]!;
    if (goodsHeld(p) === 0) continue;
    const w = warehouseKinds(p);
    if (keepsEverything(p.goods, w)) continue;
    waiting.push({ seat, stored: [], single: w === 0 });
  }
  if (waiting.length > 0) {
    d.s.turn = { step: 'store', seats: waiting };
    return;
  }
  finishCaptain(d);
}

/** §4.6 step 4: every full cargo ship is emptied into the goods supply (§7.34). */
export function finishCaptain(d: Draft): void {
  const full = d.s.ships.filter((s) => s.load === s.capacity);
  if (full.length > 0) {
    const ships = d.mut('ships');
    const goods = d.mut('goods');
    for (const ship of ships) {
      if (ship.load !== ship.capacity) continue;
      goods[ship.good]! += ship.load;
      d.say(null, `The ${ship.capacity}-ship sails with ${ship.load} ${GOODS[ship.good]}.`);
      ship.good = -1;
      ship.load = 0;
    }
  }
  endPhase(d);
}

