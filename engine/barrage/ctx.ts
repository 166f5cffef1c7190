/** What a move's handlers share while they change the draft state: the event log. */
import type { GameEvent } from '../core/types';
import type { BarrageState } from './state';

export interface Ctx {
  readonly events: GameEvent[];
}

export function say(ctx: Ctx, seat: number | null, text: string): void {
  ctx.events.push({ seat, text });
}

/**
 * The draft a move works on: every container a handler may change is copied one level deep;
 * handlers replace nested values (a dam, a player's wheel or hand) instead of editing them, so
 * the input state is never mutated and unchanged parts are shared.
 */
export function draftOf(s: BarrageState): BarrageState {
  return {
    ...s,
    rng: [...s.rng] as BarrageState['rng'],
    turnOrder: [...s.turnOrder],
    seats: s.seats.map((p) => ({ ...p })),
    headstreams: { ...s.headstreams },
    dams: { ...s.dams },
    conduits: { ...s.conduits },
    powerhouses: { ...s.powerhouses },
    used: { ...s.used },
    contracts: { stacks: { ...s.contracts.stacks }, faceUp: { ...s.contracts.faceUp }, national: s.contracts.national },
    water: { ...s.water },
    stack: [...s.stack],
    breakdown: [...s.breakdown],
  };
}

/** Plain-JSON deep copy (views). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value as Record<string, unknown>) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  return out as T;
}
