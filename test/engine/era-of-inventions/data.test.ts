/** The data set (rules/era-of-inventions.md §6.2–6.5): schema, invariants, tags, and a swap of data sets. */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../engine/core/playout';
import { makeEraOfInventions } from '../../../engine/era-of-inventions';
import { datasetById, registerDataset, SHIPPED, type Dataset } from '../../../engine/era-of-inventions/data';
import { placeholderV0 } from '../../../engine/era-of-inventions/data/placeholder-v0';
import { datasetProblems } from '../../../engine/era-of-inventions/data/validate';
import { alteredDataset } from './altered-dataset';
import { taggedDataset } from './dataset-schema';
import { game, newGame } from './helpers';

const plain = (): Dataset => JSON.parse(JSON.stringify(SHIPPED.data)) as Dataset;
type Mut<T> = { -readonly [K in keyof T]: T[K] extends object ? Mut<T[K]> : T[K] };
function broken(change: (d: Mut<Dataset>) => void): string[] {
  const d = plain() as Mut<Dataset>;
  change(d);
  return datasetProblems(d as Dataset);
}

describe('the shipped data set placeholder-v0', () => {
  it('fits the zod schema, every value tagged placeholder or confirmed', () => {
    expect(taggedDataset.safeParse(placeholderV0).error?.issues ?? []).toEqual([]);
    expect(taggedDataset.safeParse(alteredDataset).error?.issues ?? []).toEqual([]);
  });

  it('keeps every invariant of §6.3 and is marked PLACEHOLDER with a notice', () => {
    expect(datasetProblems(SHIPPED.data)).toEqual([]);
    expect(SHIPPED.data.provenance).toBe('PLACEHOLDER');
    expect(SHIPPED.data.notice).toMatch(/invented/);
  });

  it('tags the confirmed values of §6.5 confirmed, with a source, and the invented ones placeholder', () => {
    const tagOf = (v: unknown) => v as { tag: string; src?: string };
    expect(placeholderV0.playerCounts.every((c) => tagOf(c.rounds).tag === 'confirmed' && tagOf(c.actionTokens).src === 'S2')).toBe(true);
    expect(tagOf(placeholderV0.inventionDisplaySize).tag).toBe('confirmed');
    expect(tagOf(placeholderV0.limits.inventionMarkersPerPlayer).src).toBe('S1');
    expect(
      placeholderV0.supplyPoints.every((p) => tagOf(p.refillEmpty).tag === 'confirmed' && tagOf(p.initial).tag === 'placeholder'),
    ).toBe(true);
    expect(
      placeholderV0.inventionSpaces.every((x) => tagOf(x.gearCost).tag === 'placeholder' && tagOf(x.invention).tag === 'confirmed'),
    ).toBe(true);
    expect(tagOf(placeholderV0.startingKit.coins).tag).toBe('placeholder');
    expect(SHIPPED.tags.placeholder).toBeGreaterThan(SHIPPED.tags.confirmed);
    expect(SHIPPED.tags.confirmed).toBeGreaterThan(0);
  });
});

describe('the validator refuses a data set that breaks the rules (§6.3)', () => {
  it.each<[string, (d: Mut<Dataset>) => void, RegExp]>([
    ['V1 rounds', (d) => void (d.playerCounts[0]!.rounds = 8), /V1/],
    ['tokens that could leave no legal area (§2.3)', (d) => void (d.playerCounts[1]!.actionTokens = 3), /no legal area/],
    ['V2 display size', (d) => void (d.inventionDisplaySize = 6), /V2/],
    ['V3 27 cards', (d) => void d.inventionCards.pop(), /V3/],
    ['V4 12 start cards', (d) => void d.inventionCards.shift(), /V4/],
    ['V5 29 factories', (d) => void (d.factories[1]!.copies = 4), /V5/],
    ['V6 one basic space', (d) => void (d.inventionSpaces[0]!.tier = 'innovative'), /V6/],
    ['V7 gear cost 1..7', (d) => void (d.inventionSpaces[0]!.gearCost = 8), /V7/],
    ['V8 imitation needs "?"', (d) => void (d.inventionCards.find((c) => c.kind === 'imitation')!.cost = { coal: 2 }), /V8/],
    ['V8 no wood in card costs', (d) => void ((d.inventionCards[0]!.cost as Record<string, number>).wood = 1), /V8/],
    ['V9 developer rewards', (d) => void (d.inventionSpaces[0]!.developerReward = { gears: 1 } as never), /V9/],
    ['V10 symbol rewards', (d) => void (d.influenceTrack.symbols[0]!.reward = { ip: 1 }), /V10/],
    ['V11 refills', (d) => void (d.supplyPoints[0]!.refillEmpty = 2), /V11/],
    ['V12 patent steps', (d) => void (d.patentTrack[0]!.cost = -1), /V12/],
    ['V13 markers', (d) => void (d.limits.inventionMarkersPerPlayer = 12), /V13/],
  ])('%s', (_name, change, pattern) => {
    expect(broken(change).join('; ')).toMatch(pattern);
  });

  it('registering a broken data set throws, naming the problem; an id may not be reused for other data', () => {
    const bad = { ...placeholderV0, id: 'bad-one', discardOldest: { v: 2, tag: 'placeholder' as const } };
    expect(() => registerDataset(bad)).toThrow(/discards 3/);
    expect(() => registerDataset({ ...alteredDataset, id: 'placeholder-v0' })).toThrow(/two different data sets/);
    const untagged = { ...placeholderV0, id: 'untagged', factoryDisplaySize: 6 as never };
    expect(() => registerDataset(untagged)).toThrow(/factoryDisplaySize is not tagged/);
  });
});

describe('a second data set is a data change only (§6.2)', () => {
  const both = makeEraOfInventions([alteredDataset]);

  it('offers the data sets as an option, the shipped one by default, and says it is a placeholder', () => {
    const option = both.meta.options.find((o) => o.key === 'dataset')!;
    expect(option.choices).toEqual(['placeholder-v0', 'altered-test']);
    expect(option.default).toBe('placeholder-v0');
    expect(option.description).toMatch(/Placeholder card and board data/);
    // The title (every email subject, `pbem games`, the web mailbox) says so too.
    expect(both.meta.title).toBe('Era of Inventions (placeholder card data)');
  });

  it('sets up from the altered numbers and plays whole games on them with every check', () => {
    const s = both.setup(4, { dataset: 'altered-test' }, 'alt');
    expect(s.dataset).toBe('altered-test');
    expect(s.seats[0]!.coins).toBe(9);
    expect(s.facDisplay).toHaveLength(4);
    expect(s.invDisplay.filter(Boolean)).toHaveLength(5);
    expect(s.supply).toHaveLength(5);
    expect(both.view(s, 0).notice).toBeNull();
    for (const players of [3, 4, 5]) {
      const r = randomPlayout(both, players, `alt-${players}`, { options: { dataset: 'altered-test' }, checks: 'full' });
      expect(r.error).toBeNull();
      expect(r.finished).toBe(true);
    }
  });

  it('a game keeps the data set it started with: its state names it and every rule reads it', () => {
    const old = newGame(3, 'keep');
    expect(old.dataset).toBe('placeholder-v0');
    const view = game.view(old, 0);
    expect(view.patentTrack).toHaveLength(datasetById('placeholder-v0').data.patentTrack.length);
    const alt = both.setup(3, { dataset: 'altered-test' }, 'keep');
    expect(both.view(alt, 0).patentTrack).toHaveLength(3);
    expect(both.view(old, 0).patentTrack).toHaveLength(8);
  });
});
