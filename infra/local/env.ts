/**
 * `npm start` settings from the environment, checked with zod at the boundary so a typo
 * stops the start with a readable message instead of a half-working stack.
 */
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

export const localEnvSchema = z.object({
  /** Games (LevelDB), mailbox, token secret and clock live here; a restart keeps them. */
  PBEM_DATA_DIR: z.string().min(1).default('.pbem'),
  /** Mail domain: reply addresses are g-…@domain, set-up mail goes to new@domain. */
  PBEM_DOMAIN: z
    .string()
    .min(3)
    .regex(/^[a-z0-9.-]+$/i, 'a domain name like pbem.localhost')
    .default('pbem.localhost'),
  /** From address of the emails the service sends (default games@<domain>). */
  PBEM_SENDER: z.string().includes('@').optional(),
  /** Inbound SMTP port (mail to the game addresses). */
  PBEM_SMTP_PORT: port(2525),
  /** Interface the SMTP server listens on; loopback unless you expose it on purpose. */
  PBEM_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  /** Web mailbox port (always on loopback: it has no login). */
  PBEM_HTTP_PORT: port(8025),
  /** Relay every outbound mail through this server too, e.g. smtp://user:pass@host:587. */
  PBEM_SMTP_RELAY: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Virtual clock speed for reminders: 60 = one hour per minute. */
  PBEM_CLOCK_SPEED: z.coerce.number().positive().max(1_000_000).default(1),
});

export type LocalEnv = z.infer<typeof localEnvSchema>;

/** Parse the environment, or throw an Error listing every bad variable. */
export function readLocalEnv(env: Record<string, string | undefined>): LocalEnv {
  const relevant = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('PBEM_') && v !== undefined && v !== ''));
  const parsed = localEnvSchema.safeParse(relevant);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`bad environment for npm start:\n${lines.join('\n')}`);
}
