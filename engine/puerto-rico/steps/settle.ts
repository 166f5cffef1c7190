/** S1 + S2 (spec §4.1, §6): Hacienda draw, then take a face-up plantation, a quarry, or pass. */
import { EngineBug } from '../../core/errors';
import { GOODS, QUARRY, TILES, ISLAND_SPACES, type Good } from '../data';
import { isOccupied, islandFilled, takeFreeColonist } from '../board';
import type { Draft } from '../draft';
import type { PRMove } from '../moves';
import { drawPlantation, nextSettler } from '../phases/settler';
import type { PRState } from '../state';
import type { Step } from './step';

/** The options of a Settler turn; empty when the player has nothing but "pass" (skipped). */
export function settleMoves(s: PRState, seat: number, drew: boolean): PRMove[] {
  const p = s.seats[seat]!;
  if (islandFilled(p) >= ISLAND_SPACES) return [];
  const out: PRMove[] = [];
  const canDraw = s.pile.length > 0 || s.discard.some((n) => n > 0);
  if (!drew && isOccupied(p, 'hacienda') && canDraw) out.push({ kind: 'useHacienda' });
  const seen = new Set<number>();
  for (const tile of s.row) {
    if (seen.has(tile)) continue;
    seen.add(tile);
    out.push({ kind: 'takePlantation', tile: GOODS[tile]! });
  }
  out.sort((a, b) => order(a) - order(b));
  const mayQuarry = s.phase!.chooser === seat || isOccupied(p, 'construction-hut');
  if (mayQuarry && s.quarries > 0) out.push({ kind: 'takeQuarry' });
  if (out.length === 0) return [];
  out.push({ kind: 'pass' });
  return out;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function order(m: PRMove): number {
  return m.kind === 'takePlantation' ? 1 + GOODS.indexOf(m.tile) : 0;
}

export const settle: Step = {
  prompt: () => 'take a plantation',
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'settle' || t.seat !== seat) return [];
    return settleMoves(s, seat, t.drew);
  },
  apply(d, seat, move) {
    const p = d.seat(seat);
    switch (move.kind) {
      case 'useHacienda': {
        const tile = drawPlantation(d)!;
        p.tiles[tile]! += 1;
        d.reveals = true;
        d.say(seat, `draws ${article(TILES[tile]!)} ${TILES[tile]} plantation with the Hacienda`);
        // §4.1: the main take follows in the same turn (S2).
        if (settleMoves(d.s, seat, true).length > 0) d.s.turn = { step: 'settle', seat, drew: true };
        else nextSettler(d);
        return;
      }
      case 'takePlantation': {
        const tile = GOODS.indexOf(move.tile as Good);
        const row = d.mut('row');
        row.splice(row.indexOf(tile), 1);
        p.tiles[tile]! += 1;
        d.say(seat, `takes ${article(move.tile)} ${move.tile} plantation`);
        return offerHospice(d, seat, tile);
      }
      case 'takeQuarry':
        d.s.quarries -= 1;
        p.tiles[QUARRY]! += 1;
        d.say(seat, 'takes a quarry');
        return offerHospice(d, seat, QUARRY);
      case 'pass':
        d.say(seat, 'takes no plantation');
        return nextSettler(d);
      default:
        throw new EngineBug(`settle cannot apply ${move.kind}`);
    }
  },
};

/** S3 follows only a tile taken in S2, never the Hacienda tile (§7.3). */
function offerHospice(d: Draft, seat: number, tile: number): void {
  if (isOccupied(d.s.seats[seat]!, 'hospice') && takeFreeColonist(d.s) !== null) {
    d.s.turn = { step: 'hospice', seat, tile };
    return;
  }
  nextSettler(d);
}
