/**
 * Every Japanese text a player can receive at a position of a game, straight from the engine
 * contract: prompts, two refusals, move labels (`formatJa`), move notes (`describeMove` in Japanese, as the
 * status email's move list gets them), the plain-text board (`describe(view, 'ja')`) of every
 * seat and of a spectator, the email board's data and the picture's legend of the deciding seat, the events of the
 * steps that led here and, at the end, the score lines. Seat references are filled with
 * katakana names, so a name never reads as an English word.
 */
import { fillSeats, newMatch, playMove, randomPlayout, type AnyGame, type AppliedStep, type Match, type Options } from '../../engine/index';
import { seedRng, randomInt } from '../../engine/core/rng';
import { latinTokensIn } from './japanese';

/** One text and where a player meets it. */
export interface JaText {
  readonly where: string;
  readonly text: string;
  /** For a move's note: the move's Japanese label, which the mail prints before it. */
  readonly label?: string;
  /** For a move's label: the move's notation. */
  readonly notation?: string;
}

/**
 * The Latin words a Japanese text may quote: those the game's Japanese labels write and the verbs
 * of its notation (what a player types back).
 */
export function notationWords(texts: readonly JaText[]): Set<string> {
  const words = new Set<string>();
  for (const t of texts) {
    if (t.notation === undefined) continue;
    for (const w of latinTokensIn(t.text)) words.add(w);
    const verb = /^[a-z]+/.exec(t.notation)?.[0];
    if (verb) words.add(verb);
  }
  return words;
}

const NAMES = ['ギン', 'ハナ', 'カイ', 'メイ', 'レン'] as const;
const named = (text: string) => fillSeats(text, (s) => NAMES[s] ?? `プレイヤー${s + 1}`);

/** Every string inside a JSON value (the email board's data), with its path. */
function stringsIn(value: unknown, path: string, out: JaText[]): void {
  if (typeof value === 'string') out.push({ where: path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsIn(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsIn(v, `${path}.${k}`, out);
}

/**
 * The Japanese texts of `match`'s position: what each pending seat is asked and offered, and what
 * every seat (and a spectator) sees of the board. `steps` are the events that led here.
 */
export function japaneseTextsAt(game: AnyGame, match: Match, steps: readonly AppliedStep[] = []): JaText[] {
  const out: JaText[] = [];
  const push = (where: string, text: string | undefined, more: { label?: string; notation?: string } = {}) => {
    if (text) out.push({ where, text: named(text), ...more });
  };
  const { state } = match;
  for (const step of steps) for (const e of step.events) push(`event of ${step.move}`, e.ja);
  const pendingSeats = game.pending(state).map((p) => p.seat);
  for (const p of game.pending(state)) {
    push('prompt', p.promptJa);
    // Refusals: a reply the game cannot read, and this seat's move sent by a seat that is not asked.
    const unread = game.parse('あいう', state, p.seat);
    if (!unread.ok) push('refusal of an unreadable move', unread.error.reasonJa);
    const first = game.legalMoves(state, p.seat)[0];
    const idle = Array.from({ length: match.players }, (_, s) => s).find((s) => !pendingSeats.includes(s));
    if (first && idle !== undefined) {
      const refused = game.apply(state, idle, first);
      if (!refused.ok) push('refusal of a seat not asked', refused.error.reasonJa);
    }
    for (const move of game.legalMoves(state, p.seat)) {
      const notation = game.format(move);
      const label = game.formatJa?.(move);
      push(`label of ${notation}`, label, { notation });
      if (game.describeMove) push(`note of ${notation}`, game.describeMove(state, p.seat, move, 'ja'), label ? { label } : {});
    }
  }
  const players = Array.from({ length: match.players }, (_, s) => s);
  const reader = game.pending(state)[0]?.seat ?? 0;
  for (const seat of [...players, null]) {
    const view = game.view(state, seat);
    const who = seat === null ? 'spectator' : `seat ${seat}`;
    push(`board of ${who}`, game.describe(view, 'ja'));
    // The email board and the picture carry the same words for every seat: one reader's are read.
    if (seat !== reader) continue;
    if (game.board && seat !== null) {
      const names = players.map((s) => ({ seat: s, name: NAMES[s]!, isYou: s === seat }));
      const data: JaText[] = [];
      stringsIn(game.board.data(view, names, 'ja'), `board data of ${who}`, data);
      // Styles, class names and colours of the HTML board are CSS, not words.
      for (const d of data) if (!/\.(\w*[sS]tyles?|colou?r|cls|\w*Class)$/.test(d.where)) push(d.where, d.text);
    }
    const picture = game.picture?.(view, 'ja');
    if (picture) {
      push(`picture alt of ${who}`, picture.alt);
      for (const line of picture.legend ?? []) push(`picture legend of ${who}`, line.text);
    }
  }
  for (const line of game.result(state)?.breakdown ?? []) push('score line', line.ja);
  return out;
}

/** One seeded random game to scan. */
export interface ScanGame {
  readonly players: number;
  readonly options: Options;
  readonly seed: string;
}

/**
 * Plays `scan` with uniform random choices and collects the Japanese texts at about `positions`
 * positions spread over the game (the last one is its end), each with the events since the
 * previous one. A first play-out of the same seed measures the game's length to spread them.
 */
export function scanGame(game: AnyGame, scan: ScanGame, positions: number): JaText[] {
  const created = newMatch(game, scan.players, scan.options, scan.seed);
  if (!created.ok) throw new Error(`${game.meta.id}: ${created.error.reason}`);
  const length = randomPlayout(game, scan.players, scan.seed, { checks: 'none', options: scan.options }).decisions;
  const every = Math.max(1, Math.floor(length / positions));
  const chooser = seedRng(`ja-scan:${scan.seed}`);
  let match = created.match;
  let since: AppliedStep[] = [...created.steps];
  const out: JaText[] = [];
  for (let decisions = 0; decisions < 20_000; decisions++) {
    const pending = game.pending(match.state);
    if (pending.length === 0 || decisions % every === 0) {
      out.push(...japaneseTextsAt(game, match, since));
      since = [];
    }
    if (pending.length === 0) return out;
    const decision = pending[randomInt(chooser, pending.length)]!;
    const legal = game.legalMoves(match.state, decision.seat);
    const played = playMove(game, match, decision.seat, legal[randomInt(chooser, legal.length)]!);
    if (!played.ok) throw new Error(`${game.meta.id} ${scan.seed}: ${played.error.reason}`);
    match = played.match;
    since.push(...played.steps);
  }
  throw new Error(`${game.meta.id} ${scan.seed}: not finished`);
}

/** Seats for each count a game allows between 2 and 5 with `options`. */
export function seatCounts(min: number, max: number): number[] {
  return Array.from({ length: 5 }, (_, i) => i + 1).filter((n) => n >= Math.max(2, min) && n <= max);
}
