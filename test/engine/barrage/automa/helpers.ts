/**
 * The Automa spec's common set-up S0 (Automa spec §8): a normal game, 1 player (seat 0) and 1
 * Automa (seat 1, Germany, Medium), round 1, neutral dams 2L (level 1), 6L (level 2), 9L (level 3)
 * with 1 drop each, nothing else on the map, no waiting drops; the Automa with 16 VP, 12
 * engineers, 6 Ex, 4 Mx, the basic tiles, an empty wheel, energy 0.
 */
import { AUTOMA_CONFIG, type AutomaConfig } from '../../../../engine/barrage/automa/config';
import { automaTurn } from '../../../../engine/barrage/automa/turn';
import { draftOf } from '../../../../engine/barrage/ctx';
import type { PrivateColour } from '../../../../engine/barrage/data/contracts';
import { newPlayer, readOptions, setupState } from '../../../../engine/barrage/setup';
import type { BarrageState, Dam, PlayerState } from '../../../../engine/barrage/state';
import { Draft } from '../../../../engine/core/steps/draft';
import type { GameEvent } from '../../../../engine/core/types';

export const HUMAN = 0;
export const AUTOMA = 1;

export function s0(): BarrageState {
  const s = setupState(2, readOptions({}), 'automa-s0');
  const automa: PlayerState = { ...newPlayer('germany', null, null, false), credits: 0, vp: 16, automa: { level: 1, officer: 'adler' } };
  return {
    ...s,
    phase: 'actions',
    draft: null,
    stack: [],
    round: 1,
    seats: [newPlayer('usa', 'mcdowell', 'S1', false), automa],
    turnOrder: [AUTOMA, HUMAN],
    turnIdx: 0,
    dams: { '2L': { owner: -1, level: 1, drops: 1 }, '6L': { owner: -1, level: 2, drops: 1 }, '9L': { owner: -1, level: 3, drops: 1 } },
    headstreams: {
      A: { ...s.headstreams.A, drops: 0 },
      B: { ...s.headstreams.B, drops: 0 },
      C: { ...s.headstreams.C, drops: 0 },
      D: { ...s.headstreams.D, drops: 0 },
    },
    conduits: {},
    powerhouses: {},
    used: {},
    water: { added: 3, exited: 0 },
    contracts: { ...s.contracts, faceUp: { green: ['G3', 'G10'], yellow: ['Y1', 'Y6'], red: ['R2', 'R5'] } },
    automa: {
      humans: 1,
      level: 1,
      deck: [1, 2, 3],
      flipped: 20,
      discard: [],
      contractDiscards: { green: [], yellow: [], red: [] },
      config: AUTOMA_CONFIG,
    },
  };
}

/** Change the Automa (seat 1). */
export function withAutoma(s: BarrageState, change: Partial<PlayerState>, seat = AUTOMA): BarrageState {
  return { ...s, seats: s.seats.map((p, i) => (i === seat ? { ...p, ...change } : p)) };
}

export function withDams(s: BarrageState, dams: Record<string, Dam>): BarrageState {
  return { ...s, dams: { ...s.dams, ...dams } };
}

export function withFaceUp(s: BarrageState, faceUp: Partial<Record<PrivateColour, string[]>>): BarrageState {
  return { ...s, contracts: { ...s.contracts, faceUp: { green: [], yellow: [], red: [], ...faceUp } } };
}

export function withConfig(s: BarrageState, config: Partial<AutomaConfig>): BarrageState {
  return { ...s, automa: { ...s.automa!, config: { ...s.automa!.config, ...config } } };
}

/** The pieces on the company board after `built` of each type left it. */
export function piecesAfter(built: Partial<Record<'base' | 'elevation' | 'conduit' | 'powerhouse', number>>): PlayerState['pieces'] {
  return {
    base: 5 - (built.base ?? 0),
    elevation: 5 - (built.elevation ?? 0),
    conduit: 5 - (built.conduit ?? 0),
    powerhouse: 4 - (built.powerhouse ?? 0),
  };
}

/**
 * One Automa turn with "flow n / crit m" (§8): the deck is set so the flip turns up `crit` and
 * leaves `flow` on top. Returns the state after the turn and its events.
 */
export function turn(
  s: BarrageState,
  flow: number,
  crit: number,
  seat = AUTOMA,
): { s: BarrageState; events: GameEvent[]; texts: string[] } {
  const rest = s.automa!.deck.filter((t) => t !== flow && t !== crit);
  const ready: BarrageState = {
    ...s,
    automa: {
      ...s.automa!,
      deck: [crit, flow, ...rest],
      flipped: s.automa!.flipped === crit || s.automa!.flipped === flow ? null : s.automa!.flipped,
    },
  };
  const d = new Draft(ready, draftOf);
  automaTurn(d, seat);
  const events = [...d.events];
  return { s: d.s, events, texts: events.map((e) => e.text) };
}

/** Run a handler that takes (state, ctx) on a draft; returns the new state and the events. */
export function onDraft(s: BarrageState, run: (d: BarrageState, ctx: Draft<BarrageState>) => void): { s: BarrageState; texts: string[] } {
  const d = new Draft(s, draftOf);
  run(d.s, d);
  return { s: d.s, texts: d.events.map((e) => e.text) };
}

/** Engineers of `seat` on each space this round. */
export function placed(s: BarrageState, seat = AUTOMA): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [space, seats] of Object.entries(s.used)) {
    const n = seats.filter((x) => x === seat).length;
    if (n > 0) out[space] = n;
  }
  return out;
}
