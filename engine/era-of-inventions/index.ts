/**
 * Era of Inventions (発明の時代, Quined Games 2010) for 3–5 players: the registry entry
 * (spec rules/era-of-inventions.md; readings and deviations in RULES-NOTES.md). The card and
 * board numbers come from a versioned data set (§6.2); a game keeps the one it started with.
 */
import { seedRng, shuffle } from '../core/rng';
import { defineGame } from '../core/steps/define-game';
import type { GameModule } from '../core/types';
import { eraOfInventionsPolicy } from './bot';
import { registerDataset, SHIPPED, type RawDataset } from './data';
import { describeView } from './describe';
import { summaryOf } from './summary';
import { describeMove } from './describe-move';
import { eraOfInventionsBoard } from './email/board';
import { eraPicture } from './picture/index';
import { freshTurn } from './fresh-turn';
import { withSubjects } from '../core/event-subjects';
import { invariantsOf } from './invariants';
import { formatMove, parseMove } from './notation';
import { formatMoveJa } from './notation-ja';
import { RULE_OPTIONS } from './rules';
import { resultOf } from './score';
import { setupState } from './setup';
import type { EraMove, EraState } from './state';
import { runner } from './steps';
import { viewOf, type EraView } from './view';

export type { EraMove, EraState } from './state';
export type { EraView } from './view';

/** The game over the shipped data set plus `extra` ones (a real data set later; tests use an altered one). */
export function makeEraOfInventions(extra: readonly RawDataset[] = []): GameModule<EraState, EraMove, EraView> {
  const ids = [SHIPPED.data.id, ...extra.map((raw) => registerDataset(raw).data.id)];
  const shipped = SHIPPED.data;
  const defined = defineGame<EraState, EraMove, EraView>({
    meta: {
      id: 'era-of-inventions',
      // Every email subject, `pbem games` and the web mailbox carry the title: say there that the shipped data is invented (§6.4).
      title: shipped.provenance === 'PLACEHOLDER' ? 'Era of Inventions (placeholder card data)' : 'Era of Inventions',
      titleJa: shipped.provenance === 'PLACEHOLDER' ? '発明の時代（暫定データ）' : '発明の時代',
      minPlayers: 3,
      maxPlayers: 5,
      engineVersion: 1,
      options: [
        {
          key: 'dataset',
          description: shipped.provenance === 'PLACEHOLDER' ? `card and board data set. ${shipped.notice}` : 'card and board data set',
          descriptionJa:
            shipped.provenance === 'PLACEHOLDER' ? `カードとボードのデータセット。${shipped.noticeJa}` : 'カードとボードのデータセット',
          type: 'choice',
          choices: ids,
          default: shipped.id,
        },
        ...RULE_OPTIONS,
      ],
    },
    runner,
    initial: (players, options, seed) => setupState(players, { dataset: shipped.id, ...options }, seed),
    format: formatMove,
    formatJa: formatMoveJa,
    parse: (text, legal) => parseMove(text, legal, formatMoveJa),
    describeMove,
    view: viewOf,
    describe: describeView,
    summary: summaryOf,
    picture: eraPicture,
    result: resultOf,
    freshTurn,
    // Only the order of the two draw piles (and so the generator) is hidden (§7).
    rehide(s, _viewer, seed) {
      const rng = seedRng(seed);
      return { ...s, invDraw: shuffle(rng, s.invDraw), facDraw: shuffle(rng, s.facDraw), rng };
    },
    invariants: invariantsOf,
    // Clockwise from the start player (§4), as the players' list reads.
    turnOrder: (v) => v.turnOrder,
    board: { data: eraOfInventionsBoard },
    bot: eraOfInventionsPolicy,
  });
  return { ...defined, apply: (s, seat, move) => withSubjects(defined.apply(s, seat, move)) };
}

export const eraOfInventions = makeEraOfInventions();
