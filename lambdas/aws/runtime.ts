/**
 * What every Lambda handler shares: configuration from the environment (validated with
 * zod at this boundary), the token key read from Secrets Manager at run time, and SDK
 * clients created once per container, outside the handler.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { randomBytes } from 'node:crypto';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import { loadGame } from '../../engine/index';
import { createGameStore, DEFAULT_OUTBOX_RETENTION_DAYS, type Store } from '../store/index';
import { serviceConfigSchema, type Deps } from '../play/deps';
import { limitsFromEnv } from '../play/limits/limit-settings';
import { readTokenSecret, type SecretReader } from './token-secret';

const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  MAIL_DOMAIN: z.string().min(3),
  SENDER_ADDRESS: z.string().includes('@'),
  // The secret's ARN, never its value: a value here would show in the function's configuration.
  TOKEN_SECRET_ARN: z.string().min(1),
  UNSUBSCRIBE_URL: z.string().optional(),
  RAW_MAIL_BUCKET: z.string().optional(),
  RAW_MAIL_PREFIX: z.string().default(''),
  SES_CONFIGURATION_SET: z.string().optional(),
  /** Days a sent outbox mail is kept before the table's TTL deletes it (README "Storage and exactly-once"). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_OUTBOX_RETENTION_DAYS),
});
export type LambdaEnv = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): LambdaEnv {
  return envSchema.parse(env);
}

export const logger = new Logger();

let cached: Promise<{ deps: Deps; env: LambdaEnv }> | null = null;

/**
 * The service's dependencies for this container: built on first use (one Secrets Manager
 * read), then reused. A failed build is not kept, so the next invocation tries again.
 */
export function runtime(readSecret: SecretReader = readTokenSecret): Promise<{ deps: Deps; env: LambdaEnv }> {
  cached ??= buildRuntime(readSecret).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function buildRuntime(readSecret: SecretReader): Promise<{ deps: Deps; env: LambdaEnv }> {
  const env = readEnv();
  const tokenSecret = await readSecret(env.TOKEN_SECRET_ARN);
  const client = new DynamoDBClient({});
  const deps: Deps = {
    store: loadingGames(createGameStore({ client, tableName: env.TABLE_NAME, outboxRetentionDays: env.OUTBOX_RETENTION_DAYS })),
    config: serviceConfigSchema.parse({
      domain: env.MAIL_DOMAIN,
      senderAddress: env.SENDER_ADDRESS,
      tokenSecret,
      trustedAuthServId: 'amazonses.com',
      ...(env.UNSUBSCRIBE_URL ? { unsubscribeBaseUrl: env.UNSUBSCRIBE_URL } : {}),
      // Abuse limits over their defaults: LIMIT_GAMES_PER_SENDER_PER_DAY=10 and so on (README "Limits").
      limits: limitsFromEnv(process.env, 'LIMIT_'),
    }),
    now: () => new Date(),
    randomBytes: (n) => randomBytes(n),
    log: {
      info: (message, extra) => logger.info(message, extra ?? {}),
      warn: (message, extra) => logger.warn(message, extra ?? {}),
      error: (message, extra) => logger.error(message, extra ?? {}),
    },
  };
  return { deps, env };
}

/**
 * The store, with each game's rules loaded as the game is read: the Lambda bundles load
 * one game at a time (engine/lazy-games.ts), and every game the logic touches is read
 * through `getGame` first.
 */
export function loadingGames(store: Store, load: (kind: string) => Promise<unknown> = loadGame): Store {
  return {
    ...store,
    async getGame(gameId) {
      const game = await store.getGame(gameId);
      if (game) await load(game.kind);
      return game;
    },
  };
}
