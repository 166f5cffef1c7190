/**
 * The local mailbox: every email the service sends, kept per recipient on disk
 * (`<data>/mailbox/<folder>/<n>.eml` plus an `index.jsonl` of headers and an `address.json`
 * file naming the owner), and a copy of every mail that came in over SMTP in the sender's
 * "sent" folder. The index stays in memory, so listing pages never parse MIME; one
 * message is parsed when it is opened.
 *
 * Addresses come from mail anybody can send, so a folder name is never the address itself
 * (`From: "x" <..>` once wrote into the data folder): it is a short readable
 * prefix of safe characters plus a hash of the whole address (`folderName`).
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { z } from 'zod';
import { parseMailHead } from './mail-head';

export const FOLDERS = ['inbox', 'sent'] as const;
export type Folder = (typeof FOLDERS)[number];

const entrySchema = z.object({
  n: z.number().int().positive(),
  folder: z.enum(FOLDERS),
  subject: z.string(),
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  replyTo: z.string(),
  messageId: z.string(),
  /** When the mailbox stored it, on the stack's (virtual) clock. */
  at: z.string(),
  /**
   * The first line of the text, as a mail app shows it under the subject. Game emails keep one
   * subject per game, so this line (what is asked) tells them apart. Absent in older indexes.
   */
  preview: z.string().optional(),
});
export type MailEntry = z.infer<typeof entrySchema>;

/** An entry as listed: with whether it was opened in the web mailbox (received mail starts unread). */
export interface ListedMail extends MailEntry {
  readonly seen: boolean;
}

export interface OpenedMail {
  readonly entry: MailEntry;
  readonly raw: string;
  readonly html: string;
  readonly text: string;
  readonly date: string;
  readonly inReplyTo: string;
}

export interface AddressSummary {
  readonly address: string;
  readonly inbox: number;
  readonly sent: number;
  readonly unread: number;
  /** The newest received email, if any. */
  readonly latest: MailEntry | undefined;
}

export interface Mailbox {
  /** Keep one message for `address` in `folder`. */
  store(address: string, raw: string | Uint8Array, folder: Folder): Promise<MailEntry>;
  /** Every address with mail, sorted by address. */
  addresses(): AddressSummary[];
  /** One folder of one address, newest first. */
  list(address: string, folder?: Folder): ListedMail[];
  open(address: string, n: number): Promise<OpenedMail | undefined>;
  /** Remember that a person read this email (kept on disk, like a mail client's read flag). */
  markSeen(address: string, n: number): Promise<void>;
  /** Resolves when every store() begun so far is on disk. */
  settled(): Promise<void>;
}

/** Characters of the readable prefix; everything else becomes `_`. */
const PREFIX_CHARS = 40;
const HASH_CHARS = 16;
const ADDRESS_FILE = 'address.json';

/**
 * The folder of an address: at most 40 characters of `[a-z0-9@._+-]` (no leading dot), a
 * `~`, and 16 hex characters of the SHA-256 of the lower-cased address. Never `.` or `..`,
 * never a separator or NUL, at most 57 characters whatever the address.
 */
export function folderName(address: string): string {
  const key = address.toLowerCase();
  const prefix =
    key
      .slice(0, PREFIX_CHARS)
      .replace(/[^a-z0-9@._+-]/g, '_')
      .replace(/^\.+/, '') || 'mail';
  return `${prefix}~${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, HASH_CHARS)}`;
}

/** Folders written before hashed names (`encodeURIComponent(address)`, no `address` file). */
function legacyAddress(name: string): string | null {
  try {
    const address = decodeURIComponent(name);
    return address.includes('@') && !address.includes('/') && !address.includes('\0') ? address : null;
  } catch {
    return null;
  }
}

export async function openMailbox(root: string, now: () => Date): Promise<Mailbox> {
  const entries = new Map<string, MailEntry[]>();
  const seen = new Map<string, Set<number>>();
  const folders = new Map<string, string>();
  const folderOf = (address: string): string => folders.get(address.toLowerCase()) ?? path.join(root, folderName(address));
  for (const name of await readdir(root)) {
    const owner = await readFile(path.join(root, name, ADDRESS_FILE), 'utf8').then(
      (text) => String(JSON.parse(text)),
      () => null,
    );
    const address = owner ?? legacyAddress(name);
    if (address === null) continue;
    folders.set(address, path.join(root, name));
    const index = await readFile(path.join(root, name, 'index.jsonl'), 'utf8').catch(() => '');
    const read = await readFile(path.join(root, name, 'seen.txt'), 'utf8').catch(() => '');
    seen.set(address, new Set(read.split(/\s+/).filter(Boolean).map(Number)));
    // A line cut short by a crash is skipped: its .eml may exist, but the index is what lists it.
    const list = index.split('\n').flatMap((line) => {
      const parsed = line.trim() ? entrySchema.safeParse(safeJson(line)) : null;
      return parsed?.success ? [parsed.data] : [];
    });
    if (list.length > 0) entries.set(address, list);
  }
  let queue: Promise<unknown> = Promise.resolve();

  async function write(address: string, raw: string, folder: Folder): Promise<MailEntry> {
    const key = address.toLowerCase();
    const list = entries.get(key) ?? [];
    // The index needs only the head (mail-head.ts): a whole 5 MB mail costs seconds to parse.
    const email = await parseMailHead(raw);
    const entry: MailEntry = {
      n: (list.at(-1)?.n ?? 0) + 1,
      folder,
      subject: email.subject ?? '(no subject)',
      from: email.from?.address ?? '',
      fromName: email.from?.name ?? '',
      to: email.to?.map((t) => t.address ?? '').join(', ') ?? '',
      replyTo: email.replyTo?.[0]?.address ?? email.from?.address ?? '',
      messageId: email.messageId ?? '',
      at: now().toISOString(),
      preview: previewOf(email.text ?? ''),
    };
    const dir = folderOf(key);
    if (!folders.has(key)) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, ADDRESS_FILE), `${JSON.stringify(key)}\n`);
      folders.set(key, dir);
    }
    await writeFile(path.join(dir, `${entry.n}.eml`), raw);
    await appendFile(path.join(dir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
    entries.set(key, [...list, entry]);
    return entry;
  }

  return {
    store(address, raw, folder) {
      const text = typeof raw === 'string' ? raw : Buffer.from(raw).toString('utf8');
      // One writer at a time, so numbers stay unique and the index in order.
      const done = queue.then(() => write(address, text, folder));
      queue = done.catch(() => undefined);
      return done;
    },
    addresses() {
      return [...entries.entries()]
        .map(([address, list]) => {
          const inbox = list.filter((e) => e.folder === 'inbox');
          const read = seen.get(address);
          const unread = inbox.filter((e) => !read?.has(e.n)).length;
          return { address, inbox: inbox.length, sent: list.length - inbox.length, unread, latest: inbox.at(-1) };
        })
        .sort((a, b) => a.address.localeCompare(b.address));
    },
    list(address, folder = 'inbox') {
      const key = address.toLowerCase();
      const read = seen.get(key);
      return (entries.get(key) ?? [])
        .filter((e) => e.folder === folder)
        .map((e) => ({ ...e, seen: e.folder === 'sent' || (read?.has(e.n) ?? false) }))
        .reverse();
    },
    async markSeen(address, n) {
      const key = address.toLowerCase();
      const read = seen.get(key) ?? new Set<number>();
      if (read.has(n) || !entries.get(key)?.some((e) => e.n === n)) return;
      read.add(n);
      seen.set(key, read);
      await appendFile(path.join(folderOf(key), 'seen.txt'), `${n}\n`);
    },
    async open(address, n) {
      const entry = entries.get(address.toLowerCase())?.find((e) => e.n === n);
      if (!entry) return undefined;
      const raw = await readFile(path.join(folderOf(address), `${n}.eml`), 'utf8');
      const email = await PostalMime.parse(raw, { attachmentEncoding: 'base64' });
      return {
        entry,
        raw,
        html: inlineImages(email.html ?? '', email.attachments),
        text: email.text ?? '',
        date: email.date ?? entry.at,
        inReplyTo: email.inReplyTo ?? '',
      };
    },
    async settled() {
      await queue;
    },
  };
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/** Characters of the first text line kept as the preview. */
const PREVIEW_LENGTH = 160;

/** The first non-empty line of a mail's text, cut to `PREVIEW_LENGTH`. */
export function previewOf(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > PREVIEW_LENGTH ? `${trimmed.slice(0, PREVIEW_LENGTH - 1)}…` : trimmed;
}

/**
 * The HTML with each `cid:` image (an inline part, RFC 2392) replaced by a data: URL of that
 * part, so the web mailbox shows the board picture the way a mail client does. Only images.
 */
export function inlineImages(
  html: string,
  parts: readonly { contentId?: string | undefined; mimeType: string; content: string | ArrayBuffer | Uint8Array }[],
): string {
  const byId = new Map<string, string>();
  for (const p of parts) {
    if (!p.contentId || !/^image\/(png|jpeg|gif)$/i.test(p.mimeType) || typeof p.content !== 'string') continue;
    byId.set(p.contentId.replace(/^<|>$/g, '').toLowerCase(), `data:${p.mimeType.toLowerCase()};base64,${p.content}`);
  }
  if (byId.size === 0) return html;
  return html.replace(/(["'])cid:([^"']+)\1/gi, (whole, quote: string, id: string) => {
    const url = byId.get(id.toLowerCase());
    return url ? `${quote}${url}${quote}` : whole;
  });
}
