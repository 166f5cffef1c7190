/**
 * Round flow (spec §3): income, headstreams, turns, water flow, scoring, end of round — the
 * runner's `next` and the automatic steps (release, afterProduction, income, endTurn).
 */
import type { Draft } from '../core/steps/draft';
import type { AutomaticStep } from '../core/steps/runner';
import { nextActive, reversed } from '../core/steps/turn-order';
import { built } from './abilities';
import { refillContracts } from './contracts';
import { type Ctx, say } from './ctx';
import { COMPANY_BOARDS, STRUCTURE_JA } from './data/companies';
import { ENGINEERS, ROUNDS } from './data/energy';
import { HEADSTREAMS } from './data/map';
import { HEADSTREAM_TILES, PATENT_POSITIONS } from './data/tiles';
import { flowOne, waterFlowPhase } from './drops';
import type { AutoFrame, Frame } from './frames';
import { assignAutomaPairs, automaHasIncome, automaIncome } from './automa/setup';
import { automaTurn } from './automa/turn';
import { afterProduction } from './production';
import { resolveReward } from './rewards';
import { scoreFinal, scoreRound } from './score';
import type { BarrageState } from './state';

/** Income frames (reverse turn order, A17), after the headstream drops of rounds I–IV. */
export function startRound(d: BarrageState, ctx: Ctx): Frame[] {
  const round = d.round;
  say(ctx, null, () => [`Round ${round} begins`, `第${round}ラウンド開始`]);
  if (d.round <= 4) {
    for (const hs of HEADSTREAMS) {
      const add = HEADSTREAM_TILES[d.headstreams[hs].tile].drops[d.round - 1]!;
      d.headstreams[hs] = { ...d.headstreams[hs], drops: d.headstreams[hs].drops + add };
      d.water.added += add;
    }
  }
  d.turnIdx = d.players - 1;
  return reversed(d.turnOrder)
    .filter((seat) => hasIncome(d, seat))
    .map((seat) => ({ kind: 'income', seat }));
}

function hasIncome(d: BarrageState, seat: number): boolean {
  const p = d.seats[seat]!;
  if (p.automa) return automaHasIncome(d, seat) && built(p, 'base') + built(p, 'elevation') + built(p, 'conduit') > 0;
  return built(p, 'base') >= 2 || built(p, 'elevation') >= 2 || built(p, 'conduit') >= 2;
}

function income(d: BarrageState, seat: number, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  if (!p.company) return [];
  if (p.automa) {
    automaIncome(d, seat, ctx);
    return [];
  }
  const out: Frame[] = [];
  for (const type of ['base', 'elevation', 'conduit'] as const) {
    const row = COMPANY_BOARDS[p.company][type];
    for (let i = 0; i < built(p, type); i++)
      out.push(...resolveReward(d, seat, row[i]!, ctx, `income, ${type} #${i + 1}`, `収入、${STRUCTURE_JA[type]}${i + 1}個目`));
  }
  return out;
}

type Auto<K extends AutoFrame['kind']> = AutomaticStep<BarrageState, Extract<Frame, { kind: K }>, Frame>;

/** The automatic steps: they take the draft's state and the draft as the events context. */
export const AUTOMATIC: {
  release: Auto<'release'>;
  afterProduction: Auto<'afterProduction'>;
  income: Auto<'income'>;
  endTurn: Auto<'endTurn'>;
  automaTurn: Auto<'automaTurn'>;
} = {
  release: {
    automatic: true,
    run(d, f) {
      for (let i = 0; i < f.drops; i++) flowOne(d.s, f.area, d);
      return [];
    },
  },
  afterProduction: { automatic: true, run: (d, f) => afterProduction(d.s, f, d) },
  income: { automatic: true, run: (d, f) => income(d.s, f.seat, d) },
  endTurn: {
    automatic: true,
    run(d, f) {
      d.s.seats[f.seat]!.copy = null;
      // A refill turns hidden contracts face up: the move may not be undone.
      if (refillContracts(d.s)) d.reveal();
      return [];
    },
  },
  automaTurn: { automatic: true, run: (d, f) => automaTurn(d, f.seat) },
};

/**
 * The stack ran empty: the first round after the draft, the next turn in turn order (skipping
 * seats that passed, spec §4.1), or the end of the round; nothing once the game is over.
 */
export function nextFrames(dr: Draft<BarrageState>): Frame[] {
  const d = dr.s;
  for (;;) {
    if (d.phase === 'over') return [];
    if (d.phase === 'draft') {
      d.phase = 'actions';
      assignAutomaPairs(d);
      d.draft = null;
      const incomes = startRound(d, dr);
      if (incomes.length > 0) return incomes;
      continue;
    }
    const idx = nextActive(d.turnOrder, d.turnIdx, (seat) => d.seats[seat]!.passed);
    if (idx !== null) {
      d.turnIdx = idx;
      const seat = d.turnOrder[idx]!;
      return [d.seats[seat]!.automa ? { kind: 'automaTurn', seat } : { kind: 'turn', seat, copied: false }];
    }
    const incomes = endRound(d, dr);
    if (incomes.length > 0) return incomes;
  }
}

/** Water flow, scoring, then the next round's set-up (or the end of the game). */
function endRound(d: BarrageState, ctx: Ctx): Frame[] {
  waterFlowPhase(d, ctx);
  scoreRound(d, ctx);
  for (const p of d.seats) p.lastEnergy = p.energy;
  if (d.round >= ROUNDS) {
    scoreFinal(d, ctx);
    d.phase = 'over';
    return [];
  }
  // Turn order: least energy first; ties take the reverse of their current order (spec §4.11, E28).
  const pos = new Map(d.turnOrder.map((seat, i) => [seat, i]));
  d.turnOrder = [...d.turnOrder].sort((a, b) => d.seats[a]!.energy - d.seats[b]!.energy || pos.get(b)! - pos.get(a)!);
  for (const p of d.seats) {
    p.energy = 0;
    p.engineers = ENGINEERS;
    p.passed = false;
    p.mahiriUsed = [];
  }
  d.used = {};
  if (refillPatent(d)) ctx.reveal();
  d.round++;
  return startRound(d, ctx);
}

/** Remove the tiles left and reveal 3 new ones from deck I, then II, then III (spec §4.11). True when a tile was drawn. */
export function refillPatent(d: BarrageState): boolean {
  if (d.options.intro) return false;
  const decks = d.patent.decks.map((x) => [...x]);
  const positions: (string | null)[] = [];
  let drew = false;
  for (let i = 0; i < PATENT_POSITIONS; i++) {
    const deck = decks.find((x) => x.length > 0);
    positions.push(deck ? deck.shift()! : null);
    if (deck) drew = true;
  }
  d.patent = { decks, positions };
  return drew;
}
