/**
 * The turn-processing service wired to a real DynamoDB API (dynalite), a recording mailer,
 * a controllable clock and deterministic random bytes, plus a tiny "mail client" that
 * writes replies the way people do (quoted history under the new text).
 */
import PostalMime from 'postal-mime';
import { afterEach } from 'vitest';
import { createGameStore, type Store } from '../../lambdas/store/index';
import { createRecordingMailer, type RecordingMailer } from '../../lambdas/mail/outbound/index';
import { handleInboundMail, type InboundEnvelope } from '../../lambdas/play/receive/receive-mail';
import { playAutomaticTurns } from '../../lambdas/play/schedule/automatic-turns';
import { deliverPending } from '../../lambdas/play/letters/deliver-outbox';
import type { Deps, Log, ServiceConfig } from '../../lambdas/play/deps';
import type { MailOutcome } from '../../lambdas/play/receive/mail-outcome';
import { startDynalite, type Dynalite } from './dynalite';

export const DOMAIN = 'play.test';

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo: string;
  readonly raw: string;
  readonly headers: Record<string, string>;
}

export interface Harness {
  readonly db: Dynalite;
  readonly store: Store;
  readonly mailer: RecordingMailer;
  readonly deps: Deps;
  readonly logs: { level: string; message: string; extra?: Record<string, unknown> }[];
  /** Move the clock. */
  setNow(iso: string): void;
  /** Deliver a raw mail to the service, then let the bots answer (as the job does right after). */
  receive(raw: string, envelope?: InboundEnvelope): Promise<MailOutcome>;
  /** Send every pending outbox mail; returns what was sent by this call, parsed. */
  flush(): Promise<ReceivedMail[]>;
  /** Every mail sent so far to `address`, oldest first. */
  inbox(address: string): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export async function startHarness(config: Partial<ServiceConfig> = {}): Promise<Harness> {
  const db = await startDynalite();
  const store = createGameStore({ client: db.client, tableName: db.tableName });
  const mailer = createRecordingMailer();
  let now = new Date('2026-11-02T09:00:00.000Z');
  let counter = 0;
  const logs: Harness['logs'] = [];
  const log: Log = {
    info: (message, extra) => logs.push({ level: 'info', message, ...(extra ? { extra } : {}) }),
    warn: (message, extra) => logs.push({ level: 'warn', message, ...(extra ? { extra } : {}) }),
    error: (message, extra) => logs.push({ level: 'error', message, ...(extra ? { extra } : {}) }),
  };
  const deps: Deps = {
    store,
    config: {
      domain: DOMAIN,
      senderAddress: `games@${DOMAIN}`,
      senderName: 'pbem',
      tokenSecret: 'test-secret-0123456789',
      maxConflictRetries: 5,
      ...config,
    },
    now: () => now,
    // Deterministic "random" bytes: a counter run through a simple mix.
    randomBytes: (n) =>
      Uint8Array.from({ length: n }, () => {
        counter = (counter * 1103515245 + 12345) >>> 0;
        return (counter >>> 16) & 0xff;
      }),
    log,
  };
  const parsed: ReceivedMail[] = [];
  async function parseSent(from: number): Promise<ReceivedMail[]> {
    const out: ReceivedMail[] = [];
    for (const sent of mailer.sent.slice(from)) {
      const raw = Buffer.from(sent.raw).toString('utf8');
      const email = await PostalMime.parse(raw);
      out.push({
        to: sent.to[0]!,
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
        replyTo: email.replyTo?.[0]?.address ?? '',
        raw,
        headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
      });
    }
    return out;
  }
  return {
    db,
    store,
    mailer,
    deps,
    logs,
    setNow: (iso) => {
      now = new Date(iso);
    },
    async receive(raw, envelope) {
      const outcome = await handleInboundMail(deps, raw, envelope);
      // As the deployment does soon after a reply (never inside it): the bots' and dropped
      // seats' turns, in batches of their own (lambdas/play/schedule/automatic-chain.ts).
      if ('gameId' in outcome && outcome.gameId) await playAutomaticTurns(deps, outcome.gameId);
      return outcome;
    },
    async flush() {
      const before = mailer.sent.length;
      for (let i = 0; i < 10; i++) {
        // No board pictures here (DeliverDeps.pictures): the picture tests draw their own.
        const r = await deliverPending({ store, mailer, now: () => now, log, leaseSeconds: 60, pictures: false });
        if (r.sent + r.failed + r.suppressed === 0) break;
      }
      const fresh = await parseSent(before);
      parsed.push(...fresh);
      return fresh;
    },
    async inbox(address) {
      return parsed.filter((m) => m.to === address.toLowerCase());
    },
    stop: () => db.stop(),
  };
}

let messageCounter = 0;

/** A reply as a mail client writes it: new text on top, the quoted email below. */
export function replyMail(options: {
  from: string;
  to: string;
  subject: string;
  body: string;
  quote?: string;
  messageId?: string;
  headers?: Record<string, string>;
}): string {
  const id = options.messageId ?? `<m${++messageCounter}.${Date.now()}@client.test>`;
  const quoted = (options.quote ?? '')
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\r\n');
  const extra = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (
    `From: ${options.from}\r\nTo: ${options.to}\r\nSubject: ${options.subject}\r\nMessage-ID: ${id}\r\n` +
    `Date: Mon, 02 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n${extra}\r\n` +
    `${options.body.replace(/\n/g, '\r\n')}\r\n\r\nOn Mon, 2 Nov 2026 at 09:00, pbem <games@${DOMAIN}> wrote:\r\n${quoted}\r\n`
  );
}

export function reSubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * A fresh harness for each test that asks for one (`start`, with its own settings such as
 * limits), stopped after that test; with the two steps of setting up a game the limit suites
 * repeat: a line to new@ (`setup`) and the newest invitation a player got (`invitationTo`).
 */
export function harnessPerTest() {
  let current: Harness | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
  const h = (): Harness => {
    if (!current) throw new Error('no harness in this test yet: call start() first');
    return current;
  };
  return {
    get h(): Harness {
      return h();
    },
    async start(config: Partial<ServiceConfig> = {}): Promise<Harness> {
      current = await startHarness(config);
      return current;
    },
    setup: (from: string, line: string) => h().receive(replyMail({ from, to: `new@${DOMAIN}`, subject: 'game', body: line })),
    async invitationTo(address: string): Promise<ReceivedMail> {
      const mail = (await h().inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1);
      if (!mail) throw new Error(`no invitation for ${address}`);
      return mail;
    },
  };
}
