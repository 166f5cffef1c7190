/**
 * Which decision a reply answers. Subjects used to carry it (`[Puerto Rico u7b8 #42]`);
 * now the subject stays the same for the whole game, so every game email writes the
 * marker `<gameId>#<step>` in its header (templates `decisionMarker`) and a reply quotes
 * it. The subject still wins when it has a number (mail sent before the change).
 */
import type { InboundMail } from '../../mail/inbound/index';

/** The first `<gameId>#<step>` in the reply's text: the quoted email is the one answered. */
export function markerStep(text: string, gameId: string): number | null {
  const escaped = gameId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|[^A-Za-z0-9._-])${escaped}#(\\d{1,9})(?!\\d)`, 'i').exec(text.normalize('NFKC'));
  return m ? Number(m[1]) : null;
}

export function answeredStep(mail: Pick<InboundMail, 'decision' | 'text'>, gameId: string): number | null {
  if (mail.decision?.gameId === gameId.toLowerCase() && mail.decision.step !== null) return mail.decision.step;
  return markerStep(mail.text, gameId);
}
