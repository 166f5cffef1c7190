/** Puerto Rico moves: plain JSON, tagged on `kind`, one verb per decision (spec §6). */
import type { BuildingId, Good, RoleId, Tile } from './data';

/** Where a colonist goes in the Mayor phase: a plantation kind, `quarry`, or an owned building. */
export type Target = Tile | BuildingId;

export type PRMove =
  | { kind: 'chooseRole'; role: RoleId } // R1
  | { kind: 'useHacienda' } // S1
  | { kind: 'takePlantation'; tile: Good } // S2
  | { kind: 'takeQuarry' } // S2
  | { kind: 'useHospice' } // S3
  | { kind: 'takeColonist' } // M1
  | { kind: 'place'; target: Target } // M2
  | { kind: 'remove'; target: Target } // M2
  | { kind: 'done' } // M2
  | { kind: 'build'; building: BuildingId } // B1
  | { kind: 'useUniversity' } // B2
  | { kind: 'takeBarrel'; good: Good } // C1
  | { kind: 'sell'; good: Good } // T1
  | { kind: 'ship'; good: Good; ship: number } // K1: `ship` is the cargo ship's capacity
  | { kind: 'wharf'; good: Good } // K1
  | { kind: 'keep'; good: Good } // K2
  | { kind: 'pass' }; // decline the optional action of the current step

export function sameMove(a: PRMove, b: PRMove): boolean {
  if (a.kind !== b.kind) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const key in ra) if (ra[key] !== rb[key]) return false;
  for (const key in rb) if (!(key in ra)) return false;
  return true;
}
