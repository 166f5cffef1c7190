/**
 * Round structure (spec §3): role choices, phase hand-over, round end, Governor
 * passing and the end of the game. Phases call `endPhase` when they are done.
 */
import { CRAFTSMAN_ANGST_CHOICES, ROLE_NAMES, SETUP_BY_PLAYERS, type RoleId } from './data';
import type { Draft } from './draft';
import { beginBuilder } from './phases/builder';
import { beginCaptain } from './phases/captain';
import { beginCraftsman } from './phases/craftsman';
import { beginMayor } from './phases/mayor';
import { beginSettler } from './phases/settler';
import { beginTrader } from './phases/trader';
import type { PRState } from './state';

export function choicesPerRound(s: PRState): number {
  if (s.players === 2 && s.options.angst) return CRAFTSMAN_ANGST_CHOICES;
  return SETUP_BY_PLAYERS[s.players as 2 | 3 | 4 | 5].choicesPerRound;
}

/** §3.1: choices go clockwise from the Governor (2p: alternating). */
export function selector(s: PRState): number {
  return (s.governor + s.picks) % s.players;
}

/** A player takes a role card: its doubloons, then the phase starts with him. */
export function startRole(d: Draft, seat: number, role: RoleId): void {
  const roles = d.mut('roles');
  const card = roles.find((r) => r.id === role)!;
  const coins = card.doubloons;
  card.taken = true;
  card.doubloons = 0;
  if (coins > 0) d.seat(seat).doubloons += coins;
  d.say(seat, `takes the ${ROLE_NAMES[role]}${coins > 0 ? ` (+${coins} doubloon${coins === 1 ? '' : 's'})` : ''}`);
  const base = { chooser: seat, offset: 0, passes: 0, wharfUsed: [], privilegeUsed: false };
  switch (role) {
    case 'settler':
      d.s.phase = { ...base, role };
      return beginSettler(d);
    case 'mayor':
      d.s.phase = { ...base, role };
      return beginMayor(d);
    case 'builder':
      d.s.phase = { ...base, role };
      return beginBuilder(d);
    case 'craftsman':
      d.s.phase = { ...base, role };
      return beginCraftsman(d);
    case 'trader':
      d.s.phase = { ...base, role };
      return beginTrader(d);
    case 'captain':
      d.s.phase = { ...base, role };
      return beginCaptain(d);
    case 'prospector':
    case 'prospector-2':
      // §4.7: the chooser's privilege is the whole phase.
      d.seat(seat).doubloons += 1;
      d.say(seat, 'gets 1 doubloon as Prospector');
      return endPhase(d);
  }
}

export function endPhase(d: Draft): void {
  d.s.phase = null;
  d.s.picks += 1;
  if (d.s.picks < choicesPerRound(d.s)) {
    d.s.turn = { step: 'role', seat: selector(d.s) };
    return;
  }
  endRound(d);
}

/** §3.2–3.4: doubloons on unchosen roles, Governor passes, game ends if a trigger fired. */
function endRound(d: Draft): void {
  const over = d.s.end.length > 0;
  const roles = d.mut('roles');
  for (const card of roles) {
    if (!card.taken && !over) card.doubloons += 1;
    card.taken = false;
  }
  d.s.picks = 0;
  if (over) {
    d.s.turn = { step: 'over' };
    d.say(null, `The game ends after round ${d.s.round}.`);
    return;
  }
  d.s.governor = (d.s.governor + 1) % d.s.players;
  d.s.round += 1;
  d.say(d.s.governor, `becomes Governor for round ${d.s.round}`);
  d.s.turn = { step: 'role', seat: d.s.governor };
}

/** Set an end trigger (§5.1); the round is still finished. */
export function triggerEnd(d: Draft, trigger: PRState['end'][number], text: string): void {
  if (d.s.end.includes(trigger)) return;
  if (d.s.end.length === 0) d.say(null, `${text} The game ends after this round.`);
  d.mut('end').push(trigger);
}
