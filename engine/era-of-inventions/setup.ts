/** Set-up (§2.1): seats, start factories, the two displays, the ships and a random start player. */
import { EngineBug } from '../core/errors';
import { randomInt, seedRng, shuffle } from '../core/rng';
import type { Options } from '../core/types';
import { RESOURCES, type Resource } from './data';
import { ix } from './economy';
import { readRules } from './rules';
import { AREAS, type EraState, type SeatState } from './state';

/** Factory instance ids of a data set: `<type>#<copy>`, copies numbered from 1, in data order. */
export function factoryInstances(s: { dataset: string }, start: boolean): string[] {
  return ix(s)
    .data.factories.filter((f) => f.start === start)
    .flatMap((f) => Array.from({ length: f.copies }, (_x, i) => `${f.id}#${i + 1}`));
}

export function setupState(players: number, options: Options, seed: string): EraState {
  const dataset = String(options.dataset);
  const { data } = ix({ dataset });
  const count = data.playerCounts.find((c) => c.players === players);
  if (!count) throw new EngineBug(`data set ${dataset} has no set-up for ${players} players`);
  const rng = seedRng(seed);
  const kit = data.startingKit;
  const starts = factoryInstances({ dataset }, true);
  const seats: SeatState[] = Array.from({ length: players }, (_x, seat) => ({
    coins: kit.coins,
    res: Object.fromEntries(RESOURCES.map((r) => [r, kit.resources[r] ?? 0])) as Record<Resource, number>,
    gears: kit.gears,
    bonus: Array<number>(kit.bonusTokens).fill(0),
    actions: 0,
    factories: [starts[seat] as string], // S-2: each seat's own start factory
    markers: data.limits.inventionMarkersPerPlayer,
    wasted: 0,
    patentStep: 0, // D24: the patent marker starts below step 1
    ip: 0,
    tokens: 0,
  }));
  // S-4 / S-5 (D23): shuffle in data order, then deal from the top (the end of the list).
  const facDraw = shuffle(rng, factoryInstances({ dataset }, false));
  const facDisplay = Array.from({ length: data.factoryDisplaySize }, () => facDraw.pop() ?? null);
  const invDraw = shuffle(
    rng,
    data.inventionCards.filter((c) => c.kind === 'start').map((c) => c.id),
  );
  const invDisplay = Array.from({ length: data.inventionDisplaySize }, (_x, i) =>
    i < data.setup.startCardsOnDisplay ? (invDraw.pop() ?? null) : null,
  );
  const startPlayer = randomInt(rng, players); // S-8, D24
  return {
    players,
    rng,
    stack: [{ kind: 'roundStart' }],
    dataset,
    rules: readRules(options),
    round: 1,
    rounds: count.rounds,
    tokensEach: count.actionTokens,
    startPlayer,
    seats,
    areas: AREAS.map(() => []),
    invDisplay,
    invDraw,
    invDiscard: [],
    invNew: [],
    invRemoved: [],
    facDisplay,
    facDraw,
    facDiscard: [],
    supply: data.supplyPoints.map((p) => p.initial),
    dev: data.inventionSpaces.map(() => null),
    patent: data.inventionSpaces.map(() => null),
    developedThisRound: false,
    final: null,
  };
}
