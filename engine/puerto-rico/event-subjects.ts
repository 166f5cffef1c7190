/**
 * Who did it, in the Japanese log line itself (JA-STYLE "Log lines and events": subject + が +
 * verb). The steps write a player's event as the verb phrase after the name
 * (「港を8ダブロンで建てた」); the line a player reads starts with the actor's seat reference
 * and が. English lines stay verb phrases after the actor's name, and an event only its seat
 * reads speaks to that reader (「あなたは…」) and keeps no subject.
 */
import { seatRef } from '../core/seat-text';
import type { Applied, GameEvent } from '../core/types';

export function withSubject(e: GameEvent): GameEvent {
  if (e.seat === null || e.visibleTo !== undefined || e.ja === undefined) return e;
  return { ...e, ja: `${seatRef(e.seat)}が${e.ja}` };
}

/** `applied` with every player's Japanese event given its subject. */
export function withSubjects<S>(applied: Applied<S>): Applied<S> {
  return applied.ok ? { ...applied, events: applied.events.map(withSubject) } : applied;
}
