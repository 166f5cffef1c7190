/**
 * Round structure (spec §3): role choices, round end, Governor passing and the end of
 * the game. The runner calls `nextFrames` whenever the stack runs empty (a phase is over).
 */
import { CRAFTSMAN_ANGST_CHOICES, SETUP_BY_PLAYERS } from './data';
import type { PRDraft } from './copy';
import { rolesOf } from './copy';
import type { PRFrame } from './frames';
import type { PRState } from './state';

export function choicesPerRound(s: PRState): number {
  if (s.players === 2 && s.options.angst) return CRAFTSMAN_ANGST_CHOICES;
  return SETUP_BY_PLAYERS[s.players as 2 | 3 | 4 | 5].choicesPerRound;
}

/** §3.1: choices go clockwise from the Governor (2p: alternating). */
export function selector(s: PRState): number {
  return (s.governor + s.picks) % s.players;
}

/** A phase is over: the next role choice, or the end of the round. */
export function nextFrames(d: PRDraft): PRFrame[] {
  // Only a finished phase empties the stack (picks ≥ 1); guard a finished game all the same.
  if (d.s.picks === 0) return [];
  if (d.s.picks < choicesPerRound(d.s)) return [{ kind: 'role', seat: selector(d.s) }];
  return endRound(d);
}

/** §3.2–3.4: doubloons on unchosen roles, Governor passes, game ends if a trigger fired. */
function endRound(d: PRDraft): PRFrame[] {
  const over = d.s.end.length > 0;
  const roles = rolesOf(d);
  for (const card of roles) {
    if (!card.taken && !over) card.doubloons += 1;
    card.taken = false;
  }
  d.s.picks = 0;
  if (over) {
    d.say(null, `The game ends after round ${d.s.round}.`, `第${d.s.round}ラウンドでゲームが終わった。`);
    return [];
  }
  d.s.governor = (d.s.governor + 1) % d.s.players;
  d.s.round += 1;
  const round = d.s.round;
  d.say(d.s.governor, () => [`becomes Governor for round ${round}`, `第${round}ラウンドの総督になった`]);
  return [{ kind: 'role', seat: d.s.governor }];
}

/** Set an end trigger (§5.1); the round is still finished. `text`/`ja`: what happened, in each language. */
export function triggerEnd(d: PRDraft, trigger: PRState['end'][number], text: string, ja: string): void {
  if (d.s.end.includes(trigger)) return;
  if (d.s.end.length === 0) d.say(null, `${text} The game ends after this round.`, `${ja}このラウンドでゲームが終わる。`);
  d.mut('end').push(trigger);
}

/** The game is over: the last round ended with a trigger set (nothing is left on the stack). */
export function isOver(s: PRState): boolean {
  return s.stack.length === 0;
}
