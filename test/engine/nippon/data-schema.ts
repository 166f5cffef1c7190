/**
 * The zod schema of a Nippon data set (rules/nippon.md §2, §15). The engine may import no
 * package (test/engine/purity.test.ts), so the schema lives here and the engine runs the
 * spec's invariants itself (engine/nippon/data/check.ts) on every set it registers.
 */
import { z } from 'zod';

const status = z.enum(['confirmed', 'provisional']);
const tag = { status, source: z.string().min(3) };
const good = z.enum(['silk', 'paper', 'bento', 'lens', 'clock', 'bulb']);
const gain = z.strictObject({
  yen: z.number().int().positive().optional(),
  coal: z.number().int().positive().optional(),
  blueprints: z.number().int().positive().optional(),
  vp: z.number().int().positive().optional(),
});
const track = z.enum(['coal', 'money', 'knowledge']);
const piece = z.enum(['train', 'ship']);
const three = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative()]);
const perCount = z.strictObject({
  '2': z.number().int().nonnegative(),
  '3': z.number().int().nonnegative(),
  '4': z.number().int().nonnegative(),
});
const effect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('consolidationYen'), yen: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('keepCoal'), coal: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('iconSteps'), steps: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('gain'), gain }),
  z.strictObject({ kind: z.literal('trackSteps'), track, steps: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('extraStep'), action: z.enum(['knowledge', 'mines']) }),
  z.strictObject({ kind: z.literal('costs'), action: z.enum(['knowledge', 'mines', 'trains', 'ships', 'mechanize']), costs: three }),
  z.strictObject({ kind: z.literal('star'), achievement: z.enum(['coal', 'knowledge']) }),
  z.strictObject({ kind: z.literal('flip'), piece }),
  z.strictObject({ kind: z.literal('freePlace'), piece, n: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('freeImprovements'), n: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('extraGood'), n: z.number().int().positive() }),
]);
const space = z.strictObject({ n: z.number().int().positive().nullable(), star: z.boolean() });
const area = z.strictObject({
  tiles: z.number().int().positive(),
  faces: z.tuple([z.number().int(), z.number().int()]),
  stars: z.array(z.number().int()),
  icons: z.array(z.number().int()),
});
const action = z.enum(['knowledge', 'produce', 'export', 'invest', 'mines', 'ships', 'mechanize', 'trains', 'domestic']);

export const DataSetSchema = z.strictObject({
  version: z.string().min(1),
  goods: z
    .array(z.strictObject({ id: good, ja: z.string(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]), ...tag }))
    .length(6),
  knowledgeRequired: three,
  factoryCost: z.number().int().positive(),
  factories: z.array(
    z.strictObject({
      id: z.string(),
      good,
      coal: z.number().int().positive(),
      storage: z.number().int().positive(),
      effects: z.array(effect),
      text: z.string(),
      ja: z.string(),
      ...tag,
    }),
  ),
  influenceChart: z.array(three).length(3),
  influenceTiles: z.array(z.number().int().min(1).max(7)),
  regions: z.array(z.strictObject({ id: z.string(), name: z.string(), ja: z.string(), bonus: gain, ...tag })).length(4),
  citiesPerRegion: z.number().int().positive(),
  foreignValues: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  cityTiles: z.array(z.strictObject({ id: z.string(), goods: z.tuple([good, good, good, good]), ...tag })),
  transportSlots: perCount,
  actionSlots: z.array(z.array(action).min(1).max(2)).length(5),
  slotWorkers: z.number().int().positive(),
  rows: perCount,
  perRow: perCount,
  scoringTrack: z.strictObject({
    toScoring1: z.number().int().positive(),
    toScoring2: z.number().int().positive(),
    toFinal: z.number().int().positive(),
    finalRounds: z.number().int().positive(),
  }),
  scoringVp: z.array(three).length(3),
  rewardMultipliers: z.array(z.number().int().min(2)),
  rewardBonuses: z.array(z.strictObject({ id: z.enum(['yen', 'blueprints', 'coal']), gain })),
  tilesPerStack: z.number().int().positive(),
  rewardsRemovedPerColumn: perCount,
  x2Tiles: z.number().int().nonnegative(),
  workerColours: z.array(z.string().regex(/^[a-z]+$/)),
  workersPerColour: z.number().int().positive(),
  workersRemovedPerColour: perCount,
  workerSpaceNumbers: z.array(z.number().int().nonnegative()).length(6),
  tracks: z.strictObject({ coal: z.array(space).min(2), money: z.array(space).min(2), knowledge: z.array(space).min(2) }),
  pieces: z.strictObject({ train: area, ship: area }),
  contracts: z.array(
    z.strictObject({
      id: z.string(),
      req: z.array(z.number().int().positive()),
      bonus: gain,
      moneySteps: z.number().int().nonnegative(),
      ...tag,
    }),
  ),
  start: z.strictObject({
    yen: z.number().int(),
    coal: z.number().int(),
    blueprints: z.number().int(),
    vp: z.array(z.number().int()).length(4),
  }),
  stepCosts: three,
  mechanizeCost: z.number().int().positive(),
  transportCost: z.number().int().positive(),
  wage: z.number().int().positive(),
  wagePenalty: z.number().int().positive(),
  blueprintsPerStep: z.number().int().positive(),
  yenPerVp: z.number().int().positive(),
  contractsPerVp: z.number().int().positive(),
  achievements: z
    .array(
      z.strictObject({
        id: z.enum(['yen', 'ships', 'trains', 'influence', 'mechanization', 'factories', 'coal', 'knowledge', 'contracts']),
        printed: z.number().int().nonnegative(),
      }),
    )
    .length(9),
  tags: z.record(z.string(), z.strictObject(tag)),
});
