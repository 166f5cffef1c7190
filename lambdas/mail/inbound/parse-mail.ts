/**
 * Raw RFC 5322 bytes in, an `InboundMail` out, in a fixed order:
 *
 * 1. `scanRaw`: size, header block, boundaries and part count against `INBOUND_LIMITS`,
 *    before any decoding. Over a limit → refused with the numbers.
 * 2. postal-mime does the MIME work, on the header and the first `mimeReadBytes` of body (multipart, quoted-printable, base64, RFC 2047 words,
 *    every charset TextDecoder knows, ISO-2022-JP and Shift_JIS included) under its own
 *    depth and header limits; whatever it rejects or throws → refused `unreadable`/`too-deep`.
 * 3. A mail with more than one From header, or a From naming several mailboxes → refused
 *    (`several-senders`): which one would be the sender?
 * 4. The text (HTML reduced in linear time, both cut to their limits, invisible characters
 *    removed), the player's part of it, routing, authentication verdicts, and whether a
 *    machine wrote it (`classifyAutomatic`).
 * 5. Commands are NOT read here: `readCommands` does it, called once the caller knows who
 *    the mail is for and that its sender may act, so a stranger's megabyte of lines costs
 *    nothing. `parseInboundMail` runs both steps for tools and tests.
 *
 * `readInboundMail` never throws for a bad mail: every input gets a mail or a refusal.
 * Pure apart from hashing: no clock, no I/O.
 */
import { createHash } from 'node:crypto';
import PostalMime, { addressParser, type Address, type Email } from 'postal-mime';
import { readAuthVerdicts } from './auth-results';
import { repairC1 } from './c1-repair';
import { classifyAutomatic } from './automated';
import { extractReply } from './extract-reply';
import { headerValues } from './headers';
import { htmlToText } from './html-text';
import { stripInvisible } from './invisible';
import { headerTooLarge, INBOUND_LIMITS, tooDeep, unreadable, type LimitRefusal } from './limits';
import { readablePart, scanRaw } from './raw-scan';
import { looksLikeCommand, readReplyCommands } from './reply-commands';
import { routeRecipients } from './routing';
import { senderAddressProblem } from './sender-address';
import { parseSubjectDecision } from './subject';
import { InboundMailSchema, type InboundMail, type Mailbox } from './types';

export interface ParseOptions {
  /** Our mail domain: reply addresses are `g-…@domain` and `new@domain`. */
  domain: string;
  /** Only trust Authentication-Results written by this server (SES: `amazonses.com`). Default: the topmost header. */
  trustedAuthServId?: string;
  /** Envelope recipients from the receiver (SES `receipt.recipients`, SMTP RCPT TO): routed before the headers. */
  envelopeRecipients?: readonly string[];
}

function mailboxes(addresses: readonly Address[] | undefined): Mailbox[] {
  const flat = (addresses ?? []).flatMap((a) => (a.group ? a.group : [a]));
  return flat.filter((a) => a.address).map((a) => ({ address: a.address.trim().toLowerCase(), name: repairC1(a.name.trim()) }));
}

/** Message ids without their angle brackets. */
function messageIds(value: string | undefined): string[] {
  if (!value) return [];
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  return bracketed.length > 0 ? bracketed : value.split(/\s+/).filter((v) => v !== '');
}

/** The body as text, each source cut to its limit first (the player's words are at the top). */
function bodyText(email: Email): { text: string; textSource: InboundMail['textSource'] } {
  const plain = email.text?.slice(0, INBOUND_LIMITS.textChars);
  if (plain !== undefined && plain.trim() !== '') return { text: stripInvisible(repairC1(plain)), textSource: 'plain' };
  const html = email.html?.slice(0, INBOUND_LIMITS.htmlChars);
  if (html !== undefined && html.trim() !== '') {
    return { text: stripInvisible(htmlToText(repairC1(html))).slice(0, INBOUND_LIMITS.textChars), textSource: 'html' };
  }
  return { text: '', textSource: 'none' };
}

/** Why a mail was refused before it was read. */
export type MailRefusal = LimitRefusal | { readonly code: 'several-senders' | 'bad-sender'; readonly reason: string };

export type ReadOutcome = { readonly ok: true; readonly mail: InboundMail } | { readonly ok: false; readonly refusal: MailRefusal };

/** A refused mail, for callers that want an exception (`parseInboundMail`). */
export class MailRefused extends Error {
  override readonly name = 'MailRefused';
  constructor(readonly refusal: MailRefusal) {
    super(refusal.reason);
  }
}

async function parseMime(bytes: Uint8Array): Promise<{ ok: true; email: Email } | { ok: false; refusal: LimitRefusal }> {
  try {
    const email = await PostalMime.parse(bytes, {
      maxNestingDepth: INBOUND_LIMITS.mimeDepth,
      maxHeadersSize: INBOUND_LIMITS.headerBytes,
      maxRfc822NestingDepth: INBOUND_LIMITS.rfc822Depth,
    });
    return { ok: true, email };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/nesting depth/i.test(message)) return { ok: false, refusal: tooDeep(null) };
    if (/header size/i.test(message)) return { ok: false, refusal: headerTooLarge(null) };
    return { ok: false, refusal: unreadable(message) };
  }
}

/** More than one From header, or one naming several mailboxes (RFC 5322 §3.6.2 then needs a Sender; we refuse). */
function severalSenders(email: Email): MailRefusal | null {
  const values = headerValues(email.headers, 'from');
  if (values.length > 1)
    return { code: 'several-senders', reason: `The mail has ${values.length} From headers; a reply must name one sender.` };
  const mailboxCount = values.length === 0 ? 0 : addressParser(values[0]!).flatMap((a) => (a.group ? a.group : [a])).length;
  if (mailboxCount > 1)
    return { code: 'several-senders', reason: `The From header names ${mailboxCount} mailboxes; a reply must name one sender.` };
  return null;
}

/**
 * The identity of a mail's content, for duplicate detection when it has no Message-ID:
 * what a relay passes on unchanged (From, To, Cc, Date, Subject, In-Reply-To, the decoded
 * text, HTML and attachments), never the raw bytes, since relays add `Received` and other
 * trace headers and may re-encode the body (8-bit to quoted-printable).
 */
function contentIdentity(email: Email): string {
  const addresses = (list: readonly Address[] | undefined) => mailboxes(list).map((m) => m.address);
  const identity = {
    from: addresses(email.from ? [email.from] : []),
    to: addresses(email.to),
    cc: addresses(email.cc),
    date: email.date ?? headerValues(email.headers, 'date')[0] ?? '',
    subject: email.subject ?? '',
    inReplyTo: email.inReplyTo ?? '',
    text: (email.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
    html: (email.html ?? '').replace(/\r\n/g, '\n').trimEnd(),
    attachments: email.attachments.map((a) => [
      a.filename ?? '',
      a.mimeType,
      typeof a.content === 'string' ? a.content.length : a.content.byteLength,
    ]),
  };
  return createHash('sha256').update(JSON.stringify(identity), 'utf8').digest('hex');
}

function returnPathOf(email: Email): string | null {
  const raw = headerValues(email.headers, 'return-path')[0];
  return raw === undefined
    ? null
    : raw
        .replace(/^\s*<|>\s*$/g, '')
        .trim()
        .toLowerCase();
}

export async function readInboundMail(raw: Uint8Array | string, opts: ParseOptions): Promise<ReadOutcome> {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const limit = scanRaw(bytes);
  if (limit) return { ok: false, refusal: limit };
  const parsed = await parseMime(readablePart(bytes));
  if (!parsed.ok) return parsed;
  const email = parsed.email;
  const several = severalSenders(email);
  if (several) return { ok: false, refusal: several };
  try {
    const mail = buildMail(email, bytes, opts);
    // A machine's mail is ignored as such (never answered); anyone else's needs an address to answer.
    const badSender = mail.from && !mail.automated ? senderAddressProblem(mail.from.address) : null;
    if (badSender) return { ok: false, refusal: { code: 'bad-sender', reason: badSender } };
    return { ok: true, mail };
  } catch (error) {
    // A reader below met input nobody foresaw: refuse the mail rather than crash the handler.
    return { ok: false, refusal: unreadable(error instanceof Error ? error.message : String(error)) };
  }
}

function buildMail(email: Email, bytes: Uint8Array, opts: ParseOptions): InboundMail {
  const from = mailboxes(email.from ? [email.from] : [])[0] ?? null;
  const to = mailboxes(email.to);
  const cc = mailboxes(email.cc);
  const deliveredTo = [...headerValues(email.headers, 'delivered-to'), ...headerValues(email.headers, 'x-original-to')].map((a) =>
    a.replace(/^<|>$/g, '').toLowerCase(),
  );
  const subject = stripInvisible(repairC1(email.subject ?? ''));
  const { text, textSource } = bodyText(email);
  const { reply, cut } = extractReply(text);
  const automated = classifyAutomatic({
    headers: email.headers,
    from: from?.address ?? null,
    subject,
    body: reply.trim() === '' ? text : reply,
    isCommandLine: looksLikeCommand,
  });
  const recipients = [...(opts.envelopeRecipients ?? []), ...deliveredTo, ...to.map((m) => m.address), ...cc.map((m) => m.address)];

  return InboundMailSchema.parse({
    messageId: messageIds(email.messageId)[0] ?? null,
    contentHash: contentIdentity(email),
    from,
    to,
    cc,
    deliveredTo,
    returnPath: returnPathOf(email),
    subject,
    date: email.date ?? null,
    inReplyTo: messageIds(email.inReplyTo)[0] ?? null,
    references: messageIds(email.references),
    text,
    textSource,
    reply,
    quoteCut: cut,
    commands: [],
    ignored: [],
    notRead: 0,
    automated,
    auth: readAuthVerdicts(email.headers, opts.trustedAuthServId),
    route: routeRecipients(recipients, opts.domain),
    decision: parseSubjectDecision(subject),
  });
}

/**
 * The commands of a mail whose recipient and sender were accepted (step 5 above). A
 * machine's words are never commands: an out-of-office text is not tried as moves.
 */
export function readCommands(mail: InboundMail): InboundMail {
  if (mail.automated !== null) return mail;
  const { commands, ignored, notRead } = readReplyCommands(mail.reply);
  return { ...mail, commands, ignored, notRead };
}

/** Read a mail and its commands at once (tools and tests); a refused mail throws `MailRefused`. */
export async function parseInboundMail(raw: Uint8Array | string, opts: ParseOptions): Promise<InboundMail> {
  const outcome = await readInboundMail(raw, opts);
  if (!outcome.ok) throw new MailRefused(outcome.refusal);
  return readCommands(outcome.mail);
}

/** The duplicate-delivery key: the Message-ID, or the content identity when there is none. */
export function dedupeKey(mail: Pick<InboundMail, 'messageId' | 'contentHash'>): string {
  return mail.messageId ?? `sha256:${mail.contentHash}`;
}
