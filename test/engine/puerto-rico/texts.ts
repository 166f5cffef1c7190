/**
 * Positions of seeded Puerto Rico play-outs and every text the game writes there, for the tests
 * that read all of the game's words at once (seat references, Japanese style, move labels).
 */
import { newMatch, playMove, playText, randomPlayout, type GameEvent, type Match, type Options, type Seat } from '../../../engine/index';
import { puertoRico, type PRMove, type PRState } from '../../../engine/puerto-rico';
import { BUILDING_IDS, GOODS, ROLES } from '../../../engine/puerto-rico/data';

/** The default options, then every option set the game names as changing its rules. */
export const OPTION_SETS: readonly Options[] = [{}, ...(puertoRico.meta.variants ?? [])];

export interface Position {
  readonly match: Match<PRState>;
  /** The events of the move that led here (forced steps included). */
  readonly events: readonly GameEvent[];
}

/** Every position of a seeded play-out with the events that led to it. */
export function playoutPositions(players: number, seed: string, options: Options = {}): Position[] {
  const played = randomPlayout(puertoRico, players, seed, { options, checks: 'none' });
  const made = newMatch(puertoRico, players, options, seed);
  if (!made.ok) throw new Error(made.error.reason);
  let match = made.match as Match<PRState>;
  const out: Position[] = [{ match, events: made.steps.flatMap((s) => s.events) }];
  for (const record of played.moves) {
    if (record.by === 'forced') continue;
    const step = record.data
      ? playMove(puertoRico, match, record.seat, record.data)
      : playText(puertoRico, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    match = step.match as Match<PRState>;
    out.push({ match, events: step.steps.flatMap((s) => s.events) });
  }
  return out;
}

/** About `most` positions spread over the list, the last one included. */
export function sample<T>(list: readonly T[], most: number): T[] {
  const k = Math.max(1, Math.ceil(list.length / most));
  return list.filter((_x, i) => i % k === 0 || i === list.length - 1);
}

/** Moves of every kind that may be illegal at a position, to read the refusals. */
function probes(): PRMove[] {
  return [
    ...ROLES.map((r) => ({ kind: 'chooseRole', role: r }) as PRMove),
    ...BUILDING_IDS.map((b) => ({ kind: 'build', building: b }) as PRMove),
    ...GOODS.flatMap((g) => [
      { kind: 'sell', good: g } as PRMove,
      { kind: 'takePlantation', tile: g } as PRMove,
      { kind: 'ship', good: g, ship: 5 } as PRMove,
      { kind: 'keep', good: g } as PRMove,
    ]),
    { kind: 'takeQuarry' },
    { kind: 'place', target: 'corn' },
    { kind: 'place', target: 'harbor' },
    { kind: 'remove', target: 'quarry' },
    { kind: 'useHacienda' },
    { kind: 'useHospice' },
    { kind: 'useUniversity' },
    { kind: 'pass' },
    { kind: 'done' },
  ];
}

export interface Texts {
  readonly en: string[];
  readonly ja: string[];
  /** The Japanese log lines, prompts and move notes: phrases, never です・ます (JA-STYLE "Register"). */
  readonly jaPhrases: string[];
}

/**
 * Everything the game writes at `at` in both languages: the events that led here, prompts, the
 * board of every seat, every legal move's note, refusals of moves that are not legal, and the
 * score breakdown once the game is over.
 */
export function textsAt(at: Position): Texts {
  const s = at.match.state;
  const en: string[] = [];
  const ja: string[] = [];
  const jaPhrases: string[] = [];
  for (const e of at.events) {
    en.push(e.text);
    if (e.ja !== undefined) jaPhrases.push(e.ja);
  }
  const pending = puertoRico.pending(s);
  for (const p of pending) {
    en.push(p.prompt);
    if (p.promptJa !== undefined) jaPhrases.push(p.promptJa);
  }
  for (let seat: Seat = 0; seat < s.players; seat++) {
    en.push(puertoRico.describe(puertoRico.view(s, seat), 'en'));
    ja.push(puertoRico.describe(puertoRico.view(s, seat), 'ja'));
  }
  for (const p of pending) {
    const legal = puertoRico.legalMoves(s, p.seat);
    for (const m of legal) {
      en.push(puertoRico.describeMove!(s, p.seat, m, 'en'));
      jaPhrases.push(puertoRico.describeMove!(s, p.seat, m, 'ja'));
    }
    for (const m of probes()) {
      const applied = puertoRico.apply(s, p.seat, m);
      // A move of another decision gets the step runner's own sentence (engine/core), not the game's.
      if (applied.ok || applied.error.code === 'illegal-move') continue;
      en.push(applied.error.reason);
      if (applied.error.reasonJa !== undefined) ja.push(applied.error.reasonJa);
    }
  }
  const result = puertoRico.result(s);
  for (const line of result?.breakdown ?? []) {
    en.push(line.text);
    if (line.ja !== undefined) ja.push(line.ja);
  }
  return { en, ja: [...jaPhrases, ...ja], jaPhrases };
}
