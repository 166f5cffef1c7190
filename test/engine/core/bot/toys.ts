/**
 * Two tiny games for the bot's tests: Nim (take 1–3 from a pile; who takes the last wins; the
 * winning move leaves a multiple of 4) and Guess (seat 0 names the hidden card of seat 1: the
 * bot may not see it, so its guess must not depend on it).
 */
import { refuse } from '../../../../engine/core/errors';
import { parseAmongLegal } from '../../../../engine/core/notation';
import { randomInt, seedRng, type RngState } from '../../../../engine/core/rng';
import type { GameModule } from '../../../../engine/core/types';

export interface NimState {
  players: number;
  rng: RngState;
  pile: number;
  seat: number;
  winner: number | null;
}
export type NimMove = { kind: 'take'; n: number };

export const nim: GameModule<NimState, NimMove, NimState> = {
  meta: {
    id: 'nim',
    title: 'Nim',
    titleJa: 'ニム',
    minPlayers: 2,
    maxPlayers: 2,
    engineVersion: 1,
    options: [{ key: 'pile', description: 'pile', type: 'number', default: 10 }],
  },
  setup: (players, options, seed) => ({ players, rng: seedRng(seed), pile: Number(options.pile), seat: 0, winner: null }),
  pending: (s) => (s.winner === null ? [{ seat: s.seat, prompt: 'take' }] : []),
  legalMoves: (s, seat) =>
    s.winner !== null || seat !== s.seat ? [] : [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ kind: 'take' as const, n })),
  neutral: () => ({ kind: 'take', n: 1 }),
  apply(s, seat, move) {
    if (seat !== s.seat || s.winner !== null || move.n < 1 || move.n > Math.min(3, s.pile))
      return refuse('illegal', `You may take 1 to ${Math.min(3, s.pile)}.`);
    const pile = s.pile - move.n;
    return { ok: true, state: { ...s, pile, seat: 1 - seat, winner: pile === 0 ? seat : null }, events: [] };
  },
  format: (m) => `take ${m.n}`,
  parse: (text, s, seat) => parseAmongLegal(text, nim.legalMoves(s, seat), nim.format),
  view: (s) => s,
  describe: (v) => `pile ${v.pile}`,
  result: (s) =>
    s.winner === null
      ? null
      : {
          scores: [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0],
          ranking: [s.winner, 1 - s.winner],
          places: s.winner === 0 ? [1, 2] : [2, 1],
        },
};

export interface GuessState {
  players: number;
  rng: RngState;
  card: number;
  guess: number | null;
}
export type GuessMove = { kind: 'guess'; card: number };

export const guess: GameModule<GuessState, GuessMove, { guess: number | null }> = {
  meta: { id: 'guess', title: 'Guess', titleJa: '数当て', minPlayers: 2, maxPlayers: 2, engineVersion: 1, options: [] },
  setup(players, _options, seed) {
    const rng = seedRng(seed);
    return { players, rng, card: randomInt(rng, 5), guess: null };
  },
  pending: (s) => (s.guess === null ? [{ seat: 0, prompt: 'guess the card' }] : []),
  legalMoves: (s, seat) => (s.guess !== null || seat !== 0 ? [] : [0, 1, 2, 3, 4].map((card) => ({ kind: 'guess' as const, card }))),
  neutral: () => null,
  apply: (s, _seat, move) => ({ ok: true, state: { ...s, guess: move.card }, events: [] }),
  format: (m) => `guess ${m.card}`,
  parse: (text, s, seat) => parseAmongLegal(text, guess.legalMoves(s, seat), guess.format),
  view: (s) => ({ guess: s.guess }),
  describe: () => '',
  // Seat 0 wins a right guess; the card is what seat 1 holds, which seat 0 may not see.
  result: (s) =>
    s.guess === null
      ? null
      : s.guess === s.card
        ? { scores: [1, 0], ranking: [0, 1], places: [1, 2] }
        : { scores: [0, 1], ranking: [1, 0], places: [2, 1] },
  rehide(s, viewer, seed) {
    if (viewer === 1) return s;
    const rng = seedRng(`rehide:${seed}`);
    return { ...s, rng, card: randomInt(rng, 5) };
  },
};

/**
 * Fork: seat 0 says `go` or `stay`, then takes a good; whether that is a plantation or a barrel
 * depends on a hidden coin, and both are written "take <good>" (as Puerto Rico's Settler and
 * Craftsman moves are). The bot's open-loop tree meets both decisions behind the same `go`.
 */
export interface ForkState {
  players: number;
  rng: RngState;
  coin: number;
  step: 'choose' | 'take' | 'done';
  took: ForkMove | null;
}
export type ForkMove = { kind: 'go' } | { kind: 'stay' } | { kind: 'plantation'; good: string } | { kind: 'barrel'; good: string };

function forkLegal(s: ForkState): ForkMove[] {
  if (s.step === 'choose') return [{ kind: 'go' }, { kind: 'stay' }];
  if (s.step === 'take')
    return ['corn', 'rice'].map((good) => (s.coin === 0 ? { kind: 'plantation' as const, good } : { kind: 'barrel' as const, good }));
  return [];
}

export const fork: GameModule<ForkState, ForkMove, { step: string }> = {
  meta: { id: 'fork', title: 'Fork', titleJa: 'フォーク', minPlayers: 2, maxPlayers: 2, engineVersion: 1, options: [] },
  setup(players, _options, seed) {
    const rng = seedRng(seed);
    return { players, rng, coin: randomInt(rng, 2), step: 'choose', took: null };
  },
  pending: (s) => (s.step === 'done' ? [] : [{ seat: 0, prompt: s.step }]),
  legalMoves: (s, seat) => (seat === 0 ? forkLegal(s) : []),
  neutral: () => null,
  apply(s, seat, move) {
    const legal = forkLegal(s);
    if (seat !== 0 || !legal.some((m) => JSON.stringify(m) === JSON.stringify(move)))
      return refuse('illegal', `"${fork.format(move)}" is not possible now.`);
    if (move.kind === 'go') return { ok: true, state: { ...s, step: 'take' }, events: [] };
    if (move.kind === 'stay') return { ok: true, state: { ...s, step: 'done' }, events: [] };
    return { ok: true, state: { ...s, step: 'done', took: move }, events: [] };
  },
  format: (m) => (m.kind === 'plantation' || m.kind === 'barrel' ? `take ${m.good}` : m.kind),
  parse: (text, s, seat) => parseAmongLegal(text, fork.legalMoves(s, seat), fork.format),
  view: (s) => ({ step: s.step }),
  describe: () => '',
  // Seat 0 wins by taking rice.
  result: (s) =>
    s.step !== 'done'
      ? null
      : s.took && 'good' in s.took && s.took.good === 'rice'
        ? { scores: [1, 0], ranking: [0, 1], places: [1, 2] }
        : { scores: [0, 1], ranking: [1, 0], places: [2, 1] },
  rehide(s, viewer, seed) {
    if (viewer !== 0) return s;
    const rng = seedRng(`rehide:${seed}`);
    return { ...s, rng, coin: randomInt(rng, 2) };
  },
};
