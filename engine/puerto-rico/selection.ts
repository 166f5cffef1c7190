/**
 * Setup with an expansion (spec rules/puerto-rico-expansions.md §3, §5.2): the violet
 * buildings of the game are drafted or drawn into the cost slots; the Nobles put one noble
 * on the colonist ship. The base game never comes here (its state stays as it was).
 */
import { randomInt } from '../core/rng';
import { BUILDING_IDS, BUILDING_INDEX, BUILDING_SPECS, BUILDINGS, type BuildingId } from './data';
import { EXCLUDED_PAIRS, NOBLES_IN_GAME, SLOTS_BY_COST } from './data-expansions';
import { buildingCost } from './board';
import { copyTop } from './copy';
import { copiesInGame, type PlayerState, type PRState } from './state';
import { buildingJa } from './words-ja';

export const DRAFT_PICKS = Object.values(SLOTS_BY_COST).reduce((a, b) => a + b, 0);

/** §3.2, §3.4: violet buildings of the base game and of the expansions that are on (production buildings are never selected, A-47). */
export function pool(s: PRState): BuildingId[] {
  return BUILDING_IDS.filter((id) => {
    const b = BUILDINGS[id];
    if (b.expansion === undefined) return b.kind !== 'production';
    return b.expansion === 'buildings' ? s.options.buildings : s.options.nobles;
  });
}

/** Why `b` cannot be selected now (§3.3 slot full, §3.5 pair), in English and Japanese, or null. */
export function cannotSelect(s: PRState, b: BuildingId): readonly [string, string] | null {
  const chosen = s.selected ?? [];
  if (!pool(s).includes(b)) return [`the ${BUILDINGS[b].name} is not in this game's pool`, 'このゲームの候補にありません'];
  if (chosen.includes(b)) return [`the ${BUILDINGS[b].name} is already in the game`, 'すでにゲームに入っています'];
  const cost = buildingCost(s, b);
  const used = chosen.filter((x) => buildingCost(s, x) === cost).length;
  if (used >= SLOTS_BY_COST[cost]!) {
    return [
      `the ${SLOTS_BY_COST[cost]} slot${SLOTS_BY_COST[cost] === 1 ? '' : 's'} for cost ${cost} ${SLOTS_BY_COST[cost] === 1 ? 'is' : 'are'} full`,
      `値段${cost}の枠（${SLOTS_BY_COST[cost]}つ）は埋まっています`,
    ];
  }
  for (const [a, z] of EXCLUDED_PAIRS) {
    const other = b === a ? z : b === z ? a : null;
    if (other && chosen.includes(other))
      return [
        `the ${BUILDINGS[other].name} is in the game and the two are never played together`,
        `${buildingJa(other)}が入っていて、この2つは一緒に使いません`,
      ];
  }
  return null;
}

export function candidates(s: PRState): BuildingId[] {
  return pool(s).filter((b) => cannotSelect(s, b) === null);
}

/** Put `b` in the game with its copies (§3.8). Mutates `s` (setup) or a draft's copies. */
export function select(s: PRState, b: BuildingId): void {
  s.selected = [...(s.selected ?? []), b];
  s.supply = s.supply.slice();
  s.supply[BUILDING_INDEX[b]] = copiesInGame(s.players, b);
}

/** §3.7: cost by cost, slot by slot, one uniform draw from the eligible candidates. */
function drawRandomly(s: PRState): void {
  for (const cost of Object.keys(SLOTS_BY_COST).map(Number)) {
    for (let slot = 0; slot < SLOTS_BY_COST[cost]!; slot++) {
      const eligible = candidates(s).filter((b) => buildingCost(s, b) === cost);
      if (eligible.length === 0) break;
      select(s, eligible[randomInt(s.rng, eligible.length)]!);
    }
  }
}

/** The state `setupState` made, with the expansions' setup on top (a no-op in the base game). */
export function setupExpansions(s: PRState): PRState {
  const o = s.options;
  if (!o.buildings && !o.nobles) return s;
  // Field by field, not spread with new fields: see hidden-classes.bench.ts.
  const out: PRState = Object.assign(copyTop(s), { rng: s.rng.slice() as PRState['rng'], selected: [] });
  // §3.6 step 1: the violet market starts empty.
  out.supply = s.supply.map((n, i) => (BUILDING_SPECS[i]!.kind === 'production' && BUILDING_SPECS[i]!.expansion === undefined ? n : 0));
  out.seats = s.seats.map((p) => {
    const board: PlayerState = {
      doubloons: p.doubloons,
      vp: p.vp,
      goods: p.goods,
      tiles: p.tiles,
      manned: p.manned,
      city: p.city,
      sanJuan: p.sanJuan,
      vpOther: 0,
    };
    if (o.buildings) board.forests = 0;
    if (o.nobles) {
      board.nobleTiles = p.tiles.map(() => 0);
      board.nobleCity = p.city.map(() => 0);
      board.nobleSanJuan = 0;
    }
    return board;
  });
  if (o.buildings) out.forested = [0, 0, 0, 0, 0];
  if (o.nobles) {
    // §5.2: 1 noble + (N − 1) colonists on the ship; the colonist left out stays in the supply.
    out.nobles = NOBLES_IN_GAME - 1;
    out.shipNobles = 1;
    out.ship = s.ship - 1;
    out.colonists = s.colonists + 1;
  }
  if (o.selection === 'random') drawRandomly(out);
  // §3.6: the draft starts with the first Governor, before round 1.
  else out.stack = [...s.stack, { kind: 'draft', seat: s.governor }];
  return out;
}
