/** Round flow (spec §3): income, headstreams, turns, water flow, scoring, end of round. */
import { built } from './abilities';
import { refillContracts } from './contracts';
import { type Ctx, say } from './ctx';
import { COMPANY_BOARDS } from './data/companies';
import { ENGINEERS, ROUNDS } from './data/energy';
import { HEADSTREAMS } from './data/map';
import { HEADSTREAM_TILES, PATENT_POSITIONS } from './data/tiles';
import { waterFlowPhase } from './drops';
import { type Frame, isDecision, pushInOrder } from './frames';
import { afterProduction } from './production';
import { resolveReward } from './rewards';
import { scoreFinal, scoreRound } from './score';
import type { BarrageState } from './state';
import { flowOne } from './drops';

/** Income (reverse turn order, A17), then headstream drops for rounds I–IV. */
export function startRound(d: BarrageState, ctx: Ctx): void {
  say(ctx, null, `Round ${d.round} begins`);
  if (d.round <= 4) {
    for (const hs of HEADSTREAMS) {
      const add = HEADSTREAM_TILES[d.headstreams[hs].tile].drops[d.round - 1]!;
      d.headstreams[hs] = { ...d.headstreams[hs], drops: d.headstreams[hs].drops + add };
      d.water.added += add;
    }
  }
  const incomes: Frame[] = [...d.turnOrder].reverse().filter((seat) => hasIncome(d, seat)).map((seat) => ({ kind: 'income', seat }));
  pushInOrder(d.stack, incomes);
  d.turnIdx = d.players - 1;
}

function hasIncome(d: BarrageState, seat: number): boolean {
  const p = d.seats[seat]!;
  return built(p, 'base') >= 2 || built(p, 'elevation') >= 2 || built(p, 'conduit') >= 2;
}

function income(d: BarrageState, seat: number, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  if (!p.company) return [];
  const out: Frame[] = [];
  for (const type of ['base', 'elevation', 'conduit'] as const) {
    const row = COMPANY_BOARDS[p.company][type];
    for (let i = 0; i < built(p, type); i++) out.push(...resolveReward(d, seat, row[i]!, ctx, `income, ${type} #${i + 1}`));
  }
  return out;
}

function runAuto(d: BarrageState, f: Frame, ctx: Ctx): Frame[] {
  switch (f.kind) {
    case 'release':
      for (let i = 0; i < f.drops; i++) flowOne(d, f.area, ctx);
      return [];
    case 'afterProduction':
      return afterProduction(d, f, ctx);
    case 'income':
      return income(d, f.seat, ctx);
    case 'endTurn':
      d.seats[f.seat]!.copy = null;
      refillContracts(d);
      return [];
    default:
      throw new Error(`not an automatic frame: ${f.kind}`);
  }
}

function nextSeatIdx(d: BarrageState): number | null {
  for (let k = 1; k <= d.players; k++) {
    const idx = (d.turnIdx + k) % d.players;
    if (!d.seats[d.turnOrder[idx]!]!.passed) return idx;
  }
  return null;
}

/** Run automatic work until a seat must decide or the game ends. */
export function advance(d: BarrageState, ctx: Ctx): void {
  for (;;) {
    const top = d.stack[d.stack.length - 1];
    if (top) {
      if (isDecision(top)) return;
      d.stack.pop();
      pushInOrder(d.stack, runAuto(d, top, ctx));
      continue;
    }
    if (d.phase === 'over') return;
    if (d.phase === 'draft') {
      d.phase = 'actions';
      d.draft = null;
      startRound(d, ctx);
      continue;
    }
    const idx = nextSeatIdx(d);
    if (idx !== null) {
      d.turnIdx = idx;
      d.stack.push({ kind: 'turn', seat: d.turnOrder[idx]!, copied: false });
      return;
    }
    endRound(d, ctx);
  }
}

function endRound(d: BarrageState, ctx: Ctx): void {
  waterFlowPhase(d, ctx);
  scoreRound(d, ctx);
  for (const p of d.seats) p.lastEnergy = p.energy;
  if (d.round >= ROUNDS) {
    scoreFinal(d, ctx);
    d.phase = 'over';
    return;
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
  refillPatent(d);
  d.round++;
  startRound(d, ctx);
}

/** Remove the tiles left and reveal 3 new ones from deck I, then II, then III (spec §4.11). */
export function refillPatent(d: BarrageState): void {
  if (d.options.intro) return;
  const decks = d.patent.decks.map((x) => [...x]);
  const positions: (string | null)[] = [];
  for (let i = 0; i < PATENT_POSITIONS; i++) {
    const deck = decks.find((x) => x.length > 0);
    positions.push(deck ? deck.shift()! : null);
  }
  d.patent = { decks, positions };
}

