/**
 * The shape of a Nippon data set (rules/nippon.md §2, §15). Every component table of the game
 * lives in one data set value so a corrected set is a data change only: the engine reads
 * nothing else. Rows carry their own `status` and `source`; scalar tables are tagged in
 * `tags` (one entry per top-level key, checked by `checkDataSet`).
 */

export type Good = 'silk' | 'paper' | 'bento' | 'lens' | 'clock' | 'bulb';
export type Track = 'coal' | 'money' | 'knowledge';
export type Piece = 'train' | 'ship';
export type Action = 'knowledge' | 'produce' | 'export' | 'invest' | 'mines' | 'ships' | 'mechanize' | 'trains' | 'domestic';
export type Achievement = 'yen' | 'ships' | 'trains' | 'influence' | 'mechanization' | 'factories' | 'coal' | 'knowledge' | 'contracts';

/** confirmed = [N], [O], [N+O], [C: …] or [I] arithmetic from them; provisional = [P], [X] art-only or invented. */
export type Status = 'confirmed' | 'provisional';

export interface Tag {
  readonly status: Status;
  /** The spec's source tag and section, e.g. "[N+O] §2.2" or "[P] A18". */
  readonly source: string;
}

/** Something gained at once: yen (k-yen), coal, blueprints or VP. */
export interface Gain {
  readonly yen?: number;
  readonly coal?: number;
  readonly blueprints?: number;
  readonly vp?: number;
}

/** A factory synergy (§2.3), as data so a corrected tile is a data change. */
export type Effect =
  | { readonly kind: 'consolidationYen'; readonly yen: number } // silk-1
  | { readonly kind: 'keepCoal'; readonly coal: number } // silk-2
  | { readonly kind: 'iconSteps'; readonly steps: number } // silk-3 (retroactive)
  | { readonly kind: 'gain'; readonly gain: Gain } // silk-4, paper-4
  | { readonly kind: 'trackSteps'; readonly track: Track; readonly steps: number } // paper-3, bento-4
  | { readonly kind: 'extraStep'; readonly action: 'knowledge' | 'mines' } // paper-1, bento-3
  | {
      readonly kind: 'costs';
      readonly action: 'knowledge' | 'mines' | 'trains' | 'ships' | 'mechanize';
      readonly costs: readonly [number, number, number];
    }
  | { readonly kind: 'star'; readonly achievement: 'coal' | 'knowledge' } // paper-2, bento-2
  | { readonly kind: 'flip'; readonly piece: Piece } // lens-2, clock-2
  | { readonly kind: 'freePlace'; readonly piece: Piece; readonly n: number } // lens-3, clock-3
  | { readonly kind: 'freeImprovements'; readonly n: number } // bulb-2
  | { readonly kind: 'extraGood'; readonly n: number }; // bulb-3

export interface GoodRow extends Tag {
  readonly id: Good;
  readonly ja: string;
  readonly level: 1 | 2 | 3;
}

export interface FactoryRow extends Tag {
  readonly id: string;
  readonly good: Good;
  readonly coal: number;
  readonly storage: number;
  readonly effects: readonly Effect[];
  readonly text: string;
  /** The synergy in Japanese, in the seed's words (§2.3). */
  readonly ja: string;
}

export interface RegionRow extends Tag {
  readonly id: string;
  readonly name: string;
  readonly ja: string;
  readonly bonus: Gain;
}

export interface ContractRow extends Tag {
  readonly id: string;
  /** Goods per white cube; each cube needs a different good (§2.8). */
  readonly req: readonly number[];
  readonly bonus: Gain;
  readonly moneySteps: number;
}

export interface CityTileRow extends Tag {
  readonly id: string;
  /** Clockwise from the slot printed with the first `foreignValues` entry. */
  readonly goods: readonly [Good, Good, Good, Good];
}

export interface TrackSpace {
  /** The printed number, or null (the level is the nearest number below, A27). */
  readonly n: number | null;
  readonly star: boolean;
}

export interface PieceArea {
  /** Tiles on the board at the start. */
  readonly tiles: number;
  /** Faces: [front, back] — train influence (+2/+3) or ship VP (2/3). */
  readonly faces: readonly [number, number];
  /** Stars: a star counts once this many tiles have been removed (1-based space numbers). */
  readonly stars: readonly number[];
  /** Money icons fully revealed once this many tiles have been removed. */
  readonly icons: readonly number[];
}

export type PerCount = Readonly<Record<'2' | '3' | '4', number>>;

export interface NipponData {
  /** Stored in every game's state; a new set gets a new version. */
  readonly version: string;
  readonly goods: readonly GoodRow[];
  /** Knowledge needed to build a factory of level 1 / 2 / 3 (§5.1). */
  readonly knowledgeRequired: readonly [number, number, number];
  readonly factoryCost: number;
  readonly factories: readonly FactoryRow[];
  /** chart[level-1][cubes-1] = highest influence value (§2.4). */
  readonly influenceChart: readonly (readonly [number, number, number])[];
  readonly influenceTiles: readonly number[];
  readonly regions: readonly RegionRow[];
  readonly citiesPerRegion: number;
  /** Printed foreign values around a city, clockwise (§2.5.1, A23). */
  readonly foreignValues: readonly [number, number, number, number];
  readonly cityTiles: readonly CityTileRow[];
  readonly transportSlots: PerCount;
  /** A1..A5 and the actions each offers (§2.5.3). */
  readonly actionSlots: readonly (readonly Action[])[];
  readonly slotWorkers: number;
  readonly rows: PerCount;
  readonly perRow: PerCount;
  readonly scoringTrack: {
    readonly toScoring1: number;
    readonly toScoring2: number;
    readonly toFinal: number;
    readonly finalRounds: number;
  };
  /** scoringVp[scoring-1][rank-1] (§2.5.6). */
  readonly scoringVp: readonly (readonly [number, number, number])[];
  readonly rewardMultipliers: readonly number[];
  readonly rewardBonuses: readonly { readonly id: 'yen' | 'blueprints' | 'coal'; readonly gain: Gain }[];
  readonly tilesPerStack: number;
  readonly rewardsRemovedPerColumn: PerCount;
  readonly x2Tiles: number;
  readonly workerColours: readonly string[];
  readonly workersPerColour: number;
  readonly workersRemovedPerColour: PerCount;
  /** The number printed above worker space i (0 = none): the Emperor's reward column limit (§6). */
  readonly workerSpaceNumbers: readonly number[];
  readonly tracks: Readonly<Record<Track, readonly TrackSpace[]>>;
  readonly pieces: Readonly<Record<Piece, PieceArea>>;
  readonly contracts: readonly ContractRow[];
  readonly start: { readonly yen: number; readonly coal: number; readonly blueprints: number; readonly vp: readonly number[] };
  /** Knowledge / mines cost for 1 / 2 / 3 steps. */
  readonly stepCosts: readonly [number, number, number];
  readonly mechanizeCost: number;
  readonly transportCost: number;
  readonly wage: number;
  readonly wagePenalty: number;
  readonly blueprintsPerStep: number;
  readonly yenPerVp: number;
  readonly contractsPerVp: number;
  readonly achievements: readonly { readonly id: Achievement; readonly printed: number }[];
  /** One tag per scalar table above (every key but version, tags and the row tables). */
  readonly tags: Readonly<Record<string, Tag>>;
}
