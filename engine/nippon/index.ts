/**
 * Nippon (What's Your Game?, 2015) for 2–4 players on the core step runner: the registry
 * entry (spec rules/nippon.md). Component data comes from a versioned data set (data/); some of
 * it is provisional (§15) and every view says so.
 */
import { seedRng } from '../core/rng';
import { defineGame } from '../core/steps/define-game';
import { rankSeats } from '../core/steps/ranking';
import { createRunner } from '../core/steps/runner';
import type { GameModule, GameResult } from '../core/types';
import { nipponPolicy } from './bot';
import { candidates } from './candidates';
import { CURRENT_DATA, knownDataSets } from './data';
import { describeView } from './describe';
import { summaryOf } from './summary';
import { describeMove } from './describe-move';
import { nipponBoard } from './email/board';
import { nipponPicture } from './picture/index';
import { checkInvariants } from './invariants';
import type { NipponMove } from './moves';
import { formatMove, numberChoiceOf, parseMove } from './notation';
import { formatMoveJa } from './notation-ja';
import { setupState } from './setup';
import type { Frame, NipponState } from './state';
import { STEPS } from './steps';
import { type NipponView, viewOf } from './view';

export type { NipponState } from './state';
export type { NipponMove } from './moves';
export type { NipponView } from './view';

export const nipponRunner = createRunner<NipponState, NipponMove, Frame>({ steps: STEPS, format: formatMove, formatJa: formatMoveJa });

export function resultOf(s: NipponState): GameResult | null {
  if (!s.over) return null;
  const scores = s.seats.map((p) => p.vp);
  // §8.3, A31: ties go to the tied player whose last turn came latest.
  const { ranking, places } = rankSeats(scores, [s.lastTurn]);
  return { scores, ranking, places, tieBreak: [...s.lastTurn], breakdown: [...s.breakdown] };
}

export const nippon: GameModule<NipponState, NipponMove, NipponView> = defineGame<NipponState, NipponMove, NipponView>({
  meta: {
    id: 'nippon',
    title: 'Nippon (provisional component data)',
    titleJa: 'ニッポン（暫定データ）',
    minPlayers: 2,
    maxPlayers: 4,
    // 2: no global refill after a take that empties no slot (A5/A6, steps/turn.ts).
    engineVersion: 2,
    options: [
      {
        key: 'data',
        description:
          'component data set; some values (contracts, city tiles, tracks, region bonuses) are provisional until checked against the physical game',
        descriptionJa: 'コンポーネントデータのセット。一部の値（契約、都市タイル、トラック、地域ボーナス）は実物と照合するまで暫定値です',
        type: 'choice',
        choices: knownDataSets(),
        default: CURRENT_DATA,
      },
    ],
  },
  runner: nipponRunner,
  initial(players, options, seed) {
    const version = typeof options.data === 'string' ? options.data : CURRENT_DATA;
    return setupState(players, version, seed);
  },
  format: formatMove,
  formatJa: formatMoveJa,
  parse(text, legal, s, seat) {
    const parsed = parseMove(text, legal, formatMoveJa);
    if (parsed.ok || legal.length === 0) return parsed;
    // A well-formed move that is not legal: the step's own refusal, with the numbers.
    const other = parseMove(text, candidates(s, seat));
    if (!other.ok) return parsed;
    const applied = nipponRunner.apply(s, seat, other.move);
    return applied.ok ? other : { ok: false, error: applied.error };
  },
  describeMove,
  numberChoice: numberChoiceOf,
  view: viewOf,
  describe: describeView,
  summary: summaryOf,
  picture: nipponPicture,
  // Nothing is hidden but the generator (§13): the same position with another generator.
  rehide: (s, _viewer, seed) => ({ ...s, rng: seedRng(seed) }),
  result: resultOf,
  invariants: checkInvariants,
  board: { data: nipponBoard },
  // No `freshTurn`: turns rotate seat by seat (§4.3), so a seat never decides again right after
  // its own turn ends, and a whole turn (worker, action, its choices, blueprints) ends where
  // the next seat decides.
  bot: nipponPolicy,
});
