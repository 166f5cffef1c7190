/**
 * The zod schema of a tagged Era of Inventions data set (rules §6.2), for the boundary where a
 * data set arrives as JSON (a transcription of the real cards). The engine may import no
 * package, so it checks the same shape by hand (engine/era-of-inventions/data/validate.ts); this
 * schema proves the shipped data sets against an independent description.
 */
import { z } from 'zod';

const tag = z.enum(['placeholder', 'confirmed']);
const val = <T extends z.ZodTypeAny>(v: T) => z.object({ v, tag, src: z.string().optional() }).strict();
const n = z.number().int().min(0);
const resource = z.enum(['coal', 'wood', 'metal', 'tech', 'tools']);
const good = z.enum(['coal', 'wood', 'metal', 'tech', 'tools', 'coin', 'gear']);
const reward = z
  .object({ ip: n, coins: n, gears: n, bonusTokens: n, resources: z.partialRecord(resource, n) })
  .partial()
  .strict();

export const taggedDataset = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    provenance: z.enum(['PLACEHOLDER', 'VERIFIED']),
    notice: z.string().min(1),
    noticeJa: z.string().min(1),
    sources: z.array(z.string()),
    playerCounts: z
      .array(z.object({ players: val(z.number().int().min(3).max(5)), rounds: val(n), actionTokens: val(n) }).strict())
      .length(3),
    inventions: z.array(z.object({ id: z.string(), name: val(z.string()), ja: val(z.string()) }).strict()).length(9),
    inventionSpaces: z.array(
      z
        .object({
          id: z.string(),
          invention: val(z.string()),
          tier: val(z.enum(['basic', 'innovative'])),
          gearCost: val(z.number().int().min(1).max(7)),
          developIP: val(n),
          developerReward: val(z.object({ ip: n, coins: n }).partial().strict()),
        })
        .strict(),
    ),
    inventionCards: z.array(
      z
        .object({
          id: z.string(),
          kind: val(z.enum(['start', 'normal', 'imitation'])),
          invention: val(z.string()).optional(),
          cost: val(z.partialRecord(z.enum(['coal', 'metal', 'tech', 'tools', 'any']), n)),
          benefit: val(reward),
        })
        .strict(),
    ),
    factories: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          copies: val(z.number().int().min(1)),
          start: val(z.boolean()),
          cost: val(z.partialRecord(z.enum(['coal', 'wood', 'metal', 'tech', 'tools', 'coin']), n)),
          output: val(z.array(z.object({ options: z.array(good).min(1), count: z.number().int().min(1) }).strict()).min(1)),
          capacity: val(n),
          ip: val(n),
        })
        .strict(),
    ),
    factoryDisplaySize: val(z.number().int().min(1)),
    inventionDisplaySize: val(z.literal(7)),
    discardOldest: val(z.literal(3)),
    supplyPoints: z.array(
      z
        .object({
          id: z.string(),
          kind: val(z.enum(['ship', 'warehouse'])),
          resource: val(resource),
          initial: val(n),
          refillEmpty: val(n),
          refillNonEmpty: val(n),
        })
        .strict(),
    ),
    patentTrack: z.array(z.object({ step: val(z.number().int().min(1)), cost: val(n), ip: val(n) }).strict()).min(1),
    influenceTrack: z
      .object({
        length: val(z.number().int().min(2)),
        wraps: val(z.boolean()),
        symbols: val(z.array(z.object({ position: n, reward }).strict())),
      })
      .strict(),
    startingKit: z.object({ coins: val(n), resources: val(z.partialRecord(resource, n)), gears: val(n), bonusTokens: val(n) }).strict(),
    setup: z.object({ startCardsOnDisplay: val(n) }).strict(),
    limits: z.object({ inventionMarkersPerPlayer: val(z.literal(15)) }).strict(),
  })
  .strict();
