/** Plain-text board for the CLI and the text part of emails, built only from a view (English or Japanese). */
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { RESOURCES } from './data';
import { countEn, GOOD_JA, TIER_JA } from './economy';
import { AREA_JA, AREA_TEXT } from './steps/turn';
import type { CardView, EraView, SeatView } from './view';

function who(v: EraView, seat: number): string {
  return `${seatRef(seat)}${seat === v.you ? ' (you)' : ''}`;
}

function seatLines(v: EraView, p: SeatView): string[] {
  const res = RESOURCES.map((r) => `${r} ${p.resources[r]}`).join(', ');
  const bonus =
    p.bonusUsable + p.bonusFresh > 0
      ? `; bonus tokens ${p.bonusUsable}${p.bonusFresh > 0 ? ` (+${p.bonusFresh} not yet usable)` : ''}`
      : '';
  return [
    `${who(v, p.seat)}${p.seat === v.startPlayer ? ' [start player]' : ''}: ${p.ip} IP (track space ${p.trackSpace}), ${countEn('coin', p.coins)}, ${countEn('gear', p.gears)}${bonus}`,
    `  Resources: ${res}`,
    `  Factories (capacity ${p.capacity}): ${p.factories.join(', ')}`,
    `  Inventions ${p.inventions} (${countEn('gear', p.gearsSpent)} spent), patents ${p.patents}, markers left ${p.markers}${p.tokens.length > 0 ? `; tokens on ${p.tokens.join(', ')}` : ''}`,
  ];
}

function describeEnglish(v: EraView): string {
  const now =
    v.final !== null
      ? `The game is over. Final: ${v.final.map((f, seat) => `${who(v, seat)} ${f.total}`).join(', ')}.`
      : `Now: ${v.pending.map((p) => `${who(v, p.seat)} must ${p.prompt}`).join('; ')}.`;
  const lines = [
    `Era of Inventions, round ${v.round} of ${v.rounds}. Start player: ${who(v, v.startPlayer)}.`,
    ...(v.notice ? [`NOTE: ${v.notice}`] : []),
    now,
    'Action areas:',
    ...v.areas.map((a) => `  ${AREA_TEXT[a.area]}: ${a.tokens.length > 0 ? a.tokens.map((x) => who(v, x)).join(', ') : '-'}`),
    'Invention display (oldest first):',
    ...v.inventionDisplay.map((c, i) => `  ${i + 1}. ${c ? `${c.id} (${c.kind}): costs ${c.cost}, gives ${c.benefit}` : 'empty'}`),
    `  Draw pile ${v.inventionDraw}, discard ${v.inventionDiscard.length}${v.newCards.length > 0 ? `, new cards waiting: ${v.newCards.join(', ')}` : ''}`,
    'Factory display (oldest first):',
    ...v.factoryDisplay.map(
      (f, i) =>
        `  ${i + 1}. ${f ? `${f.id}: costs ${f.cost}, makes ${f.output}, capacity ${f.capacity}${f.ip > 0 ? `, ${f.ip} IP` : ''}` : 'empty'}`,
    ),
    `  Draw pile ${v.factoryDraw}, discard ${v.factoryDiscard.length}`,
    `Ships and warehouses: ${v.supply.map((x) => `${x.id} ${x.pieces}`).join(', ')}`,
    'Inventions (gears / IP / developer reward: developer, patent):',
    ...v.spaces.map(
      (x) =>
        `  ${x.id}: ${x.gearCost} / ${x.developIP} / ${x.reward}${x.developer !== null ? `: ${who(v, x.developer)}${x.patent !== null ? ', patented' : ''}` : ''}`,
    ),
    `Patent track (step: coins, IP): ${v.patentTrack.map((t) => `${t.step}: ${t.cost}, ${t.ip}`).join(' · ')}`,
  ];
  for (const p of v.seats) lines.push(...seatLines(v, p));
  return lines.join('\n');
}

/** A factory type in Japanese: each seat's start factory is the seed's 初期工場 (S-2); the others keep their ids. */
export const factoryNameJa = (type: string): string => (type === 'start' ? '初期工場' : type);

// Japanese: the rules document's term table (発明品カード置き場, 工場カード, 船/倉庫, 特許トラック, 影響点 …).

/** Kinds of invention card: 初期発明品カード, 通常カード, 模造品. */
export const CARD_KIND_JA: Record<CardView['kind'], string> = { start: '初期発明品', normal: '通常', imitation: '模造品' };

/** "camera-a（カメラ・通常）", "S03（初期発明品）". */
export function cardLabelJa(c: CardView): string {
  return `${c.id}（${c.inventionJa ? `${c.inventionJa}・` : ''}${CARD_KIND_JA[c.kind]}）`;
}

function whoJa(v: EraView, seat: number): string {
  return `${seatRef(seat)}${seat === v.you ? '（あなた）' : ''}`;
}

function seatLinesJa(v: EraView, p: SeatView): string[] {
  const res = RESOURCES.map((r) => `${GOOD_JA[r]}${p.resources[r]}`).join('、');
  const bonus =
    p.bonusUsable + p.bonusFresh > 0
      ? `、追加アクショントークン${p.bonusUsable}枚${p.bonusFresh > 0 ? `（ほかに${p.bonusFresh}枚はまだ使えない）` : ''}`
      : '';
  return [
    `${whoJa(v, p.seat)}${p.seat === v.startPlayer ? '［スタートプレイヤー］' : ''}：${p.ip}影響点（トラック${p.trackSpace}）、金貨${p.coins}枚、歯車${p.gears}個${bonus}`,
    `  資源：${res}`,
    `  工場（生産能力${p.capacity}）：${p.factories.map(factoryNameJa).join('、')}`,
    `  開発した発明品${p.inventions}（消費歯車${p.gearsSpent}）、特許${p.patents}、発明品マーカー残り${p.markers}${p.tokens.length > 0 ? `。トークン：${p.tokens.map((a) => AREA_JA[a]).join('、')}` : ''}`,
  ];
}

function describeJapanese(v: EraView): string {
  const now =
    v.final !== null
      ? `ゲーム終了。最終得点：${v.final.map((f, seat) => `${whoJa(v, seat)} ${f.total}`).join('、')}。`
      : `手番：${v.pending.map((p) => `${whoJa(v, p.seat)}が${p.promptJa}`).join('／')}。`;
  const lines = [
    `発明の時代 第${v.round}ラウンド（全${v.rounds}ラウンド）。スタートプレイヤー：${whoJa(v, v.startPlayer)}。`,
    ...(v.noticeJa ? [`注意：${v.noticeJa}`] : []),
    now,
    'アクションエリア：',
    ...v.areas.map((a) => `  ${AREA_JA[a.area]}：${a.tokens.length > 0 ? a.tokens.map((x) => whoJa(v, x)).join('、') : '－'}`),
    '発明品カード置き場（古い順）：',
    ...v.inventionDisplay.map((c, i) => `  ${i + 1}. ${c ? `${cardLabelJa(c)}：コスト${c.costJa}、利益${c.benefitJa}` : '空き'}`),
    `  山札${v.inventionDraw}枚、捨て札${v.inventionDiscard.length}枚${v.newCards.length > 0 ? `、山の隣の新たな発明品カード：${v.newCards.join('、')}` : ''}`,
    '工場カード置き場（古い順）：',
    ...v.factoryDisplay.map(
      (f, i) =>
        `  ${i + 1}. ${f ? `${f.id}：コスト${f.costJa}、生産${f.outputJa}、生産能力${f.capacity}${f.ip > 0 ? `、${f.ip}影響点` : ''}` : '空き'}`,
    ),
    `  山札${v.factoryDraw}枚、捨て札${v.factoryDiscard.length}枚`,
    `船と倉庫：${v.supply.map((x) => `${x.nameJa}${x.pieces}`).join('、')}`,
    '発明品（歯車／影響点／開発者への利益：開発者、特許）：',
    ...v.spaces.map(
      (x) =>
        `  ${x.nameJa}（${TIER_JA[x.tier]}）：${x.gearCost}／${x.developIP}／${x.rewardJa}${x.developer !== null ? `：${whoJa(v, x.developer)}${x.patent !== null ? '、特許あり' : ''}` : ''}`,
    ),
    `特許トラック（段：金貨、影響点）：${v.patentTrack.map((t) => `${t.step}：${t.cost}、${t.ip}`).join(' · ')}`,
  ];
  for (const p of v.seats) lines.push(...seatLinesJa(v, p));
  return lines.join('\n');
}

export function describeView(v: EraView, lang: Lang = 'en'): string {
  return lang === 'ja' ? describeJapanese(v) : describeEnglish(v);
}
