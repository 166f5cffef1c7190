/**
 * The data sets a game can be played with, by version. A game stores its set's version in its
 * state and keeps it; a corrected data set is added here under a new version (rules/nippon.md §15).
 */
import { checkDataSet } from './check';
import type { FactoryRow, Good, NipponData } from './types';
import { DATA_V1 } from './v1';

export type * from './types';
export { checkDataSet } from './check';
export { DATA_V1 } from './v1';

/** A data set with its look-ups built once. */
export interface Data extends NipponData {
  readonly factoryById: ReadonlyMap<string, FactoryRow>;
  readonly levelOf: Readonly<Record<Good, 1 | 2 | 3>>;
  readonly goodIds: readonly Good[];
  /** The seed's Japanese name of each good (§2.2), from the goods rows. */
  readonly goodJa: Readonly<Record<Good, string>>;
}

const SETS = new Map<string, Data>();

/** Validate a data set and make it available to games (new versions; tests add altered sets). */
export function registerDataSet(d: NipponData): Data {
  const problems = checkDataSet(d);
  if (problems.length > 0) throw new Error(`Nippon data set ${d.version} is invalid: ${problems.join('; ')}`);
  const data: Data = {
    ...d,
    factoryById: new Map(d.factories.map((f) => [f.id, f])),
    levelOf: Object.fromEntries(d.goods.map((g) => [g.id, g.level])) as Record<Good, 1 | 2 | 3>,
    goodIds: d.goods.map((g) => g.id),
    goodJa: Object.fromEntries(d.goods.map((g) => [g.id, g.ja])) as Record<Good, string>,
  };
  SETS.set(d.version, data);
  return data;
}

registerDataSet(DATA_V1);

/** The data set new games use. */
export const CURRENT_DATA = DATA_V1.version;

export function dataSet(version: string): Data {
  const d = SETS.get(version);
  if (!d) throw new Error(`unknown Nippon data set "${version}" (known: ${[...SETS.keys()].join(', ')})`);
  return d;
}

export function knownDataSets(): string[] {
  return [...SETS.keys()];
}

/** How many values of the set are provisional: for the notice in every Nippon email. */
export function provisionalSummary(d: NipponData): string[] {
  const rows = [...d.factories, ...d.regions, ...d.cityTiles, ...d.contracts].filter((r) => r.status === 'provisional').map((r) => r.id);
  const tables = Object.entries(d.tags)
    .filter(([, t]) => t.status === 'provisional')
    .map(([k]) => k);
  return [...tables, ...rows];
}
