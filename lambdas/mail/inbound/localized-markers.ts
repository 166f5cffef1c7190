/**
 * Quote headers, separators and signatures as clients write them in other languages:
 * rows added to the tables in `quote-markers.ts`. Written
 * from the clients' own output (Gmail, Outlook desktop and web, Apple Mail, Thunderbird,
 * Zoho, GMX/Web.de, Yandex, Naver, QQ/163, handset mailers); each row names its source.
 * The same promise holds as there: every row needs a fixed phrase plus a colon, or a whole
 * line, so no move line can match.
 */

/** "… wrote:" in more languages (the verb ends the line). */
export const MORE_ATTRIBUTIONS: readonly RegExp[] = [
  /^(?=.*[:：]$).*(^|\s)skrev(\s|$)/i, // Danish, Norwegian, Swedish Gmail: "Den 15. jun. 2016 kl. 20.42 skrev Alice <a@x>:"
  /(^|\s)(kirjoitti|napsal|napsala|napsal\(a\)|írta|έγραψε|yazdı|пише|написав|написала|написав\(ла\)|писал|писала)\s*[:：]$/i, // Finnish, Czech, Hungarian, Greek, Turkish, Ukrainian, Russian
  /(^|\s)ezt írta\b.*[:：]$/i, // Hungarian Gmail: "Alice <a@x> ezt írta (időpont: 2026. nov. 23., H, 9:14):"
  /^(?=.*[:：]$).*\bschreef\b/i, // Dutch (with the name after the verb)
  /(来信|來信|的邮件|的郵件)\s*[:：]$/, // QQ / 163 Mail: "… 的邮件："
];

/** Whole-line separators above an original message, in more languages and clients. */
export const MORE_SEPARATORS: readonly RegExp[] = [
  /^-{2,}\s*(Originalnachricht|Original-Nachricht|Message original|Mensagem original|Originalmeddelande|Opprinnelig melding|Oprindelig meddelelse|Alkuperäinen viesti|Wiadomość oryginalna|Původní zpráva|Eredeti üzenet|Исходное сообщение|Оригінальне повідомлення|Вихідне повідомлення|Αρχικό μήνυμα|Orijinal ileti|原始邮件|原始郵件|原邮件|원본 메시지|원래 메시지)\s*-{2,}$/i,
  /^-{2,}\s.*\b(wrote|schrieb|a écrit|escribió|ha scritto|schreef|escreveu|skrev|написал|написала)\s*-{2,}$/i, // Zoho: "---- On Mon, 23 Nov 2026 … Alice <a@x> wrote ----"
  /^-{2,}\s*(Reply above this line|Antworten Sie oberhalb dieser Zeile)\s*-{2,}$/i,
];

/** Forwarded-message headers in more languages. */
export const MORE_FORWARDS: readonly RegExp[] = [
  /^-{2,}\s*(Doorgestuurd bericht|Messaggio inoltrato|Mensagem encaminhada|Mensaje reenviado|Vidarebefordrat meddelande|Videresendt meddelelse|Videresendt melding|Välitetty viesti|Przekazana wiadomość|Přeposlaná zpráva|Továbbított üzenet|Пересылаемое сообщение|Пересланное сообщение|Пересланий лист|Переслане повідомлення|Προωθημένο μήνυμα|Iletilen mesaj|转发的邮件|轉寄的郵件|전달된 메시지|Forwarded Message)\s*-{2,}$/i,
  /^(Begin doorgestuurd bericht|Inizio messaggio inoltrato|Início da mensagem reencaminhada|Comienzo del mensaje reenviado|Vidarebefordrat brev|Videresendt besked|Начало пересылаемого сообщения)\s*[:：]$/i,
];

/** The first line of an Outlook header block ("From:" and its translations, or "Sent:" first as GMX writes it). */
export const HEADER_STARTS =
  'From|差出人|送信者|发件人|寄件者|보낸 사람|Von|De|Da|Van|От|Від|Från|Fra|Lähettäjä|Od|Feladó|Από|Kimden|Gesendet|Sent';

/** Later lines of such a block. */
export const HEADER_FOLLOWERS = [
  'Sent',
  'Date',
  'To',
  'Cc',
  'Subject',
  '送信日時',
  '日時',
  '日付',
  '宛先',
  '件名',
  '发送时间',
  '發送時間',
  '寄件日期',
  '日期',
  '收件人',
  '收件者',
  '主题',
  '主旨',
  '보낸 날짜',
  '받는 사람',
  '제목',
  'Gesendet',
  'Datum',
  'An',
  'Betreff',
  'Von',
  'Envoyé',
  'À',
  'A',
  'Objet',
  'Enviado',
  'Enviado el',
  'Enviada',
  'Para',
  'Asunto',
  'Assunto',
  'Inviato',
  'Oggetto',
  'Verzonden',
  'Aan',
  'Onderwerp',
  'Skickat',
  'Till',
  'Ämne',
  'Sendt',
  'Til',
  'Emne',
  'Lähetetty',
  'Vastaanottaja',
  'Aihe',
  'Wysłano',
  'Do',
  'Temat',
  'Odesláno',
  'Komu',
  'Předmět',
  'Elküldve',
  'Címzett',
  'Tárgy',
  'Στάλθηκε',
  'Προς',
  'Θέμα',
  'Gönderildi',
  'Kime',
  'Konu',
  'Отправлено',
  'Кому',
  'Тема',
  'Дата',
  'Надіслано',
].join('|');

/** Client taglines in more languages ("Envoyé depuis mon iPhone", "Sendt fra min iPad"). */
export const MORE_SIGNATURES: readonly RegExp[] = [
  /^(Envoyé|Expédié) (depuis|de|avec) .{1,60}$/i, // French
  /^(Sendt|Skickat|Skickad|Sent) (fra|från|frå|from) .{1,60}$/i, // Danish, Norwegian, Swedish
  /^(Gesendet|Verschickt) (von|mit|vom) .{1,60}$/i, // German
  /^(Verstuurd|Verzonden) (vanaf|met|van) .{1,60}$/i, // Dutch
  /^(Enviado|Enviada) (do|desde|de|com|con) .{1,60}$/i, // Portuguese, Spanish
  /^Lähetetty .{1,60}$/i, // Finnish: "Lähetetty iPhonesta"
  /^Wysłane (z|ze|przy) .{1,60}$/i, // Polish
  /^Odesláno (z|ze) .{1,60}$/i, // Czech
  /^(Отправлено|Надіслано|Відправлено) (с|со|з|із) .{1,60}$/i, // Russian, Ukrainian
  /^.{1,40}(에서 보냄|에서 보낸 메일)$/, // Korean: "iPhone에서 보냄"
  /^(发自我的|發自我的|从我的|從我的).{1,40}$/, // Chinese: "发自我的iPhone", "從我的 iPhone 傳送"
  /^.{1,30}(tarafından gönderildi|'(u|ü|ı|i)mdan gönderildi)$/i, // Turkish
  /^(Sent from|Get) (Yahoo Mail|Mail for Windows|Outlook for Mac|my (Galaxy|Samsung|Huawei|Android|BlackBerry|Xiaomi|Pixel)).{0,40}$/i,
];
