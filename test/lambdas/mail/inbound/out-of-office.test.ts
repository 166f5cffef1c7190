import { describe, expect, it } from 'vitest';
import { classifyAutomatic } from '../../../../lambdas/mail/inbound/automated';
import { parseInboundMail } from '../../../../lambdas/mail/inbound/parse-mail';
import { looksLikeCommand } from '../../../../lambdas/mail/inbound/reply-commands';
import { DOMAIN } from './load-fixture';

const OURS = 'Re: [Puerto Rico g7k2 #42] Your turn: choose a role';
const classify = (subject: string, body: string) =>
  classifyAutomatic({ headers: [], from: 'alice@example.com', subject, body, isCommandLine: looksLikeCommand });

describe('out-of-office mail without automatic headers is automatic', () => {
  it.each([
    ['English', 'I am out of the office until Monday 30 November with limited access to email.'],
    ['English, greeting first', "Hello,\nThank you for your email.\nI'm currently away and will reply when I return on Monday."],
    ['English, automated', 'This is an automatic reply. I will be back on 30 November.'],
    ['German', 'Guten Tag,\nich bin bis zum 30.11. nicht im Büro und habe keinen Zugriff auf meine E-Mails.'],
    ['French', "Bonjour,\nJe suis absente du bureau jusqu'au 30 novembre."],
    ['Spanish', 'Estoy fuera de la oficina hasta el lunes.'],
    ['Italian', 'Sono fuori ufficio fino al 30 novembre.'],
    ['Dutch', 'Ik ben afwezig tot en met maandag.'],
    ['Portuguese', 'Estou de férias até dia 30.'],
    ['Swedish', 'Jag är på semester till och med 30 november.'],
    ['Danish', 'Jeg er på ferie og er tilbage mandag.'],
    ['Finnish', 'Olen lomalla 30.11. asti.'],
    ['Polish', 'Jestem na urlopie do 30 listopada.'],
    ['Russian', 'Здравствуйте!\nЯ в отпуске до 30 ноября.'],
    ['Ukrainian', 'Я у відпустці до 30 листопада.'],
    ['Japanese', 'お世話になっております。\n誠に勝手ながら、11月30日まで休暇をいただいております。'],
    ['Japanese, absent', '現在不在にしております。12月1日以降に返信いたします。'],
    ['Chinese', '您好，\n我正在休假，11月30日回来。'],
    ['Korean', '안녕하세요.\n11월 30일까지 휴가 중입니다.'],
  ])('%s body under our subject', (_lang, body) => {
    expect(classify(OURS, body)).not.toBeNull();
  });

  it.each([
    'Away until Monday',
    'Out of Office: Re: [Puerto Rico g7k2 #42]',
    'Abwesenheitsnotiz: Re: [Puerto Rico g7k2 #42]',
    '自動応答: Re: [Puerto Rico g7k2 #42]',
    '不在通知',
    'Automatisch antwoord: Re: your turn',
    'Автоответ: Re: your turn',
    '자동 응답: Re: your turn',
  ])('subject "%s" with a prose body', (subject) => {
    expect(classify(subject, 'Thank you for your message.\nI will answer on my return.')).not.toBeNull();
  });

  it('a person who mentions a holiday after a move is not automatic', () => {
    expect(classify(OURS, "mayor\nI'm away until Monday, so next turn may be slow.")).toBeNull();
  });
  it('a person replying "vacation 7" under an "Away" subject is not automatic', () => {
    expect(classify('Re: away until Monday', 'vacation 7')).toBeNull();
  });
  it('an ordinary reply is not automatic', () => {
    expect(classify(OURS, 'build harbor\n\nCheers')).toBeNull();
  });

  it('a whole out-of-office mail carries no commands and says why', async () => {
    const raw = [
      'From: Alice <alice@example.com>',
      `To: g-g7k2-1-k3m9x2p7q4w8z5t1@${DOMAIN}`,
      'Subject: Away until Monday',
      '',
      'I am out of the office until Monday.',
      '',
      'Alice',
    ].join('\r\n');
    const mail = await parseInboundMail(raw, { domain: DOMAIN });
    expect(mail.automated).toEqual({ reason: 'out-of-office subject' });
    expect(mail.commands).toEqual([]);
  });
});
