/** B1 (spec §4.3, §6): build one building or pass. */
import { EngineBug } from '../../core/errors';
import { BUILDING_IDS, BUILDING_INDEX, BUILDING_SPECS, BUILDINGS, CITY_SPACES, type BuildingId } from '../data';
import { buildingJa } from '../words-ja';
import { buildingCostAt, buildingPrice, citySpacesUsed, columnDiscounts, isOccupied, owns, takeFreeColonist } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { chooserOf, type PRFrame } from '../frames';
import { completeBuild } from './complete-build';
import { blackMarketSets } from './black-market';
import type { PRMove } from '../moves';
import { triggerEnd } from '../round';
import type { PRState } from '../state';
import { findKind, type Decision } from '../step';

/** Why `seat` may not build `b` now (English, Japanese), or null when he may (one predicate for listing and refusing). */
export function cannotBuild(s: PRState, seat: number, b: BuildingId): readonly [string, string] | null {
  const p = s.seats[seat]!;
  const spec = BUILDINGS[b];
  if (owns(p, b)) return [`you already own the ${spec.name}`, 'すでに持っています'];
  if (s.supply[BUILDING_INDEX[b]]! <= 0) return [`no ${spec.name} is left in the supply`, 'もう残っていません'];
  const free = CITY_SPACES - citySpacesUsed(p);
  if (free < spec.spaces)
    return [
      `it needs ${spec.spaces} city spaces and you have ${free} free`,
      `建物置き場が${spec.spaces}マス必要ですが、空きは${free}マスです`,
    ];
  const price = buildingPrice(s, p, b, chooserOf(s) === seat);
  if (price > p.doubloons && blackMarketSets(s, seat, b).length === 0)
    return [
      `it costs ${price} and you have ${p.doubloons} doubloon${p.doubloons === 1 ? '' : 's'}`,
      `値段は${price}ダブロンで、手持ちは${p.doubloons}ダブロンです`,
    ];
  return null;
}

/**
 * The options of a Builder turn; empty when nothing can be built (the player is skipped).
 * Same conditions as `cannotBuild`, with the per-player facts computed once (hot path).
 */
export function buildMoves(s: PRState, seat: number): PRMove[] {
  const out: PRMove[] = buildable(s, seat, false).map((building): PRMove => ({ kind: 'build', building }));
  if (out.length > 0) out.push({ kind: 'pass' });
  return out;
}

/** Has `seat` anything to build (the Builder offer's question, asked for every seat)? */
export function canBuildAny(s: PRState, seat: number): boolean {
  return buildable(s, seat, true).length > 0;
}

/** The buildings `seat` may build, in board order; only the first when `first`. */
function buildable(s: PRState, seat: number, first: boolean): BuildingId[] {
  const p = s.seats[seat]!;
  const free = CITY_SPACES - citySpacesUsed(p);
  const isBuilder = chooserOf(s) === seat;
  const blackMarket = isOccupied(p, 'black-market');
  // The discount depends only on the column (1–4): once per column, not per building.
  const discounts = columnDiscounts(p, isBuilder);
  const out: BuildingId[] = [];
  for (let i = 0; i < BUILDING_IDS.length; i++) {
    const spec = BUILDING_SPECS[i]!;
    if (p.city[i]! >= 0 || !(s.supply[i]! > 0) || free < spec.spaces) continue;
    const b = BUILDING_IDS[i]!;
    const price = Math.max(0, buildingCostAt(s, i) - discounts[spec.column]!);
    // Expansions §4.3.2: short of doubloons, the Black market may make up the difference.
    if (price > p.doubloons && (!blackMarket || blackMarketSets(s, seat, b).length === 0)) continue;
    out.push(b);
    if (first) break;
  }
  return out;
}

export const build: Decision<'build'> = {
  decision: 'B1',
  prompt: () => 'build a building or pass',
  promptJa: () => '建物を建てるかパスする',
  legal: (s, _f, seat) => buildMoves(s, seat),
  apply(d, _f, seat, move) {
    if (move.kind === 'pass') {
      d.say(seat, 'builds nothing', '何も建てなかった');
      return [];
    }
    if (move.kind !== 'build') throw new EngineBug(`build cannot apply ${move.kind}`);
    const b = move.building;
    const price = buildingPrice(d.s, d.s.seats[seat]!, b, chooserOf(d.s) === seat);
    if (price > d.s.seats[seat]!.doubloons) return [{ kind: 'black-market', seat, building: b }];
    return completeBuild(d, seat, b, price);
  },
  explain(s, _f, seat, move) {
    if (move.kind !== 'build' || !(move.building in BUILDINGS)) return null;
    const why = cannotBuild(s, seat, move.building);
    return why
      ? {
          code: 'cannot-build',
          reason: `You cannot build the ${BUILDINGS[move.building].name}: ${why[0]}.`,
          reasonJa: `${buildingJa(move.building)}は建てられません：${why[1]}。`,
        }
      : null;
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};
