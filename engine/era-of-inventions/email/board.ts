/**
 * Era of Inventions board partial: turns a seat's `EraView` (engine/era-of-inventions/view.ts)
 * into the mustache data of engine/era-of-inventions/email/board.mjml, in the reader's language.
 * Only the view is read; the two draw piles reach this code as counts only, so their order
 * cannot leak into an email. The partial has no words of its own: every label is in `t`.
 */
import { seatRef } from '../../core/seat-text';
import { CARD_KIND_JA, factoryNameJa } from '../describe';
import type { Resource } from '../data';
import { countEn, GOOD_JA, TIER_JA } from '../economy';
import { AREA_NAME_JA } from '../steps/turn';
import type { EraView, SeatView } from '../view';
import type { Lang, SeatName } from '../../core/types';
import { BOARD_CLASSES, badgeClass, seatColour } from './style';

type AreaId = EraView['areas'][number]['area'];

const AREA_NAMES = {
  factories: 'Build factories',
  production: 'Produce in factories',
  resources: 'Buy resources',
  market: 'Exchange market',
  development: 'Develop / patent',
  inventions: 'Produce inventions',
} as const satisfies Record<AreaId, string>;

/** The partial's labels. Values may carry their own spaces: the partial puts none around them. */
interface Labels {
  readonly placeholder: string;
  readonly waitingFor: string;
  readonly waitingTo: string;
  readonly startPlayer: string;
  readonly areas: string;
  readonly supply: string;
  readonly patentTrack: string;
  readonly patentHint: string;
  readonly inventionDisplay: string;
  readonly factoryDisplay: string;
  readonly empty: string;
  readonly inventions: string;
  readonly patent: string;
  readonly you: string;
  readonly startPlayerShort: string;
  readonly ipAfter: string;
  readonly factories: string;
  readonly inventionsShort: string;
  readonly patents: string;
  readonly markersLeft: string;
  readonly tokensOn: string;
}

const LABELS: Readonly<Record<Lang, Labels>> = {
  en: {
    placeholder: 'Placeholder data. ',
    waitingFor: 'Waiting for ',
    waitingTo: ' to ',
    startPlayer: 'Start player',
    areas: 'Action areas (2 tokens each)',
    supply: 'Ships and warehouses',
    patentTrack: 'Patent track',
    patentHint: 'Step: coins → IP. ',
    inventionDisplay: 'Invention display (oldest first)',
    factoryDisplay: 'Factory display (oldest first)',
    empty: 'empty',
    inventions: 'Inventions (developer, patent)',
    patent: 'patent',
    you: 'you',
    startPlayerShort: 'start player',
    ipAfter: ' IP',
    factories: 'Factories',
    inventionsShort: 'Inventions',
    patents: 'Patents',
    markersLeft: 'markers left',
    tokensOn: 'Tokens on:',
  },
  ja: {
    placeholder: '仮のデータ。',
    waitingFor: '',
    waitingTo: 'の番：',
    startPlayer: 'スタートプレイヤー',
    areas: 'アクションエリア（各2個まで）',
    supply: '船と倉庫',
    patentTrack: '特許トラック',
    patentHint: '段：金貨→影響点。',
    inventionDisplay: '発明品カード置き場（古い順）',
    factoryDisplay: '工場カード置き場（古い順）',
    empty: '空き',
    inventions: '発明品（開発者、特許）',
    patent: '特許',
    you: 'あなた',
    startPlayerShort: 'スタートプレイヤー',
    ipAfter: '影響点',
    factories: '工場',
    inventionsShort: '発明品',
    patents: '特許',
    markersLeft: '発明品マーカー残り',
    tokensOn: 'トークン：',
  },
};

function nameOf(players: readonly SeatName[], seat: number): string {
  return players.find((p) => p.seat === seat)?.name ?? seatRef(seat);
}

function badge(players: readonly SeatName[], seat: number) {
  return { name: nameOf(players, seat), cls: badgeClass(seat) };
}

/** A seat card's words that are not plain numbers, in the reader's language. */
function seatWords(view: EraView, p: SeatView, ja: boolean) {
  const bonus = p.bonusUsable + p.bonusFresh;
  const mine = view.spaces.filter((x) => x.developer === p.seat);
  if (ja) {
    return {
      trackText: `（トラック${p.trackSpace}）`,
      coinsText: `金貨${p.coins}枚`,
      gearsText: `歯車${p.gears}個`,
      bonus: bonus > 0 ? `追加アクショントークン${bonus}枚${p.bonusFresh > 0 ? `（${p.bonusFresh}枚はまだ使えない）` : ''}` : null,
      resources: Object.entries(p.resources)
        .map(([r, n]) => `${GOOD_JA[r as keyof typeof GOOD_JA]}${n}`)
        .join(' · '),
      factories: p.factories.map(factoryNameJa).join('、'),
      capacityText: `（生産能力${p.capacity}）`,
      inventions: mine.map((x) => `${x.nameJa}（${TIER_JA[x.tier]}）${x.patent === p.seat ? '・特許' : ''}`).join('、') || 'なし',
      gearsSpentText: `（消費歯車${p.gearsSpent}）`,
      tokens: p.tokens.map((a) => AREA_NAME_JA[a]).join('、') || null,
    };
  }
  return {
    trackText: `(track space ${p.trackSpace})`,
    coinsText: countEn('coin', p.coins),
    gearsText: countEn('gear', p.gears),
    bonus: bonus > 0 ? `${bonus} bonus token${bonus === 1 ? '' : 's'}${p.bonusFresh > 0 ? ` (${p.bonusFresh} not yet usable)` : ''}` : null,
    resources: Object.entries(p.resources)
      .map(([r, n]) => countEn(r as Resource, n))
      .join(' · '),
    factories: p.factories.join(', '),
    capacityText: `(capacity ${p.capacity})`,
    inventions: mine.map((x) => `${x.id}${x.patent === p.seat ? ' (patent)' : ''}`).join(', ') || 'none',
    gearsSpentText: `(${countEn('gear', p.gearsSpent)} spent)`,
    tokens: p.tokens.map((a) => AREA_NAMES[a]).join(', ') || null,
  };
}

function seatCard(view: EraView, players: readonly SeatName[], p: SeatView, ja: boolean) {
  return {
    name: nameOf(players, p.seat),
    colour: seatColour(p.seat),
    isYou: view.you === p.seat,
    isStart: view.startPlayer === p.seat,
    ip: p.ip,
    trackSpace: p.trackSpace,
    coins: p.coins,
    gears: p.gears,
    capacity: p.capacity,
    inventionCount: p.inventions,
    gearsSpent: p.gearsSpent,
    patents: p.patents,
    markers: p.markers,
    ...seatWords(view, p, ja),
  };
}

/** Two cards per row: side by side on a desktop, stacked on a phone. */
function rows<T>(items: readonly T[]): { cards: T[] }[] {
  const out: { cards: T[] }[] = [];
  for (let i = 0; i < items.length; i += 2) out.push({ cards: items.slice(i, i + 2) });
  return out;
}

export function eraOfInventionsBoard(view: EraView, players: readonly SeatName[], lang: Lang = 'en') {
  const ja = lang === 'ja';
  const inventions = new Map<string, { name: string; cells: object[] }>();
  for (const x of view.spaces) {
    const name = ja ? x.nameJa : x.name;
    const row = inventions.get(name) ?? { name, cells: [] };
    row.cells.push({
      tier: ja ? TIER_JA[x.tier] : x.tier === 'basic' ? 'basic' : 'innovative',
      text: ja
        ? `歯車${x.gearCost}個→${x.developIP}影響点。開発者に${x.rewardJa}`
        : `${x.gearCost} gears → ${x.developIP} IP; pays ${x.reward}`,
      developer: x.developer === null ? null : { ...badge(players, x.developer), patent: x.patent !== null },
    });
    inventions.set(name, row);
  }
  const newCards =
    view.newCards.length > 0
      ? ja
        ? ` · 山の隣の新たなカード：${view.newCards.join('、')}`
        : ` · new cards waiting: ${view.newCards.join(', ')}`
      : '';
  return {
    classStyles: BOARD_CLASSES,
    t: LABELS[lang],
    heading: ja ? `盤面 · 第${view.round}ラウンド（全${view.rounds}ラウンド）` : `Board · round ${view.round} of ${view.rounds}`,
    round: view.round,
    rounds: view.rounds,
    notice: ja ? view.noticeJa : view.notice,
    start: badge(players, view.startPlayer),
    waiting: view.pending.map((p) => ({ ...badge(players, p.seat), prompt: ja ? p.promptJa : p.prompt })),
    final: view.final
      ? view.final.map((f, seat) => ({
          ...badge(players, seat),
          total: f.total,
          totalText: ja ? `${f.total}影響点` : `${f.total} IP`,
          text: ja
            ? `トラック${f.track}＋手元${f.leftovers}＋ボーナス${f.patents + f.gears + f.capacity}`
            : `track ${f.track} + leftovers ${f.leftovers} + bonuses ${f.patents + f.gears + f.capacity}`,
        }))
      : null,
    areas: view.areas.map((a) => ({
      n: a.number,
      name: (ja ? AREA_NAME_JA : AREA_NAMES)[a.area],
      tokens: a.tokens.map((s) => badge(players, s)),
      free: 2 - a.tokens.length,
    })),
    cards: view.inventionDisplay.map((c, i) => ({
      slot: i + 1,
      empty: c === null,
      id: c?.id ?? '',
      kind: c ? (ja ? `${c.inventionJa ? `${c.inventionJa}・` : ''}${CARD_KIND_JA[c.kind]}` : c.kind) : '',
      cost: c ? (ja ? c.costJa : c.cost) : '',
      benefit: c ? (ja ? c.benefitJa : c.benefit) : '',
    })),
    inventionPiles: ja
      ? `山札${view.inventionDraw}枚 · 捨て札${view.inventionDiscard.length}枚${newCards}`
      : `draw pile ${view.inventionDraw} · discard ${view.inventionDiscard.length}${newCards}`,
    factories: view.factoryDisplay.map((f, i) => ({
      slot: i + 1,
      empty: f === null,
      id: f?.id ?? '',
      cost: f ? (ja ? f.costJa : f.cost) : '',
      output: f ? (ja ? f.outputJa : f.output) : '',
      extra: f
        ? ja
          ? `生産能力${f.capacity}${f.ip > 0 ? `、${f.ip}影響点` : ''}`
          : `capacity ${f.capacity}${f.ip > 0 ? `, ${f.ip} IP` : ''}`
        : '',
    })),
    factoryPiles: ja
      ? `山札${view.factoryDraw}枚 · 捨て札${view.factoryDiscard.length}枚`
      : `draw pile ${view.factoryDraw} · discard ${view.factoryDiscard.length}`,
    supply: view.supply.map((x) => (ja ? `${x.nameJa}${x.pieces}` : `${x.id} ${x.pieces}`)).join(' · '),
    inventions: [...inventions.values()],
    patentTrack: view.patentTrack
      .map((t) => (ja ? `${t.step}：金貨${t.cost}→${t.ip}影響点` : `${t.step}: ${t.cost}c → ${t.ip} IP`))
      .join(' · '),
    seatRows: rows(view.seats.map((p) => seatCard(view, players, p, ja))),
  };
}
