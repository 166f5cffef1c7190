/** Seeded random positions for property tests: every k-th state of random games. */
import { randomInt, seedRng } from '../../../engine/core/rng';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';

export function randomPositions(players: number, games: number, every: number, seed = 'positions'): PRState[] {
  const out: PRState[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`${seed}:${players}:${g}`);
    let s = puertoRico.setup(players, {}, `${seed}-${g}`);
    for (let i = 0; ; i++) {
      const pending = puertoRico.pending(s);
      if (pending.length === 0) break;
      if (i % every === 0) out.push(s);
      const seat = pending[randomInt(rng, pending.length)]!.seat;
      const legal = puertoRico.legalMoves(s, seat);
      const applied = puertoRico.apply(s, seat, legal[randomInt(rng, legal.length)]!);
      if (!applied.ok) throw new Error(applied.error.reason);
      s = applied.state;
    }
    out.push(s);
  }
  return out;
}
