/**
 * Every text Barrage writes at a position, in English or Japanese: prompts, the board in words and
 * the email board's data for every seat, each legal move's description, a refusal, and (passed in)
 * the game's events and score lines. Seat references are filled with the players' names (Ann, Bo,
 * Cy, Di), as the service fills them.
 */
import { barrage, type BarrageState, type BarrageView } from '../../../engine/barrage';
import { fillSeats } from '../../../engine/core/seat-text';
import type { Match } from '../../../engine/core/match';
import type { GameEvent, Lang } from '../../../engine/core/types';

export interface Text {
  readonly where: string;
  readonly text: string;
}

export const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const nameOf = (seat: number) => NAMES[seat] ?? `(no seat ${seat})`;

export function positionTexts(match: Match, lang: Lang): Text[] {
  const s = match.state as BarrageState;
  const out: Text[] = [];
  const add = (where: string, text: string | undefined) => {
    if (text) out.push({ where, text: fillSeats(text, nameOf) });
  };
  for (const p of barrage.pending(s)) {
    add('prompt', lang === 'ja' ? p.promptJa : p.prompt);
    for (const m of barrage.legalMoves(s, p.seat)) add(`describeMove ${barrage.format(m)}`, barrage.describeMove!(s, p.seat, m, lang));
    const wrong = barrage.apply(s, p.seat, { kind: 'take', contract: 'G4' });
    if (!wrong.ok) add('refusal', lang === 'ja' ? wrong.error.reasonJa : wrong.error.reason);
    const other = (p.seat + 1) % s.players;
    const notYours = barrage.apply(s, other, { kind: 'pass' });
    if (!notYours.ok) add('refusal (not your turn)', lang === 'ja' ? notYours.error.reasonJa : notYours.error.reason);
  }
  for (const viewer of [...Array.from({ length: s.players }, (_, i) => i), null]) {
    const view = barrage.view(s, viewer) as BarrageView;
    const players = NAMES.slice(0, s.players).map((name, seat) => ({ seat, name, isYou: seat === viewer }));
    add(`describe ${viewer}`, barrage.describe(view, lang));
    add(`board ${viewer}`, leaves(barrage.board!.data(view, players, lang)).join('\n'));
  }
  const result = barrage.result(s);
  for (const line of result?.breakdown ?? []) add('score line', lang === 'ja' ? (line.ja ?? line.text) : line.text);
  return out;
}

/** The strings of the email board's data (its words, not its keys or style classes). */
function leaves(data: unknown, key = ''): string[] {
  if (typeof data === 'string') return /class|style|cls|colour|color/i.test(key) ? [] : [data];
  if (Array.isArray(data)) return data.flatMap((x) => leaves(x, key));
  if (data !== null && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => leaves(v, k));
  return [];
}

export function eventTexts(events: readonly GameEvent[], lang: Lang): Text[] {
  return events.map((e) => ({ where: 'event', text: fillSeats(lang === 'ja' ? (e.ja ?? e.text) : e.text, nameOf) }));
}
