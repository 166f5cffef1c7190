/** Plain-text board for the CLI and the text part of emails, built only from a view. */
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { BUILDINGS, GOODS, ROLE_NAMES, type BuildingId, type Good } from './data';
import { describeViewJa } from './describe-ja';
import type { PRView, SeatView } from './view';

function goodsText(goods: Record<Good, number>): string {
  const parts = GOODS.filter((g) => goods[g] > 0).map((g) => `${g} ${goods[g]}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

function seatName(v: PRView, seat: number): string {
  return `${seatRef(seat)}${seat === v.you ? ' (you)' : ''}`;
}

/** A building's notation id; the expansions' buildings also carry their Japanese name (expansions §4.2, §5.7). */
function buildingLabel(id: BuildingId): string {
  const b = BUILDINGS[id];
  return b.expansion ? `${id} (${b.ja[0]})` : id;
}

/** "n noble(s)" after a count of pieces that holds nobles (Nobles only). */
function nobleNote(nobles: number | undefined): string {
  return nobles ? ` incl. ${nobles} noble${nobles === 1 ? '' : 's'} (貴族)` : '';
}

function seatBlock(v: PRView, p: SeatView): string[] {
  const tags = [p.seat === v.governor ? 'Governor' : '', v.phase?.chooser === p.seat ? ROLE_NAMES[v.phase.role] : ''].filter(Boolean);
  const vp = p.vp === null ? 'VP chips hidden' : `VP chips ${p.vp}`;
  const tiles = p.island.map((x) => `${x.tile} ${x.occupied}/${x.count}${nobleNote(x.nobles)}`);
  // Expansions §4.1: forests fill island spaces but have no circle.
  if (p.forests) tiles.push(`forest (森林) ${p.forests}`);
  const island = tiles.join(', ') || 'empty';
  const filled = p.island.reduce((n, x) => n + x.count, 0) + (p.forests ?? 0);
  const city = p.city.map((b) => `${buildingLabel(b.building)} ${b.colonists}/${b.circles}${nobleNote(b.nobles)}`).join(', ') || 'empty';
  return [
    `${seatName(v, p.seat)}${tags.length > 0 ? ` [${tags.join(', ')}]` : ''}: ${p.doubloons} doubloon${p.doubloons === 1 ? '' : 's'}, ${vp}, building VP ${p.buildingVp}`,
    `  Island ${filled}/12 (colonists/tiles): ${island}`,
    `  City ${p.citySpaces}/12 (colonists/circles): ${city}`,
    `  Goods: ${goodsText(p.goods)}; San Juan: ${p.sanJuan}${nobleNote(p.nobleSanJuan)}`,
  ];
}

/** The board in the reader's language (English when absent). */
export function describeView(v: PRView, lang?: Lang): string {
  if (lang === 'ja') return describeViewJa(v);
  const now = v.over ? 'The game is over.' : `Now: ${v.pending.map((p) => `${seatName(v, p.seat)} must ${p.prompt}`).join('; ')}.`;
  const phase = v.phase ? ` ${ROLE_NAMES[v.phase.role]} phase (chosen by ${seatName(v, v.phase.chooser)}).` : '';
  const roles = v.roles.map((r) => `${r.id}${r.taken ? ' (taken)' : r.doubloons > 0 ? ` +${r.doubloons}` : ''}`).join(', ');
  const ships = v.ships
    .map((s) => `${s.capacity}-ship: ${s.good ? `${s.load} ${s.good}${s.load === s.capacity ? ' (full)' : ''}` : 'empty'}`)
    .join(' · ');
  const buildings = v.buildings
    .filter((b) => b.left > 0)
    .map((b) => `${buildingLabel(b.id)} ${b.cost}${b.left > 1 ? ` ×${b.left}` : ''}`)
    .join(', ');
  const discard = goodsText(v.discard);
  const lines = [
    `Puerto Rico, round ${v.round}. Governor: ${seatName(v, v.governor)}.${phase}`,
    now,
    ...(v.endTriggers.length > 0 ? [`Last round: ended by ${v.endTriggers.join(', ')}.`] : []),
    `Roles: ${roles}`,
    `Plantations face up: ${v.row.join(', ') || 'none'} (face-down pile ${v.pileSize}; discards: ${discard}); quarries ${v.quarries}`,
    `Colonists: supply ${v.colonistSupply}, ship ${v.colonistShip}. VP chips left: ${v.vpPool}`,
    ...(v.nobles ? [`Nobles (貴族): supply ${v.nobles.supply}, ship ${v.nobles.ship}`] : []),
    `Goods supply: ${goodsText(v.goods)}`,
    `Ships: ${ships}`,
    `Trading house (${v.tradingHouse.length}/4): ${v.tradingHouse.join(', ') || 'empty'}`,
    `Buildings (cost, copies): ${buildings || 'none left'}`,
  ];
  for (const p of v.seats) lines.push(...seatBlock(v, p));
  return lines.join('\n');
}
