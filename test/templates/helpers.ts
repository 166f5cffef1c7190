/** Test helpers: sample models and a strict reader for the mailto links in rendered HTML. */
import type { StatusEmailModel } from '../../templates/model';

export interface Mailto {
  readonly to: string;
  readonly subject: string | undefined;
  readonly body: string | undefined;
}

/** Undo the five escapes our HTML filler makes (attribute values are HTML-escaped). */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] as string);
}

/** Parse per RFC 6068 with decodeURIComponent only (no `+` as space, unlike URLSearchParams). */
export function parseMailto(href: string): Mailto {
  if (!href.startsWith('mailto:')) throw new Error(`not a mailto link: ${href}`);
  const [to, query = ''] = href.slice('mailto:'.length).split('?', 2) as [string, string?];
  const fields = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    fields.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
  }
  return { to: decodeURIComponent(to), subject: fields.get('subject'), body: fields.get('body') };
}

/** Every mailto href in a rendered HTML email, with its link text (tags stripped). */
export function mailtoLinks(html: string): { href: string; label: string }[] {
  return [...html.matchAll(/<a\b[^>]*href="(mailto:[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decodeEntities(m[1] as string),
    label: decodeEntities((m[2] as string).replace(/<[^>]+>/g, '').trim()),
  }));
}

export const REPLY = 'g-g7k2-1-abcdef1234@play.example.org';

export function statusModel(overrides: Partial<StatusEmailModel> = {}): StatusEmailModel {
  return {
    game: { id: 'g7k2', kind: 'no-such-game', title: 'Test Game' },
    recipient: { seat: 1, name: 'Ben', address: 'ben@example.com', timezone: 'Europe/Berlin' },
    players: [
      { seat: 0, name: 'Anna', isYou: false },
      { seat: 1, name: 'Ben', isYou: true },
    ],
    step: 42,
    headline: 'Your turn: choose a role',
    digest: [
      { actor: 'Anna', text: 'takes the Settler (+1 doubloon)' },
      { actor: null, text: 'The round ends.' },
    ],
    view: {},
    boardText: 'Roles: settler(1) mayor builder\nShips: 4 [corn 2] 5 [] 6 []',
    pending: [{ name: 'Ben', prompt: 'choose a role' }],
    yourMoves: [
      { n: 1, text: 'role builder' },
      { n: 2, text: 'role mayor' },
      // Characters that must be percent-encoded in a mailto (RFC 6068): & = ? # % + space, and non-ASCII.
      { n: 3, text: 'say a&b=c?d#e 100% + 建築家' },
    ],
    deadline: 'Tue 24 Nov 2026, 18:00 (Europe/Berlin)',
    notices: [],
    replyAddress: REPLY,
    ...overrides,
  };
}
