/** Nippon moves: JSON tagged on `kind`, one small decision each (rules/nippon.md §10). */
import type { Achievement, Action, Good, Track } from './data';

export type NipponMove =
  | { kind: 'action'; action: Action } // D1: take a worker for this action
  | { kind: 'consolidate' } // D1: consolidate (§6)
  | { kind: 'convert'; track: Track } // D2: 3 blueprints → 1 step
  | { kind: 'worker'; colour: number } // D1: which worker of the slot
  | { kind: 'count'; n: number } // D4, D7, D8: how many
  | { kind: 'build'; good: Good } // D3: which good
  | { kind: 'factory'; id: string } // D3: which tile of it
  | { kind: 'install'; good: Good } // D5
  | { kind: 'upgrade'; good: Good } // D5
  | { kind: 'hold' } // D5
  | { kind: 'run'; good: Good } // D6
  | { kind: 'region'; region: number } // D8, D10, D13
  | { kind: 'contract'; id: string } // D9
  | { kind: 'pay'; good: Good } // D9: good for the next cube
  | { kind: 'slot'; city: number; slot: number } // D11
  | { kind: 'cubes'; n: number } // D11
  | { kind: 'tile'; value: number } // D11
  | { kind: 'remove'; city: number; slot: number } // D12
  | { kind: 'reward'; column: number; bonus: number } // D15
  | { kind: 'space'; achievement: Achievement } // D16
  | { kind: 'done' }; // end a repeatable step
