import { describe, expect, it } from 'vitest';
import { parseInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';

/** A one-part mail whose body is `bodyHex` (bytes written by Python's codecs, independent of ICU). */
function rawMail(charset: string, bodyHex: string, encoding = '8bit'): Buffer {
  const head = `From: a@example.com\r\nTo: g-g7k2-0-abcd1234@play.example.org\r\nSubject: x\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset="${charset}"\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'ascii'), Buffer.from(bodyHex, 'hex'), Buffer.from('\r\n', 'ascii')]);
}

const parse = (raw: Buffer) => parseInboundMail(raw, { domain: 'play.example.org' });

describe('charsets', () => {
  it.each([
    ['windows-1252', '42e2746972206c6520636166e9209620332080', 'Bâtir le café – 3 €'],
    ['iso-8859-1', '4772fcdf652c204afc7267656e', 'Grüße, Jürgen'],
    ['iso-8859-15', '507269783a203520a4', 'Prix: 5 €'],
    ['koi8-r', 'd3d4d2cfc9d4d820c7c1d7c1ced8', 'строить гавань'],
    ['windows-1251', 'efeef1f2f0eee8f2fc20f0fbedeeea', 'построить рынок'],
    ['gb2312', 'bda8d4ecb8dbbfda', '建造港口'],
    ['gbk', 'bda8d4ecb8dbbfda', '建造港口'],
    ['big5', 'abd8b379b4e4a466', '建造港口'],
    ['euc-kr', 'c7d7b1b820b0c7bcb3', '항구 건설'],
    ['euc-jp', 'b9c1a4f2b7fac0df', '港を建設'],
    ['shift_jis', '8d6082f08c9a90ddcaddc4de', '港を建設ﾊﾝﾄﾞ'],
    ['Shift_JIS', '8d6082f08c9a90ddcaddc4de', '港を建設ﾊﾝﾄﾞ'],
    ['cp932', '8d6082f08c9a90ddcaddc4de', '港を建設ﾊﾝﾄﾞ'],
    ['windows-31j', '8d6082f08c9a90ddcaddc4de', '港を建設ﾊﾝﾄﾞ'],
    ['iso-2022-jp', '1b244239412472377a405f1b2842', '港を建設'],
    // NEC row 13 (①) and the half-width katakana shift (ESC ( I) some handsets send.
    ['ISO-2022-JP', '1b24422d211b28495a1b2842', '①ﾚ'],
  ])('%s', async (charset, hex, text) => {
    const mail = await parse(rawMail(charset, hex));
    expect(mail.text.trimEnd()).toBe(text);
    expect(mail.commands).toEqual([{ kind: 'move', text: text.normalize('NFKC').replace(/[.!?]+$/, '') }]);
  });

  it('RFC 2047 words in Q and B encodings, split across words', async () => {
    const raw = Buffer.from(
      'From: =?iso-8859-1?Q?J=FCrgen?= <j@example.de>\r\nTo: x@play.example.org\r\n' +
        'Subject: =?UTF-8?B?UmU6IFtQdWVydG8gUmljbyBnN2syICM0Ml0g44GC44Gq44Gf?= =?UTF-8?Q?=E3=81=AE=E7=95=AA?=\r\n\r\nhi\r\n',
      'ascii',
    );
    const mail = await parse(raw);
    expect(mail.from?.name).toBe('Jürgen');
    expect(mail.subject).toBe('Re: [Puerto Rico g7k2 #42] あなたの番');
    expect(mail.decision).toEqual({ gameId: 'g7k2', step: 42 });
  });

  it('quoted-printable with a soft line break inside a multi-byte character', async () => {
    const mail = await parse(
      rawMail('utf-8', Buffer.from('build small-market =E2=80=\r\n=94 then 2', 'ascii').toString('hex'), 'quoted-printable'),
    );
    expect(mail.text.trimEnd()).toBe('build small-market — then 2');
  });
});

describe('windows-1252 repair (Node 20 decodes it as Latin-1)', () => {
  it('reads 0x80–0x9F as windows-1252 in body, subject and names', async () => {
    const raw = Buffer.concat([
      Buffer.from(
        'From: =?windows-1252?Q?=93Bob=94?= <b@example.com>\r\nTo: x@play.example.org\r\nSubject: =?windows-1252?Q?Re:_it=92s_on?=\r\n',
        'ascii',
      ),
      Buffer.from('Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n', 'ascii'),
      Buffer.from('8485998a', 'hex'),
    ]);
    const mail = await parse(raw);
    expect(mail.text.trimEnd()).toBe('„…™Š');
    expect(mail.subject).toBe('Re: it’s on');
    expect(mail.from?.name).toBe('“Bob”');
  });

  it('leaves the five unassigned bytes alone', async () => {
    const { repairC1 } = await import('../../../../lambdas/mail/inbound/c1-repair');
    expect(repairC1('\u0081\u008d\u008f\u0090\u009d')).toBe('\u0081\u008d\u008f\u0090\u009d');
    expect(repairC1('plain – text')).toBe('plain – text');
  });
});
