/** R1 (spec §3, §6): the selector chooses one role card not yet chosen this round. */
import { EngineBug } from '../../core/errors';
import { ROLE_NAMES, ROLE_NAMES_JA, type RoleId } from '../data';
import { roleOf, seatOf, type PRDraft } from '../copy';
import type { PRFrame } from '../frames';
import type { PRMove } from '../moves';
import { phaseFrames } from '../phases';
import { guestWindow } from './guests';
import type { Decision } from '../step';

export const chooseRole: Decision<'role'> = {
  decision: 'R1',
  prompt: () => 'choose a role',
  promptJa: () => '役割を選ぶ',
  legal(s) {
    const out: PRMove[] = [];
    for (const r of s.roles) if (!r.taken) out.push({ kind: 'chooseRole', role: r.id });
    return out;
  },
  apply(d, _f, seat, move) {
    if (move.kind !== 'chooseRole') throw new EngineBug(`role cannot apply ${move.kind}`);
    return startRole(d, seat, move.role);
  },
  explain(s, _f, _seat, move) {
    if (move.kind !== 'chooseRole') return null;
    const card = s.roles.find((r) => r.id === move.role);
    if (!card)
      return {
        code: 'no-such-role',
        reason: `There is no ${move.role} card in this game.`,
        reasonJa: `このゲームに${ROLE_NAMES_JA[move.role]}のカードはありません。`,
      };
    if (card.taken)
      return {
        code: 'role-taken',
        reason: `The ${ROLE_NAMES[move.role]} was already chosen this round.`,
        reasonJa: `${ROLE_NAMES_JA[move.role]}はこのラウンドですでに選ばれています。`,
      };
    return null;
  },
  // Every role changes the round for the others: there is no neutral one (the service picks).
  neutral: () => null,
};

/** A player takes a role card: its doubloons, then the phase starts with him. */
function startRole(d: PRDraft, seat: number, role: RoleId): PRFrame[] {
  const card = roleOf(
    d,
    d.s.roles.findIndex((r) => r.id === role),
  );
  const coins = card.doubloons;
  card.taken = true;
  card.doubloons = 0;
  if (coins > 0) seatOf(d, seat).doubloons += coins;
  d.say(seat, () => [
    `takes the ${ROLE_NAMES[role]}${coins > 0 ? ` (+${coins} doubloon${coins === 1 ? '' : 's'})` : ''}`,
    `${ROLE_NAMES_JA[role]}を選んだ${coins > 0 ? `（+${coins}ダブロン）` : ''}`,
  ]);
  const end: PRFrame = { kind: 'phase-end', role, chooser: seat };
  const frames = phaseFrames(d.s, seat, role);
  frames.push(end);
  // Expansions §7.0: guest window W1 opens every phase (nothing in the base game).
  const window = guestWindow(d.s);
  return window.length > 0 ? [...window, ...frames] : frames;
}
