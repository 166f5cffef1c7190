/** Placement (§2.3, DP-1), resolution (§2.4, DP-2) and the bonus window (§2.6, DP-9). */
import type { Seat } from '../../core/types';
import { seatW } from '../economy';
import { AREAS, type Area, type BonusAction, type EraFrame, type EraMove, type EraState, type FrameOf } from '../state';
import { buildMoves } from './build';
import { buyMoves } from './buy';
import { refusal, refusalOf, type Step, type Auto, type Why } from './common';
import { developMoves, patentMoves } from './lab';
import { produceMoves } from './make';
import { exchangeMoves } from './market';
import { factoryMoves, produceAll } from './production';

export const AREA_TEXT: Record<Area, string> = {
  factories: 'area 1: build factories',
  production: 'area 2: produce in factories',
  resources: 'area 3: buy resources',
  market: 'area 4: exchange market',
  development: 'area 5: develop inventions / register patents',
  inventions: 'area 6: produce inventions',
};
/** The seed's names of the six areas (エリア1:工場の建設 …), bare, for labels. */
export const AREA_NAME_JA: Record<Area, string> = {
  factories: '工場の建設',
  production: '工場での生産',
  resources: '資源の購入',
  market: '交換市場',
  development: '発明品の開発／特許の登録',
  inventions: '発明品の生産',
};
const AREA_NUMBER: Record<Area, number> = { factories: 1, production: 2, resources: 3, market: 4, development: 5, inventions: 6 };
/** The same with the area's number, written to sit inside a sentence: エリア1（工場の建設）. */
export const AREA_JA = Object.fromEntries(
  (Object.keys(AREA_NAME_JA) as Area[]).map((a) => [a, `エリア${AREA_NUMBER[a]}（${AREA_NAME_JA[a]}）`]),
) as Record<Area, string>;

export const roundStart: Auto<'roundStart'> = {
  automatic: true,
  run(d) {
    d.s.areas = AREAS.map(() => []);
    d.s.seats = d.s.seats.map((p) => ({ ...p, tokens: d.s.tokensEach }));
    d.s.developedThisRound = false;
    d.say(
      d.s.startPlayer,
      `starts round ${d.s.round} of ${d.s.rounds}`,
      `第${d.s.round}ラウンド（全${d.s.rounds}ラウンド）のスタートプレイヤーになった`,
    );
    return [{ kind: 'place', seat: d.s.startPlayer, turn: 0 }];
  },
};

/** §2.3: at most 2 tokens per area and never two of one player. */
export function whyNotPlace(s: EraState, seat: Seat, area: Area): Why | null {
  const on = s.areas[AREAS.indexOf(area)];
  if (!on) return { en: `There is no area "${area}".`, ja: `「${area}」というエリアはありません。` };
  if (on.includes(seat))
    return {
      en: `You already have a token in ${AREA_TEXT[area]}: one per player per area.`,
      ja: `${AREA_JA[area]}にはすでにあなたのトークンがあります。1つのエリアに置けるのは1人1個までです。`,
    };
  if (on.length >= 2) return { en: `${AREA_TEXT[area]} already holds 2 tokens.`, ja: `${AREA_JA[area]}にはすでにトークンが2個あります。` };
  return null;
}

export const place: Step<'place'> = {
  decision: 'DP-1',
  prompt: () => 'place an action token',
  promptJa: () => 'アクショントークンを配置する',
  legal: (s, _f, seat) => AREAS.filter((a) => whyNotPlace(s, seat, a) === null).map((area) => ({ kind: 'place', area })),
  apply(d, f, seat, move) {
    if (move.kind !== 'place') return [];
    d.at('areas', AREAS.indexOf(move.area)).push(seat);
    seatW(d, seat).tokens -= 1;
    d.say(seat, `places a token on ${AREA_TEXT[move.area]}`, `${AREA_JA[move.area]}にアクショントークンを置いた`);
    const turn = f.turn + 1;
    // Round robin from the start player; everyone has the same number of tokens (§2.3).
    if (turn < d.s.players * d.s.tokensEach) return [{ kind: 'place', seat: (d.s.startPlayer + turn) % d.s.players, turn }];
    return [{ kind: 'resolve', seat: d.s.startPlayer }];
  },
  explain: (s, _f, seat, move) =>
    move.kind === 'place'
      ? refusalOf(whyNotPlace(s, seat, move.area) ?? { en: 'You cannot place there now.', ja: 'そこには今は置けません。' })
      : null,
  neutral: () => null,
};

/** Areas where `seat` still has a token, in board order. */
export function tokensOf(s: EraState, seat: Seat): Area[] {
  return AREAS.filter((_a, i) => s.areas[i]!.includes(seat));
}

function actionFrames(area: Area, seat: Seat, d: Parameters<typeof produceAll>[0]): EraFrame[] {
  switch (area) {
    case 'factories':
      return [{ kind: 'build', seat, left: 3, bonus: false }];
    case 'production':
      return produceAll(d, seat);
    case 'resources':
      return [{ kind: 'buy', seat, left: 3, bought: [], bonus: false }];
    case 'market':
      return [{ kind: 'market', seat, left: 5, used: [0, 0, 0], first: true, bonus: false }];
    case 'development':
      return [{ kind: 'lab', seat, mode: 'choose', left: 2, gears: 0, bonus: false }];
    case 'inventions':
      return [{ kind: 'make', seat, left: 3, cards: [], bonus: false }];
  }
}

export const resolve: Step<'resolve'> = {
  decision: 'DP-2',
  prompt: () => 'resolve one of your action tokens',
  promptJa: () => 'アクショントークンを1つ解決する',
  legal: (s, _f, seat) =>
    tokensOf(s, seat).flatMap((area): EraMove[] => [
      { kind: 'resolve', area },
      { kind: 'pass', area },
    ]),
  apply(d, _f, seat, move) {
    if (move.kind !== 'resolve' && move.kind !== 'pass') return [];
    const i = AREAS.indexOf(move.area);
    d.mut('areas')[i] = d.s.areas[i]!.filter((x) => x !== seat);
    seatW(d, seat).actions += 1;
    // Next: the next seat clockwise with a token left (all have as many, E32).
    let next: EraFrame[] = [];
    for (let k = 1; k <= d.s.players; k++) {
      const other = (seat + k) % d.s.players;
      if (d.s.areas.some((a) => a.includes(other))) {
        next = [{ kind: 'resolve', seat: other }];
        break;
      }
    }
    const bonus: EraFrame = { kind: 'bonus', seat };
    if (move.kind === 'pass') {
      d.say(
        seat,
        `takes back the token on ${AREA_TEXT[move.area]} without acting`,
        `${AREA_JA[move.area]}のアクショントークンを解決せずに戻した`,
      );
      // D13: by default the window opens after a pass too.
      return d.s.rules.bonusAfterDecline ? [bonus, ...next] : next;
    }
    d.say(seat, `resolves ${AREA_TEXT[move.area]}`, `${AREA_JA[move.area]}のアクションを解決した`);
    return [...actionFrames(move.area, seat, d), bonus, ...next];
  },
  explain: (s, _f, seat, move) =>
    move.kind === 'resolve' || move.kind === 'pass'
      ? refusal(
          `You have no token on ${AREA_TEXT[move.area] ?? move.area}; your tokens are on ${tokensOf(s, seat)
            .map((a) => AREA_TEXT[a])
            .join(', ')}.`,
          `${AREA_JA[move.area] ?? move.area}にあなたのトークンはありません。あなたのトークン：${
            tokensOf(s, seat)
              .map((a) => AREA_JA[a])
              .join('、') || 'なし'
          }。`,
        )
      : null,
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'pass') ?? null,
};

/** Bonus tokens usable now: not bought at the market during the current regular action (§2.6, §3.3). */
export function usableBonus(s: EraState, seat: Seat): number {
  const p = s.seats[seat]!;
  return p.bonus.filter((u) => u <= p.actions).length;
}

/** The bonus actions `seat` can carry out now (a–g, §2.6). */
export function bonusOptions(s: EraState, seat: Seat): BonusAction[] {
  const can: Record<BonusAction, () => boolean> = {
    a: () => produceMoves(s, seat).length > 0,
    b: () => factoryMoves(s, seat).length > 0,
    c: () => buyMoves(s, seat, []).length > 0,
    d: () => exchangeMoves(s, seat, [0, 0, 0]).length > 0,
    e: () => developMoves(s, seat, 0).length > 0,
    f: () => patentMoves(s, seat).length > 0,
    g: () => buildMoves(s, seat).length > 0,
  };
  return (Object.keys(can) as BonusAction[]).filter((k) => can[k]());
}

export const BONUS_TEXT: Record<BonusAction, string> = {
  a: 'produce 1 invention card',
  b: 'produce with 1 of your factories',
  c: 'buy 1 pile for 1 coin',
  d: 'make 1 exchange',
  e: 'develop 1 invention',
  f: 'register 1 patent',
  g: 'build 1 factory',
};

/** The seed's list of bonus actions (追加アクショントークンで可能なアクション a–g). */
export const BONUS_JA: Record<BonusAction, string> = {
  a: '発明品1つを生産する',
  b: '自分の工場1つで生産する',
  c: '金貨1枚で資源1山を購入する',
  d: '交換市場で1回交換する',
  e: '発明品1つを開発する',
  f: '特許を1つ登録する',
  g: '工場を1つ建設する',
};

function bonusFrame(action: BonusAction, seat: Seat): EraFrame {
  switch (action) {
    case 'a':
      return { kind: 'make', seat, left: 1, cards: [], bonus: true };
    case 'b':
      return { kind: 'pickFactory', seat };
    case 'c':
      return { kind: 'buy', seat, left: 1, bought: [], bonus: true };
    case 'd':
      return { kind: 'market', seat, left: 1, used: [0, 0, 0], first: false, bonus: true };
    case 'e':
      return { kind: 'lab', seat, mode: 'develop', left: 1, gears: 0, bonus: true };
    case 'f':
      return { kind: 'lab', seat, mode: 'patent', left: 1, gears: 0, bonus: true };
    case 'g':
      return { kind: 'build', seat, left: 1, bonus: true };
  }
}

export const bonus: Step<'bonus'> = {
  decision: 'DP-9',
  seats: (s, f) => (usableBonus(s, f.seat) > 0 ? [f.seat] : []),
  prompt: () => 'use a bonus action token or not',
  promptJa: () => '追加アクショントークンを使うかどうか選ぶ',
  legal: (s, f) => [...bonusOptions(s, f.seat).map((action): EraMove => ({ kind: 'bonus', action })), { kind: 'nobonus' }],
  apply(d, _f, seat, move) {
    if (move.kind !== 'bonus') {
      d.say(seat, 'keeps their bonus tokens', '追加アクショントークンを使わなかった');
      return [];
    }
    const p = seatW(d, seat);
    const k = p.bonus.findIndex((u) => u <= p.actions);
    p.bonus.splice(k, 1);
    d.say(seat, `uses a bonus token: ${BONUS_TEXT[move.action]}`, `追加アクショントークンを使った：${BONUS_JA[move.action]}`);
    return [bonusFrame(move.action, seat)];
  },
  explain: (s, f, _seat, move) =>
    move.kind === 'bonus'
      ? refusal(
          `Bonus action ${move.action} (${BONUS_TEXT[move.action] ?? '?'}) cannot be carried out now; you can: ${bonusOptions(s, f.seat).join(', ') || 'none'}.`,
          `追加アクション${move.action}（${BONUS_JA[move.action] ?? '?'}）は今は実行できません。実行できるもの：${bonusOptions(s, f.seat).join('、') || 'なし'}。`,
        )
      : null,
  neutral: () => ({ kind: 'nobonus' }),
};
