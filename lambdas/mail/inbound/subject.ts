/**
 * The decision a reply answers, read from its subject. Status subjects carry a bracket
 * `[<Game title> <gameId> #<step>]`, e.g. `[Puerto Rico g7k2 #42] Your turn: choose a role`;
 * clients add prefixes (Re:, RE:, Fwd:, AW:, 返信:, Ｒｅ：…) and lists add their own tags, so
 * the bracket is looked for anywhere. Full-width forms are read after NFKC normalisation.
 * `[Puerto Rico g7k2]` (no step) gives the game with step null; a bracket with a step wins
 * over one without, since a mailing-list tag like `[Board Games]` also looks like a bare one.
 */
import type { SubjectDecision } from './types';

const DECISION = /\[[^\][]*?\s([a-z0-9]{4,12})(?:\s+#(\d{1,9}))?\]/gi;
const REPLY_PREFIX = /^\s*((re|fw|fwd|aw|wg|tr|sv|vs|rv|antw|返信|転送)(\[\d+\])?\s*:\s*)+/i;

export function parseSubjectDecision(subject: string): SubjectDecision | null {
  const normalised = subject.normalize('NFKC');
  const matches = [...normalised.matchAll(DECISION)];
  // A bracket with a step is ours for sure; a list tag such as "[Board Games]" could pass for a bare game bracket.
  const m = matches.find((x) => x[2] !== undefined) ?? matches[0];
  return m === undefined ? null : { gameId: m[1]!.toLowerCase(), step: m[2] === undefined ? null : Number(m[2]) };
}

/** The subject without reply/forward prefixes, for display. */
export function stripReplyPrefixes(subject: string): string {
  return subject.normalize('NFKC').replace(REPLY_PREFIX, '').trim();
}
