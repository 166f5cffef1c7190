/**
 * Puerto Rico rulebook tables (Puerto Rico rules specification §1).
 * Every number the rules use lives here; steps and phases only read these tables.
 * Buildings are data: the expansions' rows (puerto-rico-expansions.md) are in data-expansions.ts.
 */
import { NEW_BUILDINGS, NOBLE_BUILDINGS } from './data-expansions';

/** §1.2 goods, in the order used by every per-good array in the state (index = good). */
export const GOODS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as const;
export type Good = (typeof GOODS)[number];

/** §1.2 Trader prices, by good index. */
export const GOOD_PRICE = [0, 1, 2, 3, 4] as const satisfies readonly number[];

/** Island tiles: the five plantation kinds (same order as GOODS) then quarry (index 5). */
export const TILES = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry'] as const;
export type Tile = (typeof TILES)[number];
export const QUARRY = 5;

export const ISLAND_SPACES = 12;
export const CITY_SPACES = 12;
/** §4.5: the trading house holds four goods. */
export const TRADING_HOUSE_SIZE = 4;

export const ROLES = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector', 'prospector-2'] as const;
export type RoleId = (typeof ROLES)[number];

export const ROLE_NAMES = {
  settler: 'Settler',
  mayor: 'Mayor',
  builder: 'Builder',
  craftsman: 'Craftsman',
  trader: 'Trader',
  captain: 'Captain',
  prospector: 'Prospector',
  'prospector-2': 'second Prospector',
} as const satisfies Record<RoleId, string>;

export interface PlayerCountSetup {
  /** §1.3 role cards in play. */
  readonly roles: readonly RoleId[];
  /** §3 role choices per round (2p official: 3 each, alternating). */
  readonly choicesPerRound: number;
  readonly doubloons: number;
  readonly colonistSupply: number;
  readonly colonistShip: number;
  readonly vpChips: number;
  readonly ships: readonly number[];
  readonly quarries: number;
  /** Plantation tiles in the game including the starting tiles, by TILES index 0..4. */
  readonly plantations: readonly number[];
  /** Goods barrels, by good index. */
  readonly barrels: readonly number[];
  /** §1.4 starting plantation by seat offset from the first Governor. */
  readonly start: readonly Good[];
  /** §1.3: how many copies of each building (2p: 2 per production kind, 1 per violet kind). */
  readonly twoPlayerCopies: boolean;
}

const SIX_ROLES = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'] as const;
const ALL_PLANTATIONS = [10, 12, 11, 9, 8] as const;
const ALL_BARRELS = [10, 11, 11, 9, 9] as const;

/** §1.3 and §1.4, keyed by player count. */
export const SETUP_BY_PLAYERS = {
  2: {
    roles: [...SIX_ROLES, 'prospector'],
    choicesPerRound: 6,
    doubloons: 3,
    colonistSupply: 40,
    colonistShip: 2,
    vpChips: 65,
    ships: [4, 6],
    quarries: 5,
    plantations: [7, 9, 8, 6, 5],
    barrels: [8, 9, 9, 7, 7],
    start: ['indigo', 'corn'],
    twoPlayerCopies: true,
  },
  3: {
    roles: [...SIX_ROLES],
    choicesPerRound: 3,
    doubloons: 2,
    colonistSupply: 55,
    colonistShip: 3,
    vpChips: 75,
    ships: [4, 5, 6],
    quarries: 8,
    plantations: ALL_PLANTATIONS,
    barrels: ALL_BARRELS,
    start: ['indigo', 'indigo', 'corn'],
    twoPlayerCopies: false,
  },
  4: {
    roles: [...SIX_ROLES, 'prospector'],
    choicesPerRound: 4,
    doubloons: 3,
    colonistSupply: 75,
    colonistShip: 4,
    vpChips: 100,
    ships: [5, 6, 7],
    quarries: 8,
    plantations: ALL_PLANTATIONS,
    barrels: ALL_BARRELS,
    start: ['indigo', 'indigo', 'corn', 'corn'],
    twoPlayerCopies: false,
  },
  5: {
    roles: [...SIX_ROLES, 'prospector', 'prospector-2'],
    choicesPerRound: 5,
    doubloons: 4,
    colonistSupply: 95,
    colonistShip: 5,
    vpChips: 122,
    ships: [6, 7, 8],
    quarries: 8,
    plantations: ALL_PLANTATIONS,
    barrels: ALL_BARRELS,
    start: ['indigo', 'indigo', 'indigo', 'corn', 'corn'],
    twoPlayerCopies: false,
  },
} as const satisfies Record<2 | 3 | 4 | 5, PlayerCountSetup>;

/** §10.2 Craftsman Angst: 5 role choices per 2-player round (Governor 3, other 2). */
export const CRAFTSMAN_ANGST_CHOICES = 5;

export type BuildingKind = 'production' | 'violet' | 'large';

export interface BuildingSpec {
  readonly name: string;
  readonly ja: readonly string[];
  readonly kind: BuildingKind;
  /** Production buildings: the good they process. */
  readonly good?: Good;
  /** Small production building (Guild hall counts 1 instead of 2). */
  readonly small?: boolean;
  readonly cost: number;
  readonly vp: number;
  /** Column on the board = maximum quarry discount. */
  readonly column: number;
  readonly circles: number;
  readonly spaces: number;
  /** Copies with 3–5 players (2 players: 2 per production kind, 1 per violet kind). */
  readonly copies: number;
  /** The expansion that brings the building (expansions spec §4.2, §5.7); absent = base game. */
  readonly expansion?: 'buildings' | 'nobles';
}

/** §1.6 building table (order = the board's order, used for listings). */
const BASE_BUILDINGS = {
  'small-indigo-plant': {
    name: 'Small indigo plant',
    ja: ['小さいインディゴ工場', '小さなインディゴ工場'],
    kind: 'production',
    good: 'indigo',
    small: true,
    cost: 1,
    vp: 1,
    column: 1,
    circles: 1,
    spaces: 1,
    copies: 4,
  },
  'small-sugar-mill': {
    name: 'Small sugar mill',
    ja: ['小さい砂糖工場', '小さな砂糖工場'],
    kind: 'production',
    good: 'sugar',
    small: true,
    cost: 2,
    vp: 1,
    column: 1,
    circles: 1,
    spaces: 1,
    copies: 4,
  },
  'indigo-plant': {
    name: 'Indigo plant',
    ja: ['大きいインディゴ工場', 'インディゴ工場'],
    kind: 'production',
    good: 'indigo',
    cost: 3,
    vp: 2,
    column: 2,
    circles: 3,
    spaces: 1,
    copies: 3,
  },
  'sugar-mill': {
    name: 'Sugar mill',
    ja: ['大きい砂糖工場', '砂糖精製所', '砂糖工場'],
    kind: 'production',
    good: 'sugar',
    cost: 4,
    vp: 2,
    column: 2,
    circles: 3,
    spaces: 1,
    copies: 3,
  },
  'tobacco-storage': {
    name: 'Tobacco storage',
    ja: ['タバコ保管所'],
    kind: 'production',
    good: 'tobacco',
    cost: 5,
    vp: 3,
    column: 3,
    circles: 3,
    spaces: 1,
    copies: 3,
  },
  'coffee-roaster': {
    name: 'Coffee roaster',
    ja: ['コーヒー焙煎所'],
    kind: 'production',
    good: 'coffee',
    cost: 6,
    vp: 3,
    column: 3,
    circles: 2,
    spaces: 1,
    copies: 3,
  },
  'small-market': {
    name: 'Small market',
    ja: ['小さい市場', '小さな市場'],
    kind: 'violet',
    cost: 1,
    vp: 1,
    column: 1,
    circles: 1,
    spaces: 1,
    copies: 2,
  },
  hacienda: { name: 'Hacienda', ja: ['農地'], kind: 'violet', cost: 2, vp: 1, column: 1, circles: 1, spaces: 1, copies: 2 },
  'construction-hut': {
    name: 'Construction hut',
    ja: ['建設小屋'],
    kind: 'violet',
    cost: 2,
    vp: 1,
    column: 1,
    circles: 1,
    spaces: 1,
    copies: 2,
  },
  'small-warehouse': {
    name: 'Small warehouse',
    ja: ['小さい倉庫', '小さな倉庫'],
    kind: 'violet',
    cost: 3,
    vp: 1,
    column: 1,
    circles: 1,
    spaces: 1,
    copies: 2,
  },
  hospice: { name: 'Hospice', ja: ['宿屋'], kind: 'violet', cost: 4, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  office: { name: 'Office', ja: ['商館'], kind: 'violet', cost: 5, vp: 2, column: 2, circles: 1, spaces: 1, copies: 2 },
  'large-market': {
    name: 'Large market',
    ja: ['大きい市場', '大きな市場'],
    kind: 'violet',
    cost: 5,
    vp: 2,
    column: 2,
    circles: 1,
    spaces: 1,
    copies: 2,
  },
  'large-warehouse': {
    name: 'Large warehouse',
    ja: ['大きい倉庫', '大きな倉庫'],
    kind: 'violet',
    cost: 6,
    vp: 2,
    column: 2,
    circles: 1,
    spaces: 1,
    copies: 2,
  },
  factory: { name: 'Factory', ja: ['工場'], kind: 'violet', cost: 7, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  university: { name: 'University', ja: ['大学'], kind: 'violet', cost: 8, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  harbor: { name: 'Harbor', ja: ['港'], kind: 'violet', cost: 8, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  wharf: { name: 'Wharf', ja: ['造船所'], kind: 'violet', cost: 9, vp: 3, column: 3, circles: 1, spaces: 1, copies: 2 },
  'guild-hall': { name: 'Guild hall', ja: ['ギルドホール'], kind: 'large', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
  residence: { name: 'Residence', ja: ['公邸'], kind: 'large', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
  fortress: { name: 'Fortress', ja: ['砦'], kind: 'large', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
  'customs-house': { name: 'Customs house', ja: ['税関'], kind: 'large', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
  'city-hall': { name: 'City hall', ja: ['市役所'], kind: 'large', cost: 10, vp: 4, column: 4, circles: 1, spaces: 2, copies: 1 },
} as const satisfies Record<string, BuildingSpec>;

/**
 * Base rows first, then the expansions' rows (appended, so the base indices of the per-building
 * arrays in stored states keep their meaning). A building is in a game when it has copies.
 */
const ALL_BUILDINGS = { ...BASE_BUILDINGS, ...NEW_BUILDINGS, ...NOBLE_BUILDINGS } as const satisfies Record<string, BuildingSpec>;

export type BuildingId = keyof typeof ALL_BUILDINGS;
export const BUILDINGS: Readonly<Record<BuildingId, BuildingSpec>> = ALL_BUILDINGS;
/** Board order; per-building arrays in the state (city, supply) use these indices. */
export const BUILDING_IDS = Object.keys(BUILDINGS) as BuildingId[];
export const BUILDING_SPECS: readonly BuildingSpec[] = BUILDING_IDS.map((id) => BUILDINGS[id]);
export const BUILDING_INDEX = Object.fromEntries(BUILDING_IDS.map((id, i) => [id, i])) as Record<BuildingId, number>;

export function building(id: BuildingId): BuildingSpec {
  return BUILDINGS[id];
}

/** §10.1 BGA variant prices: Factory and University swap costs. */
export const BGA_PRICES = { factory: 8, university: 7 } as const satisfies Partial<Record<BuildingId, number>>;

/** §1.7 Factory doubloons by number of kinds produced (index = kinds). */
export const FACTORY_BONUS = [0, 0, 1, 2, 3, 5] as const satisfies readonly number[];

/** §1.7 Residence bonus by filled island spaces (index = spaces filled, 0..12; ≤9 → 4). */
export const RESIDENCE_BONUS = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 6, 7] as const satisfies readonly number[];

/** Japanese names (spec §0 glossary), for prompts, move descriptions and events. */
export const ROLE_NAMES_JA = {
  settler: '開拓者',
  mayor: '市長',
  builder: '建築家',
  craftsman: '監督',
  trader: '商人',
  captain: '船長',
  prospector: '金鉱掘り',
  'prospector-2': '2枚目の金鉱掘り',
} as const satisfies Record<RoleId, string>;

/** By TILES index (goods share the first five). */
export const TILE_NAMES_JA = ['コーン', 'インディゴ', '砂糖', 'タバコ', 'コーヒー', '採石場'] as const satisfies {
  readonly length: typeof TILES.length;
};

/** Goods by name (spec §0: plantation tile row). */
export const GOOD_NAMES_JA = {
  corn: 'コーン',
  indigo: 'インディゴ',
  sugar: '砂糖',
  tobacco: 'タバコ',
  coffee: 'コーヒー',
} as const satisfies Record<Good, string>;

/** The seed's Japanese names for goods, tiles and roles (spec §0). */
export const JAPANESE_ALIASES: Readonly<Record<string, string>> = {
  開拓者: 'settler',
  市長: 'mayor',
  建築家: 'builder',
  監督: 'craftsman',
  商人: 'trader',
  船長: 'captain',
  金鉱堀り: 'prospector',
  金鉱掘り: 'prospector',
  コーン: 'corn',
  インディゴ: 'indigo',
  砂糖: 'sugar',
  タバコ: 'tobacco',
  コーヒー: 'coffee',
  採石場: 'quarry',
  砕石場: 'quarry',
  労働者: 'colonist',
  入植者: 'colonist',
  パス: 'pass',
  役割: 'role',
  建設: 'build',
  建てる: 'build',
  売る: 'sell',
  売却: 'sell',
  出荷: 'ship',
  保管: 'keep',
  配置: 'place',
  取る: 'take',
  完了: 'done',
  ...Object.fromEntries(Object.entries(BUILDINGS).flatMap(([id, b]) => b.ja.map((ja) => [ja, id.replace(/-/g, ' ')]))),
};
