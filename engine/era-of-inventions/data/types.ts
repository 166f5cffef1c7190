/**
 * The shape of an Era of Inventions data set (rules/era-of-inventions.md §6.2). The rules code
 * holds no card or board numbers: every one comes from a data set, so the real data is a data
 * change only. A data set is written with every value tagged `placeholder` or `confirmed`
 * (§6.5) and unwrapped into the plain `Dataset` the engine reads.
 */

export const RESOURCES = ['coal', 'wood', 'metal', 'tech', 'tools'] as const;
export type Resource = (typeof RESOURCES)[number];
/** What a factory can put out (§2.5 area 2: resources, coins or gears). */
export type Good = Resource | 'coin' | 'gear';
/** Resources an invention card can cost ("?" may be paid with these, §2.5 area 6; wood never). */
export const CARD_RESOURCES = ['coal', 'metal', 'tech', 'tools'] as const;
export type CardResource = (typeof CARD_RESOURCES)[number];

export interface Reward {
  readonly ip?: number;
  readonly coins?: number;
  readonly gears?: number;
  readonly bonusTokens?: number;
  readonly resources?: Partial<Record<Resource, number>>;
}

export interface InventionSpace {
  readonly id: string;
  readonly invention: string;
  readonly tier: 'basic' | 'innovative';
  readonly gearCost: number;
  /** The left number: IP on development. */
  readonly developIP: number;
  /** The right side: paid to the developer when someone else produces (§2.5 area 6 step 2). */
  readonly developerReward: { readonly ip?: number; readonly coins?: number };
}

export interface InventionCard {
  readonly id: string;
  readonly kind: 'start' | 'normal' | 'imitation';
  readonly invention?: string;
  /** `any` = the "?" cost of an imitation. */
  readonly cost: Partial<Record<CardResource | 'any', number>>;
  readonly benefit: Reward;
}

/** "2 under two icons" = `{ options: [a, b], count: 2 }` (§2.5 area 2). */
export interface OutputGroup {
  readonly options: readonly Good[];
  readonly count: number;
}

export interface FactoryCard {
  /** The card's type id, used in notation (`build coal2`); copies get instance ids `coal2#1`, `coal2#2`. */
  readonly id: string;
  readonly copies: number;
  /** A start factory (coloured back, §2.1 S-2): one copy per colour, dealt to the seats. */
  readonly start: boolean;
  readonly cost: Partial<Record<Resource | 'coin', number>>;
  readonly output: readonly OutputGroup[];
  /** The number printed in the top row (final bonus 3, §2.10, D26). */
  readonly capacity: number;
  /** IP gained when built (0: no number printed). */
  readonly ip: number;
}

export interface SupplyPoint {
  readonly id: string;
  readonly kind: 'ship' | 'warehouse';
  readonly resource: Resource;
  readonly initial: number;
  readonly refillEmpty: number;
  readonly refillNonEmpty: number;
}

export interface Dataset {
  /** Stored in every game's state: a game keeps the data set it started with. */
  readonly id: string;
  readonly provenance: 'PLACEHOLDER' | 'VERIFIED';
  /** One sentence for every email header, the game list and the README. */
  readonly notice: string;
  /** The same sentence in Japanese. */
  readonly noticeJa: string;
  readonly sources: readonly string[];
  readonly playerCounts: readonly { readonly players: number; readonly rounds: number; readonly actionTokens: number }[];
  readonly inventions: readonly { readonly id: string; readonly name: string; readonly ja: string }[];
  readonly inventionSpaces: readonly InventionSpace[];
  readonly inventionCards: readonly InventionCard[];
  readonly factories: readonly FactoryCard[];
  readonly factoryDisplaySize: number;
  readonly inventionDisplaySize: number;
  /** Cards discarded from the oldest end of each display at upkeep (§2.9: 3). */
  readonly discardOldest: number;
  readonly supplyPoints: readonly SupplyPoint[];
  /** Step 1..N: the coins paid to move there and the IP it gives. */
  readonly patentTrack: readonly { readonly step: number; readonly cost: number; readonly ip: number }[];
  readonly influenceTrack: {
    readonly length: number;
    readonly wraps: boolean;
    readonly symbols: readonly { readonly position: number; readonly reward: Reward }[];
  };
  readonly startingKit: {
    readonly coins: number;
    readonly resources: Partial<Record<Resource, number>>;
    readonly gears: number;
    readonly bonusTokens: number;
  };
  readonly setup: { readonly startCardsOnDisplay: number };
  readonly limits: { readonly inventionMarkersPerPlayer: number };
}

/** How sure a value is (§0, §6.5). */
export type Tag = 'placeholder' | 'confirmed';

/** One tagged value: `v` is the value, `src` the source that confirms it. */
export interface Val<T> {
  readonly v: T;
  readonly tag: Tag;
  readonly src?: string;
}

/**
 * A data set as written: every field of every row (and every top-level value) tagged. Arrays of
 * rows stay arrays; a row's fields (a cost, a reward, a list of symbols) are each one value.
 */
export type Tagged<X> = X extends readonly (infer E)[] ? readonly TaggedRow<E>[] : X extends object ? TaggedRow<X> : Val<X>;
/** A row's `id` is a name, not a value: it stays plain. */
type TaggedRow<X> = X extends object ? { readonly [K in keyof X]: K extends 'id' ? X[K] : Val<X[K]> } : Val<X>;

export type RawDataset = {
  readonly [K in keyof Dataset]: K extends 'id' | 'provenance' | 'notice' | 'noticeJa' | 'sources' ? Dataset[K] : Tagged<Dataset[K]>;
};

export const ph = <T>(v: T): Val<T> => ({ v, tag: 'placeholder' });
export const cf = <T>(v: T, src: string): Val<T> => ({ v, tag: 'confirmed', src });
