/**
 * What the turn-processing functions need from the outside world, injected so they run
 * the same under Lambda, in the local stack and in tests (STYLE.md §7, §9).
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { Store } from '../store/index';
import { limitsSchema } from './limits/limit-settings';

export const serviceConfigSchema = z.object({
  /** The mail domain: reply addresses are `g-…@domain`, set-up mail goes to `new@domain`. */
  domain: z.string().min(3),
  /** The From address of every email we send (verified in SES). */
  senderAddress: z.string().includes('@'),
  /** Display name before the game title in From. */
  senderName: z.string().default('pbem'),
  /** Secret that, with a per-player random nonce, derives reply-address tokens (only hashes are stored). */
  tokenSecret: z.string().min(16),
  /** https base URL of the one-click unsubscribe endpoint, when the deployment has one. */
  unsubscribeBaseUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Only trust Authentication-Results written by this server (SES: amazonses.com). */
  trustedAuthServId: z.string().optional(),
  /** How many times one reply is re-applied after a version conflict before giving up. */
  maxConflictRetries: z.number().int().min(0).default(5),
  /** Abuse limits (limits/limit-settings.ts); any left out take their defaults. */
  limits: limitsSchema.partial().optional(),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/** The few log calls the logic makes; Powertools' Logger satisfies it, tests use a recorder. */
export interface Log {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

export interface Deps {
  readonly store: Store;
  readonly config: ServiceConfig;
  readonly now: () => Date;
  readonly randomBytes: (n: number) => Uint8Array;
  readonly log: Log;
}

export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };
