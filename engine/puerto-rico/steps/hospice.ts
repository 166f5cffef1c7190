/** S3 (spec §1.7 Hospice, §6): put one colonist on the tile just taken, or not. */
import { EngineBug } from '../../core/errors';
import { TILES } from '../data';
import { FREE_COLONIST_FROM_JA, tileJa } from '../words-ja';
import { takeFreeColonist } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { findKind, type Decision } from './step';

export const hospice: Decision<'hospice'> = {
  decision: 'S3',
  prompt: () => 'use the Hospice',
  promptJa: () => '宿屋を使う',
  legal: () => [{ kind: 'useHospice' }, { kind: 'pass' }],
  apply(d, f, seat, move) {
    if (move.kind === 'useHospice') {
      const from = placeFreeColonist(d);
      if (f.tile < 0) {
        // Expansions §4.3.3: a forest has no circle; the colonist goes to San Juan.
        seatOf(d, seat).sanJuan += 1;
        d.say(seat, `puts a colonist from the ${from} in San Juan (Hospice; the forest has no circle)`, `${FREE_COLONIST_FROM_JA[from]}の労働者1人をサンファンに置いた（宿屋。森林タイルには円がない）`);
        return [];
      }
      seatOf(d, seat).manned[f.tile]! += 1;
      d.say(seat, `puts a colonist from the ${from} on the new ${TILES[f.tile]}${f.tile === 5 ? '' : ' plantation'} (Hospice)`, `${FREE_COLONIST_FROM_JA[from]}の労働者1人を新しい${tileJa(TILES[f.tile]!)}に置いた（宿屋）`);
    } else if (move.kind === 'pass') {
      d.say(seat, 'does not use the Hospice', '宿屋を使わなかった');
    } else {
      throw new EngineBug(`hospice cannot apply ${move.kind}`);
    }
    return [];
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};

/** Take the Hospice/University colonist: colonist supply first, then the ship (D4, §7.6). */
export function placeFreeColonist(d: PRDraft): 'colonist supply' | 'colonist ship' {
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
