/**
 * Puerto Rico board partial: turns a seat's `PRView` (engine/puerto-rico/view.ts, already
 * redacted) into the mustache data of templates/puerto-rico/board.mjml. Only presentation
 * lives here: names, colours, dots for colonists. Hidden values never reach this code
 * (another seat's VP chips are null in the view and shown as "hidden").
 */
import { BUILDINGS, GOODS, ROLE_NAMES, type Good, type Tile } from '../../engine/puerto-rico/data';
import type { PRView, SeatView } from '../../engine/puerto-rico/view';
import type { Lang } from '../i18n/index';
import type { PlayerLine } from '../model';

/** Goods colours as on the box: corn yellow, indigo blue, sugar white, tobacco brown, coffee black. */
const TILE_COLOURS = {
  corn: { bg: '#f2c94c', fg: '#3d2f00', border: '#c9a227' },
  indigo: { bg: '#2f5fb3', fg: '#ffffff', border: '#234a8c' },
  sugar: { bg: '#ffffff', fg: '#1f2933', border: '#9aa5b1' },
  tobacco: { bg: '#8b5a2b', fg: '#ffffff', border: '#6b4420' },
  coffee: { bg: '#2b2b2b', fg: '#ffffff', border: '#000000' },
  quarry: { bg: '#9aa5b1', fg: '#1f2933', border: '#7b8794' },
} as const satisfies Record<Tile, { bg: string; fg: string; border: string }>;

const VIOLET = '#7b3fa0';
const LARGE = '#b7791f';

const END_TRIGGER_TEXT = {
  city: 'a city is full',
  colonists: 'the colonists ran out',
  'vp-chips': 'the VP chips ran out',
} as const satisfies Record<PRView['endTriggers'][number], string>;

function chipStyle(tile: Tile): string {
  const c = TILE_COLOURS[tile];
  return `display:inline-block;background:${c.bg};color:${c.fg};border:1px solid ${c.border};border-radius:4px;padding:0 5px;font-size:12px;font-weight:700;white-space:nowrap`;
}

/** One barrel space on a ship or in the trading house. */
function barrelStyle(tile: Tile): string {
  const c = TILE_COLOURS[tile];
  return `display:inline-block;width:20px;height:20px;line-height:20px;text-align:center;background:${c.bg};color:${c.fg};border:1px solid ${c.border};border-radius:3px;margin:1px 1px 1px 0;font-size:12px`;
}

function cellStyle(good: Good | null): string {
  return good
    ? barrelStyle(good)
    : 'display:inline-block;width:20px;height:20px;border:1px dashed #9aa5b1;border-radius:3px;margin:1px 1px 1px 0;background:#f5f7f9';
}

function goodsChips(goods: Record<Good, number>) {
  return GOODS.filter((g) => goods[g] > 0).map((g) => ({ style: chipStyle(g), label: `${g} ${goods[g]}` }));
}

/** A dot per circle: ◆ a noble (expansions §5.3), ● a colonist, ○ empty. */
function dots(filled: number, total: number, nobles = 0): string {
  return '◆'.repeat(nobles) + '●'.repeat(Math.max(0, filled - nobles)) + '○'.repeat(Math.max(0, total - filled));
}

/** Expansions §4.1: forests fill island spaces and have no circle. */
const FOREST_STYLE = 'display:inline-block;background:#2f7d32;color:#ffffff;border:1px solid #1b5e20;border-radius:4px;padding:0 5px;font-size:12px;font-weight:700;white-space:nowrap';

function nobleNote(n: number | undefined): string {
  return n ? ` (${n} noble${n === 1 ? '' : 's'})` : '';
}

function seatData(view: PRView, seat: SeatView, names: readonly string[]) {
  const role = view.phase?.chooser === seat.seat ? ROLE_NAMES[view.phase.role] : null;
  const tags = [seat.seat === view.governor ? 'Governor' : null, role].filter((t): t is string => t !== null);
  const goods = goodsChips(seat.goods);
  return {
    name: names[seat.seat] ?? `Player ${seat.seat + 1}`,
    isYou: seat.seat === view.you,
    tags: tags.join(' · '),
    hasTags: tags.length > 0,
    doubloons: seat.doubloons,
    // Null means hidden from this reader (spec §9): say so rather than show 0.
    vpChips: seat.vp === null ? 'hidden' : String(seat.vp),
    buildingVp: seat.buildingVp,
    sanJuan: `${seat.sanJuan}${nobleNote(seat.nobleSanJuan)}`,
    goods,
    hasGoods: goods.length > 0,
    islandCount: seat.island.reduce((n, t) => n + t.count, 0) + (seat.forests ?? 0),
    // One chip per kind: a dot per tile, filled where a colonist (◆ a noble) works it.
    island: [
      ...seat.island.map((t) => ({ style: chipStyle(t.tile), label: `${t.tile} ${dots(t.occupied, t.count, t.nobles)}` })),
      ...(seat.forests ? [{ style: FOREST_STYLE, label: `forest ${seat.forests}` }] : []),
    ],
    citySpaces: seat.citySpaces,
    city: seat.city.map((b) => {
      const spec = BUILDINGS[b.building];
      const colour = spec.kind === 'production' && spec.good ? TILE_COLOURS[spec.good].border : spec.kind === 'large' ? LARGE : VIOLET;
      return { name: spec.name, dots: dots(b.colonists, b.circles, b.nobles), style: `border-left:4px solid ${colour};padding:2px 6px;${spec.kind === 'large' ? 'font-weight:700;' : ''}` };
    }),
  };
}

export function puertoRicoBoard(view: PRView, players: readonly PlayerLine[], _lang: Lang = 'en') {
  const names = Array.from({ length: view.players }, (_, seat) => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`);
  const byColumn = [1, 2, 3, 4].map((column) => ({
    title: column === 4 ? 'Large buildings' : `Column ${column}`,
    items: view.buildings
      .filter((b) => BUILDINGS[b.id].column === column)
      .map((b) => ({ name: BUILDINGS[b.id].name, cost: b.cost, left: b.left, rowStyle: b.left > 0 ? '' : 'color:#9aa5b1;text-decoration:line-through' })),
  }));
  return {
    round: view.round,
    governor: names[view.governor],
    phase: view.phase ? `${ROLE_NAMES[view.phase.role]} phase, chosen by ${names[view.phase.chooser]}` : null,
    endText: view.endTriggers.length > 0 ? `Last round: ${view.endTriggers.map((t) => END_TRIGGER_TEXT[t]).join(' and ')}.` : null,
    roles: view.roles.map((r) => ({
      name: ROLE_NAMES[r.id],
      doubloons: r.doubloons,
      hasDoubloons: r.doubloons > 0,
      style: r.taken
        ? 'display:inline-block;margin:2px 3px 2px 0;padding:4px 8px;border-radius:6px;border:1px solid #d9e2ec;background:#f0f2f5;color:#9aa5b1;font-size:13px;text-decoration:line-through'
        : 'display:inline-block;margin:2px 3px 2px 0;padding:4px 8px;border-radius:6px;border:1px solid #12424f;background:#ffffff;color:#12424f;font-size:13px;font-weight:600',
    })),
    ships: view.ships.map((s) => ({
      label: `${s.capacity}-ship`,
      text: s.good ? `${s.load} ${s.good}${s.load === s.capacity ? ', full' : ''}` : 'empty',
      cells: Array.from({ length: s.capacity }, (_, i) => ({ style: cellStyle(i < s.load ? s.good : null) })),
    })),
    house: Array.from({ length: 4 }, (_, i) => ({ style: cellStyle(view.tradingHouse[i] ?? null), title: view.tradingHouse[i] ?? 'free' })),
    houseText: view.tradingHouse.length > 0 ? view.tradingHouse.join(', ') : 'empty',
    row: view.row.map((t) => ({ style: chipStyle(t), label: t })),
    pileSize: view.pileSize,
    quarries: view.quarries,
    // Expansions §5.2: the noble on the ship and the noble supply beside the colonists.
    colonistShip: view.nobles?.ship ? `${view.colonistShip} + ${view.nobles.ship} noble` : view.colonistShip,
    colonistSupply: view.nobles ? `${view.colonistSupply} · noble supply ${view.nobles.supply}` : view.colonistSupply,
    vpPool: view.vpPool,
    supply: GOODS.map((g) => ({ style: chipStyle(g), label: `${g} ${view.goods[g]}` })),
    buildingsLeft: byColumn.slice(0, 2),
    buildingsRight: byColumn.slice(2),
    seats: view.seats.map((s) => seatData(view, s, names)),
  };
}
