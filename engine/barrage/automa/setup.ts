/**
 * Games with Automas (Automa spec §1): the options, the Automas' companies and resources, the
 * shared deck, the turn order of round 1, and their (normally absent) income.
 */
import { shuffle } from '../../core/rng';
import type { Options as CoreOptions } from '../../core/types';
import { built } from '../abilities';
import { COMPANY_BOARDS, INTRO_MATCHUPS, STRUCTURE_JA, type Company, type Officer } from '../data/companies';
import type { Ctx } from '../ctx';
import { newPlayer } from '../setup';
import type { BarrageState } from '../state';
import { AUTOMA_CONFIG, AUTOMA_LEVELS, AUTOMA_START_VP, DEFAULT_AUTOMA_LEVEL, type AutomaLevel, type AutomaState } from './config';
import { automaReward } from './effects';
import { flip } from './turn';
import { AUTOMA_TILES, automaTile } from './tiles';

export interface AutomaOptions {
  readonly count: number;
  readonly level: AutomaLevel;
}

/** `automas=N` and `automa-level=easy|medium` (validated by the option specs); null without Automas. */
export function readAutomaOptions(o: CoreOptions): AutomaOptions | null {
  const count = Number(o.automas ?? 0);
  if (!Number.isInteger(count) || count <= 0) return null;
  const word = String(o['automa-level'] ?? DEFAULT_AUTOMA_LEVEL) as keyof typeof AUTOMA_LEVELS;
  return { count, level: AUTOMA_LEVELS[word] ?? AUTOMA_LEVELS[DEFAULT_AUTOMA_LEVEL] };
}

export function isAutoma(s: BarrageState, seat: number): boolean {
  return s.seats[seat]?.automa !== undefined;
}

/** An Automa company: 16 VP, no credits, the officer's machinery, no contract, officer inert (§1.2). */
function automaPlayer(company: Company | null, officer: Officer | null, intro: boolean, level: AutomaLevel): BarrageState['seats'][number] {
  return { ...newPlayer(company, null, null, intro), credits: 0, vp: AUTOMA_START_VP, automa: { level, officer } };
}

/**
 * Turn a set-up for all companies into one with Automas in the last seats: their seats, the
 * humans-only draft, the turn order of round 1 (AUT-6) and the deck, shuffled and flipped once
 * (§1.3). The deck is drawn last, so the draws before it are those of any game of that size.
 */
export function withAutomas(s: BarrageState, humans: number, a: AutomaOptions): BarrageState {
  const total = humans + a.count;
  const automaSeats = Array.from({ length: a.count }, (_x, i) => humans + i);
  const humanOrder = s.turnOrder.filter((seat) => seat < humans);
  const seats = s.seats.slice();
  if (s.options.intro) {
    // BGA-ONLY (§1.2): the humans take rows N, N−1, … in turn order; Automa I, II, III the top rows.
    humanOrder.forEach((seat, j) => {
      const m = INTRO_MATCHUPS[total - 1 - j]!;
      seats[seat] = newPlayer(m.company, m.officer, m.contract, true);
    });
    automaSeats.forEach((seat, i) => {
      const m = INTRO_MATCHUPS[i]!;
      seats[seat] = automaPlayer(m.company, m.officer, true, a.level);
    });
  } else {
    for (const seat of automaSeats) seats[seat] = automaPlayer(null, null, false, a.level);
  }
  const config = AUTOMA_CONFIG;
  const turnOrder = config.firstInRound1 ? [...[...automaSeats].reverse(), ...humanOrder] : s.turnOrder;
  const deck = shuffle(
    s.rng,
    AUTOMA_TILES.map((t) => t.n),
  );
  const state: AutomaState = {
    humans,
    level: a.level,
    deck,
    flipped: null,
    discard: [],
    contractDiscards: { green: [], yellow: [], red: [] },
    config,
  };
  return {
    ...s,
    seats,
    turnOrder,
    draft: s.draft ? { ...s.draft, starting: s.draft.starting.slice(0, humans) } : null,
    stack: s.stack.filter((f) => !('seat' in f) || f.seat < humans),
    automa: flip(state, s.rng),
  };
}

/** After the humans' draft, the Automas take the remaining pairs in order (§1.2). */
export function assignAutomaPairs(d: BarrageState): void {
  if (!d.automa || !d.draft) return;
  const pairs = d.draft.pairs.slice();
  for (let seat = d.automa.humans; seat < d.players; seat++) {
    const pair = pairs.shift();
    if (!pair) break;
    d.seats[seat] = { ...d.seats[seat]!, company: pair.company, automa: { level: d.automa.level, officer: pair.officer } };
  }
}

/** Does an Automa get incomes (AUT-2: from `incomeMinLevel`, by default never)? */
export function automaHasIncome(d: BarrageState, seat: number): boolean {
  const p = d.seats[seat]!;
  return d.automa !== undefined && p.automa !== undefined && p.automa.level >= d.automa.config.incomeMinLevel;
}

/** An Automa's income, converted like its rewards (§3.6). */
export function automaIncome(d: BarrageState, seat: number, ctx: Ctx): void {
  const p = d.seats[seat]!;
  if (!p.company || !d.automa || d.automa.flipped === null) return;
  const crit = automaTile(d.automa.flipped).criteria;
  for (const type of ['base', 'elevation', 'conduit'] as const) {
    const row = COMPANY_BOARDS[p.company][type];
    for (let i = 0; i < built(p, type); i++)
      automaReward(d, seat, row[i]!, crit, ctx, `income, ${type} #${i + 1}`, `収入、${STRUCTURE_JA[type]}${i + 1}個目`);
  }
}
