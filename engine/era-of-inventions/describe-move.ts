/** What a legal move does and costs, in words, beside each move in an email (en and ja). */
import { seatRef } from '../core/seat-text';
import type { Lang, Seat } from '../core/types';
import { cardOf, costText, costTextJa, countJa, ix, rewardText, rewardTextJa, spaceIndex, spaceJa } from './economy';
import type { EraMove, EraState } from './state';
import { nextPatentStep } from './steps/lab';
import { spacesOf } from './steps/make';
import { EXCHANGE_JA, EXCHANGE_TEXT } from './steps/market';
import { goodsText, goodsTextJa } from './steps/production';
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
      return `pay ${costText(c.cost)}${any}; gain ${rewardText(c.benefit)}${developersPaidEn(s, seat, m.card)}`;
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

function developersPaidJa(s: EraState, seat: Seat, card: string): string {
  const paid = developersPaid(s, seat, card).map((p) => `${seatRef(p.dev)}に${rewardTextJa(p.reward)}`);
  return paid.length > 0 ? `。${paid.join('、')}` : '';
}

function ja(s: EraState, seat: Seat, m: EraMove): string {
  switch (m.kind) {
    case 'place':
      return `${AREA_JA[m.area]}にトークンを置く`;
    case 'resolve':
      return `${AREA_JA[m.area]}を実行`;
    case 'pass':
      return '実行せずにトークンを戻す';
    case 'build': {
      const f = factoryView(s, m.factory);
      return `コスト${f.costJa}。${f.outputJa}を生産、生産能力${f.capacity}${f.ip > 0 ? `。すぐに${f.ip}影響点` : ''}`;
    }
    case 'take':
      return `${goodsTextJa(m.goods)}を得る`;
    case 'factory':
      return `この工場は${factoryView(s, m.factory).outputJa}を生産`;
    case 'buy': {
      const i = ix(s).points.get(m.point) as number;
      return `金貨1枚で${countJa(ix(s).data.supplyPoints[i]!.resource, s.supply[i] as number)}を購入`;
    }
    case 'gear':
      return '開発歯車1個を無料で受け取る（アクション終了）';
    case 'exchange':
      return EXCHANGE_JA[m.trade];
    case 'swap':
      return `${countJa(m.pay[0], 1)}+${countJa(m.pay[1], 1)}を支払い、次に別の種類の金貨か資源1個を選ぶ`;
    case 'gain':
      return `${countJa(m.item, 1)}を得る`;
    case 'develop': {
      const x = ix(s).data.inventionSpaces[spaceIndex(s, m.space)]!;
      return `歯車${x.gearCost}個、${x.developIP}影響点。他の人が生産すると${rewardTextJa(x.developerReward)}${x.tier === 'basic' ? '。発明品カード3枚が加わる' : ''}`;
    }
    case 'patent': {
      const t = nextPatentStep(s, seat);
      const cost = t ? `金貨${t.cost}枚、${t.ip}影響点` : '';
      return m.space === null ? `${cost}。特許を登録する発明品がなく、発明品マーカーは無駄になる` : `${cost}。${spaceJa(s, m.space)}にマーカーを置く`;
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
      return '追加アクショントークンを使わない';
    case 'done':
      return 'このアクションを終える';
  }
}

export function describeMove(s: EraState, seat: Seat, m: EraMove, lang: Lang): string {
  return lang === 'ja' ? ja(s, seat, m) : en(s, seat, m);
}
