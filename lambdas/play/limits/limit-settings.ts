/**
 * Abuse limits: how much one sender may make the
 * service mail other people, and how many answers that change nothing an address or a
 * game gets before the service falls silent. Every number is configurable (ServiceConfig
 * `limits`, the README's "Limits" section); these defaults suit friends playing a few games.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';

export const limitsSchema = z.object({
  /** Games one address may set up per UTC day (each sends invitations to other people). */
  gamesPerSenderPerDay: z.number().int().min(1).default(5),
  /** Other addresses one `new` line may invite (the game's own player limit applies too). */
  inviteesPerGame: z.number().int().min(1).default(4),
  /** Unanswered invitations an address may hold at once; more are refused until it answers. */
  openInvitationsPerInvitee: z.number().int().min(1).default(3),
  /** An invitation counts as open for this many days. */
  invitationOpenDays: z.number().int().min(1).default(14),
  /** After a decline, the same sender may not invite that address again for this many days. */
  declineCooldownDays: z.number().int().min(0).default(30),
  /** Answers that change nothing (help, status, refusals) per address per hour, before silence. */
  answersPerAddressPerHour: z.number().int().min(1).default(5),
  /** The same per game, across its players. */
  answersPerGamePerHour: z.number().int().min(1).default(15),
  /** Silence ends when a mail applies something, or after this many hours without such mail. */
  silenceHours: z.number().int().min(1).default(24),
  /**
   * Search iterations per bot decision (README "Bots").
   * 64: with Barrage's planned-system policy and its 80-decision roll-outs, 64 iterations took
   * four bots' mean winner from 79.3 to 81.7 VP over 80 seeded games (32 was short of the 80
   * asked), at about 80 ms of CPU a Barrage decision (p95 under 140 ms); the other games cost
   * less. The cap keeps one decision well inside a Lambda's time even on a slow host.
   */
  botIterations: z.number().int().min(1).max(1024).default(64),
});
export type Limits = z.infer<typeof limitsSchema>;

export const DEFAULT_LIMITS: Limits = limitsSchema.parse({});

/** The limits in force: the configured ones over the defaults (configs built in code may leave them out). */
export function limitsOf(config: { readonly limits?: Partial<Limits> | undefined }): Limits {
  const given = Object.entries(config.limits ?? {}).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_LIMITS, ...Object.fromEntries(given) };
}

/**
 * Limits from `PBEM_LIMIT_*` / `LIMIT_*` style environment variables: each key of `Limits`
 * in SCREAMING_SNAKE_CASE after the prefix (`PBEM_LIMIT_GAMES_PER_SENDER_PER_DAY=10`).
 * Unknown or unset variables leave the default; a value that is not a whole number is an error.
 */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>, prefix: string): Partial<Limits> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(DEFAULT_LIMITS)) {
    const name = `${prefix}${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
    out[key] = Number(value);
  }
  // Checked against the full schema (minimums), then only what was set is returned.
  const checked = limitsSchema.parse(out);
  return Object.fromEntries(Object.keys(out).map((key) => [key, checked[key as keyof Limits]]));
}
