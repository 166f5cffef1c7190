/**
 * The map part of the Barrage board: one row per zone (grouped by area) listing its headstream,
 * dam sites with owner, level and water held, the conduits that start there and its powerhouse
 * spaces. Free spaces are shown faded, so a reader sees where they can still build; the ids are
 * the ones the move list uses ("build base at 5L", "produce 5L via C5R to P10_0").
 */
import { DEL_MONTE_LEVEL3_CAPACITY } from '../data/companies';
import { CONDUITS, DAM_SITES, HEADSTREAMS, POWERHOUSE_SPACES, RIVER_NEXT, ZONE_AREA, type Area, type Zone } from '../data/map';
import type { BarrageView } from '../view';
import type { Lang } from '../../core/types';
import { dots, freeClass, ownedClass } from './style';
import { AREA_TITLES } from './words';

export interface MapItem {
  /** Classes of the board's style block; empty for a free space. */
  readonly cls: string;
  /** The id in bold for built structures; empty for free spaces (faded, id in `text`). */
  readonly strong: string;
  readonly text: string;
  /** Drops as dots (● held, ○ room left); null for items that hold no water. */
  readonly water: string | null;
}

const AREAS = ['mountains', 'hills', 'plains'] as const satisfies readonly Area[];
const ZONES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const satisfies readonly Zone[];
const HEADSTREAM_CLASS = 'bm';

/** Capacity of a dam: its level; Graziano Del Monte's own level-3 dams hold 4 (spec §4.7). */
export function capacity(view: BarrageView, owner: number, level: number): number {
  const officer = owner >= 0 ? view.seats[owner]?.officer : null;
  return officer === 'del-monte' && level === 3 ? DEL_MONTE_LEVEL3_CAPACITY : level;
}

function item(cls: string, strong: string, text: string, water: string | null = null): MapItem {
  return { cls, strong, text, water };
}

/** The few words of map chips (headstream, waiting, level) per language; the seed's 水源, 待機, 高さ. */
const CHIP_WORDS = {
  en: { headstream: 'headstream\u00a0', noneWaiting: ', none\u00a0waiting', waiting: '\u00a0waiting', level: 'lvl\u00a0' },
  ja: { headstream: '水源', noneWaiting: '', waiting: '待機', level: '高さ' },
} as const satisfies Record<Lang, Record<string, string>>;

function zoneItems(view: BarrageView, zone: Zone, short: (seat: number) => string, lang: Lang): MapItem[] {
  const w = CHIP_WORDS[lang];
  const items: MapItem[] = [];
  for (const h of HEADSTREAMS) {
    if (RIVER_NEXT[h] !== `${zone}U`) continue;
    const stream = view.headstreams[h];
    items.push(
      item(
        HEADSTREAM_CLASS,
        h,
        `${w.headstream}${stream.tile}${stream.drops > 0 ? '' : w.noneWaiting}`,
        stream.drops > 0 ? `${dots(stream.drops, 0)}${w.waiting}` : null,
      ),
    );
  }
  for (const site of DAM_SITES.filter((d) => d.zone === zone)) {
    const dam = view.dams[site.id];
    if (!dam) {
      items.push(item(freeClass(site.paying), '', site.id));
      continue;
    }
    const room = Math.max(dam.drops, capacity(view, dam.owner, dam.level));
    items.push(item(ownedClass(dam.owner), site.id, `${short(dam.owner)}\u00a0${w.level}${dam.level}`, dots(dam.drops, room)));
  }
  for (const c of CONDUITS.filter((c) => c.zone === zone)) {
    const owner = view.conduits[c.id];
    const route = `${c.value}→P${c.endZone}`;
    items.push(
      owner === undefined
        ? item(freeClass(false), '', `${c.id}\u00a0${route}`)
        : item(ownedClass(owner), c.id, `${route}\u00a0${short(owner)}`),
    );
  }
  for (const p of POWERHOUSE_SPACES.filter((p) => p.zone === zone)) {
    const owner = view.powerhouses[p.id];
    items.push(owner === undefined ? item(freeClass(p.paying), '', p.id) : item(ownedClass(owner), p.id, short(owner)));
  }
  return items;
}

/** Zones grouped by area, each zone with its items in river order (headstream, dams, conduits, powerhouses). */
export function mapRows(view: BarrageView, short: (seat: number) => string, lang: Lang = 'en') {
  return AREAS.map((area) => ({
    title: AREA_TITLES[lang][area],
    zones: ZONES.filter((z) => ZONE_AREA[z] === area).map((zone) => ({ zone, items: withLast(zoneItems(view, zone, short, lang)) })),
  }));
}

/** Total drops held in dams and waiting on headstreams. */
export function waterTotals(view: BarrageView): { held: number; waiting: number } {
  const held = Object.values(view.dams).reduce((n, d) => n + d.drops, 0);
  const waiting = Object.values(view.headstreams).reduce((n, h) => n + h.drops, 0);
  return { held, waiting };
}

/** A list with a `last` flag on its final item, for separators in the logic-less partial. */
function withLast<T extends object>(items: readonly T[]): (T & { last: boolean })[] {
  return items.map((item, i) => ({ ...item, last: i === items.length - 1 }));
}
