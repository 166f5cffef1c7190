/**
 * One player's card on the Barrage board: company and officer, resources, energy and VP, the
 * structures they own, technology tiles, the construction wheel and contracts in hand.
 */
import { OFFICER_NAMES, type Company } from '../../engine/barrage/data/companies';
import { contractRow } from '../../engine/barrage/data/contracts';
import { CONDUIT_BY_ID } from '../../engine/barrage/data/map';
import { formatReward } from '../../engine/barrage/data/rewards';
import { ADVANCED_BY_ID } from '../../engine/barrage/data/tiles';
import type { PlayerState } from '../../engine/barrage/state';
import type { BarrageView } from '../../engine/barrage/view';
import { capacity } from './map';
import { ADVANCED_TILE_CLASS, contractStyle, dots, seatColour, TILE_CLASS } from './style';

export const COMPANY_NAMES = { usa: 'USA', germany: 'Germany', italy: 'Italy', france: 'France' } as const satisfies Record<Company, string>;

const SEGMENTS = 6;

export interface Chip {
  /** Classes of the board's style block. */
  readonly cls: string;
  readonly label: string;
}

export function contractChip(id: string) {
  const row = contractRow(id);
  return { style: contractStyle(row.kind), id, energy: row.energy, reward: formatReward(row.reward) };
}

function tileChip(tile: string): Chip {
  return { cls: ADVANCED_BY_ID.has(tile) ? ADVANCED_TILE_CLASS : TILE_CLASS, label: tile };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The wheel from the open segment on: the open segment takes the next insertion; the segment
 * `n` steps after it comes back to supply at the n-th rotation (engine/barrage/wheel.ts).
 */
function wheelRows(p: PlayerState) {
  return Array.from({ length: SEGMENTS }, (_, k) => {
    const seg = p.wheel.segments[(p.wheel.open + k) % SEGMENTS] ?? { tiles: [], ex: 0, mx: 0 };
    const chips = [
      ...seg.tiles.map(tileChip),
      ...(seg.ex > 0 ? [{ cls: TILE_CLASS, label: `${seg.ex}\u00a0Ex` }] : []),
      ...(seg.mx > 0 ? [{ cls: TILE_CLASS, label: `${seg.mx}\u00a0Mx` }] : []),
    ];
    return { back: k, chips, empty: chips.length === 0, isOpen: k === 0 };
  });
}

/** Structures the player owns on the map, by kind, with the ids used in moves. */
function owned(view: BarrageView, seat: number) {
  const dams = Object.entries(view.dams)
    .filter(([, d]) => d.owner === seat)
    .map(([site, d]) => ({ site, text: `lvl\u00a0${d.level}`, water: dots(d.drops, Math.max(d.drops, capacity(view, seat, d.level))) }));
  const conduits = Object.entries(view.conduits)
    .filter(([, o]) => o === seat)
    .map(([id]) => ({ site: id, text: `${CONDUIT_BY_ID.get(id)?.value ?? '?'}→P${CONDUIT_BY_ID.get(id)?.endZone ?? '?'}` }));
  const powerhouses = Object.entries(view.powerhouses)
    .filter(([, o]) => o === seat)
    .map(([id]) => ({ site: id }));
  return { dams, conduits, powerhouses };
}

export function seatCard(view: BarrageView, seat: number, name: string) {
  const p = view.seats[seat] as PlayerState;
  const built = owned(view, seat);
  const left = p.pieces;
  return {
    name,
    colour: seatColour(seat).main,
    isYou: seat === view.you,
    passed: p.passed,
    company: p.company ? COMPANY_NAMES[p.company] : 'company not chosen yet',
    officer: p.officer ? OFFICER_NAMES[p.officer] : null,
    copying: p.copy ? OFFICER_NAMES[p.copy] : null,
    vp: p.vp,
    energy: p.energy,
    engineers: plural(p.engineers, 'engineer'),
    credits: plural(p.credits, 'credit'),
    ex: plural(p.ex, 'excavator'),
    mx: plural(p.mx, 'concrete mixer'),
    piecesLeft: `${plural(left.base, 'base')}, ${plural(left.elevation, 'elevation')}, ${plural(left.conduit, 'conduit')}, ${plural(left.powerhouse, 'powerhouse')}`,
    dams: built.dams,
    hasDams: built.dams.length > 0,
    conduits: built.conduits,
    hasConduits: built.conduits.length > 0,
    powerhouses: built.powerhouses,
    hasPowerhouses: built.powerhouses.length > 0,
    tiles: p.tiles.map(tileChip),
    hasTiles: p.tiles.length > 0,
    wheel: wheelRows(p),
    hand: p.hand.map(contractChip),
    hasHand: p.hand.length > 0,
    fulfilled: p.fulfilled.length > 0 ? `${p.fulfilled.length} (${p.fulfilled.join(', ')})` : 'none yet',
  };
}
