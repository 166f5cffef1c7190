/**
 * A Japanese log line names who acted, with its particle (「<name>が工場cw2を建設した」): the steps
 * write a player's event as the verb phrase alone, in both languages, and this puts the seat's
 * reference and が in front of the Japanese one. English lines stay verb phrases after the name
 * the service writes. Events of the game itself (upkeep, the end) have no subject.
 */
import { seatRef } from '../core/seat-text';
import type { Applied, GameEvent } from '../core/types';

export function withSubject(e: GameEvent): GameEvent {
  return e.seat === null || e.ja === undefined ? e : { ...e, ja: `${seatRef(e.seat)}が${e.ja}` };
}

export function withSubjects<S>(applied: Applied<S>): Applied<S> {
  return applied.ok ? { ...applied, events: applied.events.map(withSubject) } : applied;
}
