/** S1 + S2 (spec §4.1, §6): Hacienda draw, then take a face-up plantation, a quarry, or pass. */
import { EngineBug } from '../../core/errors';
import { GOODS, QUARRY, TILES, ISLAND_SPACES, type Good } from '../data';
import { goodJa, tileIndexJa, tileJa } from '../words-ja';
import { isOccupied, islandFilled, takeFreeColonist } from '../board';
import { seatOf, type PRDraft } from '../copy';
import { chooserOf, type PRFrame } from '../frames';
import type { PRMove } from '../moves';
import { canDrawPlantation, drawPlantation } from '../plantations';
import type { PRState } from '../state';
import { plantForest } from '../island';
import { article, findKind, type Decision } from '../step';

/** The options of a Settler turn; empty when the player has nothing but "pass" (skipped). */
export function settleMoves(s: PRState, seat: number, drew: boolean, second = false): PRMove[] {
  const p = s.seats[seat]!;
  if (islandFilled(p) >= ISLAND_SPACES) return [];
  const out: PRMove[] = [];
  // Expansions §4.3.10: no Hacienda on the Library's second pick.
  if (!drew && !second && isOccupied(p, 'hacienda') && canDrawPlantation(s)) out.push({ kind: 'useHacienda' });
  // Each kind in the face-up row once, in GOODS order.
  for (let tile = 0; tile < GOODS.length; tile++) if (s.row.includes(tile)) out.push({ kind: 'takePlantation', tile: GOODS[tile]! });
  // Expansions §4.3.3: with an occupied Forest house, any face-up tile may be taken as a forest.
  if (isOccupied(p, 'forest-house'))
    for (let tile = 0; tile < GOODS.length; tile++) if (s.row.includes(tile)) out.push({ kind: 'takeForest', tile: GOODS[tile]! });
  // §4.3.10: the second pick takes a quarry only with an occupied Construction hut.
  const quarry = second ? isOccupied(p, 'construction-hut') : mayTakeQuarry(s, seat);
  if (quarry && s.quarries > 0) out.push({ kind: 'takeQuarry' });
  if (out.length === 0) return [];
  out.push({ kind: 'pass' });
  return out;
}

/** §4.1: the Settler's privilege, or an occupied Construction hut (§1.7). */
export function mayTakeQuarry(s: PRState, seat: number): boolean {
  return chooserOf(s) === seat || isOccupied(s.seats[seat]!, 'construction-hut');
}

export const settle: Decision<'settle'> = {
  decision: 'S1/S2',
  prompt: () => 'take a plantation',
  promptJa: () => 'プランテーションを取る',
  legal: (s, f, seat) => settleMoves(s, seat, f.drew, f.second),
  apply(d, f, seat, move) {
    const p = seatOf(d, seat);
    switch (move.kind) {
      case 'useHacienda': {
        const tile = drawPlantation(d)!;
        p.tiles[tile]! += 1;
        d.say(seat, () => [
          `draws ${article(TILES[tile]!)} ${TILES[tile]} plantation with the Hacienda`,
          `農地で${tileJa(TILES[tile]!)}を引いた`,
        ]);
        // §4.1: the main take follows in the same turn (S2), if anything is left to take.
        return [{ kind: 'offer', of: { kind: 'settle', seat, drew: true } }];
      }
      case 'takePlantation': {
        const tile = GOODS.indexOf(move.tile as Good);
        const row = d.mut('row');
        row.splice(row.indexOf(tile), 1);
        p.tiles[tile]! += 1;
        d.say(seat, () => [`takes ${article(move.tile)} ${move.tile} plantation`, `${tileJa(move.tile)}を取った`]);
        return f.second ? [] : offerHospice(d, seat, tile);
      }
      case 'takeForest': {
        const tile = GOODS.indexOf(move.tile as Good);
        const row = d.mut('row');
        row.splice(row.indexOf(tile), 1);
        plantForest(d, seat, tile);
        d.say(
          seat,
          `turns the face-up ${move.tile} plantation into a forest (Forest house)`,
          `表向きの${tileJa(move.tile)}を森林タイルにした（木こり小屋）`,
        );
        // §4.3.3 with Hospice: its colonist goes to San Juan.
        return f.second ? [] : offerHospice(d, seat, -1);
      }
      case 'takeQuarry':
        d.s.quarries -= 1;
        p.tiles[QUARRY]! += 1;
        d.say(seat, 'takes a quarry', '採石場を取った');
        return f.second ? [] : offerHospice(d, seat, QUARRY);
      case 'pass':
        d.say(seat, 'takes no plantation', 'プランテーションを取らなかった');
        return [];
      default:
        throw new EngineBug(`settle cannot apply ${move.kind}`);
    }
  },
  explain(s, f, seat, move) {
    const p = s.seats[seat]!;
    if (move.kind === 'takeQuarry') {
      if (!mayTakeQuarry(s, seat))
        return {
          code: 'no-quarry',
          reason: 'You cannot take a quarry: only the Settler or a player with an occupied Construction hut may.',
          reasonJa: '採石場は取れません。取れるのは開拓者か、労働者のいる建設小屋を持つプレイヤーだけです。',
        };
      if (s.quarries === 0)
        return {
          code: 'no-quarry',
          reason: 'You cannot take a quarry: none are left.',
          reasonJa: '採石場は取れません。もう残っていません。',
        };
    }
    if (move.kind === 'takePlantation' && GOODS.includes(move.tile)) {
      const row = s.row.map((t) => TILES[t]).join(', ') || 'none';
      const rowJa = s.row.map(tileIndexJa).join('、') || 'なし';
      return {
        code: 'not-in-row',
        reason: `There is no face-up ${move.tile} plantation: the row holds ${row}.`,
        reasonJa: `表向きの${goodJa(move.tile)}のプランテーションはありません。表向きにあるのは：${rowJa}。`,
      };
    }
    if (move.kind === 'useHacienda') {
      if (f.drew)
        return {
          code: 'hacienda-used',
          reason: 'You already drew with the Hacienda this turn.',
          reasonJa: 'この手番ではもう農地で引きました。',
        };
      if (!isOccupied(p, 'hacienda'))
        return { code: 'no-hacienda', reason: 'You have no occupied Hacienda.', reasonJa: '労働者のいる農地がありません。' };
      return {
        code: 'pile-empty',
        reason: 'The Hacienda cannot draw: the face-down pile and the discards are empty.',
        reasonJa: '農地で引けません。裏向きの山も捨て札も空です。',
      };
    }
    return null;
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};

/** S3 follows only a tile taken in S2, never the Hacienda tile (§7.3). */
function offerHospice(d: PRDraft, seat: number, tile: number): PRFrame[] {
  if (isOccupied(d.s.seats[seat]!, 'hospice') && takeFreeColonist(d.s) !== null) return [{ kind: 'hospice', seat, tile }];
  return [];
}
