/**
 * The plain-text board in Japanese, line for line the English one of describe.ts,
 * with the rules documents' names (rules/puerto-rico.md §0 and building table,
 * rules/puerto-rico-expansions.md §0, §4.2, §5.7). Players are seat references: the service puts names there.
 */
import { seatRef } from '../core/seat-text';
import { GOOD_NAMES_JA, GOODS, ROLE_NAMES_JA, TILE_NAMES_JA, TILES, type Good } from './data';
import type { PRView, SeatView } from './view';
import { buildingJa, END_TRIGGERS_JA, shipJa } from './words-ja';

/** "コーン2樽、インディゴ1樽" (unit 樽 for barrels, 枚 for tiles), or なし. */
function countsJa(values: Record<Good, number>, unit: string): string {
  const parts = GOODS.filter((g) => values[g] > 0).map((g) => `${GOOD_NAMES_JA[g]}${values[g]}${unit}`);
  return parts.length > 0 ? parts.join('、') : 'なし';
}

function seatName(v: PRView, seat: number): string {
  return `${seatRef(seat)}${seat === v.you ? '（あなた）' : ''}`;
}

/** Nobles among a count of pieces (Nobles only). */
function nobleNote(nobles: number | undefined): string {
  return nobles ? `（うち貴族${nobles}）` : '';
}

function seatBlock(v: PRView, p: SeatView): string[] {
  const tags = [p.seat === v.governor ? '総督' : '', v.phase?.chooser === p.seat ? ROLE_NAMES_JA[v.phase.role] : ''].filter(Boolean);
  const vp = p.vp === null ? '勝利点チップ非公開' : `勝利点チップ${p.vp}`;
  // On the island a kind's name is enough ("インディゴ 1/2"): every tile there is a plantation or a quarry.
  const tiles = p.island.map((x) => `${TILE_NAMES_JA[TILES.indexOf(x.tile)]} ${x.occupied}/${x.count}${nobleNote(x.nobles)}`);
  // Expansions §4.1: forests fill island spaces but have no circle.
  if (p.forests) tiles.push(`森林タイル ${p.forests}`);
  const filled = p.island.reduce((n, x) => n + x.count, 0) + (p.forests ?? 0);
  const city = p.city.map((b) => `${buildingJa(b.building)} ${b.colonists}/${b.circles}${nobleNote(b.nobles)}`).join('、') || 'なし';
  return [
    `${seatName(v, p.seat)}${tags.length > 0 ? `［${tags.join('、')}］` : ''}：${p.doubloons}ダブロン、${vp}、建物の勝利点${p.buildingVp}`,
    `  島 ${filled}/12（労働者/タイル）：${tiles.join('、') || 'なし'}`,
    `  建物置き場 ${p.citySpaces}/12（労働者/円）：${city}`,
    `  商品：${countsJa(p.goods, '樽')}。サンファン：${p.sanJuan}人${nobleNote(p.nobleSanJuan)}`,
  ];
}

export function describeViewJa(v: PRView): string {
  const now = v.over
    ? 'ゲームは終わりました。'
    : `手番：${v.pending.map((p) => `${seatName(v, p.seat)}が${p.promptJa ?? p.prompt}`).join('、')}。`;
  const phase = v.phase ? `${ROLE_NAMES_JA[v.phase.role]}フェーズ（${seatName(v, v.phase.chooser)}が選択）。` : '';
  const roles = v.roles
    .map((r) => `${ROLE_NAMES_JA[r.id]}${r.taken ? '（選択済み）' : r.doubloons > 0 ? `（+${r.doubloons}ダブロン）` : ''}`)
    .join('、');
  const ships = v.ships
    .map((s) => `${shipJa(s.capacity)}：${s.good ? `${GOOD_NAMES_JA[s.good]}${s.load}樽${s.load === s.capacity ? '（満載）' : ''}` : '空'}`)
    .join(' · ');
  const buildings = v.buildings
    .filter((b) => b.left > 0)
    .map((b) => `${buildingJa(b.id)} ${b.cost}${b.left > 1 ? ` ×${b.left}` : ''}`)
    .join('、');
  const lines = [
    `プエルトリコ 第${v.round}ラウンド。総督：${seatName(v, v.governor)}。${phase}`,
    now,
    ...(v.endTriggers.length > 0 ? [`最終ラウンド：${v.endTriggers.map((t) => END_TRIGGERS_JA[t]).join('、')}。`] : []),
    `役割：${roles}`,
    `表向きのプランテーション：${v.row.map((t) => (t === 'quarry' ? '採石場' : GOOD_NAMES_JA[t])).join('、') || 'なし'}（裏向きの山${v.pileSize}枚、捨て札：${countsJa(v.discard, '枚')}）。採石場 残り${v.quarries}`,
    `労働者：ストック${v.colonistSupply}、入植船${v.colonistShip}。勝利点チップ 残り${v.vpPool}`,
    ...(v.nobles ? [`貴族：ストック${v.nobles.supply}、入植船${v.nobles.ship}`] : []),
    `サプライ：${countsJa(v.goods, '樽')}`,
    `貨物船：${ships}`,
    `商店（${v.tradingHouse.length}/4）：${v.tradingHouse.map((g) => GOOD_NAMES_JA[g]).join('、') || '空'}`,
    `建物（値段、残り）：${buildings || 'なし'}`,
  ];
  for (const p of v.seats) lines.push(...seatBlock(v, p));
  return lines.join('\n');
}
