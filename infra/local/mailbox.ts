/**
 * The local mailbox: every email the service sends, kept per recipient on disk
 * (`<data>/mailbox/<address>/<n>.eml` plus an `index.jsonl` of headers), and a copy of
 * every mail that came in over SMTP in the sender's "sent" folder. The index stays in
 * memory, so listing pages never parse MIME; one message is parsed when it is opened.
 */
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { z } from 'zod';

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

/** Addresses are folder names: lower-case, and percent-encoded so no path tricks get through. */
function folderOf(root: string, address: string): string {
  return path.join(root, encodeURIComponent(address.toLowerCase()));
}

export async function openMailbox(root: string, now: () => Date): Promise<Mailbox> {
  const entries = new Map<string, MailEntry[]>();
  const seen = new Map<string, Set<number>>();
  for (const name of await readdir(root)) {
    const address = decodeURIComponent(name);
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
    const email = await PostalMime.parse(raw);
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
    };
    const dir = folderOf(root, key);
    await mkdir(dir, { recursive: true });
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
      await appendFile(path.join(folderOf(root, key), 'seen.txt'), `${n}\n`);
    },
    async open(address, n) {
      const entry = entries.get(address.toLowerCase())?.find((e) => e.n === n);
      if (!entry) return undefined;
      const raw = await readFile(path.join(folderOf(root, address), `${n}.eml`), 'utf8');
      const email = await PostalMime.parse(raw);
      return { entry, raw, html: email.html ?? '', text: email.text ?? '', date: email.date ?? entry.at, inReplyTo: email.inReplyTo ?? '' };
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
