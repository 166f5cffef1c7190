/**
 * What no seat may see (spec §9): nothing on the table is secret, only the order of the private
 * contract stacks and of the advanced-technology decks, and the generator (every future draw).
 * `rehide` draws those again, so the contract suite can check that no view depends on them.
 */
import { seedRng, shuffle } from '../core/rng';
import type { Seat } from '../core/types';
import type { BarrageState } from './state';

export function rehide(s: BarrageState, _viewer: Seat | null, seed: string): BarrageState {
  const rng = seedRng(`rehide:${seed}`);
  const stacks = s.contracts.stacks;
  return {
    ...s,
    rng: seedRng(`rehide-rng:${seed}`),
    contracts: {
      ...s.contracts,
      stacks: { green: shuffle(rng, stacks.green), yellow: shuffle(rng, stacks.yellow), red: shuffle(rng, stacks.red) },
    },
    patent: { ...s.patent, decks: s.patent.decks.map((deck) => shuffle(rng, deck)) },
    // The Automa deck's top tile shows its action side; the rest is hidden (Automa spec §2.1).
    ...(s.automa ? { automa: { ...s.automa, deck: [...s.automa.deck.slice(0, 1), ...shuffle(rng, s.automa.deck.slice(1))] } } : {}),
  };
}
