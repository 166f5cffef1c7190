/** R1 (spec §3, §6): the selector chooses one role card not yet chosen this round. */
import { EngineBug } from '../../core/errors';
import { ROLE_NAMES } from '../data';
import { startRole } from '../flow';
import type { PRMove } from '../moves';
import type { Step } from './step';

export const chooseRole: Step = {
  prompt: () => 'choose a role',
  legal(s, seat) {
    const t = s.turn;
    if (t.step !== 'role' || t.seat !== seat) return [];
    return s.roles.filter((r) => !r.taken).map((r): PRMove => ({ kind: 'chooseRole', role: r.id }));
  },
  apply(d, seat, move) {
    if (move.kind !== 'chooseRole') throw new EngineBug(`role cannot apply ${move.kind}`);
    startRole(d, seat, move.role);
  },
  explain(s, _seat, move) {
    if (move.kind !== 'chooseRole') return null;
    const card = s.roles.find((r) => r.id === move.role);
    if (!card) return { code: 'no-such-role', reason: `There is no ${move.role} card in this game.` };
    if (card.taken) return { code: 'role-taken', reason: `The ${ROLE_NAMES[move.role]} was already chosen this round.` };
    return null;
  },
};
