/**
 * Every text the game writes at a position, in both languages: the text board of each seat's
 * view, the email board's data, the picture's description and legend, each pending decision's
 * prompt, what each legal move does, the Japanese label of each legal move, and refusals of
 * moves that are legal elsewhere but not here.
 */
import type { Match } from '../../../engine/core/match';
import type { EraMove, EraState } from '../../../engine/era-of-inventions';
import { eraOfInventionsBoard } from '../../../engine/era-of-inventions/email/board';
import { game } from './helpers';

export interface Texts {
  readonly en: string[];
  readonly ja: string[];
}

/** The texts of the email board's data: its string values, without styles and colours. */
function wordsOf(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(wordsOf);
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => (/style|colou?r/i.test(key) ? [] : wordsOf(value)));
}

export function textsAt(match: Match<EraState>, candidates: readonly EraMove[] = []): Texts {
  const s = match.state;
  const en: string[] = [];
  const ja: string[] = [];
  for (let seat = 0; seat < match.players; seat++) {
    const view = game.view(s, seat);
    en.push(game.describe(view, 'en'));
    ja.push(game.describe(view, 'ja'));
    // The board is drawn without names, as a test reads it: every player is its seat reference.
    en.push(...wordsOf(eraOfInventionsBoard(view, [], 'en')));
    ja.push(...wordsOf(eraOfInventionsBoard(view, [], 'ja')));
    for (const [lang, out] of [
      ['en', en],
      ['ja', ja],
    ] as const) {
      const picture = game.picture?.(view, lang);
      if (picture) out.push(picture.alt, ...(picture.legend ?? []).map((l) => l.text));
    }
  }
  for (const p of game.pending(s)) {
    en.push(p.prompt);
    if (p.promptJa) ja.push(p.promptJa);
    const legal = game.legalMoves(s, p.seat);
    const listed = new Set(legal.map((m) => JSON.stringify(m)));
    for (const m of legal) {
      en.push(game.describeMove!(s, p.seat, m, 'en'));
      ja.push(game.describeMove!(s, p.seat, m, 'ja'));
      if (game.formatJa) ja.push(game.formatJa(m));
    }
    for (const m of candidates) {
      if (listed.has(JSON.stringify(m))) continue;
      const out = game.apply(s, p.seat, m);
      if (out.ok) continue;
      en.push(out.error.reason);
      if (out.error.reasonJa) ja.push(out.error.reasonJa);
    }
  }
  return { en, ja };
}

/** Every move legal at one of `positions` (each once): moves to try where they are not legal. */
export function movesSeen(positions: readonly Match<EraState>[]): EraMove[] {
  const seen = new Map<string, EraMove>();
  for (const match of positions) {
    for (const p of game.pending(match.state)) for (const m of game.legalMoves(match.state, p.seat)) seen.set(JSON.stringify(m), m);
  }
  return [...seen.values()];
}
