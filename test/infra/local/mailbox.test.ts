import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../../../lambdas/mail/outbound/index';
import { folderName, openMailbox } from '../../../infra/local/mailbox';
import { mailboxMailer, redactUrl } from '../../../infra/local/mailers';

const NOW = () => new Date('2026-11-22T09:00:00.000Z');

function mail(subject: string, to = 'Ann@Friends.test'): string {
  return `From: "Puerto Rico g1 (pbem)" <games@pbem.localhost>\r\nTo: ${to}\r\nReply-To: g-g1-0-tok@pbem.localhost\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, '')}@pbem.localhost>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nBody of ${subject}\r\n`;
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pbem-mailbox-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the local mailbox', () => {
  it('keeps mail per lower-cased address, lists newest first, and opens one message parsed', async () => {
    const box = await openMailbox(root, NOW);
    await box.store('Ann@Friends.test', mail('first'), 'inbox');
    await box.store('ann@friends.test', mail('second'), 'inbox');
    expect(box.list('ANN@friends.test').map((e) => [e.n, e.subject, e.seen])).toEqual([
      [2, 'second', false],
      [1, 'first', false],
    ]);
    const opened = await box.open('ann@friends.test', 1);
    expect(opened?.text).toContain('Body of first');
    expect(opened?.entry).toMatchObject({
      replyTo: 'g-g1-0-tok@pbem.localhost',
      fromName: 'Puerto Rico g1 (pbem)',
      messageId: '<first@pbem.localhost>',
      at: '2026-11-22T09:00:00.000Z',
    });
    expect(await box.open('ann@friends.test', 3)).toBeUndefined();
  });

  it('survives a reopen: messages, numbering, Sent folder and read marks', async () => {
    const box = await openMailbox(root, NOW);
    await box.store('ann@friends.test', mail('one'), 'inbox');
    await box.store('ann@friends.test', mail('mine'), 'sent');
    await box.markSeen('ann@friends.test', 1);
    const again = await openMailbox(root, NOW);
    expect(again.addresses()).toEqual([expect.objectContaining({ address: 'ann@friends.test', inbox: 1, sent: 1, unread: 0 })]);
    expect((await again.store('ann@friends.test', mail('three'), 'inbox')).n).toBe(3);
    expect(again.list('ann@friends.test', 'sent').map((e) => e.subject)).toEqual(['mine']);
    expect(again.addresses()[0]!.unread).toBe(1);
  });

  it('skips an index line cut short by a crash instead of refusing to start', async () => {
    const box = await openMailbox(root, NOW);
    await box.store('ann@friends.test', mail('kept'), 'inbox');
    await appendFile(path.join(root, folderName('ann@friends.test'), 'index.jsonl'), '{"n":2,"fol');
    expect((await openMailbox(root, NOW)).list('ann@friends.test').map((e) => e.subject)).toEqual(['kept']);
  });

  it('cannot be led outside its folder by an odd address', async () => {
    const box = await openMailbox(root, NOW);
    await box.store('../../etc/x@evil.test', mail('odd'), 'inbox');
    expect(await readdir(root)).toEqual([folderName('../../etc/x@evil.test')]);
  });

  it('numbers concurrent stores uniquely', async () => {
    const box = await openMailbox(root, NOW);
    const entries = await Promise.all([1, 2, 3, 4, 5].map((i) => box.store('bo@friends.test', mail(`m${i}`), 'inbox')));
    expect(entries.map((e) => e.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

/** Every file under `dir`, relative, walking folders. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

describe('folder names from addresses', () => {
  const HOSTILE = [
    '..',
    '.',
    '',
    '../x',
    '../../etc/passwd',
    'a/b@c.test',
    'a\\b@c.test',
    'nul\0byte@c.test',
    `${'x'.repeat(5_000)}@c.test`,
    'ünïcødé@例え.テスト',
    '.hidden@c.test',
    '%2e%2e',
    'CON',
    'a:b@c.test',
  ];

  it.each(HOSTILE.map((a) => [JSON.stringify(a.length > 40 ? `${a.slice(0, 20)}…(${a.length})` : a), a]))(
    'maps %s to one safe, bounded folder name',
    (_shown, address) => {
      const name = folderName(address);
      expect(name).toMatch(/^[a-z0-9@._+-]{1,40}~[0-9a-f]{16}$/);
      expect(name).not.toMatch(/^\./);
      expect(name.length).toBeLessThanOrEqual(57);
    },
  );

  it('gives different addresses different folders, and the same address (any case) the same', () => {
    const names = HOSTILE.map(folderName);
    expect(new Set(names).size).toBe(names.length);
    expect(folderName('Ann@Friends.test')).toBe(folderName('ann@friends.test'));
    expect(folderName('ann@friends.test')).toMatch(/^ann@friends\.test~/);
  });

  it('writes every hostile address inside mailbox/ and nowhere else, and finds it again after a restart', async () => {
    const data = path.join(root, 'data');
    const boxRoot = path.join(data, 'mailbox');
    await mkdir(boxRoot, { recursive: true });
    const box = await openMailbox(boxRoot, NOW);
    for (const address of HOSTILE) await box.store(address, mail('odd'), 'sent');
    expect(await readdir(data)).toEqual(['mailbox']);
    expect(await readdir(root)).toEqual(['data']);
    const files = await filesUnder(boxRoot);
    expect(files.every((f) => !f.startsWith('..') && f.split(path.sep).length === 2)).toBe(true);
    const again = await openMailbox(boxRoot, NOW);
    for (const address of HOSTILE) expect(again.list(address, 'sent').map((e) => e.subject)).toEqual(['odd']);
  });

  it('MAIL FROM:<> with From: "x" <..> (the stack files the copy under the From address) stays inside mailbox/', async () => {
    const data = path.join(root, 'data');
    const boxRoot = path.join(data, 'mailbox');
    await mkdir(boxRoot, { recursive: true });
    const box = await openMailbox(boxRoot, NOW);
    const raw = 'From: "x" <..>\r\nTo: new@pbem.localhost\r\nSubject: hi\r\n\r\nnew puerto-rico bo@friends.test\r\n';
    const from = (await PostalMime.parse(raw)).from?.address ?? '';
    await box.store(from, raw, 'sent');
    expect(await readdir(data)).toEqual(['mailbox']);
    expect((await filesUnder(boxRoot)).sort()).toEqual(
      [
        path.join(folderName(from), '1.eml'),
        path.join(folderName(from), 'address.json'),
        path.join(folderName(from), 'index.jsonl'),
      ].sort(),
    );
  });

  it('still reads a mailbox folder written before hashed names', async () => {
    const legacy = path.join(root, encodeURIComponent('ann@friends.test'));
    await mkdir(legacy);
    await writeFile(path.join(legacy, '1.eml'), mail('old'));
    await writeFile(
      path.join(legacy, 'index.jsonl'),
      `${JSON.stringify({ n: 1, folder: 'inbox', subject: 'old', from: 'games@pbem.localhost', fromName: '', to: 'ann@friends.test', replyTo: '', messageId: '<old@x>', at: '2026-11-01T00:00:00.000Z' })}\n`,
    );
    const box = await openMailbox(root, NOW);
    await box.store('ann@friends.test', mail('new'), 'inbox');
    expect(box.list('ann@friends.test').map((e) => [e.n, e.subject])).toEqual([
      [2, 'new'],
      [1, 'old'],
    ]);
    expect((await box.open('ann@friends.test', 1))?.text).toContain('Body of old');
    expect(await readdir(root)).toEqual([encodeURIComponent('ann@friends.test')]);
  });
});

describe('the mailbox mailer', () => {
  it('stores one copy per envelope recipient', async () => {
    const box = await openMailbox(root, NOW);
    const out = await mailboxMailer(box).send({
      from: 'games@pbem.localhost',
      to: ['ann@friends.test', 'bo@friends.test'],
      raw: Buffer.from(mail('both')),
    });
    expect(out.providerMessageId).toBe('local-ann@friends.test#1,bo@friends.test#1');
    expect(box.addresses().map((a) => a.address)).toEqual(['ann@friends.test', 'bo@friends.test']);
  });

  it('relays first, and keeps no copy when the relay refused (the outbox retries the whole send)', async () => {
    const box = await openMailbox(root, NOW);
    const relay = createRecordingMailer();
    relay.failNext(1, new Error('relay down'));
    const mailer = mailboxMailer(box, relay);
    const send = { from: 'games@pbem.localhost', to: ['ann@friends.test'], raw: Buffer.from(mail('relayed')) };
    await expect(mailer.send(send)).rejects.toThrow('relay down');
    expect(box.addresses()).toEqual([]);
    expect((await mailer.send(send)).providerMessageId).toBe('recorded-1');
    expect(relay.sent).toHaveLength(1);
    expect(box.list('ann@friends.test')).toHaveLength(1);
  });

  it('never prints the relay password', () => {
    expect(redactUrl('smtp://user:s3cret@mail.example.com:587')).toBe('smtp://user:***@mail.example.com:587');
  });
});
