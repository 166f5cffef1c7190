/**
 * The same position with everything `viewer` may not see drawn again (spec §9): the order
 * of the face-down plantation pile, the generator, and, while the game runs, the other
 * seats' VP chips. The chips are dealt again among the seats whose totals are hidden so
 * that the total shipped still matches the public VP pool (and stays the same when the
 * pool is empty). The contract suite checks that `viewer`'s view does not change.
 */
import { randomInt, seedRng, shuffle } from '../core/rng';
import type { Seat } from '../core/types';
import { copyPlayer, copyTop } from './copy';
import { isOver } from './round';
import type { PRState } from './state';

export function rehide(s: PRState, viewer: Seat | null, seed: string): PRState {
  const rng = seedRng(`rehide:${seed}`);
  const out = copyTop(s);
  out.pile = shuffle(rng, s.pile);
  out.seats = s.seats.map(copyPlayer);
  if (!isOver(s)) {
    const hidden = out.seats.map((_p, seat) => seat).filter((seat) => seat !== viewer);
    let chips = 0;
    for (const seat of hidden) chips += out.seats[seat]!.vp;
    for (const seat of hidden) out.seats[seat]!.vp = 0;
    // One chip at a time to a random hidden seat: any split of the same total can come out.
    for (let i = 0; i < chips && hidden.length > 0; i++) out.seats[hidden[randomInt(rng, hidden.length)]!]!.vp += 1;
    // Expansions A-28: the non-Captain share is as hidden as the chips; it never exceeds them.
    for (const seat of hidden) {
      const p = out.seats[seat]!;
      if (p.vpOther !== undefined) p.vpOther = Math.min(p.vpOther, p.vp);
    }
  }
  return { ...out, rng: seedRng(`rehide-rng:${seed}`) };
}
