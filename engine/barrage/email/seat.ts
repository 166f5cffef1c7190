/**
 * One player's card on the Barrage board: company and officer, resources, energy and VP, the
 * structures they own, technology tiles, the construction wheel and contracts in hand.
 */
import { COMPANY_NAMES_JA, OFFICER_NAMES, type Company } from '../data/companies';
import { tileShortJa } from '../notation-ja';
import { contractRow } from '../data/contracts';
import { CONDUIT_BY_ID } from '../data/map';
import { formatReward, formatRewardJa } from '../data/rewards';
import { ADVANCED_BY_ID } from '../data/tiles';
import { describeFlow } from '../automa/names';
import type { PlayerState } from '../state';
import type { BarrageView } from '../view';
import type { Lang } from '../../core/types';
import { capacity } from './map';
import { ADVANCED_TILE_CLASS, contractClass, dots, seatColour, TILE_CLASS } from './style';

export const COMPANY_NAMES = { usa: 'USA', germany: 'Germany', italy: 'Italy', france: 'France' } as const satisfies Record<
  Company,
  string
>;

const SEGMENTS = 6;

export interface Chip {
  /** Classes of the board's style block. */
  readonly cls: string;
  readonly label: string;
}

export function contractChip(id: string, lang: Lang = 'en') {
  const row = contractRow(id);
  return {
    cls: contractClass(row.kind),
    id,
    energy: row.energy,
    reward: lang === 'ja' ? formatRewardJa(row.reward) : formatReward(row.reward),
  };
}

/** A tile by its id; in Japanese by its short name (ベース, ？, ベース2: notation-ja.ts), as the move labels name it. */
function tileChip(tile: string, lang: Lang): Chip {
  const label = lang === 'ja' ? tileShortJa(tile) : tile;
  return { cls: ADVANCED_BY_ID.has(tile) ? ADVANCED_TILE_CLASS : TILE_CLASS, label };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The wheel from the open segment on: the open segment takes the next insertion; the segment
 * `n` steps after it comes back to supply at the n-th rotation (engine/barrage/wheel.ts).
 */
function wheelRows(p: PlayerState, lang: Lang) {
  const ja = lang === 'ja';
  return Array.from({ length: SEGMENTS }, (_, k) => {
    const seg = p.wheel.segments[(p.wheel.open + k) % SEGMENTS] ?? { tiles: [], ex: 0, mx: 0 };
    const chips = [
      ...seg.tiles.map((t) => tileChip(t, lang)),
      ...(seg.ex > 0 ? [{ cls: TILE_CLASS, label: ja ? `ショベル${seg.ex}` : `${seg.ex}\u00a0Ex` }] : []),
      ...(seg.mx > 0 ? [{ cls: TILE_CLASS, label: ja ? `ミキサー${seg.mx}` : `${seg.mx}\u00a0Mx` }] : []),
    ];
    // "back in 2": the segment returns to the supply at the 2nd rotation (the Japanese title explains the bare number).
    return { back: k, backIn: ja ? String(k) : `back\u00a0in\u00a0${k}`, chips, empty: chips.length === 0, isOpen: k === 0 };
  });
}

/** Structures the player owns on the map, by kind, with the ids used in moves. */
function owned(view: BarrageView, seat: number, lang: Lang) {
  const dams = Object.entries(view.dams)
    .filter(([, d]) => d.owner === seat)
    .map(([site, d]) => ({
      site,
      text: lang === 'ja' ? `高さ${d.level}` : `lvl\u00a0${d.level}`,
      water: dots(d.drops, Math.max(d.drops, capacity(view, seat, d.level))),
    }));
  const conduits = Object.entries(view.conduits)
    .filter(([, o]) => o === seat)
    .map(([id]) => ({ site: id, text: `${CONDUIT_BY_ID.get(id)?.value ?? '?'}→P${CONDUIT_BY_ID.get(id)?.endZone ?? '?'}` }));
  const powerhouses = Object.entries(view.powerhouses)
    .filter(([, o]) => o === seat)
    .map(([id]) => ({ site: id }));
  return { dams, conduits, powerhouses };
}

/** Resources and pieces left in words: "5 engineers" / 「ワーカー5」 (the seed's ワーカー, ショベル, ミキサー, CR). */
export function resources(p: PlayerState, lang: Lang) {
  const left = p.pieces;
  if (lang === 'ja') {
    return {
      engineers: `ワーカー${p.engineers}`,
      credits: `${p.credits}CR`,
      ex: `ショベル${p.ex}`,
      mx: `ミキサー${p.mx}`,
      piecesLeft: `ベース${left.base} 延長壁${left.elevation} 取水塔${left.conduit} 発電所${left.powerhouse}`,
    };
  }
  return {
    engineers: plural(p.engineers, 'engineer'),
    credits: plural(p.credits, 'credit'),
    ex: plural(p.ex, 'excavator'),
    mx: plural(p.mx, 'concrete mixer'),
    piecesLeft: `${plural(left.base, 'base')}, ${plural(left.elevation, 'elevation')}, ${plural(left.conduit, 'conduit')}, ${plural(left.powerhouse, 'powerhouse')}`,
  };
}

/** An Automa's card shows the tile on top of the deck, action side up: the last Automa turn's actions (Automa spec §2.1). */
function automaLine(view: BarrageView, lang: Lang): string {
  const top = view.automa?.top;
  if (lang === 'ja') return `オートマ（ルールが動かす）${top ? `、山の一番上のソロプレイ用タイル${top}：${describeFlow(top, 'ja')}` : ''}`;
  return `Automa (the rules move it)${top ? `; tile ${top} on top of the deck: ${describeFlow(top)}` : ''}`;
}

export function seatCard(view: BarrageView, seat: number, name: string, lang: Lang = 'en') {
  const p = view.seats[seat] as PlayerState;
  const built = owned(view, seat, lang);
  const ja = lang === 'ja';
  return {
    name,
    colour: seatColour(seat).main,
    isYou: seat === view.you,
    passed: p.passed,
    company: p.company ? (ja ? COMPANY_NAMES_JA : COMPANY_NAMES)[p.company] : ja ? '個人ボード未選択' : 'company not chosen yet',
    officer: p.automa ? automaLine(view, lang) : p.officer ? OFFICER_NAMES[p.officer] : null,
    copying: p.copy ? OFFICER_NAMES[p.copy] : null,
    vp: p.vp,
    energy: p.energy,
    ...resources(p, lang),
    dams: built.dams,
    hasDams: built.dams.length > 0,
    conduits: built.conduits,
    hasConduits: built.conduits.length > 0,
    powerhouses: built.powerhouses,
    hasPowerhouses: built.powerhouses.length > 0,
    tiles: p.tiles.map((t) => tileChip(t, lang)),
    hasTiles: p.tiles.length > 0,
    wheel: wheelRows(p, lang),
    hand: p.hand.map((id) => contractChip(id, lang)),
    hasHand: p.hand.length > 0,
    fulfilled: p.fulfilled.length > 0 ? `${p.fulfilled.length} (${p.fulfilled.join(', ')})` : ja ? 'なし' : 'none yet',
  };
}
