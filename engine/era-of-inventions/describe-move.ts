/** What a legal move does and costs, in words, beside each move in an email (en and ja). */
import { seatRef } from '../core/seat-text';
import type { Lang, Seat } from '../core/types';
import { cardOf, costTextJa, countEn, countJa, factoryOf, goodsWords, ix, rewardText, rewardTextJa, spaceIndex, spaceJa } from './economy';
import type { Area, EraMove, EraState, Exchange } from './state';
import { GEAR_CAP, nextPatentStep } from './steps/lab';
import { spacesOf } from './steps/make';
import { pairJa, payWords } from './steps/market';
import { goodsTextJa } from './steps/production';
import { AREA_JA, AREA_TEXT, BONUS_JA, BONUS_TEXT } from './steps/turn';
import { factoryView } from './view';

/** The developers a produced card pays (every seat but the producer; an imitation only its patent holder). */
function developersPaid(s: EraState, seat: Seat, card: string): { dev: Seat; reward: Parameters<typeof rewardText>[0] }[] {
  const c = cardOf(s, card);
  if (c.kind === 'start') return [];
  return spacesOf(s, c.invention as string).flatMap((i) => {
    const dev = s.dev[i];
    if (dev === null || dev === undefined || dev === seat) return [];
    if (c.kind === 'imitation' && s.patent[i] !== dev) return [];
    return [{ dev, reward: ix(s).data.inventionSpaces[i]!.developerReward }];
  });
}

function developersPaidEn(s: EraState, seat: Seat, card: string): string {
  const paid = developersPaid(s, seat, card).map((p) => `${seatRef(p.dev)} gets ${rewardText(p.reward)}`);
  return paid.length > 0 ? `; ${paid.join(', ')}` : '';
}

/** What resolving each area does (§2.5), said beside `resolve <area>`. */
const AREA_EFFECT: Record<Area, string> = {
  factories: 'build up to 3 factories from the display, paying each one’s cost',
  production: 'every factory you own produces its goods',
  resources: 'buy up to 3 piles of resources, 1 coin each',
  market: 'take 1 free gear, or make up to 5 exchanges',
  development: `develop inventions (up to ${GEAR_CAP} gears) or register up to 2 patents`,
  inventions: 'produce up to 3 invention cards, paying their costs; their developers are paid',
};

const AREA_EFFECT_JA: Record<Area, string> = {
  factories: '工場カードを3枚まで建設し、それぞれのコストを支払う',
  production: '所有するすべての工場で生産する',
  resources: '資源の山を3つまで、1山につき金貨1枚で購入する',
  market: '開発歯車1個を受け取るか、5回まで交換する',
  development: `発明品を開発する（歯車${GEAR_CAP}個まで）か、特許を2つまで登録する`,
  inventions: '発明品カードを3枚まで生産してコストを支払い、その開発者が利益を得る',
};

/** What each exchange pays and gains (§2.5 area 4), in words. */
const EXCHANGE_EFFECT: Record<Exchange, string> = {
  U1: 'pay 2 coins, gain 1 gear',
  U2: 'pay 1 gear, gain 2 coins',
  M1: 'pay 2 coins, gain 1 IP',
  M2: 'pay 1 gear, gain 1 IP',
  L1: 'pay 2 coins, gain 1 bonus token (usable after your next regular action)',
};

const EXCHANGE_EFFECT_JA: Record<Exchange, string> = {
  U1: '金貨2枚を支払い、開発歯車1個を得る',
  U2: '開発歯車1個を支払い、金貨2枚を得る',
  M1: '金貨2枚を支払い、1影響点を得る',
  M2: '開発歯車1個を支払い、1影響点を得る',
  L1: '金貨2枚を支払い、追加アクショントークン1枚を得る（次の通常アクションの後から使える）',
};

function en(s: EraState, seat: Seat, m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `put an action token on ${AREA_TEXT[m.area]}; resolved later`;
    case 'resolve':
      return AREA_EFFECT[m.area];
    case 'pass':
      return 'take the token back without acting';
    case 'build': {
      const f = factoryView(s, m.factory);
      return `pay ${goodsWords(factoryOf(s, m.factory).cost)}; it makes ${f.output} (capacity ${f.capacity})${f.ip > 0 ? `; +${f.ip} IP now` : ''}`;
    }
    case 'take':
      return `gain ${goodsWords(m.goods)}`;
    case 'factory':
      return `this factory makes ${factoryView(s, m.factory).output}`;
    case 'buy': {
      const i = ix(s).points.get(m.point) as number;
      return `pay 1 coin for ${countEn(ix(s).data.supplyPoints[i]!.resource, s.supply[i] as number)}`;
    }
    case 'gear':
      return 'gain 1 gear, free (ends the action)';
    case 'exchange':
      return EXCHANGE_EFFECT[m.trade];
    case 'swap':
      return `pay ${payWords(m.pay)}, then choose 1 coin or resource of another kind`;
    case 'gain':
      return `gain ${countEn(m.item, 1)}`;
    case 'develop': {
      const x = ix(s).data.inventionSpaces[spaceIndex(s, m.space)]!;
      return `pay ${countEn('gear', x.gearCost)}; +${x.developIP} IP; later you get ${rewardText(x.developerReward)} when others produce it${x.tier === 'basic' ? '; its 3 cards join the game' : ''}`;
    }
    case 'patent': {
      const t = nextPatentStep(s, seat);
      const cost = t ? `pay ${countEn('coin', t.cost)}; +${t.ip} IP` : '';
      return m.space === null ? `${cost}; no invention to patent: a marker is wasted` : `${cost}; marker on ${m.space}`;
    }
    case 'produce': {
      const c = cardOf(s, m.card);
      const any = c.cost.any ? ' ("?" = coal, metal, tech or tools, chosen next)' : '';
      return `pay ${goodsWords(c.cost)}${any}; gain ${rewardText(c.benefit)}${developersPaidEn(s, seat, m.card)}`;
    }
    case 'pay':
      return `pay ${goodsWords(m.pay)}`;
    case 'bonus':
      return `use 1 bonus token: ${BONUS_TEXT[m.action]}`;
    case 'nobonus':
      return 'keep your bonus tokens';
    case 'done':
      return 'end this action';
  }
}

function developersPaidJa(s: EraState, seat: Seat, card: string): string {
  const paid = developersPaid(s, seat, card).map((p) => `${seatRef(p.dev)}が${rewardTextJa(p.reward)}を得る`);
  return paid.length > 0 ? `。${paid.join('、')}` : '';
}

function ja(s: EraState, seat: Seat, m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `${AREA_JA[m.area]}にアクショントークンを置く。解決は後で行う`;
    case 'resolve':
      return AREA_EFFECT_JA[m.area];
    case 'pass':
      return 'アクションを解決せずにトークンを戻す';
    case 'build': {
      const f = factoryView(s, m.factory);
      return `${f.costJa}を支払う。この工場は${f.outputJa}を生産する（生産能力${f.capacity}）${f.ip > 0 ? `。すぐに${f.ip}影響点を得る` : ''}`;
    }
    // The Japanese label already says what is gained (notation-ja.ts): no note repeats it.
    case 'take':
      return '';
    case 'factory':
      return `この工場は${factoryView(s, m.factory).outputJa}を生産する`;
    case 'buy': {
      const i = ix(s).points.get(m.point) as number;
      return `金貨1枚を支払い、${countJa(ix(s).data.supplyPoints[i]!.resource, s.supply[i] as number)}を購入する`;
    }
    case 'gear':
      return '開発歯車1個を無料で受け取る（アクション終了）';
    case 'exchange':
      return EXCHANGE_EFFECT_JA[m.trade];
    case 'swap':
      return `${pairJa(m.pay)}を支払い、次に別の種類の金貨か資源1個を選ぶ`;
    case 'gain':
      return '';
    case 'develop': {
      const x = ix(s).data.inventionSpaces[spaceIndex(s, m.space)]!;
      return `歯車${x.gearCost}個を支払い、${x.developIP}影響点を得る。ほかのプレイヤーが生産すると${rewardTextJa(x.developerReward)}を得る${x.tier === 'basic' ? '。発明品カード3枚がゲームに加わる' : ''}`;
    }
    case 'patent': {
      const t = nextPatentStep(s, seat);
      const cost = t ? `金貨${t.cost}枚を支払い、${t.ip}影響点を得る` : '';
      return m.space === null
        ? `${cost}。特許を登録する発明品がなく、発明品マーカー1個が無駄になる`
        : `${cost}。${spaceJa(s, m.space)}の特許サークルに発明品マーカーを置く`;
    }
    case 'produce': {
      const c = cardOf(s, m.card);
      const any = c.cost.any ? '（「?」は石炭・金属・技術・工具から次に選ぶ）' : '';
      return `${costTextJa(c.cost)}を支払う${any}。${rewardTextJa(c.benefit)}を得る${developersPaidJa(s, seat, m.card)}`;
    }
    case 'pay':
      return `${costTextJa(m.pay)}を支払う`;
    case 'bonus':
      return `追加アクショントークンを1枚使う：${BONUS_JA[m.action]}`;
    case 'nobonus':
      return '';
    case 'done':
      return '';
  }
}

export function describeMove(s: EraState, seat: Seat, m: EraMove, lang: Lang): string {
  return lang === 'ja' ? ja(s, seat, m) : en(s, seat, m);
}
