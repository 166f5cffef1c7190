/**
 * The local stack's main thread reads only the head of a raw mail ("One slow mail
 * must not stall the rest"): parsing a whole 5 MB mail of short lines took 17 s of CPU there
 * while the web mailbox, SMTP and the outbox waited. Shown without timing: the text the
 * parser returned is at most what the inbound limit lets it read.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOUND_LIMITS } from '../../../lambdas/mail/inbound/limits';
import { parseMailHead } from '../../../infra/local/mail-head';
import { folderName, openMailbox } from '../../../infra/local/mailbox';

const LINES = 850_000;
const big = (): string =>
  'From: Mallory <mallory@evil.example>\r\nTo: g-g1-0-tok@pbem.localhost\r\nSubject: lots of lines\r\nMessage-ID: <big@evil.example>\r\n' +
  `Content-Type: text/plain; charset=utf-8\r\n\r\nfirst line\r\n${'join\r\n'.repeat(LINES)}`;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pbem-mail-head-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the head of a raw mail', () => {
  it('gives the sender, subject and Message-ID of a 5 MB mail, parsing at most the inbound read limit of its body', async () => {
    const raw = big();
    expect(raw.length).toBeGreaterThan(5_000_000);
    const email = await parseMailHead(Buffer.from(raw, 'utf8'));
    expect(email.from?.address).toBe('mallory@evil.example');
    expect(email.subject).toBe('lots of lines');
    expect(email.messageId).toBe('<big@evil.example>');
    expect(email.text!.startsWith('first line')).toBe(true);
    expect(email.text!.length).toBeLessThanOrEqual(INBOUND_LIMITS.mimeReadBytes);
  });

  it('is the whole mail when the mail is small', async () => {
    const raw = 'From: ann@friends.test\r\nSubject: hi\r\n\r\nstatus\r\n';
    expect((await parseMailHead(raw)).text).toBe('status\n');
  });

  it('lets the local mailbox index a 5 MB mail from its head and keep all of it on disk', async () => {
    const box = await openMailbox(root, () => new Date('2026-11-22T09:00:00.000Z'));
    const raw = big();
    const parse = vi.spyOn(PostalMime, 'parse');
    const entry = await box.store('mallory@evil.example', raw, 'sent');
    const parsedSizes = parse.mock.calls.map(([input]) => (typeof input === 'string' ? input.length : (input as Uint8Array).byteLength));
    parse.mockRestore();
    expect(parsedSizes).toHaveLength(1);
    expect(parsedSizes[0]).toBeLessThanOrEqual(1_000 + INBOUND_LIMITS.mimeReadBytes);
    expect(entry).toMatchObject({ subject: 'lots of lines', from: 'mallory@evil.example', messageId: '<big@evil.example>' });
    const kept = await readFile(path.join(root, folderName('mallory@evil.example'), `${entry.n}.eml`), 'utf8');
    expect(kept.length).toBe(raw.length);
  });
});
