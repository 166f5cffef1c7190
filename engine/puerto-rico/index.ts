/**
 * Puerto Rico (2–5 players; base game, and the expansions of rules/puerto-rico-expansions.md
 * as options) as a GameModule on the core step runner. The spec is rules/puerto-rico.md;
 * deviations are in RULES-NOTES.md.
 */
import { unreadable } from '../core/errors';
import { defineGame } from '../core/steps/define-game';
import { clockwiseFrom } from '../core/steps/turn-order';
import type { GameModule } from '../core/types';
import { puertoRicoPolicy } from './bot';
import { describeView } from './describe';
import { describeMove } from './describe-move';
import { withSubjects } from '../core/event-subjects';
import { puertoRicoBoard } from './email/board';
import { puertoRicoPicture } from './picture/index';
import { invariantsOf } from './invariants';
import type { PRMove } from './moves';
import { formatMoveJa } from './format-ja';
import { freshTurn } from './fresh-turn';
import { formatMove, parseMove } from './notation';
import { rehide } from './rehide';
import { runner } from './rules';
import { resultOf } from './score';
import { setupExpansions } from './selection';
import { summaryOf } from './summary';
import { EXPANSION_CHOICES, setupState, type PRState } from './state';
import { viewOf, type PRView } from './view';

export type { PRMove } from './moves';
export type { PRState } from './state';
export type { PRView } from './view';

const defined: GameModule<PRState, PRMove, PRView> = defineGame<PRState, PRMove, PRView>({
  meta: {
    id: 'puerto-rico',
    title: 'Puerto Rico',
    titleJa: 'プエルトリコ',
    minPlayers: 2,
    maxPlayers: 5,
    engineVersion: 1,
    options: [
      {
        key: 'bga-start-doubloons',
        description: 'Balanced start (BGA variant): players starting with corn get 1 doubloon less (§10.1, expansions §2.1)',
        descriptionJa: 'バランス開始（BGAのヴァリアント）：コーンで始めるプレイヤーは1ダブロン少ない（§10.1、拡張 §2.1）',
        type: 'boolean',
        default: false,
      },
      {
        key: 'bga-building-prices',
        description: 'Price swap (BGA variant): Factory costs 8 and University 7 (§10.1, expansions §2.2)',
        descriptionJa: '値段の入れ替え（BGAのヴァリアント）：工場が8ダブロン、大学が7ダブロン（§10.1、拡張 §2.2）',
        type: 'boolean',
        default: false,
      },
      {
        key: 'craftsman-angst',
        description: '2 players: Craftsman Angst / two-player alternation, 5 roles a round (Governor 3, other 2) (§10.2, expansions §2.3)',
        descriptionJa: '2人用「監督の苦悩」：1ラウンドに役割5回を交互に選ぶ（総督3回、相手2回）（§10.2、拡張 §2.3）',
        type: 'boolean',
        default: false,
      },
      {
        key: 'governor',
        description: 'Seat of the first Governor (1–5); 0 draws one at random',
        descriptionJa: '最初の総督の席（1〜5）。0なら無作為に決める',
        type: 'number',
        default: 0,
      },
      {
        key: 'expansions',
        description: 'Expansions: buildings (The New Buildings), nobles (The Nobles), buildings,nobles (both), none',
        descriptionJa: '拡張：buildings（新しい建物）、nobles（貴族）、buildings,nobles（両方）、none（なし）',
        type: 'choice',
        choices: EXPANSION_CHOICES,
        default: 'none',
      },
      {
        key: 'selection',
        description: 'With an expansion: the violet buildings of the game are drafted by the players (draft) or drawn at random (random)',
        descriptionJa: '拡張を使うとき：ゲームに使う紫色の建物をプレイヤーがドラフトする（draft）か、無作為に選ぶ（random）',
        type: 'choice',
        choices: ['draft', 'random'],
        default: 'draft',
      },
    ],
    variants: [{ expansions: 'buildings' }, { expansions: 'nobles', selection: 'random' }, { expansions: 'buildings,nobles' }],
  },
  runner,
  initial: (players, options, seed) => setupExpansions(setupState(players, options, seed)),
  format: formatMove,
  formatJa: formatMoveJa,
  parse(text, legal) {
    if (legal.length === 0) return unreadable('You have no decision to take now.', 'not-your-turn', '今あなたが決めることはありません。');
    return parseMove(text, legal, formatMoveJa);
  },
  view: viewOf,
  describe: describeView,
  summary: summaryOf,
  picture: puertoRicoPicture,
  describeMove,
  freshTurn,
  rehide,
  result: resultOf,
  invariants: invariantsOf,
  // The players' list starts with the Governor and goes clockwise (spec §3).
  turnOrder: (v) => clockwiseFrom(v.governor, v.players),
  board: { data: puertoRicoBoard },
  bot: puertoRicoPolicy,
});

export const puertoRico: GameModule<PRState, PRMove, PRView> = {
  ...defined,
  apply: (s, seat, move) => withSubjects(defined.apply(s, seat, move)),
};
