/** S3 (spec §1.7 Hospice, §6): put one colonist on the tile just taken, or not. */
import { TILES } from '../data';
import { FREE_COLONIST_FROM_JA, tileJa } from '../words-ja';
import { seatOf } from '../copy';
import { placeFreeColonist, useOrPass } from './use-or-pass';

export const hospice = useOrPass<'hospice'>({
  decision: 'S3',
  prompt: 'use the Hospice',
  promptJa: '宿屋を使う',
  use: 'useHospice',
  take(d, f, seat) {
    const from = placeFreeColonist(d);
    if (f.tile < 0) {
      // Expansions §4.3.3: a forest has no circle; the colonist goes to San Juan.
      seatOf(d, seat).sanJuan += 1;
      d.say(
        seat,
        `puts a colonist from the ${from} in San Juan (Hospice; the forest has no circle)`,
        `${FREE_COLONIST_FROM_JA[from]}の労働者1人をサンファンに置いた（宿屋。森林タイルには円がない）`,
      );
      return [];
    }
    seatOf(d, seat).manned[f.tile]! += 1;
    d.say(
      seat,
      `puts a colonist from the ${from} on the new ${TILES[f.tile]}${f.tile === 5 ? '' : ' plantation'} (Hospice)`,
      `${FREE_COLONIST_FROM_JA[from]}の労働者1人を新しい${tileJa(TILES[f.tile]!)}に置いた（宿屋）`,
    );
    return [];
  },
  passed: ['does not use the Hospice', '宿屋を使わなかった'],
});
