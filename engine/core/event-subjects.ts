/**
 * Who did it, in the Japanese log line itself (JA-STYLE "Log lines and events": subject + が +
 * verb). A game's steps write a player's event as the verb phrase after the name, in both
 * languages (「港を8ダブロンで建てた」); the Japanese line a player reads starts with the actor's
 * seat reference and が, so the service writes no name in front of it. English lines stay verb
 * phrases after the actor's name, which the service writes. An event only its own seat reads
 * speaks to that reader (「あなたは…」) and keeps no subject; events of the game itself have none.
 */
import { seatRef } from './seat-text';
import type { Applied, GameEvent } from './types';

/** `ja` (a verb phrase) with `seat`'s reference and が in front: 「<name>が港を建てた」. */
export function withSubjectJa(seat: number, ja: string): string {
  return `${seatRef(seat)}が${ja}`;
}

export function withSubject(e: GameEvent): GameEvent {
  if (e.seat === null || e.visibleTo !== undefined || e.ja === undefined) return e;
  return { ...e, ja: withSubjectJa(e.seat, e.ja) };
}

/** `applied` with every player's Japanese event given its subject. */
export function withSubjects<S>(applied: Applied<S>): Applied<S> {
  return applied.ok ? { ...applied, events: applied.events.map(withSubject) } : applied;
}
