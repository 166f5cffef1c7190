/**
 * Raw MIME for one outbound email, built with nodemailer's MailComposer (no network):
 * multipart/alternative with a UTF-8 text part and HTML part, and the headers our
 * protocol needs (ARCHITECTURE.md "Email protocol").
 *
 * Threads: SES replaces the Message-ID of every message it sends, so we cannot chain
 * emails on our own Message-IDs. Instead every email to one player in one game carries
 * the same synthetic root id (`threadRootId`) as In-Reply-To and References, which mail
 * clients that thread by references (Apple Mail, Thunderbird, Outlook) use to keep one
 * thread per game and player. Gmail also requires a similar subject, and ours change with
 * each decision, so Gmail groups by conversation only where subjects repeat.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import { shorterEncoding } from '../../../templates/email-budget';

const headerValue = z.string().refine((v) => !/[\r\n]/.test(v), 'header values must be one line');
const messageIdSchema = z.string().regex(/^<[^<>\s]+@[^<>\s]+>$/, 'a message id looks like <local@domain>');

export const outboundMailSchema = z.object({
  from: headerValue,
  to: z.union([headerValue, z.array(headerValue).min(1)]),
  /** The player's token address: replies must come back there. */
  replyTo: headerValue,
  subject: headerValue,
  html: z.string(),
  text: z.string(),
  messageId: messageIdSchema.optional(),
  inReplyTo: messageIdSchema.optional(),
  references: z.array(messageIdSchema).optional(),
  /**
   * `address`: where the unsubscribe mail goes (the reply address); `command`: its subject and
   * body (default `notify turn`; an invitation's is `never invite me`); `url`: https one-click endpoint.
   */
  listUnsubscribe: z
    .object({
      address: headerValue,
      url: z.url({ protocol: /^https$/ }).optional(),
      command: z
        .string()
        .regex(/^[a-z ]{1,40}$/)
        .optional(),
    })
    .optional(),
  /** Always true: every email we send is machine-made (RFC 3834), so auto-responders stay quiet. */
  autoSubmitted: z.literal(true),
  extraHeaders: z.record(z.string().regex(/^[A-Za-z0-9-]+$/), headerValue).optional(),
  /**
   * Images the HTML shows inline (`<img src="cid:…">`): sent as parts of a multipart/related
   * with their Content-ID, the way mail clients show pictures without loading anything.
   */
  inlineImages: z
    .array(
      z.object({
        cid: z.string().regex(/^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/),
        filename: z.string().regex(/^[a-z0-9-]+\.png$/),
        content: z.custom<Uint8Array>((x) => x instanceof Uint8Array, 'PNG bytes'),
      }),
    )
    .max(4)
    .optional(),
  /** The Date header; defaults to the composer's clock. Pass it for reproducible output. */
  date: z.date().optional(),
});

export type OutboundMail = z.input<typeof outboundMailSchema>;

export { threadHeaders, threadRootId } from './thread';

export async function composeMime(input: OutboundMail): Promise<Buffer> {
  const mail = outboundMailSchema.parse(input);
  const headers: Record<string, string> = { ...mail.extraHeaders, 'Auto-Submitted': 'auto-generated' };
  if (mail.listUnsubscribe) {
    const command = encodeURIComponent(mail.listUnsubscribe.command ?? 'notify turn');
    const notify = `mailto:${mail.listUnsubscribe.address}?subject=${command}&body=${command}`;
    const url = mail.listUnsubscribe.url;
    headers['List-Unsubscribe'] = url ? `<${notify}>, <${url}>` : `<${notify}>`;
    // RFC 8058 one-click works only through an https URL, so the Post header goes with it alone.
    if (url) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: { content: mail.text, contentTransferEncoding: shorterEncoding(mail.text) },
    html: { content: mail.html, contentTransferEncoding: shorterEncoding(mail.html) },
    textEncoding: 'quoted-printable',
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
    date: mail.date,
    headers,
    ...(mail.inlineImages
      ? {
          attachments: mail.inlineImages.map((i) => ({
            cid: i.cid,
            filename: i.filename,
            content: Buffer.from(i.content),
            contentType: 'image/png',
            contentDisposition: 'inline' as const,
          })),
        }
      : {}),
  });
  return composer.compile().build();
}
