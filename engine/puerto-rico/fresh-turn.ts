/**
 * Where a new turn of the same seat begins (GameModule.freshTurn), so a whole turn listed in an
 * email stops there (engine/core/whole-turns.ts). In Puerto Rico a seat may decide again at once
 * when every other seat's part is skipped (spec §4: only seats with a choice are asked):
 * - choosing a role (R1) is always a turn of its own, and so is a draft pick (expansions §3.6);
 * - a Captain loading turn (K1) after every other seat passed since this seat's last load
 *   (`passes` counts them: §4.6, the loading goes round until all pass);
 * - the Library's second Settler pick, made after every other seat's pick (expansions §4.3.10).
 */
import type { Seat } from '../core/types';
import { runner } from './rules';
import type { PRState } from './state';

export function freshTurn(s: PRState, seat: Seat): boolean {
  const top = runner.top(s);
  if (top === null) return false;
  switch (top.kind) {
    case 'role':
    case 'draft':
      return top.seat === seat;
    case 'load':
      return top.seat === seat && top.passes === s.players - 1;
    case 'settle':
      return top.seat === seat && top.second === true;
    default:
      return false;
  }
}
