/**
 * M2 (spec §4.2 step 3, §6): a player arranges his colonists one at a time.
 *
 * `remove X` takes a colonist off X into San Juan and is allowed only before the first
 * `place` of the turn; `place X` puts a San Juan colonist on an empty circle of X;
 * `done` is legal only when the mandatory fill holds (no idle colonist while a circle is
 * empty, D2). Removals first, then placements, so every layout is reachable, each list
 * stays short, and a turn always ends (removals and placements are both bounded).
 */
import { EngineBug } from '../../core/errors';
import { BUILDING_IDS, BUILDING_SPECS, TILES, type Tile } from '../data';
import { targetJa } from '../words-ja';
import { buildingsOf, seatOf, type PRDraft } from '../copy';
import type { PRFrame } from '../frames';
import type { PRMove, Target } from '../moves';
import type { PlayerState } from '../state';
import { adjustPieces } from '../pieces';
import { findKind, type Decision } from '../step';

export function isTile(target: Target): target is Tile {
  return (TILES as readonly string[]).includes(target);
}

export function emptyTargets(p: PlayerState): Target[] {
  const out: Target[] = [];
  for (let t = 0; t < TILES.length; t++) if (p.tiles[t]! > p.manned[t]!) out.push(TILES[t]!);
  for (let i = 0; i < p.city.length; i++) {
    const n = p.city[i]!;
    if (n >= 0 && n < BUILDING_SPECS[i]!.circles) out.push(BUILDING_IDS[i]!);
  }
  return out;
}

/** The `remove` moves of a target holding `pieces`, `nobles` of them nobles (expansions §5.3). */
function pushRemovals(out: PRMove[], target: Target, pieces: number, nobles: number): void {
  if (pieces > nobles) out.push({ kind: 'remove', target });
  if (nobles > 0) out.push({ kind: 'remove', target, noble: true });
}

/** The mandatory fill (D2): no colonist in San Juan while a circle is empty. */
export function fillHolds(p: PlayerState): boolean {
  return p.sanJuan === 0 || !hasEmptyCircle(p);
}

/** Is any circle of the island or the city empty (`emptyTargets` is not empty)? */
function hasEmptyCircle(p: PlayerState): boolean {
  for (let t = 0; t < TILES.length; t++) if (p.tiles[t]! > p.manned[t]!) return true;
  for (let i = 0; i < p.city.length; i++) {
    const n = p.city[i]!;
    if (n >= 0 && n < BUILDING_SPECS[i]!.circles) return true;
  }
  return false;
}

export const placeColonist: Decision<'place'> = {
  decision: 'M2',
  prompt: () => 'place colonists',
  promptJa: () => '労働者を配置する',
  legal(s, f, seat) {
    const p = s.seats[seat]!;
    const out: PRMove[] = [];
    // Expansions §5.3: nobles are placed and removed like colonists, as moves of their own.
    const nobles = p.nobleSanJuan ?? 0;
    // The empty circles, listed once: they also decide the fill rule (`fillHolds`).
    const empty = p.sanJuan > 0 ? emptyTargets(p) : [];
    for (const target of empty) {
      if (p.sanJuan > nobles) out.push({ kind: 'place', target });
      if (nobles > 0) out.push({ kind: 'place', target, noble: true });
    }
    if (!f.placed) {
      for (let t = 0; t < TILES.length; t++) if (p.manned[t]! > 0) pushRemovals(out, TILES[t]!, p.manned[t]!, p.nobleTiles?.[t] ?? 0);
      for (let i = 0; i < p.city.length; i++) if (p.city[i]! > 0) pushRemovals(out, BUILDING_IDS[i]!, p.city[i]!, p.nobleCity?.[i] ?? 0);
    }
    if (empty.length === 0) out.push({ kind: 'done' });
    return out;
  },
  apply(d, f, seat, move) {
    // A piece on or off a building changes the city; one on a plantation or quarry does not (copy.ts).
    const p = (move.kind === 'place' || move.kind === 'remove') && !isTile(move.target) ? buildingsOf(d, seat) : seatOf(d, seat);
    switch (move.kind) {
      case 'place':
        adjustPieces(p, 'san-juan', -1, move.noble === true);
        adjustPieces(p, move.target, +1, move.noble === true);
        // Once the fill rule holds after a placement there is nothing left to decide: this placement ends it.
        if (fillHolds(p)) return finish(d, seat, move);
        d.say(seat, () => [
          `places a ${move.noble ? 'noble' : 'colonist'} on the ${targetEn(move.target)}`,
          `${targetJa(move.target)}に${move.noble ? '貴族' : '労働者'}を置いた`,
        ]);
        return [{ kind: 'place', seat, placed: true }];
      case 'remove':
        adjustPieces(p, move.target, -1, move.noble === true);
        adjustPieces(p, 'san-juan', +1, move.noble === true);
        d.say(seat, () => [
          `takes a ${move.noble ? 'noble' : 'colonist'} off the ${targetEn(move.target)} to San Juan`,
          `${targetJa(move.target)}の${move.noble ? '貴族' : '労働者'}をサンファンに戻した`,
        ]);
        return [f];
      case 'done':
        return finish(d, seat);
      default:
        throw new EngineBug(`place cannot apply ${move.kind}`);
    }
  },
  explain(s, f, seat, move) {
    const p = s.seats[seat]!;
    if (move.kind === 'done' && !fillHolds(p)) {
      return {
        code: 'must-place',
        reason: `You must place your ${p.sanJuan} colonist${p.sanJuan === 1 ? '' : 's'} in San Juan while you have an empty circle.`,
        reasonJa: `空いている円があるので、サンファンの労働者${p.sanJuan}人を置かなければなりません。`,
      };
    }
    if (move.kind === 'remove' && f.placed) {
      return {
        code: 'remove-first',
        reason: 'Take colonists off first, then place: you already placed one this turn.',
        reasonJa: '労働者を外すのは置く前だけです。この手番ではもう置きました。',
      };
    }
    if (move.kind === 'place' && p.sanJuan === 0) {
      return {
        code: 'no-colonist',
        reason: 'You have no colonist in San Juan to place.',
        reasonJa: '置ける労働者がサンファンにいません。',
      };
    }
    return null;
  },
  // "done" when the fill rule allows it; otherwise the fill must go on: the first empty circle listed.
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'done') ?? findKind(legal, 'place'),
};

/**
 * The end of a seat's placing. Every placement was a move of its own and told as it was made,
 * so the end tells only the last placement (if it ended the placing) and who stays in San Juan:
 * each colonist is told once.
 */
function finish(d: PRDraft, seat: number, last?: Extract<PRMove, { kind: 'place' }>): PRFrame[] {
  const sanJuan = d.s.seats[seat]!.sanJuan;
  d.say(seat, () => {
    const stay =
      sanJuan > 0 ? [`; ${sanJuan} colonist${sanJuan === 1 ? '' : 's'} stay in San Juan`, `（サンファンに${sanJuan}人残る）`] : ['', ''];
    if (!last) return [`ends placing${stay[0]}`, `配置を終えた${stay[1]}`];
    const piece = last.noble ? ['noble', '貴族'] : ['colonist', '労働者'];
    return [
      `places a ${piece[0]} on the ${targetEn(last.target)} and ends placing${stay[0]}`,
      `${targetJa(last.target)}に${piece[1]}を置いて配置を終えた${stay[1]}`,
    ];
  });
  return [];
}

/** "indigo plantation", "quarry", "small-market": the English event's name of a Mayor target. */
function targetEn(t: Target): string {
  return isTile(t) && t !== 'quarry' ? `${t} plantation` : t;
}
