/**
 * Long families of moves on one line. A run of consecutive moves whose notation differs in
 * one number only (`bank 1` … `bank 12`, `ship corn 4` … `ship corn 6`) becomes one line
 * with the number as an argument: `bank N engineers, N = 1–12`. Short runs stay as they are,
 * so a list of three choices still shows three one-tap links.
 */
import type { NumberedMove } from './model';

/** Runs shorter than this stay one line per move. */
export const MIN_FAMILY = 4;

export type MoveRow =
  | { readonly kind: 'move'; readonly move: NumberedMove }
  | {
      readonly kind: 'family';
      /** The notation with the varying number written `N`: `bank N`. */
      readonly pattern: string;
      /** `1–12` or `1, 3, 5`. */
      readonly range: string;
      readonly values: readonly number[];
      /** The list numbers the family covers: `11–22`. */
      readonly numbers: string;
      readonly first: NumberedMove;
      /** The note when every member has the same one. */
      readonly note?: string;
    };

const NUMBER = /^\d+$/;

function tokens(text: string): string[] {
  return text.split(' ');
}

/** The token positions of `a` that hold a number, where `b` equals `a` everywhere else. */
function differsInOneNumber(a: readonly string[], b: readonly string[], at: number): boolean {
  if (a.length !== b.length || !NUMBER.test(a[at] ?? '') || !NUMBER.test(b[at] ?? '')) return false;
  for (let i = 0; i < a.length; i++) if (i !== at && a[i] !== b[i]) return false;
  return true;
}

export function groupMoves(moves: readonly NumberedMove[]): MoveRow[] {
  const rows: MoveRow[] = [];
  const split = moves.map((m) => tokens(m.text));
  let i = 0;
  while (i < moves.length) {
    const head = split[i]!;
    let best = { at: -1, end: i + 1 };
    for (let at = 0; at < head.length; at++) {
      if (!NUMBER.test(head[at]!)) continue;
      let end = i + 1;
      while (end < moves.length && differsInOneNumber(head, split[end]!, at)) end++;
      if (end > best.end) best = { at, end };
    }
    if (best.at < 0 || best.end - i < MIN_FAMILY) {
      rows.push({ kind: 'move', move: moves[i]! });
      i++;
      continue;
    }
    const members = moves.slice(i, best.end);
    const values = members.map((_, k) => Number(split[i + k]![best.at]));
    const notes = new Set(members.map((m) => m.note ?? ''));
    const note = notes.size === 1 ? [...notes][0] : '';
    rows.push({
      kind: 'family',
      pattern: head.map((t, k) => (k === best.at ? 'N' : t)).join(' '),
      range: rangeText(values),
      values,
      numbers: `${members[0]!.n}–${members[members.length - 1]!.n}`,
      first: members[0]!,
      ...(note ? { note } : {}),
    });
    i = best.end;
  }
  return rows;
}

/** `1–12` for a run of consecutive integers, else the values listed. */
export function rangeText(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const consecutive = sorted.every((v, k) => k === 0 || v === sorted[k - 1]! + 1);
  return consecutive && sorted.length > 2 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(', ');
}
