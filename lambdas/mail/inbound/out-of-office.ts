/**
 * Out-of-office replies that carry none of the automatic-mail headers ("Mail
 * loops and machine mail"): recognised by their subject or by the opening of their body,
 * in English, the major European languages, Russian/Ukrainian, Japanese, Chinese and
 * Korean. Tables, so a new phrasing is one more row.
 *
 * A person's reply may mention a holiday ("mayor — I'm away until Monday"), so a body
 * phrase only counts when it opens the text: on the first non-blank line, or after
 * nothing but a greeting ("Hello,", "Thank you for your email.", "お世話になっております。").
 * A reply whose first line is a move or a command is never read as out-of-office by its body,
 * nor (automated.ts) by its subject.
 */

/** Subjects an auto-responder writes, anywhere in the subject (after "Re:" and our bracket too). */
const SUBJECT_PATTERNS: readonly RegExp[] = [
  /\b(out of (the )?office|ooo|away until|away from (the )?office|on (annual )?leave|on vacation|on holiday|auto(matic)?[- ]?(reply|response))\b/i,
  /\b(abwesenheitsnotiz|abwesenheit|automatische antwort|nicht im büro|außer haus)\b/i,
  /(absence du bureau|réponse automatique|\babsent(e)? du bureau|\ben congés?\b)/i,
  /(respuesta automática|fuera de la oficina|ausente de la oficina|\bde vacaciones\b)/i,
  /(risposta automatica|fuori ufficio|\bassente\b|\bin ferie\b)/i,
  /(automatisch antwoord|afwezig|niet op kantoor|\bmet vakantie\b)/i,
  /(resposta automática|fora do escritório|\bausente\b|\bde férias\b)/i,
  /(automatiskt svar|automatisk svar|autosvar|frånvaro|fravær|fraværende|\bpå semester\b|\bpå ferie\b|\bi ferie\b)/i,
  /(automaattinen vastaus|poissa toimistolta|lomalla)/i,
  /(odpowiedź automatyczna|automatyczna odpowiedź|poza biurem|\bna urlopie\b)/i,
  /(автоответ|автоматический ответ|вне офиса|в отпуске|нет в офисе|автовідповідь|автоматична відповідь|поза офісом|у відпустці)/i,
  /(自動応答|自動返信|自動送信|不在|休暇|外出中)/,
  /(自动回复|自動回覆|自動回复|不在办公室|不在辦公室|休假)/,
  /(자동 ?응답|자동 ?회신|부재 ?중|부재 ?알림|휴가 ?중)/,
];

/** Body openings of out-of-office texts. */
const BODY_PATTERNS: readonly RegExp[] = [
  /\b(i am|i'm|i’m|i will be|i'll be|i’ll be|i am currently|i'm currently|i’m currently|currently)\b.{0,40}\b(out of (the )?office|away|on (annual |parental |sick )?leave|on vacation|on holiday|travel(l)?ing|off work|unavailable|not in the office|out until)\b/i,
  /\b(out of (the )?office|away from (the )?office|away until|on leave until|returning on|back in the office on)\b/i,
  /\bthis is an automat(ic|ed) (reply|response|message)\b/i,
  /\b(with (very )?limited|without) access to (my )?e-?mail\b/i,
  /\bich bin\b.{0,60}\b(nicht im büro|abwesend|im urlaub|außer haus|nicht erreichbar)\b|\b(abwesenheitsnotiz|bin ab dem|bin bis)\b.{0,60}\b(abwesend|urlaub|zurück)\b/i,
  /\bje (suis|serai)\b.{0,60}\b(absent(e)?|en congés?|en vacances|hors du bureau)\b|\bde retour le\b/i,
  /\b(estoy|estaré)\b.{0,60}\b(fuera de la oficina|de vacaciones|ausente)\b/i,
  /\b(sono|sarò)\b.{0,60}\b(fuori (ufficio|sede)|in ferie|assente)\b/i,
  /\bik ben\b.{0,60}\b(afwezig|niet op kantoor|met vakantie|op vakantie)\b/i,
  /\b(estou|estarei)\b.{0,60}\b(fora do escritório|de férias|ausente)\b/i,
  /\bjag är\b.{0,60}\b(ledig|på semester|borta|frånvarande)\b|\bjeg er\b.{0,60}\b(på ferie|fraværende|ikke på kontoret|på barsel)\b/i,
  /\bolen\b.{0,60}\b(lomalla|poissa)\b/i,
  /\bjestem\b.{0,60}\b(poza biurem|na urlopie|nieobecn[ya])\b/i,
  /(я|меня)\s.{0,60}(в отпуске|нет в офисе|вне офиса|в командировке|отсутствую|у відпустці|поза офісом|відсутн)/i,
  /(不在にしております|不在にします|現在不在|休暇をいただいて|お休みをいただいて|外出しております|出張中|不在のため|自動応答|自動返信|戻ります|返信が遅れ)/,
  /(我正在休假|我目前不在|我现在不在|我現在不在|休假中|不在办公室|不在辦公室|自动回复|自動回覆|我将于|我將於)/,
  /(부재중|휴가 ?중|자리를 비웁니다|자동 ?응답|출장 ?중|복귀 예정)/,
];

/** Lines that may come before the out-of-office phrase: greetings and thanks for the mail. */
const GREETING =
  /^(.{0,40}[,，、]|(hello|hi|dear|hallo|guten tag|bonjour|hola|buongiorno|ciao|hej|hei|dzień dobry|здравствуйте|добрый день|вітаю|доброго дня)(?![\p{L}]).{0,40}|thank you for your (e-?mail|message|mail)\b.{0,80}|thanks for your (e-?mail|message)\b.{0,80}|vielen dank für ihre (e-?mail|nachricht)\b.{0,80}|merci (pour|de) votre (message|e-?mail|courriel)\b.{0,80}|gracias por su (mensaje|correo)\b.{0,80}|grazie per (la sua|il suo) (e-?mail|messaggio)\b.{0,80}|bedankt voor uw (e-?mail|bericht)\b.{0,80}|tack för ditt (mejl|meddelande)\b.{0,80}|спасибо за (ваше )?письмо.{0,80}|дякую за (ваш )?лист.{0,80}|お世話になっております.{0,20}|メールありがとうございます.{0,20}|ご連絡ありがとうございます.{0,20}|您好.{0,10}|你好.{0,10}|感谢您的(来信|邮件).{0,20}|안녕하세요.{0,20}|메일 감사합니다.{0,20})$/iu;

/** How many opening lines of the body are looked at. */
const OPENING_LINES = 4;
/** Longer lines are not read (auto-replies open with short sentences; bounds the work). */
const MAX_LINE = 400;

export function isOutOfOfficeSubject(subject: string): boolean {
  const text = subject.slice(0, MAX_LINE);
  return SUBJECT_PATTERNS.some((p) => p.test(text));
}

/** A greeting or thanks-for-your-mail line (what auto-replies open with). */
export function isGreetingLine(line: string): boolean {
  return GREETING.test(line.trim().slice(0, MAX_LINE));
}

/** Does the body open like an out-of-office text (the phrase first, or after greetings only)? */
export function isOutOfOfficeBody(text: string): boolean {
  const opening: string[] = [];
  for (const line of text.slice(0, OPENING_LINES * MAX_LINE * 2).split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    opening.push(trimmed.slice(0, MAX_LINE));
    if (opening.length >= OPENING_LINES) break;
  }
  for (const line of opening) {
    if (BODY_PATTERNS.some((p) => p.test(line))) return true;
    // Anything but a greeting before the phrase (a move, a sentence of one's own) is a person writing.
    if (!GREETING.test(line)) return false;
  }
  return false;
}
