/** Final scoring and the winner (spec §5.2–§5.3, §1.7 large buildings). */
import { rankSeats } from '../core/steps/ranking';
import type { GameResult } from '../core/types';
import { BUILDINGS, RESIDENCE_BONUS, type BuildingId } from './data';
import { buildingIds, colonistsOwned, goodsHeld, isOccupied, islandFilled } from './board';
import { CLOISTER_VP } from './data-expansions';
import { buildingJa } from './words-ja';
import { forestsOf, noblesOwned } from './pieces';
import { isOver } from './round';
import type { PlayerState, PRState } from './state';

export interface SeatScore {
  buildings: number;
  chips: number;
  /** Large-building bonuses, by building (occupied large buildings only). */
  bonuses: Partial<Record<BuildingId, number>>;
  /** Expansions §5.6: nobles owned (absent when none). */
  nobles?: number;
  total: number;
}

/** §1.7 end-of-game bonus of one large building, whether or not it is occupied. */
export function largeBonus(p: PlayerState, b: BuildingId): number {
  const owned = buildingIds(p);
  switch (b) {
    case 'guild-hall':
      return owned.reduce((n, id) => {
        const spec = BUILDINGS[id];
        return spec.kind === 'production' ? n + ('small' in spec && spec.small ? 1 : 2) : n;
      }, 0);
    case 'residence':
      return RESIDENCE_BONUS[islandFilled(p)]!;
    case 'fortress':
      return Math.floor(colonistsOwned(p) / 3);
    case 'customs-house':
      // Expansions A-28: only the chips earned in Captain phases (all of them in the base game).
      return Math.floor((p.vp - (p.vpOther ?? 0)) / 4);
    case 'city-hall':
      // Expansions §6.5: every violet building counts (Statue and the new ones), the Jeweler does not (A-03).
      return owned.filter((id) => BUILDINGS[id].kind !== 'production').length;
    case 'cloister':
      return cloisterBonus(p);
    case 'royal-garden':
      // Expansions §5.8.8: +1 per noble owned, island and San Juan.
      return noblesOwned(p);
    default:
      return 0;
  }
}

/** Expansions §4.3.13: sets of three tiles of one kind (crops, quarries, forests) → 1/3/6/10 VP. */
export function cloisterBonus(p: PlayerState): number {
  let sets = Math.floor(forestsOf(p) / 3);
  for (const n of p.tiles) sets += Math.floor(n / 3);
  return CLOISTER_VP[Math.min(sets, CLOISTER_VP.length - 1)]!;
}

export function scoreSeat(p: PlayerState): SeatScore {
  let buildings = 0;
  const bonuses: Partial<Record<BuildingId, number>> = {};
  let bonus = 0;
  for (const id of buildingIds(p)) {
    buildings += BUILDINGS[id].vp;
    if (BUILDINGS[id].kind === 'large' && isOccupied(p, id)) {
      bonuses[id] = largeBonus(p, id);
      bonus += bonuses[id]!;
    }
  }
  // Expansions §5.6: 1 VP per noble owned.
  const nobles = noblesOwned(p);
  const out: SeatScore = { buildings, chips: p.vp, bonuses, total: buildings + p.vp + bonus + nobles };
  if (nobles > 0) out.nobles = nobles;
  return out;
}

/** §5.3 tie-break: doubloons plus barrels held. */
export function tieBreakOf(p: PlayerState): number {
  return p.doubloons + goodsHeld(p);
}

export function resultOf(s: PRState): GameResult | null {
  if (!isOver(s)) return null;
  const scored = s.seats.map(scoreSeat);
  const scores = scored.map((x) => x.total);
  const tieBreak = s.seats.map(tieBreakOf);
  // §5.3; D9: players tied on score and tie-break share the place.
  const { ranking, places } = rankSeats(scores, [tieBreak]);
  const breakdown = scored.map((x, seat) => {
    const bonusText = Object.entries(x.bonuses).map(([id, n]) => `${BUILDINGS[id as BuildingId].name} +${n}`);
    const bonusJa = Object.entries(x.bonuses).map(([id, n]) => `${buildingJa(id as BuildingId)}+${n}`);
    const nobles = x.nobles ? ` + nobles ${x.nobles}` : '';
    const noblesJa = x.nobles ? ` + 貴族${x.nobles}` : '';
    return {
      seat,
      text: `buildings ${x.buildings} + VP chips ${x.chips}${bonusText.length > 0 ? ` + ${bonusText.join(' + ')}` : ''}${nobles} = ${x.total} (tie-break ${tieBreak[seat]})`,
      ja: `建物${x.buildings} + 勝利点チップ${x.chips}${bonusJa.length > 0 ? ` + ${bonusJa.join(' + ')}` : ''}${noblesJa} = ${x.total}（タイブレーク${tieBreak[seat]}）`,
    };
  });
  return { scores, ranking, places, tieBreak, breakdown };
}
