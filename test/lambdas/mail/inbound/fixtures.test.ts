import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { extractReply } from '../../../../lambdas/mail/inbound/extract-reply';
import { htmlToText } from '../../../../lambdas/mail/inbound/html-text';
import { dedupeKey, parseInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import type { Command } from '../../../../lambdas/mail/inbound/types';
import { DOMAIN, loadFixture } from './load-fixture';

const parse = (name: string) => parseInboundMail(loadFixture(name), { domain: DOMAIN });
const moves = (...texts: string[]): Command[] => texts.map((text) => ({ kind: 'move', text }));

describe('real-world replies: exact commands', () => {
  it('Gmail: quoted-printable multipart/alternative, wrapped "On … wrote:" attribution', async () => {
    const mail = await parse('gmail-reply.eml');
    expect(mail.textSource).toBe('plain');
    expect(mail.commands).toEqual(moves('2', 'build small-market'));
    expect(mail.quoteCut).toMatchObject({ kind: 'attribution', line: 3 });
    expect(mail.from).toEqual({ address: 'alice.example@gmail.com', name: 'Alice Example' });
    expect(mail.messageId).toBe('CAKx7b9Q2ZmVf0sPz=Lr8T0nWq3Y1u+Z7dE4@mail.gmail.com');
    expect(mail.inReplyTo).toBe('g7k2.42.1@play.example.org');
    expect(mail.references).toEqual(['g7k2.42.1@play.example.org']);
    expect(mail.date).toBe('2026-11-23T08:21:33.000Z');
    expect(mail.auth).toMatchObject({ spf: 'pass', dkim: 'pass', dmarc: 'pass', authServId: 'amazonses.com' });
    expect(mail.route).toEqual({
      kind: 'game',
      address: 'g-g7k2-1-k3m9x2p7q4w8z5t1@play.example.org',
      gameId: 'g7k2',
      seat: 1,
      token: 'k3m9x2p7q4w8z5t1',
    });
    expect(mail.decision).toEqual({ gameId: 'g7k2', step: 42 });
    expect(mail.automated).toBeNull();
    // The quoted status mail was decoded (an en dash written as =E2=80=93) but is not part of the reply.
    expect(mail.text).toContain('Your turn, Alice – choose a role.');
    expect(mail.reply).toBe('2\nbuild small-market');
  });

  it('Gmail: the HTML part alone gives the same reply (blockquote becomes "> " lines)', async () => {
    const email = await PostalMime.parse(loadFixture('gmail-reply.eml'));
    const { reply, cut } = extractReply(htmlToText(email.html!));
    expect(reply).toBe('2\nbuild small-market');
    expect(cut?.kind).toBe('attribution');
  });

  it('Outlook for iOS: "Get Outlook for iOS" ends the reply before the From:/Sent: block', async () => {
    const mail = await parse('outlook-ios-reply.eml');
    expect(mail.commands).toEqual(moves('take mayor'));
    expect(mail.quoteCut).toMatchObject({ kind: 'signature', marker: 'Get Outlook for iOS<https://aka.ms/o0ukef>' });
  });

  it('Outlook HTML part: converted text stops at the signature too', async () => {
    const email = await PostalMime.parse(loadFixture('outlook-ios-reply.eml'));
    expect(extractReply(htmlToText(email.html!)).reply).toBe('take mayor');
  });

  it('Apple Mail on iPhone: the smart dash "—" under the moves starts the signature', async () => {
    const mail = await parse('apple-iphone-reply.eml');
    expect(mail.commands).toEqual(moves('build hacienda', 'settler'));
    expect(mail.quoteCut).toMatchObject({ kind: 'signature', marker: '—' });
  });

  it('Apple Mail on macOS: unquoted "On … at …, X wrote:" attribution', async () => {
    const mail = await parse('apple-mac-reply.eml');
    expect(mail.commands).toEqual(moves('craftsman'));
    expect(mail.quoteCut?.kind).toBe('attribution');
    const email = await PostalMime.parse(loadFixture('apple-mac-reply.eml'));
    expect(extractReply(htmlToText(email.html!)).reply).toBe('craftsman');
  });

  it('Thunderbird: format=flowed, "-- " signature, only the topmost Authentication-Results is read', async () => {
    const mail = await parse('thunderbird-reply.eml');
    expect(mail.commands).toEqual([...moves('settler', 'quarry'), { kind: 'status' }]);
    expect(mail.quoteCut).toMatchObject({ kind: 'signature', marker: '--' });
    expect(mail.from?.address).toBe('dave@mailbox.example.net');
    expect(mail.auth).toMatchObject({ spf: 'pass', dkim: 'none', dmarc: 'none', authServId: 'amazonses.com' });
  });

  it('Thunderbird (ja): base64 UTF-8 body, RFC 2047 subject and name, "さんは書きました:" attribution', async () => {
    const mail = await parse('thunderbird-japanese-base64.eml');
    expect(mail.commands).toEqual([...moves('3'), { kind: 'history', count: 5 }]);
    expect(mail.subject).toBe('Re: [Puerto Rico g7k2 #45] あなたの番です');
    expect(mail.from).toEqual({ address: 'suzuki@example.jp', name: '鈴木 太郎' });
    expect(mail.quoteCut).toMatchObject({ kind: 'attribution', marker: '2026/11/23 9:14 に Puerto Rico g7k2 さんは書きました:' });
  });

  it('Japanese mobile client: ISO-2022-JP 7bit, full-width digits, ・ bullet, "のメッセージ:" header, ＞ quotes', async () => {
    const raw = loadFixture('japanese-mobile-iso2022jp.eml');
    // The fixture really is 7-bit JIS: escape sequences, no byte above 0x7f.
    expect(raw.includes(Buffer.from([0x1b, 0x24, 0x42]))).toBe(true);
    expect(raw.every((b) => b < 0x80)).toBe(true);
    const mail = await parseInboundMail(raw, { domain: DOMAIN });
    expect(mail.subject).toBe('Re: [Puerto Rico g7k2 #42] あなたの番です');
    expect(mail.from?.name).toBe('山田太郎');
    expect(mail.text).toContain('＞１．市長');
    expect(mail.reply).toBe('２\n・市長');
    expect(mail.commands).toEqual(moves('2', '市長'));
    expect(mail.quoteCut?.kind).toBe('attribution');
  });

  it('Outlook (ja): Shift_JIS 8bit with half-width katakana, sign-off and -----Original Message-----', async () => {
    const raw = loadFixture('japanese-outlook-shift-jis.eml');
    expect(raw.includes(Buffer.from([0xcd, 0xd9, 0xcc, 0xdf]))).toBe(true); // ﾍﾙﾌﾟ, one byte per character
    const mail = await parseInboundMail(raw, { domain: DOMAIN });
    expect(mail.subject).toBe('RE: [Puerto Rico g7k2 #46] あなたの番です');
    expect(mail.from?.name).toBe('山田 花子');
    expect(mail.text).toContain('-----Original Message-----\n差出人: Puerto Rico g7k2');
    // ﾍﾙﾌﾟ is NFKC-normalised to ヘルプ, the Japanese help keyword.
    expect(mail.commands).toEqual([...moves('建設 小市場'), { kind: 'help' }, { kind: 'status' }]);
    expect(mail.quoteCut).toMatchObject({ kind: 'signature', marker: 'よろしくお願いします。' });
  });

  it('HTML-only Outlook on the web (iso-8859-1): From:/Sent: block without quote marks', async () => {
    const mail = await parse('html-only-owa.eml');
    expect(mail.textSource).toBe('html');
    expect(mail.commands).toEqual(moves('craftsman', 'pass'));
    expect(mail.quoteCut?.kind).toBe('header-block');
    expect(mail.from?.name).toBe('Jürgen Müller');
    expect(mail.text).toContain('To: Jürgen Müller <juergen@example.de>');
  });

  it('several move lines: list markers, numbered list, rule line, "-- " signature with a "- " line below it', async () => {
    const mail = await parse('several-moves.eml');
    expect(mail.commands).toEqual([
      ...moves('take mayor', '2', '3', 'build small-market'),
      { kind: 'history', count: 5 },
      { kind: 'vacation', until: '2026-12-24' },
    ]);
    expect(mail.quoteCut).toMatchObject({ kind: 'signature', line: 10 });
    expect(mail.messageId).toBeNull();
    expect(dedupeKey(mail)).toBe(`sha256:${mail.contentHash}`);
  });
});

describe('machine-written mail', () => {
  it('out-of-office: automated by Auto-Submitted, no commands', async () => {
    const mail = await parse('out-of-office.eml');
    expect(mail.automated).toEqual({ reason: 'Auto-Submitted header says the mail is automatic' });
    expect(mail.commands).toEqual([]);
    expect(mail.reply).toContain('out of the office');
  });

  it('bounce: multipart/report from MAILER-DAEMON with Return-Path <>', async () => {
    const mail = await parse('bounce-delivery-status.eml');
    expect(mail.automated).toEqual({ reason: 'sender is a mailer daemon, postmaster or no-reply address' });
    expect(mail.returnPath).toBe('');
    expect(mail.commands).toEqual([]);
    expect(mail.route).toMatchObject({ kind: 'game', gameId: 'g7k2', seat: 0 });
  });

  it('mailing list: automated by List-Id even with a game address in Cc', async () => {
    const mail = await parse('mailing-list.eml');
    expect(mail.automated).toEqual({ reason: 'mailing-list mail (List-Id or List-Unsubscribe)' });
    expect(mail.commands).toEqual([]);
    expect(mail.route.kind).toBe('game');
  });
});

describe('parseInboundMail details', () => {
  it('hashes the content: same mail, same hash; one body byte changed, another', async () => {
    const raw = loadFixture('several-moves.eml');
    const a = await parseInboundMail(raw, { domain: DOMAIN });
    const b = await parseInboundMail(Buffer.from(raw), { domain: DOMAIN });
    const changed = Buffer.from(raw);
    changed[changed.length - 2] = 0x21;
    const c = await parseInboundMail(changed, { domain: DOMAIN });
    expect(a.contentHash).toBe(b.contentHash);
    expect(a.contentHash).not.toBe(c.contentHash);
  });

  it('keeps the content hash when a relay adds trace headers, and changes it with Date or Subject', async () => {
    const raw = loadFixture('several-moves.eml').toString();
    const base = await parseInboundMail(raw, { domain: DOMAIN });
    const relayed = await parseInboundMail(
      `Received: from relay.example.net (relay.example.net [192.0.2.7]) by mx.play.test; Mon, 2 Nov 2026 10:00:05 +0000\r\nX-Spam-Score: 0.1\r\n${raw}`,
      { domain: DOMAIN },
    );
    expect(relayed.contentHash).toBe(base.contentHash);
    const redated = await parseInboundMail(raw.replace(/^Date: .*$/m, 'Date: Tue, 03 Nov 2026 10:00:00 +0000'), { domain: DOMAIN });
    const resubjected = await parseInboundMail(raw.replace(/^Subject: (.*)$/m, 'Subject: $1 again'), { domain: DOMAIN });
    expect(redated.contentHash).not.toBe(base.contentHash);
    expect(resubjected.contentHash).not.toBe(base.contentHash);
  });

  it('accepts a string and reads envelope recipients before the headers', async () => {
    const raw = 'From: a@x.example\r\nTo: friend@x.example\r\nSubject: hi\r\n\r\nstatus\r\n';
    const mail = await parseInboundMail(raw, { domain: DOMAIN, envelopeRecipients: ['new@PLAY.example.org'] });
    expect(mail.route).toEqual({ kind: 'new', address: 'new@play.example.org' });
    expect(mail.commands).toEqual([{ kind: 'status' }]);
    expect(mail.messageId).toBeNull();
    expect(mail.date).toBeNull();
  });

  it('trusts only the named authserv-id when told to', async () => {
    const raw = loadFixture('thunderbird-reply.eml');
    const forged = await parseInboundMail(raw, { domain: DOMAIN, trustedAuthServId: 'smtp.mailbox.example.net' });
    expect(forged.auth).toMatchObject({ dkim: 'fail', dmarc: 'fail' });
    const none = await parseInboundMail(raw, { domain: DOMAIN, trustedAuthServId: 'mx.other.example' });
    expect(none.auth).toEqual({ spf: 'none', dkim: 'none', dmarc: 'none', authServId: null, spfDomain: null, dkimDomains: [] });
  });

  it('an attached original (message/rfc822) shown inline is cut at its header block', async () => {
    const raw = [
      'From: Ivan <ivan@example.com>',
      'To: g-g7k2-2-abcd1234@play.example.org',
      'Subject: Fw: [Puerto Rico g7k2 #50] Your turn',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'take builder',
      '',
      '--b1',
      'Content-Type: message/rfc822',
      '',
      'From: Puerto Rico g7k2 <g-g7k2-2-abcd1234@play.example.org>',
      'To: ivan@example.com',
      'Subject: [Puerto Rico g7k2 #50] Your turn',
      'Content-Type: text/plain; charset=utf-8',
      '',
      '1. take mayor',
      '--b1--',
      '',
    ].join('\r\n');
    const mail = await parseInboundMail(raw, { domain: DOMAIN });
    expect(mail.text).toContain('1. take mayor');
    expect(mail.commands).toEqual(moves('take builder'));
    expect(mail.quoteCut?.kind).toBe('header-block');
  });

  it('a mail without any body has empty text and no commands', async () => {
    const mail = await parseInboundMail('From: a@x.example\r\nTo: b@play.example.org\r\nSubject: x\r\n\r\n', { domain: DOMAIN });
    expect(mail.textSource).toBe('none');
    expect(mail.commands).toEqual([]);
    expect(mail.route).toMatchObject({ kind: 'none' });
  });
});
