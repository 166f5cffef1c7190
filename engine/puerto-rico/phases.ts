/**
 * Each role's phase declared as a list of frames (spec §4; 18xx's rounds as lists of steps):
 * the decisions and automatic steps the phase runs, in order, pushed when the role is chosen.
 * Nothing here decides anything: what a frame does is its step's job (decisions/, automatic/).
 */
import { clockwiseFrom } from '../core/steps/turn-order';
import type { RoleId } from './data';
import type { PRFrame } from './frames';
import type { PRState } from './state';

/** The frames of `role`'s phase, chosen by `chooser` (the phase's `phase-end` frame is added by the caller). */
export function phaseFrames(s: PRState, chooser: number, role: RoleId): PRFrame[] {
  switch (role) {
    case 'settler':
      return settlerFrames(s, chooser);
    case 'mayor':
      return mayorFrames(s, chooser);
    case 'builder':
      return builderFrames(s, chooser);
    case 'craftsman':
      return craftsmanFrames();
    case 'trader':
      return traderFrames(s, chooser);
    case 'captain':
      return captainFrames(s, chooser);
    case 'prospector':
    case 'prospector-2':
      // §4.7: the chooser's privilege is the whole phase.
      return [{ kind: 'prospect', seat: chooser }];
  }
}

/** Settler (§4.1): each seat once, clockwise from the Settler; a seat with nothing to take is skipped (§6 S2). */
export function settlerFrames(s: PRState, chooser: number): PRFrame[] {
  const frames: PRFrame[] = clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'settle', seat, drew: false } }));
  // Expansions §7.1 steps 3–6: Library second pick, W3, Hunting lodges (phase order).
  if (s.options.buildings || s.options.nobles) frames.push({ kind: 'settler-extras', chooser });
  frames.push({ kind: 'settler-end' });
  return frames;
}

/** Mayor (§4.2): privilege, distribution, placements in order, refill. */
export function mayorFrames(s: PRState, chooser: number): PRFrame[] {
  const frames: PRFrame[] = [];
  // M1 is skipped when the colonist supply is empty (§7.7).
  if (s.colonists > 0) frames.push({ kind: 'mayor-privilege', seat: chooser });
  // Expansions §7.3 step 3: the Villas, after the privilege and before the ship is dealt.
  if (s.options.nobles) frames.push({ kind: 'villa' });
  frames.push({ kind: 'distribute' });
  // M2 in order from the Mayor (D13).
  for (const seat of clockwiseFrom(chooser, s.players)) frames.push({ kind: 'placement', seat });
  frames.push({ kind: 'refill' });
  return frames;
}

/** Builder (§4.3): each player once, Builder first; who cannot build anything is skipped when their turn comes (§6 B1). */
export function builderFrames(s: PRState, chooser: number): PRFrame[] {
  return clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'build', seat } }));
}

/** Craftsman (§4.4): automatic production in turn order (D3), then the privilege (C1). */
export function craftsmanFrames(): PRFrame[] {
  return [{ kind: 'produce' }];
}

/** Trader (§4.5): each player once; who has nothing they may sell is skipped (§6 T1), and once the house is full nobody may sell. */
export function traderFrames(s: PRState, chooser: number): PRFrame[] {
  const frames: PRFrame[] = clockwiseFrom(chooser, s.players).map((seat) => ({ kind: 'offer', of: { kind: 'sell', seat } }));
  frames.push({ kind: 'trader-end' });
  return frames;
}

/** Captain (§4.6): loading turns clockwise from the Captain until a full cycle of passes, then storage, then the ships unload. */
export function captainFrames(s: PRState, chooser: number): PRFrame[] {
  if (!s.options.buildings && !s.options.nobles)
    return [{ kind: 'seek-loader', offset: 0, passes: 0, wharfUsed: [], privilegeUsed: false }];
  // Expansions §7.6: the Lighthouse chooser bonus, then the loop with first-turn triggers.
  return [
    { kind: 'lighthouse', seat: chooser },
    { kind: 'seek-loader', offset: 0, passes: 0, wharfUsed: [], privilegeUsed: false, firsts: [], smallWharfUsed: [] },
  ];
}
