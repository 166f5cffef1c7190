/** Barrage (Cranio Creations, 2019) for 2–4 players: the registry entry (spec /work/shared/rules/barrage.md). */
import { Draft } from '../core/steps/draft';
import { defineGame } from '../core/steps/define-game';
import { rankSeats } from '../core/steps/ranking';
import type { GameModule, GameResult } from '../core/types';
import { barragePolicy } from './bot';
import { draftOf } from './ctx';
import { compoundMoves, freshTurn } from './compound';
import { describeMove } from './describe-move';
import { barragePicture } from './picture/index';
import { describeView } from './describe';
import { barrageBoard } from './email/board';
import { startRound } from './flow';
import { checkInvariants } from './invariants';
import type { BarrageMove } from './moves';
import { formatMove, numberChoiceOf, parseMove } from './notation';
import { rehide } from './rehide';
import { runner } from './runner';
import { readOptions, setupState } from './setup';
import type { BarrageState } from './state';
import { viewOf, type BarrageView } from './view';

export type { BarrageState } from './state';
export type { BarrageMove } from './moves';
export type { BarrageView } from './view';
export { compoundMoves, type CompoundLine } from './compound';

export function resultOf(s: BarrageState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((p) => p.vp);
  const tie = s.seats.map((p) => p.lastEnergy);
  // Most VP; tie: more energy produced in round 5; still tied: shared place (spec §5, A14).
  const { ranking, places } = rankSeats(scores, [tie]);
  return { scores, ranking, places, tieBreak: tie, breakdown: [...s.breakdown] };
}

export const barrage: GameModule<BarrageState, BarrageMove, BarrageView> = defineGame<BarrageState, BarrageMove, BarrageView>({
  meta: {
    id: 'barrage',
    title: 'Barrage',
    titleJa: 'バラージ',
    minPlayers: 2,
    maxPlayers: 4,
    // 2: powerhouse spaces P10_1 and P12_1 are red-bordered (spec §1.2); version-1 logs replay differently.
    engineVersion: 2,
    options: [
      { key: 'variant', description: 'normal game (draft, patent office) or the introductory set-up', descriptionJa: '通常ルール(個人ボードの選択、特許あり)か導入ルール', type: 'choice', choices: ['normal', 'intro'], default: 'normal' },
      { key: 'energyTiePool', description: 'VP shared by players tied 1st on the energy track: 6 (seed, default) or 8 (BGA)', descriptionJa: '発電トラック1位が同点のとき分けるVP: 6(元ルール、既定)か8(BGA)', type: 'choice', choices: ['6', '8'], default: '6' },
      { key: 'releaseBeforeContract', description: 'production water flows on before the contract is fulfilled (BGA order)', descriptionJa: '発電に使った水を契約の充足より先に流す(BGAの順)', type: 'boolean', default: false },
      { key: 'mahiriExtraOfficers', description: 'with Mahiri in a 2–3 player game, add officers up to 4 to copy', descriptionJa: '2〜3人でMahiriがいるとき、コピー用の役員を4人まで追加', type: 'boolean', default: true },
      { key: 'fieslerInSecondProduction', description: "Viktor's minimum 4 also applies to Germany's second production", descriptionJa: 'Viktorの基礎発電量4をドイツの2回目の発電にも適用', type: 'boolean', default: false },
    ],
  },
  runner,
  initial(players, options, seed) {
    const s = setupState(players, readOptions(options), seed);
    if (s.phase === 'draft') return s;
    // The introductory game starts with round 1 itself (no draft): its income frames first.
    const d = new Draft(s, draftOf);
    d.s.stack = [...startRound(d.s, d)].reverse();
    return d.s;
  },
  format: formatMove,
  parse: (text, legal) => parseMove(text, legal),
  view: viewOf,
  describe: (v, lang) => describeView(v, lang),
  picture: barragePicture,
  describeMove,
  numberChoice: numberChoiceOf,
  rehide,
  compound: compoundMoves,
  freshTurn,
  result: resultOf,
  invariants: checkInvariants,
  // The turn order track (spec §3.1), which the players' list follows.
  turnOrder: (v) => v.turnOrder,
  board: { data: barrageBoard },
  bot: barragePolicy,
});
