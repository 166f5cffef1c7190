/**
 * Expansion rules shared by several steps (spec rules/puerto-rico-expansions.md): VP chips
 * from the new sources (§6.4), discarding island tiles (§6.3), forests (§4.3.3).
 */
import { GOODS, SETUP_BY_PLAYERS, TILES } from './data';
import { seatOf, type PRDraft } from './copy';
import type { Discardable } from './moves';
import { forestsOf } from './pieces';
import { triggerEnd } from './round';
import type { PlayerState } from './state';

/**
 * `n` VP chips to `seat` from the supply (§6.4). `captain` marks chips the Customs house
 * counts. An empty supply in any phase ends the game after the round.
 */
export function gainChips(d: PRDraft, seat: number, n: number, captain: boolean, why: string, whyJa: string): void {
  if (n <= 0) return;
  const p = seatOf(d, seat);
  p.vp += n;
  if (!captain) p.vpOther = (p.vpOther ?? 0) + n;
  d.s.vpPool = Math.max(0, d.s.vpPool - n);
  const chips = p.vp;
  d.tell(seat, () => [
    `You score ${n} VP (${why}); your VP chips: ${chips}.`,
    `あなたは勝利点${n}を得た（${whyJa}）。あなたの勝利点チップ：${chips}。`,
  ]);
  if (d.s.vpPool === 0) triggerEnd(d, 'vp-chips', 'The VP chips have run out.', '勝利点チップがなくなった。');
}

/** Give back one VP chip (Black market, §4.3.2): the pool gets it back unless the chips were overdrawn. Non-Captain chips go first. */
export function returnChip(d: PRDraft, seat: number): void {
  const p = seatOf(d, seat);
  p.vp -= 1;
  if ((p.vpOther ?? 0) > 0) p.vpOther! -= 1;
  let held = 0;
  for (const x of d.s.seats) held += x.vp;
  d.s.vpPool = Math.max(0, SETUP_BY_PLAYERS[d.s.players as 2 | 3 | 4 | 5].vpChips - held);
}

/** The tiles `p` may discard: crop plantations and forests, never quarries. */
export function discardable(p: PlayerState): Discardable[] {
  const out: Discardable[] = [];
  for (let t = 0; t < GOODS.length; t++) if (p.tiles[t]! > 0) out.push(GOODS[t]!);
  if (forestsOf(p) > 0) out.push('forest');
  return out;
}

/**
 * §6.3: discard one tile of `seat`'s island. An empty tile of the kind goes first; if all are
 * worked, the piece on the one discarded goes to San Juan (a colonist before a noble). A crop
 * tile goes to the discard pile, a forest leaves the game.
 */
export function discardTile(d: PRDraft, seat: number, tile: Discardable): void {
  const p = seatOf(d, seat);
  if (tile === 'forest') {
    p.forests = forestsOf(p) - 1;
    return;
  }
  const t = GOODS.indexOf(tile);
  p.tiles[t]! -= 1;
  if (p.manned[t]! > p.tiles[t]!) {
    p.manned[t]! -= 1;
    p.sanJuan += 1;
    const nobles = p.nobleTiles?.[t] ?? 0;
    if (nobles > p.manned[t]!) {
      p.nobleTiles![t]! -= 1;
      p.nobleSanJuan = (p.nobleSanJuan ?? 0) + 1;
    }
  }
  d.mut('discard')[t]! += 1;
}

/** A face-up or drawn crop tile becomes a forest on `seat`'s island (§4.3.3, A-13). */
export function plantForest(d: PRDraft, seat: number, tile: number): void {
  const p = seatOf(d, seat);
  p.forests = forestsOf(p) + 1;
  const forested = d.mut('forested', (x) => (x ?? [0, 0, 0, 0, 0]).slice());
  forested![tile]! += 1;
}

export function tileName(tile: number): string {
  return TILES[tile]!;
}
