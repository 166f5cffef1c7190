/**
 * How the generic bot (engine/core/bot) plays Puerto Rico: move weights a player who knows the
 * game would start from (spec §4: roles pay what their phase gives you plus the doubloons on the
 * card; buildings are VP and engines; large buildings score most; ship and sell what you have),
 * used as the search's priors and as a mostly greedy roll-out, and a score estimate for unfinished
 * positions. The weights read the move and the state only, so a roll-out decision is cheap.
 */
import { randomInt, type RngState } from '../core/rng';
import type { BotPolicy } from '../core/bot/types';
import { colonistsOwned, emptyBuildingCircles, goodsHeld, productionCapacity, totalCircles } from './board';
import { BUILDINGS, GOOD_PRICE, GOODS, TILES, type BuildingId, type RoleId } from './data';
import type { PRMove } from './moves';
import { expansionWorth } from './bot-expansions';
import { scoreSeat } from './score';
import type { PRState } from './state';

/** Share of roll-out decisions taken greedily (the rest uniform, so roll-outs still vary). */
const GREEDY = 0.85;

function capacity(s: PRState, seat: number): number {
  const p = s.seats[seat]!;
  let n = 0;
  for (let g = 0; g < GOODS.length; g++) n += productionCapacity(p, g) * (1 + GOOD_PRICE[g]! / 4);
  return n;
}

/** What a role's phase is worth to the seat that takes it (spec §4.1–§4.7), before the card's doubloons. */
function roleWeight(s: PRState, seat: number, role: RoleId): number {
  const p = s.seats[seat]!;
  switch (role) {
    case 'builder':
      return p.doubloons >= 10 ? 6 : p.doubloons >= 4 ? 4 : 1;
    case 'craftsman':
      return 1 + capacity(s, seat);
    case 'trader': {
      let best = 0;
      for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! > 0 && s.house[g] === 0) best = Math.max(best, GOOD_PRICE[g]! + 1);
      return best;
    }
    case 'captain':
      return goodsHeld(p) * 0.9;
    case 'settler':
      return 2.5;
    // The chooser takes the ship's noble (expansions §5.4): 1 VP at the end and more with the noble buildings.
    case 'mayor':
      return 1 + Math.min(emptyBuildingCircles(p), s.colonists + s.ship) * 0.8 + (s.shipNobles ?? 0) * 1.5;
    case 'prospector':
    case 'prospector-2':
      return 1.5;
  }
}

/** A building's worth (spec §1.6, §1.7): its VP, large buildings' bonus, and the engines that pay over the game. */
function buildWeight(s: PRState, seat: number, b: BuildingId): number {
  const spec = BUILDINGS[b];
  const p = s.seats[seat]!;
  let w = spec.vp;
  if (spec.kind === 'large') w += 6;
  if (spec.kind === 'production' && 'good' in spec) {
    const good = GOODS.indexOf(spec.good as (typeof GOODS)[number]);
    if (good >= 0) w += Math.min(p.tiles[good]!, spec.circles) * 1.2;
  }
  if (b === 'factory' || b === 'harbor' || b === 'wharf') w += 2.5;
  if (b === 'construction-hut' || b === 'hospice') w -= 0.5;
  return w + expansionWorth(s, seat, b) + spec.cost * 0.1;
}

/** The weight of one legal move: higher is what a sensible player would try first. */
export function moveWeight(s: PRState, seat: number, m: PRMove): number {
  const p = s.seats[seat]!;
  switch (m.kind) {
    case 'chooseRole':
      return roleWeight(s, seat, m.role) + (s.roles.find((r) => r.id === m.role)?.doubloons ?? 0);
    case 'build':
      return buildWeight(s, seat, m.building);
    case 'takePlantation': {
      const g = GOODS.indexOf(m.tile);
      return 2 + GOOD_PRICE[g]! * 0.4;
    }
    case 'takeQuarry':
      return 3.5;
    case 'useHacienda':
      return 2;
    case 'useHospice':
    case 'useUniversity':
      return 2;
    case 'takeColonist':
      return 1;
    // Buildings before plantations; a building's circle is worth its VP and its engine (§4.2).
    case 'place': {
      const b = BUILDINGS[m.target as BuildingId];
      if (b) return 3 + b.vp;
      const tile = TILES.indexOf(m.target as (typeof TILES)[number]);
      return tile === 5 ? 2.5 : 2;
    }
    case 'remove':
      return 0.1;
    case 'done':
      return 0.5;
    case 'takeBarrel':
      return 1 + GOOD_PRICE[GOODS.indexOf(m.good)]!;
    case 'sell':
      return 1 + GOOD_PRICE[GOODS.indexOf(m.good)]!;
    case 'ship':
      return 2 + Math.min(p.goods[GOODS.indexOf(m.good)]!, m.ship) * 0.5;
    case 'wharf':
      return 2 + p.goods[GOODS.indexOf(m.good)]! * 0.5;
    case 'keep':
      return 1 + GOOD_PRICE[GOODS.indexOf(m.good)]!;
    case 'pass':
      return 0.3;
    // Expansions (rules/puerto-rico-expansions.md §8): take what pays, mostly.
    // The draft picks the buildings of the game for every seat (expansions §3.6): what they run, as to build.
    case 'draft':
      return buildWeight(s, seat, m.building);
    case 'guest':
      return 2.5;
    case 'takeForest':
      return 1.5;
    case 'discard':
      return 0.2;
    case 'blackMarket':
      return 2 - (m.chip ? 0.5 : 0);
    case 'post':
      return 1 + GOOD_PRICE[GOODS.indexOf(m.good)]!;
    case 'landBuy':
      return 1.5;
    case 'landDiscard':
      return 0.4;
    case 'deliver':
      return 1.5;
    case 'smallWharf':
      return 1.8;
  }
}

function weights(s: PRState, seat: number, moves: readonly PRMove[]): number[] {
  return moves.map((m) => Math.max(0, moveWeight(s, seat, m)));
}

function rollout(s: PRState, seat: number, moves: readonly PRMove[], rng: RngState): number {
  if (randomInt(rng, 1000) >= GREEDY * 1000) return randomInt(rng, moves.length);
  const w = weights(s, seat, moves);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return best;
}

/**
 * VP a seat may expect (spec §5.2): the score it would have now (buildings, chips, occupied large
 * buildings), plus what its money, barrels, production and colonists may still turn into.
 */
function estimate(s: PRState): number[] {
  return s.seats.map((p, seat) => {
    const now = scoreSeat(p).total;
    const staffed = Math.min(colonistsOwned(p), totalCircles(p));
    return now + p.doubloons * 0.25 + goodsHeld(p) * 0.5 + capacity(s, seat) * 0.8 + staffed * 0.1;
  });
}

export const puertoRicoPolicy: BotPolicy<PRState, PRMove> = {
  prior: weights,
  rollout,
  estimate,
  spread: 6,
  depth: 30,
};
