/**
 * Action spaces (spec §1.12): engineers, space cost, action, and the player count from which
 * the row is open. Values [B] only (A30), UNCONFIRMED against the printed board.
 */

export type SpaceAction =
  | { readonly kind: 'construct' }
  | { readonly kind: 'produce'; readonly modifier: number }
  | { readonly kind: 'water'; readonly drops: number; readonly flow: boolean }
  | { readonly kind: 'workshop'; readonly price: number; readonly turns: number }
  | { readonly kind: 'machinery'; readonly price: number; readonly gain: 'ex' | 'choice' | 'both' }
  | { readonly kind: 'contracts'; readonly price: number; readonly take: number }
  | { readonly kind: 'patent'; readonly position: number }
  | { readonly kind: 'bank' };

export interface SpaceRow {
  readonly id: string;
  readonly engineers: number;
  /** Credits paid for the space itself when placing. */
  readonly cost: number;
  readonly action: SpaceAction;
  /** The row is blocked below this number of players (3+ / 4 rows) [S][B]. */
  readonly minPlayers: 2 | 3 | 4;
  /** Company-board spaces belong to each player. */
  readonly personal?: true;
  /** Not in the Introductory game. */
  readonly normalOnly?: true;
  readonly source: string;
}

const pair = (id: string, l: [number, number], r: [number, number], action: SpaceAction, minPlayers: 2 | 3 | 4 = 2): SpaceRow[] => [
  { id: `${id}L`, engineers: l[0], cost: l[1], action, minPlayers, source: '[B] A30' },
  { id: `${id}R`, engineers: r[0], cost: r[1], action, minPlayers, source: '[B] A30' },
];

export const SPACES: readonly SpaceRow[] = [
  { id: 'CB1', engineers: 1, cost: 0, action: { kind: 'construct' }, minPlayers: 2, personal: true, source: '[B] A30' },
  { id: 'CB2', engineers: 2, cost: 0, action: { kind: 'construct' }, minPlayers: 2, personal: true, source: '[B] A30' },
  { id: 'CB3', engineers: 3, cost: 0, action: { kind: 'construct' }, minPlayers: 2, personal: true, source: '[B] A30' },
  { id: 'CB4', engineers: 3, cost: 3, action: { kind: 'construct' }, minPlayers: 2, personal: true, source: '[B] A30' },
  ...pair('T+2', [2, 0], [3, 3], { kind: 'produce', modifier: 2 }),
  ...pair('T+1', [2, 0], [3, 3], { kind: 'produce', modifier: 1 }, 4),
  ...pair('T0', [2, 0], [3, 3], { kind: 'produce', modifier: 0 }),
  ...pair('T-1', [2, 0], [3, 3], { kind: 'produce', modifier: -1 }, 3),
  ...pair('T-2', [1, 0], [2, 0], { kind: 'produce', modifier: -2 }),
  ...pair('W2', [1, 0], [2, 3], { kind: 'water', drops: 2, flow: false }),
  ...pair('W1', [1, 0], [2, 3], { kind: 'water', drops: 1, flow: true }),
  ...pair('R1', [1, 0], [2, 0], { kind: 'workshop', price: 0, turns: 1 }),
  ...pair('R2', [2, 0], [3, 3], { kind: 'workshop', price: 2, turns: 2 }, 3),
  ...pair('R3', [2, 0], [3, 3], { kind: 'workshop', price: 5, turns: 3 }),
  ...pair('ME', [1, 0], [1, 3], { kind: 'machinery', price: 2, gain: 'ex' }),
  ...pair('MA', [1, 0], [2, 0], { kind: 'machinery', price: 4, gain: 'choice' }, 4),
  ...pair('MB', [2, 0], [3, 3], { kind: 'machinery', price: 5, gain: 'both' }),
  ...pair('K1', [1, 0], [1, 3], { kind: 'contracts', price: 0, take: 1 }),
  ...pair('K1b', [1, 0], [1, 3], { kind: 'contracts', price: 0, take: 1 }, 4),
  ...pair('K2', [2, 0], [3, 0], { kind: 'contracts', price: 1, take: 2 }),
  { id: 'PO1', engineers: 2, cost: 0, action: { kind: 'patent', position: 0 }, minPlayers: 2, normalOnly: true, source: '[B] A30' },
  { id: 'PO2', engineers: 2, cost: 0, action: { kind: 'patent', position: 1 }, minPlayers: 2, normalOnly: true, source: '[B] A30' },
  { id: 'PO3', engineers: 2, cost: 0, action: { kind: 'patent', position: 2 }, minPlayers: 2, normalOnly: true, source: '[B] A30' },
  { id: 'BANK', engineers: 1, cost: 0, action: { kind: 'bank' }, minPlayers: 2, source: '[S][B]' },
];

export const SPACE_BY_ID: ReadonlyMap<string, SpaceRow> = new Map(SPACES.map((s) => [s.id, s]));
