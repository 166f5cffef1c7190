/**
 * Warehouse Sale for 3–6 players (RULES.md): the registry entry, and the worked example of
 * docs/adding-a-game.md. Buy crates with sealed bids, sell them for cheques with sealed
 * choices; the richest player wins.
 */
import { defineGame } from '../core/steps/define-game';
import { createRunner } from '../core/steps/runner';
import type { GameModule } from '../core/types';
import { warehouseSalePolicy } from './bot';
import { MAX_PLAYERS, MIN_PLAYERS } from './data';
import { describeMove, describeView } from './describe';
import { summaryOf } from './summary';
import { warehouseSaleBoard } from './email/board';
import { formatMove, formatMoveJa, numberChoiceOf, parseAmong, readAnyMove } from './notation';
import { picture } from './picture';
import { invariants, resultOf } from './score';
import { type Frame, type SaleMove, type SaleState, setupState } from './state';
import { nextRound, STEPS } from './steps';
import { rehide, type SaleView, viewOf } from './view';

export type { SaleMove, SaleState } from './state';
export type { SaleView } from './view';

export const warehouseSaleRunner = createRunner<SaleState, SaleMove, Frame>({ steps: STEPS, format: formatMove, next: nextRound });

export const warehouseSale: GameModule<SaleState, SaleMove, SaleView> = defineGame<SaleState, SaleMove, SaleView>({
  meta: {
    id: 'warehouse-sale',
    title: 'Warehouse Sale',
    titleJa: '倉庫セール',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    engineVersion: 1,
    options: [],
  },
  runner: warehouseSaleRunner,
  initial: (players, _options, seed) => setupState(players, seed),
  format: formatMove,
  formatJa: formatMoveJa,
  parse(text, legal, s, seat) {
    const parsed = parseAmong(text, legal);
    if (parsed.ok || legal.length === 0) return parsed;
    // A well-formed move that is not legal now: the step's own refusal, with the numbers.
    const any = readAnyMove(text);
    if (!any) return parsed;
    const applied = warehouseSaleRunner.apply(s, seat, any);
    return applied.ok ? { ok: true, move: any } : { ok: false, error: applied.error };
  },
  numberChoice: numberChoiceOf,
  // Every decision is a whole turn (§3.2, §4.2): a seat deciding again is in a new round.
  freshTurn: (s, seat) => s.secret[seat] === null,
  describeMove,
  view: viewOf,
  rehide,
  describe: describeView,
  summary: summaryOf,
  picture,
  result: resultOf,
  invariants,
  board: { data: warehouseSaleBoard },
  bot: warehouseSalePolicy,
});
