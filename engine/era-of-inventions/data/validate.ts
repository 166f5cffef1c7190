/**
 * Unwrap a tagged data set and refuse one that breaks the rules' invariants (§6.3 V1–V13, plus
 * the shape the engine relies on). A real data set that loads here fits the rules model.
 */
import { CARD_RESOURCES, RESOURCES, type Dataset, type RawDataset, type Reward, type Tag } from './types';

const PLAIN = new Set(['id', 'provenance', 'notice', 'noticeJa', 'sources']);
const GOODS = new Set<string>([...RESOURCES, 'coin', 'gear']);

function isVal(x: unknown): x is { v: unknown; tag: Tag } {
  return typeof x === 'object' && x !== null && 'v' in x && 'tag' in x;
}

/** Walk the tagged values: `visit(path, tag)` for each; returns problems with untagged fields. */
export function walkTags(raw: RawDataset, visit: (path: string, tag: Tag) => void): string[] {
  const problems: string[] = [];
  const value = (path: string, x: unknown): void => {
    if (!isVal(x)) return void problems.push(`${path} is not tagged placeholder or confirmed`);
    if (x.tag !== 'placeholder' && x.tag !== 'confirmed') return void problems.push(`${path} has tag "${String(x.tag)}"`);
    visit(path, x.tag);
  };
  const row = (path: string, r: unknown): void => {
    if (isVal(r) || typeof r !== 'object' || r === null) return value(path, r);
    for (const [k, x] of Object.entries(r)) if (k !== 'id') value(`${path}.${k}`, x);
  };
  for (const [key, x] of Object.entries(raw)) {
    if (PLAIN.has(key)) continue;
    if (Array.isArray(x)) x.forEach((r, i) => row(`${key}[${i}]`, r));
    else row(key, x);
  }
  return problems;
}

/** The plain data set the engine reads. */
export function unwrap(raw: RawDataset): Dataset {
  const strip = (x: unknown): unknown => {
    if (isVal(x)) return x.v;
    if (Array.isArray(x)) return x.map(strip);
    if (typeof x === 'object' && x !== null) return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, k === 'id' ? y : strip(y)]));
    return x;
  };
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(raw)) out[key] = PLAIN.has(key) ? x : strip(x);
  return out as unknown as Dataset;
}

const count = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0;

function rewardProblems(where: string, r: Reward, allowed: readonly (keyof Reward)[]): string[] {
  const out: string[] = [];
  for (const [k, x] of Object.entries(r)) {
    if (!allowed.includes(k as keyof Reward)) out.push(`${where} may not give ${k}`);
    else if (k === 'resources') {
      for (const [res, n] of Object.entries(x as object))
        if (!RESOURCES.includes(res as never) || !count(n)) out.push(`${where} gives ${String(n)} ${res}`);
    } else if (!count(x)) out.push(`${where} gives ${String(x)} ${k}`);
  }
  return out;
}

/** Every broken invariant, as sentences; empty when the data set fits the rules. */
export function datasetProblems(d: Dataset): string[] {
  const p: string[] = [];
  const need = (ok: boolean, msg: string) => void (ok || p.push(msg));
  // V1 rounds by player count; tokens must always leave a legal placement (§2.3).
  const rounds: Record<number, number> = { 3: 9, 4: 8, 5: 10 };
  need(d.playerCounts.length === 3 && d.playerCounts.every((c) => rounds[c.players] === c.rounds), 'V1: rounds must be 3p 9, 4p 8, 5p 10');
  for (const c of d.playerCounts) {
    for (let k = 1; k <= c.actionTokens; k++) {
      need(
        2 * (6 - (k - 1)) > (c.players - 1) * c.actionTokens,
        `${c.players} players with ${c.actionTokens} tokens could leave no legal area (§2.3)`,
      );
    }
  }
  need(d.inventionDisplaySize === 7, 'V2: the invention display has 7 slots');
  need(d.discardOldest === 3, 'upkeep discards 3 cards from each display (§2.9)');
  const inventions = new Set(d.inventions.map((i) => i.id));
  need(inventions.size === 9 && d.inventions.length === 9, 'V3: 9 inventions with distinct ids');
  const normal = d.inventionCards.filter((c) => c.kind !== 'start');
  need(normal.length === 27, `V3: 27 invention cards, not ${normal.length}`);
  for (const inv of inventions) need(normal.filter((c) => c.invention === inv).length === 3, `V3: invention ${inv} needs exactly 3 cards`);
  need(d.inventionCards.filter((c) => c.kind === 'start').length === 12, 'V4: 12 start cards');
  need(new Set(d.inventionCards.map((c) => c.id)).size === d.inventionCards.length, 'invention card ids must be distinct');
  const copies = d.factories.reduce((n, f) => n + f.copies, 0);
  need(copies === 29, `V5: 29 factory cards, not ${copies}`);
  need(d.factories.filter((f) => f.start).reduce((n, f) => n + f.copies, 0) >= 5, 'V5: a start factory per colour (5)');
  need(new Set(d.factories.map((f) => f.id)).size === d.factories.length, 'factory ids must be distinct');
  // V6 spaces
  need(new Set(d.inventionSpaces.map((s) => s.id)).size === d.inventionSpaces.length, 'space ids must be distinct');
  for (const inv of inventions) {
    need(
      d.inventionSpaces.filter((s) => s.invention === inv && s.tier === 'basic').length === 1,
      `V6: invention ${inv} needs exactly one basic space`,
    );
  }
  for (const s of d.inventionSpaces) {
    need(inventions.has(s.invention), `space ${s.id}: unknown invention ${s.invention}`);
    need(s.tier === 'basic' || s.tier === 'innovative', `space ${s.id}: tier must be basic or innovative`);
    need(Number.isInteger(s.gearCost) && s.gearCost >= 1 && s.gearCost <= 7, `V7: space ${s.id} gear cost ${s.gearCost} is not in 1..7`);
    need(count(s.developIP), `space ${s.id}: development IP must be a whole number ≥ 0`);
    p.push(...rewardProblems(`V9: space ${s.id} developer reward`, s.developerReward, ['ip', 'coins']));
  }
  need(d.inventionSpaces.filter((s) => s.tier === 'innovative').length <= 9, 'at most one innovative space per invention');
  // V8 card costs
  for (const c of d.inventionCards) {
    const keys = Object.keys(c.cost);
    need(
      keys.every((k) => k === 'any' || CARD_RESOURCES.includes(k as never)),
      `V8: card ${c.id} may only cost coal, metal, tech, tools or "?"`,
    );
    need(Object.values(c.cost).every(count), `card ${c.id}: costs are whole numbers ≥ 0`);
    if (c.kind === 'imitation') need((c.cost.any ?? 0) > 0, `V8: imitation ${c.id} needs a "?" cost`);
    else need(c.cost.any === undefined, `V8: ${c.kind} card ${c.id} may not have a "?" cost`);
    if (c.kind === 'start') need(c.invention === undefined, `start card ${c.id} belongs to no invention`);
    else need(c.invention !== undefined && inventions.has(c.invention), `card ${c.id}: unknown invention`);
    p.push(...rewardProblems(`card ${c.id} benefit`, c.benefit, ['ip', 'coins', 'gears', 'bonusTokens', 'resources']));
  }
  for (const f of d.factories) {
    need(count(f.copies) && f.copies > 0, `factory ${f.id}: copies`);
    need(
      Object.entries(f.cost).every(([k, n]) => (RESOURCES.includes(k as never) || k === 'coin') && count(n)),
      `factory ${f.id}: cost`,
    );
    need(
      f.output.length > 0 &&
        f.output.every((g) => g.options.length > 0 && g.options.every((o) => GOODS.has(o)) && Number.isInteger(g.count) && g.count > 0),
      `factory ${f.id}: output groups`,
    );
    need(count(f.capacity) && count(f.ip), `factory ${f.id}: capacity and IP are whole numbers ≥ 0`);
  }
  need(count(d.factoryDisplaySize) && d.factoryDisplaySize >= 1, 'factory display size ≥ 1');
  // V11 supply points
  need(
    d.supplyPoints.some((s) => s.kind === 'warehouse' && s.resource === 'coal'),
    'V11: a coal warehouse',
  );
  need(new Set(d.supplyPoints.map((s) => s.id)).size === d.supplyPoints.length, 'supply point ids must be distinct');
  for (const s of d.supplyPoints) {
    const empty = s.kind === 'warehouse' && s.resource === 'coal' ? 3 : 2;
    need(s.refillEmpty === empty && s.refillNonEmpty === 1, `V11: ${s.id} refills ${empty} when empty, 1 otherwise`);
    need(RESOURCES.includes(s.resource) && count(s.initial), `${s.id}: resource and initial pieces`);
  }
  // V12 patent track
  need(
    d.patentTrack.length > 0 && d.patentTrack.every((t, i) => t.step === i + 1 && count(t.cost) && count(t.ip)),
    'V12: patent steps 1..N with whole costs and IP ≥ 0',
  );
  const track = d.influenceTrack;
  need(Number.isInteger(track.length) && track.length > 1, 'influence track length');
  need(new Set(track.symbols.map((x) => x.position)).size === track.symbols.length, 'one symbol per track space');
  for (const sym of track.symbols) {
    need(Number.isInteger(sym.position) && sym.position > 0 && sym.position < track.length, `symbol at ${sym.position} is off the track`);
    p.push(...rewardProblems(`V10: symbol at ${sym.position}`, sym.reward, ['coins', 'resources']));
  }
  const kit = d.startingKit;
  need(count(kit.coins) && count(kit.gears) && count(kit.bonusTokens), 'starting kit counts');
  p.push(...rewardProblems('starting kit', { resources: kit.resources }, ['resources']));
  const starts = d.inventionCards.filter((c) => c.kind === 'start').length;
  need(count(d.setup.startCardsOnDisplay) && d.setup.startCardsOnDisplay <= Math.min(7, starts), 'start cards on the display ≤ 7');
  need(d.limits.inventionMarkersPerPlayer === 15, 'V13: 15 invention markers per player');
  return p;
}
