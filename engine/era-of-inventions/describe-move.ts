/** What a legal move does and costs, in words, beside each move in an email (en and ja). */
import type { Lang, Seat } from '../core/types';
import { cardOf, costText, factoryOf, ix, rewardText, spaceIndex } from './economy';
import type { EraMove, EraState } from './state';
import { nextPatentStep } from './steps/lab';
import { spacesOf } from './steps/make';
import { EXCHANGE_TEXT } from './steps/market';
import { goodsText } from './steps/production';
import { AREA_JA, AREA_TEXT, BONUS_TEXT } from './steps/turn';
import { factoryView } from './view';

function developersPaid(s: EraState, seat: Seat, card: string): string {
  const c = cardOf(s, card);
  if (c.kind === 'start') return '';
  const paid = spacesOf(s, c.invention as string).flatMap((i) => {
    const dev = s.dev[i];
    if (dev === null || dev === undefined || dev === seat) return [];
    if (c.kind === 'imitation' && s.patent[i] !== dev) return [];
    return [`seat ${dev + 1} gets ${rewardText(ix(s).data.inventionSpaces[i]!.developerReward)}`];
  });
  return paid.length > 0 ? `; ${paid.join(', ')}` : '';
}

function en(s: EraState, seat: Seat, m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `token on ${AREA_TEXT[m.area]}`;
    case 'resolve':
      return `carry out ${AREA_TEXT[m.area]}`;
    case 'pass':
      return 'take the token back without acting';
    case 'build': {
      const f = factoryView(s, m.factory);
      return `costs ${f.cost}; makes ${f.output}, capacity ${f.capacity}${f.ip > 0 ? `; +${f.ip} IP now` : ''}`;
    }
    case 'take':
      return `take ${goodsText(m.goods)}`;
    case 'factory':
      return `this factory makes ${factoryView(s, m.factory).output}`;
    case 'buy': {
      const i = ix(s).points.get(m.point) as number;
      return `1 coin for ${s.supply[i]} ${ix(s).data.supplyPoints[i]!.resource}`;
    }
    case 'gear':
      return '1 gear, free (ends the action)';
    case 'exchange':
      return EXCHANGE_TEXT[m.trade];
    case 'swap':
      return `pay 1 ${m.pay[0]} + 1 ${m.pay[1]}, then choose 1 coin or resource of another kind`;
    case 'gain':
      return `1 ${m.item}`;
    case 'develop': {
      const x = ix(s).data.inventionSpaces[spaceIndex(s, m.space)]!;
      return `${x.gearCost} gears; +${x.developIP} IP; later you get ${rewardText(x.developerReward)} when others produce it${x.tier === 'basic' ? '; its 3 cards join the game' : ''}`;
    }
    case 'patent': {
      const t = nextPatentStep(s, seat);
      const cost = t ? `${t.cost} coins, +${t.ip} IP` : '';
      return m.space === null ? `${cost}; no invention to patent: a marker is wasted` : `${cost}; marker on ${m.space}`;
    }
    case 'produce': {
      const c = cardOf(s, m.card);
      const any = c.cost.any ? ' ("?" = coal, metal, tech or tools, chosen next)' : '';
      return `pay ${costText(c.cost)}${any}; gain ${rewardText(c.benefit)}${developersPaid(s, seat, m.card)}`;
    }
    case 'pay':
      return `pay ${costText(m.pay)}`;
    case 'bonus':
      return `use 1 bonus token: ${BONUS_TEXT[m.action]}`;
    case 'nobonus':
      return 'keep your bonus tokens';
    case 'done':
      return 'end this action';
  }
}

const JA_BONUS: Record<string, string> = {
  a: '発明品1つを生産',
  b: '自分の工場1つで生産',
  c: '金貨1枚で資源1山を購入',
  d: '交換を1回',
  e: '発明品1つを開発',
  f: '特許を1つ登録',
  g: '工場を1つ建設',
};

function ja(s: EraState, seat: Seat, m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `${AREA_JA[m.area]}に配置`;
    case 'resolve':
      return `${AREA_JA[m.area]}を実行`;
    case 'pass':
      return '実行せずにトークンを戻す';
    case 'build':
      return `コスト ${costText(factoryOf(s, m.factory).cost)}、影響点 +${factoryOf(s, m.factory).ip}`;
    case 'take':
      return `${goodsText(m.goods)}を得る`;
    case 'factory':
      return `${factoryView(s, m.factory).output}を生産`;
    case 'buy':
      return '金貨1枚で1山を購入';
    case 'gear':
      return '開発歯車1個を無料で受け取る';
    case 'exchange':
      return `交換: ${EXCHANGE_TEXT[m.trade]}`;
    case 'swap':
      return `${m.pay.join('+')}を支払い、別の種類を1個得る`;
    case 'gain':
      return `${m.item}1個を得る`;
    case 'develop': {
      const x = ix(s).data.inventionSpaces[spaceIndex(s, m.space)]!;
      return `歯車${x.gearCost}個、影響点 +${x.developIP}`;
    }
    case 'patent': {
      const t = nextPatentStep(s, seat);
      return t ? `金貨${t.cost}枚、影響点 +${t.ip}` : '特許を登録';
    }
    case 'produce': {
      const c = cardOf(s, m.card);
      return `コスト ${costText(c.cost)}、利益 ${rewardText(c.benefit)}`;
    }
    case 'pay':
      return `${costText(m.pay)}を支払う`;
    case 'bonus':
      return `追加アクショントークンを1枚使う: ${JA_BONUS[m.action]}`;
    case 'nobonus':
      return '追加アクションを使わない';
    case 'done':
      return 'このアクションを終える';
  }
}

export function describeMove(s: EraState, seat: Seat, m: EraMove, lang: Lang): string {
  return lang === 'ja' ? ja(s, seat, m) : en(s, seat, m);
}
