/**
 * Number ranges on one line. A run of consecutive moves the game declares members of one
 * number range (`bank 1` … `bank 12`: `NumberedMove.range`) becomes one row with the number as
 * an argument: `bank N engineers, N = 1–12`. Short runs stay as they are, so a list of three
 * choices still shows three one-tap links. Nothing is guessed from the notation: moves that
 * only look alike (`place W1L`, `place W2L`) stay apart.
 *
 * Whole turns that start with the same first move (`NumberedMove.under`) become one row headed
 * by that move, each turn a line of its own under it (still one tap each), so a long list of
 * turns reads as a few choices with their variants.
 */
import type { NumberedMove } from './model';

/** Runs shorter than this stay one line per move. */
export const MIN_FAMILY = 4;

/** Runs of whole turns that differ in one word (`NumberedMove.variant`) shorter than this stay one line per turn. */
export const MIN_VARIANTS = 2;

/** A line under a first move: one turn, or a run of turns that differ in one word, shown as one row of small links. */
export type TurnItem =
  | { readonly kind: 'line'; readonly move: NumberedMove }
  | {
      readonly kind: 'variants';
      /** What the turns share, in the reader's language, the varying word written `…` (or nothing where the links say it all). */
      readonly head: string;
      /** The list numbers the row covers: `11–22`. */
      readonly numbers: string;
      readonly members: readonly NumberedMove[];
    };

export type MoveRow =
  | { readonly kind: 'move'; readonly move: NumberedMove }
  | {
      readonly kind: 'family';
      /** The notation with the varying number written `N`: `bank N`. */
      readonly pattern: string;
      /** The row's big label where it is not the pattern (Japanese mail: `Nコインで入札`). */
      readonly label?: string;
      /** `1–12` or `1, 3, 5`. */
      readonly range: string;
      readonly values: readonly number[];
      /** The list numbers the family covers: `11–22`. */
      readonly numbers: string;
      readonly first: NumberedMove;
      /** Every member, in list order. */
      readonly members: readonly NumberedMove[];
      /** The note when every member has the same one. */
      readonly note?: string;
    }
  | {
      readonly kind: 'turns';
      /** The first move's label and note (the heading, not a link: it is no reply by itself). */
      readonly label: string;
      readonly note?: string;
      /** The whole turns it starts (and its "first part only" line), in list order. */
      readonly members: readonly NumberedMove[];
      /** The same, with runs of variants folded into rows. */
      readonly items: readonly TurnItem[];
    };

export function groupMoves(moves: readonly NumberedMove[]): MoveRow[] {
  const rows: MoveRow[] = [];
  let i = 0;
  while (i < moves.length) {
    const under = moves[i]!.under;
    if (under !== undefined) {
      let end = i + 1;
      while (end < moves.length && moves[end]!.under?.key === under.key) end++;
      const members = moves.slice(i, end);
      rows.push({ kind: 'turns', label: under.label, ...(under.note ? { note: under.note } : {}), members, items: turnItems(members) });
      i = end;
      continue;
    }
    const pattern = moves[i]!.range?.pattern;
    let end = i + 1;
    if (pattern !== undefined) while (end < moves.length && moves[end]!.range?.pattern === pattern) end++;
    if (pattern === undefined || end - i < MIN_FAMILY) {
      rows.push({ kind: 'move', move: moves[i]! });
      i++;
      continue;
    }
    const members = moves.slice(i, end);
    const values = members.map((m) => m.range!.value);
    const notes = new Set(members.map((m) => m.note ?? ''));
    const note = notes.size === 1 ? [...notes][0] : '';
    rows.push({
      kind: 'family',
      pattern,
      ...(members[0]!.range!.label !== undefined ? { label: members[0]!.range!.label } : {}),
      range: rangeText(values),
      values,
      numbers: `${members[0]!.n}–${members[members.length - 1]!.n}`,
      first: members[0]!,
      members,
      ...(note ? { note } : {}),
    });
    i = end;
  }
  return rows;
}

/** The lines under one first move, runs of `MIN_VARIANTS` or more turns with the same variant key folded into a row. */
function turnItems(members: readonly NumberedMove[]): TurnItem[] {
  const items: TurnItem[] = [];
  let i = 0;
  while (i < members.length) {
    const key = members[i]!.variant?.key;
    let end = i + 1;
    if (key !== undefined) while (end < members.length && members[end]!.variant?.key === key) end++;
    if (key === undefined || end - i < MIN_VARIANTS) {
      items.push({ kind: 'line', move: members[i]! });
      i++;
      continue;
    }
    const run = members.slice(i, end);
    items.push({ kind: 'variants', head: run[0]!.variant!.head, numbers: `${run[0]!.n}–${run[run.length - 1]!.n}`, members: run });
    i = end;
  }
  return items;
}

/** `1–12` for a run of consecutive integers, else the values listed. */
export function rangeText(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const consecutive = sorted.every((v, k) => k === 0 || v === sorted[k - 1]! + 1);
  return consecutive && sorted.length > 2 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(', ');
}
