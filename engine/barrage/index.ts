/** Barrage (Cranio Creations, 2019) for 1–4 players with Automas, 2–4 without: the registry entry (Barrage rules specification). */
import { fillSeats, hasSeatRef, seatRef } from '../core/seat-text';
import { Draft } from '../core/steps/draft';
import { defineGame } from '../core/steps/define-game';
import { rankSeats } from '../core/steps/ranking';
import type { Applied, GameEvent, GameModule, GameResult, ScoreLine } from '../core/types';
import { MAX_AUTOMAS } from './automa/config';
import { readAutomaOptions, withAutomas } from './automa/setup';
import { automaName } from './automa/names';
import { barragePolicy } from './bot';
import { draftOf } from './ctx';
import { compoundMoves, freshTurn } from './compound';
import { describeMove } from './describe-move';
import { barragePicture } from './picture/index';
import { describeView } from './describe';
import { summaryOf } from './summary';
import { barrageBoard } from './email/board';
import { AUTOMATIC, nextFrames, startRound } from './flow';
import { checkInvariants } from './invariants';
import type { BarrageMove } from './moves';
import { formatMove, numberChoiceOf, parseMove } from './notation';
import { formatMoveJa } from './notation-ja';
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
  if (!s.automa) return { scores, ranking, places, tieBreak: tie, breakdown: [...s.breakdown] };
  // With Automas the result is the players' (seats 0 … humans−1), each placed among all
  // companies; the Automas' scores are breakdown lines (Automa spec §6.4).
  const humans = s.automa.humans;
  const automaLines: ScoreLine[] = s.seats.slice(humans).map((p, i) => ({
    seat: null,
    text: `${automaName(s, humans + i)}: ${p.vp} VP, place ${places[humans + i]}`,
    ja: `${automaName(s, humans + i, 'ja')}：${p.vp}VP、${places[humans + i]}位`,
  }));
  return {
    scores: scores.slice(0, humans),
    ranking: ranking.filter((seat) => seat < humans),
    places: places.slice(0, humans),
    tieBreak: tie.slice(0, humans),
    breakdown: [...s.breakdown.map((line) => relabelLine(s, line)), ...automaLines],
  };
}

/** An Automa's line or event is the game's, with the Automa's name in front (it has no player name). */
function relabelLine<T extends ScoreLine | GameEvent>(s: BarrageState, line: T): T {
  if (line.seat === null || !s.seats[line.seat]?.automa) return line;
  const seat = line.seat;
  // An event's Japanese names its subject (「オートマIが…」); a score line gets the name in front.
  const ja =
    line.ja &&
    (hasSeatRef(line.ja)
      ? fillSeats(line.ja, (n) => (s.seats[n]?.automa ? automaName(s, n, 'ja') : seatRef(n)))
      : `${automaName(s, seat, 'ja')}：${line.ja}`);
  return { ...line, seat: null, text: `${automaName(s, seat)} ${line.text}`, ...(ja ? { ja } : {}) };
}

/**
 * Automas first in round 1 of an introductory game play before anybody moves, so no move carries
 * their events: run those turns here and keep their lines in the state for the first emails.
 */
function openingTurns(d: Draft<BarrageState>): BarrageState {
  for (let guard = 0; guard < 100; guard++) {
    const top = d.s.stack.at(-1);
    if (top === undefined) {
      d.s.stack.push(...nextFrames(d).reverse());
      continue;
    }
    if (!(top.kind in AUTOMATIC)) break;
    d.s.stack.pop();
    d.s.stack.push(
      ...AUTOMATIC[top.kind as keyof typeof AUTOMATIC]
        .run(d, top as never)
        .slice()
        .reverse(),
    );
  }
  const opening = d.events
    .filter((e) => e.seat !== null)
    .map((e) => relabelLine(d.s, e))
    .map((e) => ({ text: e.text, ...(e.ja ? { ja: e.ja } : {}) }));
  return { ...d.s, automa: { ...d.s.automa!, opening } };
}

function applyMove(s: BarrageState, seat: number, move: BarrageMove): Applied<BarrageState> {
  const r = runner.apply(s, seat, move);
  if (!r.ok || !r.state.automa) return r;
  const state = r.state;
  return {
    ok: true,
    state,
    reveals: r.reveals ?? false,
    get events() {
      return r.events.map((e) => relabelLine(state, e));
    },
  };
}

export const barrage: GameModule<BarrageState, BarrageMove, BarrageView> = {
  ...defineGame<BarrageState, BarrageMove, BarrageView>({
    meta: {
      id: 'barrage',
      title: 'Barrage',
      titleJa: 'バラージ',
      minPlayers: 2,
      maxPlayers: 4,
      // Automas fill seats: one player may play alone against them, and all companies are at most 4 (Automa spec §1.1).
      ruleSeats: { option: 'automas', minPlayers: 1 },
      // 2: powerhouse spaces P10_1 and P12_1 are red-bordered (spec §1.2); version-1 logs replay differently.
      engineVersion: 2,
      // Automas are seats the rules play: the contract suite plays these sets with the player counts they allow.
      variants: [{ automas: '1' }, { automas: '2', 'automa-level': 'easy' }],
      options: [
        {
          key: 'variant',
          description: 'normal game (draft, patent office) or the introductory set-up',
          descriptionJa: '通常ルール（個人ボードの選択、特許あり）か導入ルール',
          type: 'choice',
          choices: ['normal', 'intro'],
          default: 'normal',
        },
        {
          key: 'energyTiePool',
          description: 'VP shared by players tied 1st on the energy track: 6 (seed, default) or 8 (BGA)',
          descriptionJa: '発電トラック1位が同点のとき分けるVP：6（元ルール、既定）か8（BGA）',
          type: 'choice',
          choices: ['6', '8'],
          default: '6',
        },
        {
          key: 'releaseBeforeContract',
          description: 'production water flows on before the contract is fulfilled (BGA order)',
          descriptionJa: '発電に使った水を契約の充足より先に流す（BGAの順）',
          type: 'boolean',
          default: false,
        },
        {
          key: 'mahiriExtraOfficers',
          description: 'with Mahiri in a 2–3 player game, add officers up to 4 to copy',
          descriptionJa: '2〜3人でMahiriがいるとき、コピー用の役員を4人まで追加',
          type: 'boolean',
          default: true,
        },
        {
          key: 'automas',
          description: 'Automas: companies the rules move, 0–3; players + Automas ≤ 4; 1 player plays solo',
          descriptionJa: 'オートマ（ルールが動かす会社）の数 1〜3。人数+オートマは4まで。1人ならソロプレイ',
          type: 'choice',
          choices: ['0', ...Array.from({ length: MAX_AUTOMAS }, (_x, i) => String(i + 1))],
          default: '0',
        },
        {
          key: 'automa-level',
          description: 'Automa difficulty: easy or medium (default)',
          descriptionJa: 'オートマの難易度：easy（易しい）かmedium（普通、既定）',
          type: 'choice',
          choices: ['easy', 'medium'],
          default: 'medium',
        },
        {
          key: 'fieslerInSecondProduction',
          description: "Viktor's minimum 4 also applies to Germany's second production",
          descriptionJa: 'Viktorの基礎発電量4をドイツの2回目の発電にも適用',
          type: 'boolean',
          default: false,
        },
      ],
    },
    runner,
    initial(players, options, seed) {
      const automas = readAutomaOptions(options);
      const s = automas
        ? withAutomas(setupState(players + automas.count, readOptions(options), seed), players, automas)
        : setupState(players, readOptions(options), seed);
      if (s.phase === 'draft') return s;
      // The introductory game starts with round 1 itself (no draft): its income frames first.
      const d = new Draft(s, draftOf);
      d.s.stack = [...startRound(d.s, d)].reverse();
      return d.s.automa ? openingTurns(d) : d.s;
    },
    format: formatMove,
    formatJa: formatMoveJa,
    parse: (text, legal) => parseMove(text, legal, formatMoveJa),
    view: viewOf,
    describe: (v, lang) => describeView(v, lang),
    summary: summaryOf,
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
  }),
  // Automas' events carry the Automa's name (they have no player name): the runner's apply, relabelled.
  apply: applyMove,
};
