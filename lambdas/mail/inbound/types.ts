/**
 * The shape of an inbound mail after parsing: one zod schema per value that crosses a
 * boundary (the lead stores or logs these), with the TypeScript types inferred from them.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';

/** One mailbox: the address lower-cased (routing and sender checks compare it), the display name as written. */
export const MailboxSchema = z.object({
  address: z.string(),
  name: z.string(),
});
export type Mailbox = z.infer<typeof MailboxSchema>;

/**
 * Results of one authentication method as RFC 8601 spells them. Anything else a receiver
 * writes (or a missing method) is read as `none`.
 */
export const AuthResultSchema = z.enum(['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror', 'policy']);
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const AuthVerdictsSchema = z.object({
  spf: AuthResultSchema,
  dkim: AuthResultSchema,
  dmarc: AuthResultSchema,
  /** The authserv-id of the Authentication-Results header read; null when the mail had none we trust. */
  authServId: z.string().nullable(),
  /** The domain SPF checked (`smtp.mailfrom`); null when not reported. */
  spfDomain: z.string().nullable(),
  /** Signing domains of the DKIM signatures that passed (`header.d`). */
  dkimDomains: z.array(z.string()),
});
export type AuthVerdicts = z.infer<typeof AuthVerdictsSchema>;

/** Where a mail was addressed: a player's game address, the set-up address, or neither (with why). */
export const RouteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('game'),
    address: z.string(),
    gameId: z.string(),
    seat: z.number().int().min(0),
    /** The per-player secret: compare with `tokenMatches`, never log it. */
    token: z.string(),
  }),
  z.object({ kind: z.literal('new'), address: z.string() }),
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);
export type Route = z.infer<typeof RouteSchema>;

/** The decision a status mail was about, read back from the reply's subject. */
export const SubjectDecisionSchema = z.object({
  gameId: z.string(),
  /** The decision number (`#42`); null when the subject names only the game. */
  step: z.number().int().min(0).nullable(),
});
export type SubjectDecision = z.infer<typeof SubjectDecisionSchema>;

// A plain union: `vacation` has two shapes (days or until), which a discriminated union cannot hold.
export const CommandSchema = z.union([
  z.object({ kind: z.literal('move'), text: z.string() }),
  z.object({ kind: z.literal('help') }),
  z.object({ kind: z.literal('status') }),
  z.object({ kind: z.literal('history'), count: z.number().int().positive().nullable() }),
  z.object({ kind: z.literal('undo') }),
  z.object({ kind: z.literal('resign') }),
  z.object({ kind: z.literal('notify'), mode: z.enum(['all', 'turn']) }),
  z.object({ kind: z.literal('vacation'), days: z.number().int().positive() }),
  z.object({ kind: z.literal('vacation'), until: z.string() }),
  z.object({ kind: z.literal('back') }),
  z.object({ kind: z.literal('timezone'), zone: z.string() }),
  z.object({ kind: z.literal('join') }),
  z.object({ kind: z.literal('decline') }),
  z.object({
    kind: z.literal('new'),
    game: z.string(),
    addresses: z.array(z.string()).min(1),
    options: z.record(z.string(), z.string()),
  }),
  /** A service keyword with arguments we cannot read: the lead answers with `reason` (a usage line). */
  z.object({ kind: z.literal('invalid'), text: z.string(), reason: z.string(), reasonJa: z.string().optional() }),
]);
export type Command = z.infer<typeof CommandSchema>;

/** Why reply extraction stopped reading, and at which line of `text` (0-based). */
export const QuoteCutSchema = z.object({
  kind: z.enum(['attribution', 'separator', 'header-block', 'forward', 'quote-mark', 'signature']),
  line: z.number().int().min(0),
  /** The line that triggered the cut, for diagnostics. */
  marker: z.string(),
  /** True when the reply was read below ">"-quoted history (bottom-posting). */
  below: z.boolean().optional(),
});
export type QuoteCut = z.infer<typeof QuoteCutSchema>;

export const InboundMailSchema = z.object({
  /** Message-ID without angle brackets; null when the mail has none. */
  messageId: z.string().nullable(),
  /** sha256 (hex) of what relays keep (addresses, Date, Subject, decoded body): the duplicate key when Message-ID is missing. */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  from: MailboxSchema.nullable(),
  to: z.array(MailboxSchema),
  cc: z.array(MailboxSchema),
  /** Every Delivered-To / X-Original-To address, lower-cased, in header order. */
  deliveredTo: z.array(z.string()),
  /** Return-Path as written without brackets ('' for the null sender `<>`); null when absent. */
  returnPath: z.string().nullable(),
  subject: z.string(),
  /** ISO 8601 when the Date header parses, the raw value otherwise, null when absent. */
  date: z.string().nullable(),
  inReplyTo: z.string().nullable(),
  references: z.array(z.string()),
  /** The whole body as text; HTML-only mail is converted. */
  text: z.string(),
  textSource: z.enum(['plain', 'html', 'none']),
  /** The player's own words: `text` above the first quote header or signature. */
  reply: z.string(),
  quoteCut: QuoteCutSchema.nullable(),
  /** The commands in `reply`, filled by `readCommands` once the sender may act; always empty for automated mail. */
  commands: z.array(CommandSchema),
  /** Lines after the command block that did not read as commands, to mention in the answer. */
  ignored: z.array(z.string()),
  /** Non-blank lines past the limit of command lines read, answered "not read". */
  notRead: z.number().int().min(0),
  automated: z.object({ reason: z.string() }).nullable(),
  auth: AuthVerdictsSchema,
  route: RouteSchema,
  decision: SubjectDecisionSchema.nullable(),
});
export type InboundMail = z.infer<typeof InboundMailSchema>;
