/** S3 (spec §1.7 Hospice, §6): put one colonist on the tile just taken, or not. */
import { EngineBug } from '../../core/errors';
import { TILES } from '../data';
import { takeFreeColonist } from '../board';
import type { Draft } from '../draft';
import { nextSettler } from '../phases/settler';
import type { Step } from './step';

export const hospice: Step = {
  prompt: () => 'use the Hospice',
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'hospice' || t.seat !== seat) return [];
    return [{ kind: 'useHospice' }, { kind: 'pass' }];
  },
  apply(d, seat, move) {
    const t = d.s.turn;
    if (t.step !== 'hospice') throw new EngineBug('not a hospice turn');
    if (move.kind === 'useHospice') {
      const from = placeFreeColonist(d);
      d.seat(seat).manned[t.tile]! += 1;
      d.say(seat, `puts a colonist from the ${from} on the new ${TILES[t.tile]}${t.tile === 5 ? '' : ' plantation'} (Hospice)`);
    }
    nextSettler(d);
  },
};

/** Take the Hospice/University colonist: colonist supply first, then the ship (D4, §7.6). */
export function placeFreeColonist(d: Draft): 'colonist supply' | 'colonist ship' {
  const from = takeFreeColonist(d.s);
  if (from === 'supply') {
    d.s.colonists -= 1;
    return 'colonist supply';
  }
  if (from === 'ship') {
    d.s.ship -= 1;
    return 'colonist ship';
  }
  throw new EngineBug('no colonist available');
}
