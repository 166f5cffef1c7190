/**
 * Puerto Rico board partial: turns a seat's `PRView` (engine/puerto-rico/view.ts, already
 * redacted) into the mustache data of engine/puerto-rico/email/board.mjml. Only presentation
 * lives here: names, colours, dots for colonists. Hidden values never reach this code
 * (another seat's VP chips are null in the view and shown as "hidden").
 * Every word comes from here in the reader's language (the partial has none of its own); the
 * Japanese game words are the engine's (engine/puerto-rico/words-ja.ts, the rules documents' names).
 */
import {
  BUILDINGS,
  GOOD_NAMES_JA,
  GOODS,
  ROLE_NAMES,
  ROLE_NAMES_JA,
  TILE_NAMES_JA,
  TILES,
  type BuildingId,
  type Good,
  type RoleId,
  type Tile,
} from '../data';
import type { PRView, SeatView } from '../view';
import { buildingJa, END_TRIGGERS_JA } from '../words-ja';
import { seatRef } from '../../core/seat-text';
import { BOARD_CLASSES, barrelClass, chipClass, cityClass, roleClass } from './style';
import type { Lang, SeatName } from '../../core/types';

/** The fixed labels of the partial (`words` in its data). */
const LABELS_EN = {
  governor: 'Governor:',
  shipsAndHouse: 'Ships and trading house',
  tradingHouse: 'Trading house',
  supply: 'Supply',
  colonistShip: 'Colonist ship',
  colonistSupply: 'supply',
  vpLeft: 'VP chips left',
  plantations: 'Plantations:',
  none: 'none',
  quarries: 'Quarries',
  pile: 'face-down pile',
  costNote: 'Cost for you now, copies left.',
  you: 'you',
  doubloons: 'doubloons',
  vpChips: 'VP chips',
  buildingVp: 'building VP',
  sanJuan: 'San Juan',
  goods: 'Goods',
  island: 'Island',
  city: 'City',
};

/** The same in Japanese (rules/puerto-rico.md §0 glossary). */
const LABELS_JA: typeof LABELS_EN = {
  governor: '総督',
  shipsAndHouse: '貨物船と商店',
  tradingHouse: '商店',
  supply: 'サプライ',
  colonistShip: '入植船',
  colonistSupply: 'ストック',
  vpLeft: '勝利点チップ残り',
  plantations: 'プランテーション：',
  none: 'なし',
  quarries: '採石場',
  pile: '裏向きの山',
  costNote: 'あなたの今の値段と残りの数。',
  you: 'あなた',
  doubloons: 'ダブロン',
  vpChips: '勝利点チップ',
  buildingVp: '建物の勝利点',
  sanJuan: 'サンファン',
  goods: '商品',
  island: '島',
  city: '建物置き場',
};

/** The board's game words and sentences with numbers, in one language. */
interface Words {
  readonly labels: typeof LABELS_EN;
  title(round: number): string;
  role(r: RoleId): string;
  good(g: Good): string;
  tile(t: Tile): string;
  building(b: BuildingId): string;
  phase(role: RoleId, chooser: string): string;
  lastRound(triggers: PRView['endTriggers']): string;
  ship(capacity: number): string;
  load(load: number, good: Good, full: boolean): string;
  empty: string;
  free: string;
  column(column: number): string;
  player(seat: number): string;
  governorTag: string;
  hidden: string;
  nobles(n: number): string;
  forest(n: number): string;
  shipNobles(colonists: number, nobles: number): string;
  supplyNobles(colonists: number, nobles: number): string;
  list(items: readonly string[]): string;
}

const WORDS_EN: Words = {
  labels: LABELS_EN,
  title: (round) => `Board · round ${round}`,
  role: (r) => ROLE_NAMES[r],
  good: (g) => g,
  tile: (t) => t,
  building: (b) => BUILDINGS[b].name,
  phase: (role, chooser) => `${ROLE_NAMES[role]} phase, chosen by ${chooser}`,
  lastRound: (triggers) => `Last round: ${triggers.map((t) => END_TRIGGER_TEXT[t]).join(' and ')}.`,
  ship: (capacity) => `${capacity}-ship`,
  load: (load, good, full) => `${load} ${good}${full ? ', full' : ''}`,
  empty: 'empty',
  free: 'free',
  column: (column) => (column === 4 ? 'Large buildings' : `Column ${column}`),
  player: (seat) => seatRef(seat),
  governorTag: 'Governor',
  hidden: 'hidden',
  nobles: (n) => ` (${n} noble${n === 1 ? '' : 's'})`,
  forest: (n) => `forest ${n}`,
  shipNobles: (colonists, nobles) => `${colonists} + ${nobles} noble`,
  supplyNobles: (colonists, nobles) => `${colonists} · noble supply ${nobles}`,
  list: (items) => items.join(', '),
};

const WORDS_JA: Words = {
  labels: LABELS_JA,
  title: (round) => `盤面 · 第${round}ラウンド`,
  role: (r) => ROLE_NAMES_JA[r],
  good: (g) => GOOD_NAMES_JA[g],
  tile: (t) => TILE_NAMES_JA[TILES.indexOf(t)]!,
  building: buildingJa,
  phase: (role, chooser) => `${ROLE_NAMES_JA[role]}フェーズ（${chooser}が選択）`,
  lastRound: (triggers) => `最終ラウンド：${triggers.map((t) => END_TRIGGERS_JA[t]).join('、')}。`,
  ship: (capacity) => `${capacity}樽積み`,
  load: (load, good, full) => `${GOOD_NAMES_JA[good]}${load}樽${full ? '（満載）' : ''}`,
  empty: '空',
  free: '空き',
  column: (column) => (column === 4 ? '大きい建物' : `第${column}列`),
  player: (seat) => seatRef(seat),
  governorTag: '総督',
  hidden: '非公開',
  nobles: (n) => `（貴族${n}）`,
  forest: (n) => `森林 ${n}`,
  shipNobles: (colonists, nobles) => `${colonists} + 貴族${nobles}`,
  supplyNobles: (colonists, nobles) => `${colonists} · 貴族のストック ${nobles}`,
  list: (items) => items.join('、'),
};

const END_TRIGGER_TEXT = {
  city: 'a city is full',
  colonists: 'the colonists ran out',
  'vp-chips': 'the VP chips ran out',
} as const satisfies Record<PRView['endTriggers'][number], string>;

function goodsChips(goods: Record<Good, number>, w: Words) {
  return GOODS.filter((g) => goods[g] > 0).map((g) => ({ cls: chipClass(g), label: `${w.good(g)} ${goods[g]}` }));
}

/** A dot per circle: ◆ a noble (expansions §5.3), ● a colonist, ○ empty. */
function dots(filled: number, total: number, nobles = 0): string {
  return '◆'.repeat(nobles) + '●'.repeat(Math.max(0, filled - nobles)) + '○'.repeat(Math.max(0, total - filled));
}

function nobleNote(n: number | undefined, w: Words): string {
  return n ? w.nobles(n) : '';
}

function seatData(view: PRView, seat: SeatView, names: readonly string[], w: Words) {
  const role = view.phase?.chooser === seat.seat ? w.role(view.phase.role) : null;
  const tags = [seat.seat === view.governor ? w.governorTag : null, role].filter((t): t is string => t !== null);
  const goods = goodsChips(seat.goods, w);
  return {
    name: names[seat.seat] ?? w.player(seat.seat),
    isYou: seat.seat === view.you,
    tags: tags.join(' · '),
    hasTags: tags.length > 0,
    doubloons: seat.doubloons,
    // Null means hidden from this reader (spec §9): say so rather than show 0.
    vpChips: seat.vp === null ? w.hidden : String(seat.vp),
    buildingVp: seat.buildingVp,
    sanJuan: `${seat.sanJuan}${nobleNote(seat.nobleSanJuan, w)}`,
    goods,
    hasGoods: goods.length > 0,
    islandCount: seat.island.reduce((n, t) => n + t.count, 0) + (seat.forests ?? 0),
    // One chip per kind: a dot per tile, filled where a colonist (◆ a noble) works it.
    island: [
      ...seat.island.map((t) => ({ cls: chipClass(t.tile), label: `${w.tile(t.tile)} ${dots(t.occupied, t.count, t.nobles)}` })),
      ...(seat.forests ? [{ cls: chipClass('forest'), label: w.forest(seat.forests) }] : []),
    ],
    citySpaces: seat.citySpaces,
    city: seat.city.map((b) => {
      const spec = BUILDINGS[b.building];
      const edge = spec.kind === 'production' && spec.good ? spec.good : spec.kind === 'large' ? 'large' : 'violet';
      return { name: w.building(b.building), dots: dots(b.colonists, b.circles, b.nobles), cls: cityClass(edge) };
    }),
  };
}

export function puertoRicoBoard(view: PRView, players: readonly SeatName[], lang: Lang = 'en') {
  const w = lang === 'ja' ? WORDS_JA : WORDS_EN;
  const names = Array.from({ length: view.players }, (_, seat) => players.find((p) => p.seat === seat)?.name ?? w.player(seat));
  const byColumn = [1, 2, 3, 4].map((column) => ({
    title: w.column(column),
    items: view.buildings
      .filter((b) => BUILDINGS[b.id].column === column)
      .map((b) => ({
        name: w.building(b.id),
        cost: b.cost,
        left: b.left,
        soldOut: b.left === 0,
      })),
  }));
  return {
    classStyles: BOARD_CLASSES,
    words: w.labels,
    title: w.title(view.round),
    round: view.round,
    governor: names[view.governor],
    phase: view.phase ? w.phase(view.phase.role, names[view.phase.chooser]!) : null,
    endText: view.endTriggers.length > 0 ? w.lastRound(view.endTriggers) : null,
    roles: view.roles.map((r) => ({
      name: w.role(r.id),
      doubloons: r.doubloons,
      hasDoubloons: r.doubloons > 0,
      cls: roleClass(r.taken),
      taken: r.taken,
    })),
    ships: view.ships.map((s) => ({
      label: w.ship(s.capacity),
      text: s.good ? w.load(s.load, s.good, s.load === s.capacity) : w.empty,
      cells: Array.from({ length: s.capacity }, (_, i) => ({ cls: barrelClass(i < s.load ? s.good : null) })),
    })),
    house: Array.from({ length: 4 }, (_, i) => {
      const good = view.tradingHouse[i];
      return { cls: barrelClass(good ?? null), title: good ? w.good(good) : w.free };
    }),
    houseText: view.tradingHouse.length > 0 ? w.list(view.tradingHouse.map(w.good)) : w.empty,
    row: view.row.map((t) => ({ cls: chipClass(t), label: w.tile(t) })),
    pileSize: view.pileSize,
    quarries: view.quarries,
    // Expansions §5.2: the noble on the ship and the noble supply beside the colonists.
    colonistShip: view.nobles?.ship ? w.shipNobles(view.colonistShip, view.nobles.ship) : view.colonistShip,
    colonistSupply: view.nobles ? w.supplyNobles(view.colonistSupply, view.nobles.supply) : view.colonistSupply,
    vpPool: view.vpPool,
    supply: GOODS.map((g) => ({ cls: chipClass(g), label: `${w.good(g)} ${view.goods[g]}` })),
    buildingsLeft: byColumn.slice(0, 2),
    buildingsRight: byColumn.slice(2),
    seats: view.seats.map((s) => seatData(view, s, names, w)),
  };
}
