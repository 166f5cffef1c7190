/**
 * The base map (spec §1.2, source [B] BaseMap.php checked against the map image [I]).
 * Ids follow the spec: dam sites `1U`/`1L` (U = upstream, red-bordered), conduits `C1L`,
 * powerhouse spaces `P5_0`, powerhouse areas `P5`, headstreams `A`–`D`, exits.
 */

export type Area = 'mountains' | 'hills' | 'plains';
export type Zone = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type Headstream = 'A' | 'B' | 'C' | 'D';
export const HEADSTREAMS = ['A', 'B', 'C', 'D'] as const satisfies readonly Headstream[];

/** Area of each zone [B]. */
export const ZONE_AREA = {
  1: 'mountains',
  2: 'mountains',
  3: 'mountains',
  4: 'mountains',
  5: 'hills',
  6: 'hills',
  7: 'hills',
  8: 'plains',
  9: 'plains',
  10: 'plains',
  11: 'plains',
  12: 'plains',
} as const satisfies Record<Zone, Area>;

/** The seed's area words (山/丘/平地). */
export const AREA_JA = { mountains: '山', hills: '丘', plains: '平地' } as const satisfies Record<Area, string>;

export interface DamSiteRow {
  readonly id: string;
  readonly zone: Zone;
  /** Red-bordered: 3 extra credits to build a base here. */
  readonly paying: boolean;
  readonly source: string;
}

/** Dam sites: zU (red-bordered, upstream) and zL (free, downstream) for zones 1–10 [B][I]. */
export const DAM_SITES: readonly DamSiteRow[] = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).flatMap((zone) => [
  { id: `${zone}U`, zone, paying: true, source: '[B][I]' },
  { id: `${zone}L`, zone, paying: false, source: '[B][I]' },
]);

export interface ConduitRow {
  readonly id: string;
  readonly zone: Zone;
  readonly value: number;
  readonly endZone: Zone;
  readonly source: string;
}

/** Conduits: starting zone, production value, end zone (spec §1.2 table) [B][I]. */
export const CONDUITS = [
  { id: 'C1L', zone: 1, value: 5, endZone: 8, source: '[B][I]' },
  { id: 'C1R', zone: 1, value: 4, endZone: 5, source: '[B][I]' },
  { id: 'C2L', zone: 2, value: 3, endZone: 6, source: '[B][I]' },
  { id: 'C2R', zone: 2, value: 5, endZone: 10, source: '[B][I]' },
  { id: 'C3L', zone: 3, value: 4, endZone: 5, source: '[B][I]' },
  { id: 'C3R', zone: 3, value: 3, endZone: 6, source: '[B][I]' },
  { id: 'C4L', zone: 4, value: 3, endZone: 7, source: '[B][I]' },
  { id: 'C4R', zone: 4, value: 5, endZone: 12, source: '[B][I]' },
  { id: 'C5L', zone: 5, value: 3, endZone: 8, source: '[B][I]' },
  { id: 'C5R', zone: 5, value: 4, endZone: 10, source: '[B][I]' },
  { id: 'C6L', zone: 6, value: 4, endZone: 9, source: '[B][I]' },
  { id: 'C6R', zone: 6, value: 2, endZone: 7, source: '[B][I]' },
  { id: 'C7L', zone: 7, value: 2, endZone: 10, source: '[B][I]' },
  { id: 'C7R', zone: 7, value: 3, endZone: 12, source: '[B][I]' },
  { id: 'C8L', zone: 8, value: 3, endZone: 11, source: '[B][I]' },
  { id: 'C8R', zone: 8, value: 2, endZone: 9, source: '[B][I]' },
  { id: 'C9L', zone: 9, value: 1, endZone: 11, source: '[B][I]' },
  { id: 'C9R', zone: 9, value: 3, endZone: 12, source: '[B][I]' },
  { id: 'C10L', zone: 10, value: 2, endZone: 11, source: '[B][I]' },
  { id: 'C10R', zone: 10, value: 1, endZone: 12, source: '[B][I]' },
] as const satisfies readonly ConduitRow[];

export interface PowerhouseSpaceRow {
  readonly id: string;
  readonly zone: Zone;
  readonly paying: boolean;
  readonly source: string;
}

const ph = (zone: Zone, paying: readonly boolean[]): PowerhouseSpaceRow[] =>
  paying.map((p, i) => ({ id: `P${zone}_${i}`, zone, paying: p, source: '[B][I]' }));

/**
 * Powerhouse spaces per zone; `paying` = red-bordered (spec §1.2 table: zone 10 free/red/red,
 * zone 12 free/red/red/red; engine version 2 corrected P10_1 and P12_1, which were free).
 */
export const POWERHOUSE_SPACES: readonly PowerhouseSpaceRow[] = [
  ...ph(5, [false, true]),
  ...ph(6, [false, true]),
  ...ph(7, [false, true]),
  ...ph(8, [false, false, true]),
  ...ph(9, [false, false, true]),
  ...ph(10, [false, true, true]),
  ...ph(11, [false, false, true, true]),
  ...ph(12, [false, true, true, true]),
];

/** Where water goes next (spec §1.2 "Rivers"). `EXIT` = off the map. */
export const RIVER_NEXT: Readonly<Record<string, string>> = {
  A: '1U',
  B: '2U',
  C: '3U',
  D: '4U',
  '1U': '1L',
  '2U': '2L',
  '3U': '3L',
  '4U': '4L',
  '5U': '5L',
  '6U': '6L',
  '7U': '7L',
  '8U': '8L',
  '9U': '9L',
  '10U': '10L',
  '1L': 'P8',
  '2L': 'P5',
  '3L': 'P6',
  '4L': 'P7',
  P5: '5U',
  P6: '6U',
  P7: '7U',
  P8: '8U',
  '5L': 'P9',
  '6L': 'P10',
  '7L': 'P10',
  P9: '9U',
  P10: '10U',
  '8L': 'P11',
  '9L': 'P11',
  '10L': 'P12',
  P11: 'EXIT',
  P12: 'EXIT',
};

export const DAM_SITE_BY_ID: ReadonlyMap<string, DamSiteRow> = new Map(DAM_SITES.map((d) => [d.id, d]));
export const CONDUIT_BY_ID: ReadonlyMap<string, ConduitRow> = new Map(CONDUITS.map((c) => [c.id, c]));
export const POWERHOUSE_BY_ID: ReadonlyMap<string, PowerhouseSpaceRow> = new Map(POWERHOUSE_SPACES.map((p) => [p.id, p]));

export function isPowerhouseArea(node: string): boolean {
  return /^P\d+$/.test(node);
}
