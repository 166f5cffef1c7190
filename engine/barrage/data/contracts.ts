/** Contracts (spec §1.8): starting [S][B], national and private [B] (Managers/Contracts.php). */
import {
  anyM,
  conduitUpTo,
  cr,
  drops,
  en,
  ex,
  flowDrops,
  freeBase,
  freeElevation,
  freePowerhouse,
  mx,
  vp,
  wheel,
  type Reward,
} from './rewards';

export type ContractKind = 'starting' | 'national' | 'green' | 'yellow' | 'red';

export interface ContractRow {
  readonly id: string;
  readonly kind: ContractKind;
  /** Energy a single production (or tile effect) must reach. */
  readonly energy: number;
  readonly reward: Reward;
  readonly source: string;
}

const c = (id: string, kind: ContractKind, energy: number, reward: Reward, source = '[B]'): ContractRow => ({
  id,
  kind,
  energy,
  reward,
  source,
});

export const STARTING_CONTRACTS = [
  c('S1', 'starting', 3, [cr(2), en(2)], '[S][B]'),
  c('S2', 'starting', 3, [cr(2), wheel(1)], '[S][B] A25'),
  c('S3', 'starting', 2, [cr(3)], '[S][B]'),
  c('S4', 'starting', 4, [cr(2), anyM(1)], '[S][B]'),
] as const;

export const NATIONAL_CONTRACTS = [
  c('N1', 'national', 13, [vp(7), wheel(4)]),
  c('N2', 'national', 13, [vp(6), anyM(4)]),
  c('N3', 'national', 14, [vp(8), cr(8)]),
  c('N4', 'national', 14, [vp(8), en(6)]),
  c('N5', 'national', 15, [vp(12)]),
  c('N6', 'national', 15, [vp(9), flowDrops(3)]),
] as const;

export const GREEN_CONTRACTS = [
  c('G1', 'green', 2, [cr(1), wheel(2)]),
  c('G2', 'green', 2, [anyM(2)]),
  c('G3', 'green', 2, [cr(5)]),
  c('G4', 'green', 2, [vp(2), en(3)]),
  c('G5', 'green', 2, [cr(3), drops(2)]),
  c('G6', 'green', 3, [cr(4), ex(1)]),
  c('G7', 'green', 3, [vp(3), mx(1)]),
  c('G8', 'green', 3, [cr(4), flowDrops(1)]),
  c('G9', 'green', 3, [en(2), wheel(2)]),
  c('G10', 'green', 3, [vp(4), cr(2)]),
  c('G11', 'green', 4, [conduitUpTo(2)]),
  c('G12', 'green', 4, [freeBase('plains')]),
  c('G13', 'green', 4, [vp(5), ex(1)]),
  c('G14', 'green', 4, [vp(1), wheel(3)]),
  c('G15', 'green', 4, [vp(3), flowDrops(2)]),
] as const;

export const YELLOW_CONTRACTS = [
  c('Y1', 'yellow', 5, [vp(4), ex(2)]),
  c('Y2', 'yellow', 5, [freePowerhouse]),
  c('Y3', 'yellow', 5, [cr(3), mx(2)]),
  c('Y4', 'yellow', 5, [vp(2), flowDrops(1), wheel(2)]),
  c('Y5', 'yellow', 5, [vp(3), ex(1), en(2)]),
  c('Y6', 'yellow', 6, [freeBase('plains-hills')]),
  c('Y7', 'yellow', 6, [wheel(3), flowDrops(1)]),
  c('Y8', 'yellow', 6, [conduitUpTo(3)]),
  c('Y9', 'yellow', 6, [vp(3), anyM(2)]),
  c('Y10', 'yellow', 6, [vp(2), freeElevation]),
  c('Y11', 'yellow', 7, [vp(6), ex(1)]),
  c('Y12', 'yellow', 7, [vp(7), wheel(1)]),
  c('Y13', 'yellow', 7, [vp(3), flowDrops(2), mx(1)]),
  c('Y14', 'yellow', 7, [vp(6), drops(3)]),
  c('Y15', 'yellow', 7, [cr(4), drops(2), anyM(1)]),
] as const;

export const RED_CONTRACTS = [
  c('R1', 'red', 8, [vp(4), wheel(3)]),
  c('R2', 'red', 8, [freeBase('any')]),
  c('R3', 'red', 8, [cr(4), mx(1), wheel(2)]),
  c('R4', 'red', 8, [conduitUpTo(4)]),
  c('R5', 'red', 8, [vp(4), en(5)]),
  c('R6', 'red', 9, [vp(3), cr(2), anyM(2)]),
  c('R7', 'red', 9, [vp(8), wheel(1)]),
  c('R8', 'red', 9, [vp(5), drops(3), ex(1)]),
  c('R9', 'red', 9, [freePowerhouse, en(3)]),
  c('R10', 'red', 9, [freeElevation, flowDrops(2)]),
  c('R11', 'red', 10, [conduitUpTo(5)]),
  c('R12', 'red', 10, [vp(7), cr(3)]),
  c('R13', 'red', 10, [vp(8), flowDrops(1)]),
  c('R14', 'red', 10, [vp(6), wheel(2), drops(2)]),
  c('R15', 'red', 10, [vp(2), anyM(3)]),
] as const;

export const PRIVATE_COLOURS = ['green', 'yellow', 'red'] as const;
/** The seed's contract names (初期契約, 国家契約, 個別契約 by the colour of their backs). */
export const CONTRACT_KIND_JA = { starting: '初期', national: '国家', green: '緑', yellow: '黄', red: '赤' } as const satisfies Record<
  ContractKind,
  string
>;
export type PrivateColour = (typeof PRIVATE_COLOURS)[number];

export const CONTRACTS: ReadonlyMap<string, ContractRow> = new Map(
  [...STARTING_CONTRACTS, ...NATIONAL_CONTRACTS, ...GREEN_CONTRACTS, ...YELLOW_CONTRACTS, ...RED_CONTRACTS].map((r) => [r.id, r]),
);

export function contractRow(id: string): ContractRow {
  const row = CONTRACTS.get(id);
  if (!row) throw new Error(`unknown contract ${id}`);
  return row;
}

/** Face-up private contracts per colour (spec §2.1 step 6). */
export const FACE_UP_PER_COLOUR = 2;
/** Unfulfilled contracts a player may hold (spec §4.3) [S]. */
export const HAND_LIMIT = 3;
