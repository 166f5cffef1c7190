/** Barrage (Cranio Creations, 2019) for 2–4 players: the registry entry (spec /work/shared/rules/barrage.md). */
import { deepEqual } from '../core/json';
import { refuse } from '../core/errors';
import type { GameEvent, GameModule, GameResult } from '../core/types';
import { draftOf, type Ctx } from './ctx';
import { describeView } from './describe';
import { advance, startRound } from './flow';
import { isDecision, pushInOrder, type DecisionFrame } from './frames';
import { checkInvariants } from './invariants';
import type { BarrageMove } from './moves';
import { formatMove, parseMove } from './notation';
import { readOptions, setupState } from './setup';
import type { BarrageState } from './state';
import { stepFor } from './steps';
import { whyNotPlace } from './steps/actions';
import { whyNotSite } from './build';
import { promptOf, viewOf, type BarrageView } from './view';

export type { BarrageState } from './state';
export type { BarrageMove } from './moves';
export type { BarrageView } from './view';

function decision(s: BarrageState): DecisionFrame | null {
  const top = s.stack[s.stack.length - 1];
  return top && isDecision(top) ? top : null;
}

/**
 * States are never changed once returned, so the legal list of a state can be kept: the runner,
 * a chooser and `apply` all ask for it in turn.
 */
const legalCache = new WeakMap<BarrageState, BarrageMove[]>();

function legal(s: BarrageState, seat: number): BarrageMove[] {
  const f = decision(s);
  if (!f || f.seat !== seat) return [];
  let moves = legalCache.get(s);
  if (!moves) legalCache.set(s, (moves = stepFor(f).legal(s, f as never)));
  return moves;
}

/**
 * Face-down tiles still hidden. Draws come from stacks shuffled at set-up (the generator is not
 * used afterwards), so a refill of the contracts or the Patent Office is seen here, not in `rng`:
 * such a move reveals information and may not be undone.
 */
function hiddenLeft(s: BarrageState): number {
  const c = s.contracts.stacks;
  return c.green.length + c.yellow.length + c.red.length + s.patent.decks.reduce((n, d) => n + d.length, 0);
}

export function resultOf(s: BarrageState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores = s.seats.map((p) => p.vp);
  const tie = s.seats.map((p) => p.lastEnergy);
  // Most VP; tie: more energy produced in round 5; still tied: shared place (spec §5, A14).
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && tie[a]! > tie[b]!);
  const ranking = scores.map((_x, i) => i).sort((a, b) => scores[b]! - scores[a]! || tie[b]! - tie[a]! || a - b);
  const places = scores.map((_x, i) => 1 + scores.filter((_y, j) => better(j, i)).length);
  return { scores, ranking, places, tieBreak: tie, breakdown: [...s.breakdown] };
}

export const barrage: GameModule<BarrageState, BarrageMove, BarrageView> = {
  meta: {
    id: 'barrage',
    title: 'Barrage',
    minPlayers: 2,
    maxPlayers: 4,
    engineVersion: 1,
    options: [
      { key: 'variant', description: 'normal game (draft, patent office) or the introductory set-up', type: 'choice', choices: ['normal', 'intro'], default: 'normal' },
      { key: 'energyTiePool', description: 'VP shared by players tied 1st on the energy track: 6 (seed, default) or 8 (BGA)', type: 'choice', choices: ['6', '8'], default: '6' },
      { key: 'releaseBeforeContract', description: 'production water flows on before the contract is fulfilled (BGA order)', type: 'boolean', default: false },
      { key: 'mahiriExtraOfficers', description: 'with Mahiri in a 2–3 player game, add officers up to 4 to copy', type: 'boolean', default: true },
      { key: 'fieslerInSecondProduction', description: "Viktor's minimum 4 also applies to Germany's second production", type: 'boolean', default: false },
    ],
  },
  setup(players, options, seed) {
    const s = setupState(players, readOptions(options), seed);
    const ctx: Ctx = { events: [] };
    if (s.phase === 'actions') startRound(s, ctx);
    advance(s, ctx);
    return s;
  },
  pending(s) {
    const f = decision(s);
    return f ? [{ seat: f.seat, prompt: promptOf(f) }] : [];
  },
  legalMoves: legal,
  neutral: (s, seat) => legal(s, seat).find((m) => m.kind === 'pass' || m.kind === 'decline') ?? null,
  apply(s, seat, move) {
    const f = decision(s);
    if (!f) return refuse('game-over', 'The game is over: no more moves can be made.');
    if (f.seat !== seat) return refuse('not-your-turn', `It is not your turn: waiting for seat ${f.seat + 1} to ${promptOf(f)}.`);
    const options = legal(s, seat);
    if (!options.some((m) => deepEqual(m, move))) {
      if (move.kind === 'place' && f.kind === 'turn') return refuse('illegal-move', whyNotPlace(s, seat, move.space));
      if (move.kind === 'site' && (f.kind === 'chooseSite' || f.kind === 'freeStructure')) {
        return refuse('illegal-move', whyNotSite(s, seat, f.kind === 'chooseSite' ? f.tile : null, move.type, move.site));
      }
      return refuse('illegal-move', `"${formatMove(move)}" is not possible now (${promptOf(f)}). You can: ${options.map(formatMove).join(', ')}.`);
    }
    const d = draftOf(s);
    const frame = d.stack.pop() as DecisionFrame;
    const events: GameEvent[] = [];
    const ctx: Ctx = { events };
    pushInOrder(d.stack, stepFor(frame).apply(d, frame as never, move, ctx));
    advance(d, ctx);
    return { ok: true, state: d, events, reveals: hiddenLeft(d) !== hiddenLeft(s) };
  },
  format: formatMove,
  parse: (text, s, seat) => parseMove(text, legal(s, seat)),
  view: viewOf,
  describe: describeView,
  result: resultOf,
  invariants: checkInvariants,
};
