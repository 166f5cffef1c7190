/**
 * What a move's handlers share while they change the draft state: the core `Draft` (its event
 * log and reveal flag). Handlers take the draft's state `d.s` and the draft itself as `ctx`.
 */
import { withSubjectJa } from '../core/event-subjects';
import type { Draft, TextsLater } from '../core/steps/draft';
import type { StructureType } from './data/companies';
import type { BarrageState, Dam } from './state';

export type Ctx = Pick<Draft<BarrageState>, 'say' | 'tell' | 'reveal' | 'events'>;

/**
 * An event; `text` may be a function giving both texts, written when the events are read (draft.ts).
 * The English text leaves the subject to the reader's mail (it puts the player's name before it);
 * the Japanese text carries its subject, since a Japanese line needs its particle.
 */
export function say(ctx: Ctx, seat: number | null, text: string | TextsLater, ja?: string): void {
  if (seat === null) return ctx.say(seat, text, ja);
  if (typeof text !== 'string') {
    ctx.say(seat, () => {
      const [en, later] = text();
      return later === undefined ? [en] : [en, withSubjectJa(seat, later)];
    });
    return;
  }
  ctx.say(seat, text, ja === undefined ? undefined : withSubjectJa(seat, ja));
}

/**
 * The draft a move works on (the copy function of the core `Draft`): every small container a handler may change is copied one level
 * deep; handlers replace nested values (a player's wheel or hand) instead of editing them. The
 * map records (dams, conduits, powerhouses, used spaces) are not copied here: they are replaced
 * through the setters below only when they change, which keeps most moves cheap. The runner
 * copies the frame stack itself. The input state is never mutated and unchanged parts are shared.
 */
export function draftOf(s: BarrageState): BarrageState {
  // A plain spread, then stores into its fields: the copy keeps the state's object shape (a
  // spread followed by overriding fields costs several times as much in V8).
  const d = { ...s };
  d.rng = s.rng.slice() as BarrageState['rng'];
  d.turnOrder = s.turnOrder.slice();
  d.seats = s.seats.map((p) => ({ ...p }));
  d.headstreams = { ...s.headstreams };
  d.contracts = { stacks: { ...s.contracts.stacks }, faceUp: { ...s.contracts.faceUp }, national: s.contracts.national };
  d.water = { ...s.water };
  d.breakdown = s.breakdown.slice();
  return d;
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

export function setDam(d: BarrageState, site: string, dam: Dam): void {
  d.dams = { ...d.dams, [site]: dam };
}

export function setConduit(d: BarrageState, site: string, seat: number): void {
  d.conduits = { ...d.conduits, [site]: seat };
}

export function setPowerhouse(d: BarrageState, site: string, seat: number): void {
  d.powerhouses = { ...d.powerhouses, [site]: seat };
}

/**
 * A structure leaves the seat's supply and goes on the map (§4.3 "Construction"): a base is a dam
 * of level 1 with no water, an elevation raises the seat's dam, a conduit or powerhouse is owned.
 * The same for a player's construction and an Automa's (§5.3).
 */
export function placeStructure(d: BarrageState, seat: number, type: StructureType, site: string): void {
  const p = d.seats[seat]!;
  p.pieces = { ...p.pieces, [type]: p.pieces[type] - 1 };
  switch (type) {
    case 'base':
      setDam(d, site, { owner: seat, level: 1, drops: 0 });
      break;
    case 'elevation':
      setDam(d, site, { ...d.dams[site]!, level: d.dams[site]!.level + 1 });
      break;
    case 'conduit':
      setConduit(d, site, seat);
      break;
    case 'powerhouse':
      setPowerhouse(d, site, seat);
      break;
  }
}

export function setUsed(d: BarrageState, key: string, seats: number[]): void {
  d.used = { ...d.used, [key]: seats };
}
