/** What a move's handlers share while they change the draft state: the event log. */
import type { GameEvent } from '../core/types';

export interface Ctx {
  readonly events: GameEvent[];
}

export function say(ctx: Ctx, seat: number | null, text: string): void {
  ctx.events.push({ seat, text });
}

/** Plain-JSON deep copy of a state, used once per move as the draft. */
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
