/** The face-down plantation pile (spec §4.1, §7.4–7.5, D11). */
import { shuffle } from '../core/rng';
import { drawFrom } from '../core/steps/hidden-pile';
import type { PRDraft } from './copy';

/** True when a tile can still be drawn (the pile, or discards to reshuffle). */
export function canDrawPlantation(s: { readonly pile: readonly number[]; readonly discard: readonly number[] }): boolean {
  return s.pile.length > 0 || s.discard.some((n) => n > 0);
}

/** Top tile of the face-down pile, a reveal; an empty pile is first rebuilt from the discards. */
export function drawPlantation(d: PRDraft): number | null {
  if (d.s.pile.length === 0) {
    const discards: number[] = [];
    d.s.discard.forEach((n, kind) => {
      for (let i = 0; i < n; i++) discards.push(kind);
    });
    if (discards.length === 0) return null;
    d.s.pile = shuffle(d.mut('rng'), discards);
    d.s.discard = [0, 0, 0, 0, 0];
    d.say(
      null,
      'The plantation discard pile is shuffled into a new face-down pile.',
      '捨て札のプランテーションを混ぜて新しい裏向きの山にした。',
    );
  }
  return drawFrom(d, 'pile')!;
}
