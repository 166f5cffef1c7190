import { describe, expect, it } from 'vitest';
import { extractReply } from '../../../../lambdas/mail/inbound/extract-reply';
import { REPLY_ABOVE_THIS_LINE } from '../../../../lambdas/mail/inbound/quote-markers';

const reply = (text: string) => extractReply(text).reply;
const cut = (text: string) => extractReply(text).cut;

describe('extractReply: dashes never confuse moves and signatures', () => {
  it('keeps a "- take mayor" list line', () => {
    expect(reply('- take mayor\n- build harbor')).toBe('- take mayor\n- build harbor');
    expect(cut('- take mayor')).toBeNull();
  });
  it('"-- " (RFC 3676) starts the signature', () => {
    expect(reply('2\n-- \nAlice\n- my motto')).toBe('2');
    expect(cut('2\n-- \nAlice')).toEqual({ kind: 'signature', line: 1, marker: '--' });
  });
  it('"--" without its trailing space also starts the signature', () => {
    expect(reply('2\n--\nAlice')).toBe('2');
  });
  it('a lone em dash or en dash (iOS smart punctuation for "--") starts the signature', () => {
    expect(reply('2\n—\nAlice')).toBe('2');
    expect(reply('2\n–\nAlice')).toBe('2');
  });
  it('"---" and other rules are not signatures (the grammar skips them)', () => {
    expect(reply('2\n---\n3')).toBe('2\n---\n3');
    expect(reply('2\n***\n3')).toBe('2\n***\n3');
  });
  it('a dash inside a move line is kept', () => {
    expect(reply('build small-market — then pass\n3')).toBe('build small-market — then pass\n3');
  });
});

describe('extractReply: attribution lines', () => {
  it.each([
    ['Gmail', 'On Mon, Nov 23, 2026 at 9:14 AM Puerto Rico <g-g7k2-1-abcdefgh@play.example.org> wrote:'],
    ['Thunderbird', 'On 11/23/26 9:14 AM, Puerto Rico wrote:'],
    ['Apple Mail', 'On Nov 23, 2026, at 09:14, Puerto Rico <g@play.example.org> wrote:'],
    ['a bare "X wrote:"', 'Puerto Rico wrote:'],
    ['French', 'Le lun. 23 nov. 2026 à 09:14, Puerto Rico <g@play.example.org> a écrit :'],
    ['German', 'Am Mo., 23. Nov. 2026 um 09:14 Uhr schrieb Puerto Rico <g@play.example.org>:'],
    ['Spanish', 'El lun, 23 nov 2026 a las 9:14, Puerto Rico (<g@play.example.org>) escribió:'],
    ['Italian', 'Il giorno lun 23 nov 2026 alle ore 09:14 Puerto Rico <g@play.example.org> ha scritto:'],
    ['Dutch', 'Op ma 23 nov 2026 om 09:14 schreef Puerto Rico <g@play.example.org>:'],
    ['Portuguese', 'Em seg., 23 de nov. de 2026 às 09:14, Puerto Rico <g@play.example.org> escreveu:'],
    ['Gmail (ja)', '2026年11月23日(月) 9:14 Puerto Rico <g@play.example.org>:'],
    ['Thunderbird (ja)', '2026/11/23 9:14 に Puerto Rico さんは書きました:'],
    ['Apple Mail (ja)', '2026/11/23 9:14、Puerto Rico <g@play.example.org>のメール:'],
    ['Outlook (ja), full-width colon', '2026/11/23 9:14、Puerto Rico のメッセージ：'],
    ['Gmail (zh)', 'Puerto Rico <g@play.example.org> 于2026年11月23日周一 09:14写道：'],
    ['Gmail (ko)', '2026년 11월 23일 (월) 오전 9:14, Puerto Rico <g@play.example.org>님이 작성:'],
    ['Russian', 'пн, 23 нояб. 2026 г. в 09:14, Puerto Rico <g@play.example.org> написал(а):'],
    ['Swedish', 'Den mån 23 nov. 2026 kl 09:14 Puerto Rico skrev:'],
    ['Polish', 'W dniu pon., 23 lis 2026 o 09:14 Puerto Rico <g@play.example.org> napisał(a):'],
  ])('%s', (_client, line) => {
    expect(extractReply(`2\nbuild harbor\n\n${line}\n\nold text\n`)).toEqual({
      reply: '2\nbuild harbor',
      cut: { kind: 'attribution', line: 3, marker: line },
    });
  });

  it('reads an attribution wrapped over two or three lines', () => {
    expect(reply('2\nOn Mon, Nov 23, 2026 at 9:14 AM Puerto Rico <\ng@play.example.org> wrote:\n> x')).toBe('2');
    expect(reply('2\nOn Mon, Nov 23, 2026 at 9:14 AM\nPuerto Rico\n<g@play.example.org> wrote:')).toBe('2');
    expect(reply('2\n2026年11月23日(月) 9:14 Puerto Rico <\ng@play.example.org>:')).toBe('2');
  });

  it('does not swallow a move line above a "wrote:" line', () => {
    expect(extractReply('2\nAlice wrote:\n> x')).toEqual({ reply: '2', cut: { kind: 'attribution', line: 1, marker: 'Alice wrote:' } });
    expect(reply('take mayor\nPuerto Rico wrote:')).toBe('take mayor');
  });

  it('does not join across a blank line', () => {
    expect(reply('On my turn I build\n\nbuild harbor wrote:')).toBe('On my turn I build');
    expect(cut('On my turn I build\n\nbuild harbor')).toBeNull();
  });
});

describe('extractReply: quote marks, separators, header blocks, forwards', () => {
  it('stops at the first ">" line, also with leading spaces', () => {
    expect(extractReply('2\n  > quoted\n3')).toEqual({ reply: '2', cut: { kind: 'quote-mark', line: 1, marker: '> quoted' } });
  });
  it('stops at a full-width "＞" quote line', () => {
    expect(reply('市長\n＞あなたの番です')).toBe('市長');
  });
  it('bottom-posting: the words below ">"-quoted history are the reply', () => {
    expect(extractReply('> Your turn\n> 1. take mayor\n\n2')).toEqual({
      reply: '2',
      cut: { kind: 'quote-mark', line: 0, marker: '> Your turn', below: true },
    });
  });
  it('bottom-posting under an attribution (Thunderbird), up to the signature', () => {
    const text = 'On 23/11/2026 09:14, Puerto Rico wrote:\n> Your turn\n> 1. role mayor\n> 2. role settler\n\nrole settler\n\n-- \nAnn';
    expect(extractReply(text)).toMatchObject({ reply: 'role settler', cut: { kind: 'attribution', line: 0, below: true } });
  });
  it('interleaved answers between quoted blocks are all read', () => {
    expect(reply('> Choose a role\nrole mayor\n> Then place colonists\nplace corn')).toBe('role mayor\nplace corn');
  });
  it('history not quoted with ">" is never read past, even with nothing above it', () => {
    expect(extractReply('From: Puerto Rico <g@x.org>\nSent: Monday\nSubject: x\n\n1. role mayor')).toMatchObject({
      reply: '',
      cut: { kind: 'header-block' },
    });
    expect(extractReply('On Mon, Alice wrote:\nYour turn\n1. role mayor\n')).toMatchObject({ reply: '', cut: { kind: 'attribution' } });
  });
  it('text above the quote wins over text below it', () => {
    expect(reply('role mayor\n> Your turn\nrole settler')).toBe('role mayor');
  });
  it('a bold separator (*-------- Original Message --------*) cuts', () => {
    expect(extractReply('build harbor\n\n*-------- Original Message --------*\nFrom: games\n1. role mayor')).toMatchObject({
      reply: 'build harbor',
      cut: { kind: 'separator', line: 2 },
    });
  });
  it('a Gmail attribution split over two lines (date and name, then the address) cuts', () => {
    const text = 'build harbor\n\n2016-03-03 17:21 GMT+01:00 Some One\n<some.one@example.com>:\n\n> Your turn';
    expect(extractReply(text)).toMatchObject({ reply: 'build harbor', cut: { kind: 'attribution', line: 2 } });
    const bottom = '2016-03-03 17:21 GMT+01:00 Some One\n<some.one@example.com>:\n\n> Your turn\n> 1. build harbor\n\nbuild harbor';
    expect(reply(bottom)).toBe('build harbor');
  });
  it.each([
    '-----Original Message-----',
    '----- Original Message -----',
    '-----Ursprüngliche Nachricht-----',
    '-----元のメッセージ-----',
    '________________________________',
  ])('separator %s', (line) => {
    expect(extractReply(`2\n${line}\nFrom: x\nold`)).toMatchObject({ reply: '2', cut: { kind: 'separator', line: 1 } });
  });
  it('our own "reply above this line" marker cuts even unquoted history', () => {
    expect(extractReply(`2\n\n${REPLY_ABOVE_THIS_LINE}\nYour turn\n1. take mayor`)).toMatchObject({
      reply: '2',
      cut: { kind: 'separator', line: 2 },
    });
    expect(reply('2\nplease type your reply above this line\n1. take mayor')).toBe('2');
    expect(reply('市長\n-- この行より上に返信を書いてください --\n1. 市長')).toBe('市長');
  });
  it.each([
    '---------- Forwarded message ---------',
    '-------- Forwarded Message --------',
    'Begin forwarded message:',
    '---------- 転送メッセージ ----------',
    '転送されたメッセージ:',
  ])('forwarded block %s', (line) => {
    expect(extractReply(`2\n\n${line}\nFrom: x\n3`)).toMatchObject({ reply: '2', cut: { kind: 'forward', line: 2 } });
  });
  it('Outlook header block: From: then Sent:', () => {
    const text =
      'craftsman\n\nFrom: Puerto Rico <g@play.example.org>\nSent: Monday, November 23, 2026 9:14 AM\nTo: Bob\nSubject: x\n\n1. take mayor';
    expect(extractReply(text)).toMatchObject({ reply: 'craftsman', cut: { kind: 'header-block', line: 2 } });
  });
  it('Japanese Outlook header block: 差出人: then 送信日時:', () => {
    expect(reply('建設 小市場\n差出人: Puerto Rico\n送信日時: 2026年11月23日 9:14\n件名: x')).toBe('建設 小市場');
  });
  it.each([
    ['French', 'De : Puerto Rico <g@play.example.org>\nEnvoyé : lundi 23 novembre 2026 09:14\nÀ : Alice'],
    ['German', 'Von: Puerto Rico <g@play.example.org>\nGesendet: Montag, 23. November 2026 09:14\nAn: Alice'],
    ['Spanish', 'De: Puerto Rico <g@play.example.org>\nEnviado: lunes, 23 de noviembre de 2026 9:14\nPara: Alice'],
    ['Chinese', '发件人: Puerto Rico <g@play.example.org>\n发送时间: 2026年11月23日 9:14\n收件人: Alice'],
    ['Korean', '보낸 사람: Puerto Rico <g@play.example.org>\n보낸 날짜: 2026년 11월 23일 월요일 오전 9:14\n받는 사람: Alice'],
  ])('%s Outlook header block', (_language, block) => {
    expect(extractReply(`2\n\n${block}\n\nold`)).toMatchObject({ reply: '2', cut: { kind: 'header-block', line: 2 } });
  });
  it('a "From:" line without a following header line is not a cut', () => {
    expect(reply('From: my side, 2\n3')).toBe('From: my side, 2\n3');
  });
});

describe('extractReply: signatures and sign-offs', () => {
  it.each([
    'Sent from my iPhone',
    'Sent from my Galaxy',
    'Sent from Outlook for Android',
    'Get Outlook for iOS',
    'Get Outlook for Android<https://aka.ms/AAb9ysg>',
    'Von meinem iPhone gesendet',
    'Envoyé de mon iPhone',
    'iPhoneから送信',
    'ドコモメールから送信',
  ])('tagline %s', (line) => {
    expect(extractReply(`2\n\n${line}`)).toMatchObject({ reply: '2', cut: { kind: 'signature', line: 2 } });
  });
  it('a sign-off after some text ends the reply (the name below is not a move)', () => {
    expect(reply('2\nThanks,\nAlice')).toBe('2');
    expect(reply('建設 小市場\nよろしくお願いします。\n山田')).toBe('建設 小市場');
    expect(reply('2\n\nBest regards\nAlice')).toBe('2');
  });
  it('a sign-off as the first line does not hide the moves below it', () => {
    expect(reply('Thanks!\n2')).toBe('Thanks!\n2');
  });
});

describe('extractReply: line ends and blank lines', () => {
  it('treats CRLF, CR and LF alike and trims blank lines and trailing spaces', () => {
    expect(extractReply('\r\n\r\n2  \r\nbuild harbor\r\r\n\n').reply).toBe('2\nbuild harbor');
  });
  it('returns the whole text when nothing is quoted', () => {
    expect(extractReply('2\n3')).toEqual({ reply: '2\n3', cut: null });
  });
});
