/** The Settler phase's automatic steps (spec §4.1): the expansions' extras after the picks, then the row is refilled. */
import { clockwiseFrom } from '../../core/steps/turn-order';
import { TILES } from '../data';
import { tileIndexJa } from '../words-ja';
import type { PRFrame } from '../frames';
import { drawPlantation } from '../plantations';
import type { Automatic } from '../step';
import { isOccupied } from '../board';
import { chooserOf } from '../frames';
import { discardable } from '../island';
import { colonistOccupies } from '../pieces';
import { guestWindow } from '../decisions/guests';

/** Expansions §7.1 steps 3–6, decided when the picks are over (occupation may have changed meanwhile). */
export const settlerExtras: Automatic<'settler-extras'> = {
  automatic: true,
  run(d, f) {
    const frames: PRFrame[] = [];
    if (isOccupied(d.s.seats[f.chooser]!, 'library'))
      frames.push({ kind: 'offer', of: { kind: 'settle', seat: f.chooser, drew: false, second: true } });
    frames.push({ kind: 'settler-window' });
    return frames;
  },
};

/** W3, then the Hunting lodges: colonist discards in order, then the noble bonus. */
export const settlerWindow: Automatic<'settler-window'> = {
  automatic: true,
  run(d) {
    const frames: PRFrame[] = [...guestWindow(d.s)];
    for (const seat of clockwiseFrom(chooserOf(d.s), d.s.players)) frames.push({ kind: 'lodge-check', seat });
    frames.push({ kind: 'lodge-nobles' });
    return frames;
  },
};

/** A Hunting lodge held by a colonist (checked after W3) offers its discard. */
export const lodgeCheck: Automatic<'lodge-check'> = {
  automatic: true,
  run(d, f) {
    const p = d.s.seats[f.seat]!;
    return colonistOccupies(p, 'hunting-lodge') && discardable(p).length > 0 ? [{ kind: 'lodge', seat: f.seat }] : [];
  },
};

/** §4.1 end: leftovers to the discard pile, N+1 new tiles (reshuffling the discards if needed). */
export const settlerEnd: Automatic<'settler-end'> = {
  automatic: true,
  run(d) {
    const discard = d.mut('discard');
    for (const tile of d.s.row) discard[tile]! += 1;
    const row: number[] = [];
    for (let i = 0; i <= d.s.players; i++) {
      const tile = drawPlantation(d);
      if (tile === null) break;
      row.push(tile);
    }
    d.s.row = row.sort((a, b) => a - b);
    d.reveal();
    if (row.length > 0)
      d.say(
        null,
        `New plantations: ${row.map((t) => TILES[t]).join(', ')}.`,
        `新しいプランテーション：${row.map(tileIndexJa).join('、')}。`,
      );
    else d.say(null, 'No plantations are left to draw.', '引けるプランテーションが残っていない。');
    return [];
  },
};
