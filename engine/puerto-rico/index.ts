/**
 * Puerto Rico (base game, 2–5 players) as a GameModule. The spec is
 * /work/shared/rules/puerto-rico.md; deviations are in RULES-NOTES.md.
 */
import { refuse, unreadable } from '../core/errors';
import type { GameModule, Seat } from '../core/types';
import { describeView } from './describe';
import { Draft } from './draft';
import { invariantsOf } from './invariants';
import { sameMove, type PRMove } from './moves';
import { formatMove, parseMove } from './notation';
import { pendingOf } from './pending';
import { resultOf } from './score';
import { setupState, type PRState } from './state';
import { STEPS } from './steps';
import { viewOf, type PRView } from './view';

export type { PRMove } from './moves';
export type { PRState } from './state';
export type { PRView } from './view';

function legalMoves(s: PRState, seat: Seat): PRMove[] {
  const t = s.turn;
  if (t.step === 'over') return [];
  return STEPS[t.step].legal(s, seat);
}

export const puertoRico: GameModule<PRState, PRMove, PRView> = {
  meta: {
    id: 'puerto-rico',
    title: 'Puerto Rico',
    minPlayers: 2,
    maxPlayers: 5,
    engineVersion: 1,
    options: [
      { key: 'bga-start-doubloons', description: 'BGA variant: players starting with corn get 1 doubloon less (§10.1)', type: 'boolean', default: false },
      { key: 'bga-building-prices', description: 'BGA variant: Factory costs 8 and University 7 (§10.1)', type: 'boolean', default: false },
      { key: 'craftsman-angst', description: '2 players: Craftsman Angst order, 5 roles a round (Governor 3, other 2) (§10.2)', type: 'boolean', default: false },
      { key: 'governor', description: 'Seat of the first Governor (1–5); 0 draws one at random', type: 'number', default: 0 },
    ],
  },
  setup: setupState,
  pending: pendingOf,
  legalMoves,
  neutral: (s, seat) => legalMoves(s, seat).find((m) => m.kind === 'pass' || m.kind === 'done') ?? null,
  apply(s, seat, move) {
    const t = s.turn;
    if (t.step === 'over') return refuse('game-over', 'The game is over: no more moves can be made.');
    const step = STEPS[t.step];
    const legal = step.legal(s, seat);
    if (legal.length === 0) {
      const who = pendingOf(s).map((p) => `seat ${p.seat + 1} (${p.prompt})`).join(', ');
      return refuse('not-your-turn', `It is not your turn: waiting for ${who}.`);
    }
    if (!legal.some((m) => sameMove(m, move))) {
      const why = step.explain?.(s, seat, move);
      if (why) return { ok: false, error: why };
      return refuse('illegal-move', `"${formatMove(move)}" is not possible now. You can: ${legal.map(formatMove).join(', ')}.`);
    }
    const d = new Draft(s);
    step.apply(d, seat, move);
    return { ok: true, state: d.s, events: d.events, reveals: d.reveals };
  },
  format: formatMove,
  parse(text, state, seat) {
    const legal = legalMoves(state, seat);
    if (legal.length === 0) return unreadable('You have no decision to take now.', 'not-your-turn');
    return parseMove(text, legal);
  },
  view: viewOf,
  describe: describeView,
  result: resultOf,
  invariants: invariantsOf,
};
