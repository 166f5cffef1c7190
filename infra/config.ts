import { z } from 'zod';

/**
 * Deployment configuration: read from CDK context (`cdk.json` or `-c key=value`) and
 * from `PBEM_*` environment variables, validated here so the stack never sees a raw
 * string. An environment variable wins over context, so the example values in
 * `cdk.json` can be replaced without editing the file.
 */

/** Context key (in cdk.json / `-c`) and environment variable for each setting. */
export const CONFIG_KEYS = {
  mailDomain: { context: 'pbem:mailDomain', env: 'PBEM_MAIL_DOMAIN' },
  senderAddress: { context: 'pbem:senderAddress', env: 'PBEM_SENDER_ADDRESS' },
  stage: { context: 'pbem:stage', env: 'PBEM_STAGE' },
  reminderRateMinutes: { context: 'pbem:reminderRateMinutes', env: 'PBEM_REMINDER_RATE_MINUTES' },
  inboundReservedConcurrency: {
    context: 'pbem:inboundReservedConcurrency',
    env: 'PBEM_INBOUND_RESERVED_CONCURRENCY',
  },
  rawMailRetentionDays: { context: 'pbem:rawMailRetentionDays', env: 'PBEM_RAW_MAIL_RETENTION_DAYS' },
  logRetentionDays: { context: 'pbem:logRetentionDays', env: 'PBEM_LOG_RETENTION_DAYS' },
  logLevel: { context: 'pbem:logLevel', env: 'PBEM_LOG_LEVEL' },
  alarmEmail: { context: 'pbem:alarmEmail', env: 'PBEM_ALARM_EMAIL' },
  activateReceiptRuleSet: {
    context: 'pbem:activateReceiptRuleSet',
    env: 'PBEM_ACTIVATE_RECEIPT_RULE_SET',
  },
  retainData: { context: 'pbem:retainData', env: 'PBEM_RETAIN_DATA' },
  manageEmailIdentity: { context: 'pbem:manageEmailIdentity', env: 'PBEM_MANAGE_EMAIL_IDENTITY' },
} as const satisfies Record<string, { context: string; env: string }>;

export type ConfigKey = keyof typeof CONFIG_KEYS;

/** Domains reserved for documentation (RFC 2606): a stack built with one cannot receive mail. */
export const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** Retention periods CloudWatch Logs accepts (days); anything else is refused by the API. */
export const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

// Context given with `-c` arrives as a string; cdk.json may hold real booleans and numbers.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

const hostname = z
  .string()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name such as mail.example.com');

export const DeployConfigSchema = z
  .object({
    mailDomain: hostname,
    senderAddress: z.email().toLowerCase(),
    // Used in resource names (rule set, stack name): keep it short and DNS-safe.
    stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'lowercase letters, digits and hyphens, at most 20'),
    reminderRateMinutes: wholeNumber(1, 1440).default(15),
    // Unset means the inbound function shares the account's unreserved pool.
    inboundReservedConcurrency: wholeNumber(1, 1000).optional(),
    rawMailRetentionDays: wholeNumber(1, 3650).default(30),
    logRetentionDays: wholeNumber(1, 3653)
      .refine((d) => (LOG_RETENTION_DAYS as readonly number[]).includes(d), {
        message: `must be one of ${LOG_RETENTION_DAYS.join(', ')}`,
      })
      .default(30),
    logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    alarmEmail: z.email().optional(),
    // Off by default: an account has one active rule set per region, and activating ours
    // would silently replace another (WorkMail's, say). README.md "Deploy to AWS", step 6.
    activateReceiptRuleSet: flag.default(false),
    retainData: flag.default(true),
    // Create the SES domain identity (DKIM, MAIL FROM) in the stack; false when it exists already.
    manageEmailIdentity: flag.default(true),
  })
  .refine((c) => c.senderAddress.endsWith(`@${c.mailDomain}`), {
    message: 'senderAddress must be an address at mailDomain (SES sends only from the verified domain)',
    path: ['senderAddress'],
  });

export type DeployConfig = z.infer<typeof DeployConfigSchema>;

/** Reads one raw value: environment first, then context; empty strings count as unset. */
export type ContextReader = (key: string) => unknown;

export function readDeployConfig(context: ContextReader, env: Readonly<Record<string, string | undefined>>): DeployConfig {
  const raw: Record<string, unknown> = {};
  for (const [name, keys] of Object.entries(CONFIG_KEYS)) {
    const fromEnv = env[keys.env];
    const value = fromEnv !== undefined && fromEnv !== '' ? fromEnv : context(keys.context);
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const parsed = DeployConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const where =
        name in CONFIG_KEYS ? ` (context ${CONFIG_KEYS[name as ConfigKey].context} or ${CONFIG_KEYS[name as ConfigKey].env})` : '';
      return `- ${name || 'config'}${where}: ${issue.message}`;
    });
    throw new Error(`Invalid deployment configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export function isExampleDomain(domain: string): boolean {
  return EXAMPLE_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}
