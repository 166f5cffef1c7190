/**
 * Thread ids. SES replaces the Message-ID of every message it sends, so emails are chained
 * on a stable synthetic root id per game and player instead (see compose.ts). Kept apart
 * from compose.ts so code that only needs the ids does not load nodemailer.
 */

/** The stable synthetic id every email to `seat` in `gameId` refers to: `<gameId.seat@domain>`. */
export function threadRootId(gameId: string, seat: number, domain: string): string {
  return `<${gameId}.${seat}@${domain}>`;
}

/** In-Reply-To and References that keep one thread per game and player. */
export function threadHeaders(gameId: string, seat: number, domain: string): { inReplyTo: string; references: string[] } {
  const root = threadRootId(gameId, seat, domain);
  return { inReplyTo: root, references: [root] };
}
