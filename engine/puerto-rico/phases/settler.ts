/** Settler phase sequencing (spec §4.1): each player once from the Settler, then the row is refilled. */
import { clockwiseFrom } from '../../core/steps/turn-order';
import { TILES } from '../data';
import type { PRFrame } from '../frames';
import { drawPlantation } from '../plantations';
import type { PRState } from '../state';
import type { Automatic } from '../steps/step';

/** Each seat once, clockwise from the Settler; a seat with nothing to take is skipped (§6 S2). */
export function settlerFrames(s: PRState, chooser: number): PRFrame[] {
  const frames: PRFrame[] = clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'settle', seat, drew: false } }));
  frames.push({ kind: 'settler-end' });
  return frames;
}

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
    d.say(null, row.length > 0 ? `New plantations: ${row.map((t) => TILES[t]).join(', ')}.` : 'No plantations are left to draw.');
    return [];
  },
};
