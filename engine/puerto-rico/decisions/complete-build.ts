/** Paying for a building and what follows it (spec §4.3 B1/B2; expansions §4.3.7 Church). */
import { BUILDING_INDEX, BUILDINGS, CITY_SPACES, type BuildingId } from '../data';
import { buildingJa } from '../words-ja';
import { citySpacesUsed, isOccupied, takeFreeColonist } from '../board';
import { buildingsOf, type PRDraft } from '../copy';
import type { PRFrame } from '../frames';
import { gainChips } from '../island';
import { triggerEnd } from '../round';

/** Pay `price` doubloons and put `b` in `seat`'s city; then the Church (expansions §4.3.7) and the University (B2). */
export function completeBuild(d: PRDraft, seat: number, b: BuildingId, price: number): PRFrame[] {
  const p = buildingsOf(d, seat);
  // §4.3.7: the Church must be occupied before this build.
  const church = isOccupied(p, 'church');
  p.doubloons -= price;
  p.city[BUILDING_INDEX[b]] = 0;
  d.mut('supply')[BUILDING_INDEX[b]]! -= 1;
  d.say(seat, () => [`builds the ${BUILDINGS[b].name} for ${price}`, `${buildingJa(b)}を${price}ダブロンで建てた`]);
  if (citySpacesUsed(p) >= CITY_SPACES) triggerEnd(d, 'city', 'A city is full (12 spaces).', '建物置き場（12マス）が埋まった。');
  if (church) {
    const column = BUILDINGS[b].column;
    gainChips(d, seat, column === 4 ? 2 : column >= 2 ? 1 : 0, false, 'Church', '教会');
  }
  // B2: the University puts a colonist on the new building at once (not on a building without a circle).
  if (isOccupied(p, 'university') && BUILDINGS[b].circles > 0 && takeFreeColonist(d.s) !== null)
    return [{ kind: 'university', seat, building: b }];
  return [];
}
