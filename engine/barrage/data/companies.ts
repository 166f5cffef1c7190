/** Company boards and executive officers (spec §1.9, §1.10). */
import type { Area } from './map';
import { anyM, cr, en, flowDrops, vp, wheel, type Reward } from './rewards';

export const COMPANIES = ['usa', 'germany', 'italy', 'france'] as const;
export type Company = (typeof COMPANIES)[number];

/** The seed's names of the companies (個人ボード): アメリカ, ドイツ, イタリア, フランス. */
export const COMPANY_NAMES_JA = { usa: 'アメリカ', germany: 'ドイツ', italy: 'イタリア', france: 'フランス' } as const satisfies Record<
  Company,
  string
>;

export const OFFICERS = ['adler', 'del-monte', 'fiesler', 'mcdowell', 'jordan', 'krylov', 'sekibo'] as const;
export type Officer = (typeof OFFICERS)[number];

export const OFFICER_NAMES = {
  adler: 'Wilhelm Adler',
  'del-monte': 'Graziano Del Monte',
  fiesler: 'Viktor Fiesler',
  mcdowell: 'Jill McDowell',
  jordan: 'Solomon P. Jordan',
  krylov: 'Anton Krylov',
  sekibo: 'Mahiri Sekibo',
} as const satisfies Record<Officer, string>;

/** Starting resources printed on the officer tile [B][F]. */
export const OFFICER_START = {
  default: { credits: 6, ex: 6, mx: 4, source: '[B][F]' },
  sekibo: { credits: 9, ex: 6, mx: 4, source: '[B][F]' },
} as const;

export type StructureType = 'base' | 'elevation' | 'conduit' | 'powerhouse';
export const STRUCTURE_TYPES = ['base', 'elevation', 'conduit', 'powerhouse'] as const satisfies readonly StructureType[];
/** The rules' Japanese names (spec glossary, seed). */
export const STRUCTURE_JA = { base: 'ベース', elevation: '延長壁', conduit: '取水塔', powerhouse: '発電所' } as const satisfies Record<
  StructureType,
  string
>;

/** Pieces per colour (spec §1.1; powerhouses 4, CONFLICT A21). */
export const PIECES = { base: 5, elevation: 5, conduit: 5, powerhouse: 4 } as const satisfies Record<StructureType, number>;

/** Construction costs (spec §1.9; CONFLICT A1: cost chart [I][B], not the seed). */
export const BASE_EX = { mountains: 5, hills: 4, plains: 3 } as const satisfies Record<Area, number>;
export const ELEVATION_MX = { mountains: 4, hills: 3, plains: 2 } as const satisfies Record<Area, number>;
/** Conduit: excavators = this × production value. */
export const CONDUIT_EX_PER_VALUE = 2;
/** Powerhouse mixers for the 1st..4th powerhouse built. */
export const POWERHOUSE_MX = [2, 3, 4, 5] as const;
/** Credits for a red-bordered space [S]. */
export const PAYING_SPACE_CR = 3;

/**
 * Company-board bonus spaces (uncovered by the n-th piece, index n-1), gained at once and as income
 * (spec §1.9, A9). Values [B] Companies/*.php; USA also [I].
 */
type Row = readonly [Reward, Reward, Reward, Reward, Reward];
export interface CompanyBoard {
  readonly base: Row;
  readonly elevation: Row;
  readonly conduit: Row;
  readonly source: string;
}
const none: Reward = [];
export const COMPANY_BOARDS = {
  usa: {
    base: [none, [wheel(1)], none, [cr(6)], [vp(7)]],
    elevation: [none, [anyM(1)], none, [vp(2), flowDrops(2)], [vp(7)]],
    conduit: [none, [vp(3)], none, [wheel(1), vp(2)], [vp(7)]],
    source: '[B][I]',
  },
  germany: {
    base: [none, [vp(3)], none, [anyM(2)], [vp(7)]],
    elevation: [none, [cr(3)], none, [vp(2), en(2)], [vp(7)]],
    conduit: [none, [wheel(1)], none, [vp(2), flowDrops(2)], [vp(7)]],
    source: '[B]',
  },
  italy: {
    base: [none, [cr(3)], none, [vp(5)], [vp(7)]],
    elevation: [none, [wheel(1)], none, [en(4)], [vp(7)]],
    conduit: [none, [anyM(1)], none, [vp(2), cr(3)], [vp(7)]],
    source: '[B]',
  },
  france: {
    base: [none, [anyM(1)], none, [wheel(2)], [vp(7)]],
    elevation: [none, [vp(3)], none, [vp(2), anyM(1)], [vp(7)]],
    conduit: [none, [cr(3)], none, [en(4)], [vp(7)]],
    source: '[B]',
  },
} as const satisfies Record<Company, CompanyBoard>;

/** Powerhouse row: production bonus by powerhouses built; ability from the 3rd [S][B]. */
export const PRODUCTION_BONUS = [0, 0, 1, 1, 3] as const;
export const ABILITY_POWERHOUSES = 3;

/** Company abilities' numbers (spec §1.9). */
export const ITALY_ENERGY = 3;
export const FRANCE_DISCOUNT = 3;
/** Officer numbers (spec §1.10). */
export const ADLER_BASE_EX = 3;
export const DEL_MONTE_LEVEL3_CAPACITY = 4;
export const FIESLER_MIN = { upTo: 3, counts: 4 } as const;
export const JORDAN_CR_PER_ITEM = 3;
/** Mahiri's personal spaces: XO1 free, XO2 3 credits. */
export const MAHIRI_SPACES = [
  { id: 'XO1', cost: 0 },
  { id: 'XO2', cost: 3 },
] as const;
/** In 2–3-player games officers are added next to Mahiri up to this total (A4). */
export const MAHIRI_OFFICER_TOTAL = 4;

/** Introductory assignment by turn-order position (spec §2.2) [S]. */
export const INTRO_MATCHUPS = [
  { company: 'usa', officer: 'adler', contract: 'S1' },
  { company: 'germany', officer: 'mcdowell', contract: 'S2' },
  { company: 'italy', officer: 'jordan', contract: 'S3' },
  { company: 'france', officer: 'fiesler', contract: 'S4' },
] as const satisfies readonly { company: Company; officer: Officer; contract: string }[];
