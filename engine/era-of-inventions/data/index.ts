/**
 * The data sets a game can be set up with, by id (rules §6.2). Each is checked once when it is
 * registered; a game stores the id of its data set and reads it here for its whole life.
 */
import { EngineBug } from '../../core/errors';
import { placeholderV0 } from './placeholder-v0';
import type { Dataset, RawDataset } from './types';
import { datasetProblems, unwrap, walkTags } from './validate';

export * from './types';

export interface LoadedDataset {
  readonly data: Dataset;
  /** How many values are tagged placeholder and confirmed. */
  readonly tags: { readonly placeholder: number; readonly confirmed: number };
}

const loaded = new Map<string, { raw: RawDataset; set: LoadedDataset }>();

/** Check and add a data set; the same id twice must be the very same data. */
export function registerDataset(raw: RawDataset): LoadedDataset {
  const known = loaded.get(raw.id);
  if (known) {
    if (JSON.stringify(known.raw) !== JSON.stringify(raw)) throw new EngineBug(`two different data sets are called "${raw.id}"`);
    return known.set;
  }
  const tags = { placeholder: 0, confirmed: 0 };
  const untagged = walkTags(raw, (_path, tag) => void tags[tag]++);
  const data = unwrap(raw);
  const problems = [...untagged, ...datasetProblems(data)];
  if (problems.length > 0) throw new EngineBug(`data set "${raw.id}" breaks the rules: ${problems.join('; ')}`);
  const set = { data, tags };
  loaded.set(raw.id, { raw, set });
  return set;
}

export function datasetById(id: string): LoadedDataset {
  const set = loaded.get(id)?.set;
  if (!set) throw new EngineBug(`no data set "${id}" is registered`);
  return set;
}

/** The data set new games use unless told otherwise. */
export const SHIPPED = registerDataset(placeholderV0);
