/** Technology, headstream, neutral-dam, round-bonus and objective tiles (spec §1.3–§1.7, §1.11). */
import type { StructureType } from './companies';
import type { Headstream } from './map';

/** Basic tiles per player [S]; the Joker only in the Introductory game. */
export const BASIC_TILES = ['base', 'elevation', 'conduit', 'powerhouse'] as const;
export const INTRO_JOKER = 'joker';
/** Anton Krylov's special tile [S][F]. */
export const ANTON_TILE = 'anton';

export interface AdvancedTileRow {
  readonly id: string;
  /** What it builds; `any` for jokers. */
  readonly builds: StructureType | 'any';
  readonly level: 1 | 2 | 3;
  readonly effect: string;
  /** The effect in the seed's words (新技術タイル, 特殊効果). */
  readonly effectJa: string;
  readonly source: string;
}

const t = (id: string, builds: StructureType | 'any', level: 1 | 2 | 3, effect: string, effectJa: string): AdvancedTileRow => ({
  id,
  builds,
  level,
  effect,
  effectJa,
  source: '[S][I][B]',
});

export const ADVANCED_TILES = [
  t('base-1', 'base', 1, '1 drop in each of your dams holding none', '空の自色ダムすべてに水1個'),
  t('base-2', 'base', 2, 'energy = your bases; may fulfil a contract', 'ベースの数だけ発電（契約充足可）'),
  t('base-3', 'base', 3, 'no excavators; may be used without engineers', 'ショベル不要、ワーカーなしで可'),
  t('elevation-1', 'elevation', 1, 'wheel 1 per elevation you built', '延長壁の数だけホイールを回す'),
  t('elevation-2', 'elevation', 2, 'fill this dam to capacity', 'このダムを満水にする'),
  t('elevation-3', 'elevation', 3, '3 VP per dam of yours with an elevation', '延長壁のある自色ダム1個につき3VP'),
  t('conduit-1', 'conduit', 1, 'credits = 2 × conduit value', '発電能力×2のCR'),
  t('conduit-2', 'conduit', 2, 'at most 5 excavators', 'ショベルは最大5個'),
  t('conduit-3', 'conduit', 3, 'energy = 2 × conduit value; may fulfil a contract', '発電能力×2の発電（契約充足可）'),
  t('powerhouse-1', 'powerhouse', 1, 'may be used without engineers', 'ワーカーなしで可'),
  t('powerhouse-2', 'powerhouse', 2, 'one production now with +2', '+2で発電1回'),
  t('powerhouse-3', 'powerhouse', 3, '3 VP per powerhouse you built', '自色発電所1個につき3VP'),
  t('joker-1', 'any', 1, 'no cost for a red-bordered space', '赤枠マスの追加CR不要'),
  t('joker-2', 'any', 2, 'excavators and mixers interchangeable', 'ショベルとミキサーを相互に代用可'),
  t('joker-3', 'any', 3, '3 VP per advanced tile you own', '新技術タイル1個につき3VP'),
] as const;

export const ADVANCED_BY_ID: ReadonlyMap<string, AdvancedTileRow> = new Map(ADVANCED_TILES.map((r) => [r.id, r]));
export const PATENT_POSITIONS = 3;
export const PATENT_PRICE = 5;
/** Tiles usable without placing engineers (spec §4.1 option 3). */
export const ENGINEER_FREE_TILES = ['base-3', 'powerhouse-1'] as const;
/** Energy/VP/credit multipliers of tile effects (spec §1.11). */
export const TILE_NUMBERS = {
  conduit1CrPerValue: 2,
  conduit2MaxEx: 5,
  conduit3EPerValue: 2,
  elevation3Vp: 3,
  powerhouse2Modifier: 2,
  powerhouse3Vp: 3,
  joker3Vp: 3,
} as const;

/** Drops added on rounds I–IV [S][B][I]. */
export const HEADSTREAM_TILES = {
  H1: { drops: [0, 2, 2, 0], source: '[S][B][I]' },
  H2: { drops: [0, 0, 1, 3], source: '[S][B][I]' },
  H3: { drops: [2, 0, 2, 0], source: '[S][B][I]' },
  H4: { drops: [1, 1, 1, 1], source: '[S][B][I]' },
  H5: { drops: [0, 1, 0, 2], source: '[S][B][I]' },
  H6: { drops: [0, 0, 1, 2], source: '[S][B][I]' },
  H7: { drops: [1, 0, 2, 2], source: '[S][B][I]' },
  H8: { drops: [0, 1, 2, 1], source: '[S][B][I]' },
} as const satisfies Record<string, { drops: readonly [number, number, number, number]; source: string }>;
export type HeadstreamTile = keyof typeof HEADSTREAM_TILES;
export const HEADSTREAM_SLOTS: readonly Headstream[] = ['A', 'B', 'C', 'D'];

/** Neutral-dam setup tiles: one per group, on the free site zL (spec §1.4; drops UNCONFIRMED, [B]). */
export const NEUTRAL_GROUPS = [
  { group: 'mountains', zones: [1, 2, 3, 4], level: 1, drops: 1, source: '[B] (drops UNCONFIRMED)' },
  { group: 'hills', zones: [5, 6, 7], level: 2, drops: 1, source: '[B] (drops UNCONFIRMED)' },
  { group: 'plains', zones: [8, 9, 10], level: 3, drops: 1, source: '[B] (drops UNCONFIRMED)' },
] as const;

/** Round bonus tiles (spec §1.6) [S][I]; `countsJa`: what each counts, in the seed's words (報酬タイル). */
export const BONUS_TILES = {
  'rb-contract': { counts: 'fulfilled contracts', countsJa: '充足した契約', vpEach: 2, source: '[S][I]' },
  'rb-base': { counts: 'bases built', countsJa: 'ベース', vpEach: 4, source: '[S][I]' },
  'rb-elevation': { counts: 'elevations built', countsJa: '延長壁', vpEach: 4, source: '[S][I]' },
  'rb-conduit': { counts: 'conduits built', countsJa: '取水塔', vpEach: 4, source: '[S][I]' },
  'rb-powerhouse': { counts: 'powerhouses built', countsJa: '発電所', vpEach: 5, source: '[S][I]' },
  'rb-advtech': { counts: 'advanced technology tiles', countsJa: '新技術タイル', vpEach: 4, source: '[S][I]' },
} as const;
export type BonusTile = keyof typeof BONUS_TILES;
export const INTRO_REMOVED_BONUS: BonusTile = 'rb-advtech';

/** Objective tiles (spec §1.7) [S][I]; `ranksJa` in the seed's words (目標タイル). */
export const OBJECTIVE_TILES = {
  'obj-paying': { ranks: 'bases and powerhouses on red-bordered spaces', ranksJa: '赤枠マスの自色ベースと発電所', source: '[S][I]' },
  'obj-most-area': { ranks: 'structures in your best area', ranksJa: '最も多い地形の自色建物', source: '[S][I]' },
  'obj-connected': {
    ranks: 'bases linked by your conduit to your powerhouse',
    ranksJa: '自色取水塔で自色発電所とつながる自色ベース',
    source: '[S][I]',
  },
  'obj-least-area': { ranks: 'structures in your weakest area', ranksJa: '最も少ない地形の自色建物', source: '[S][I]' },
  'obj-zones-1': { ranks: 'zones with at least 1 structure', ranksJa: '自色建物が1個以上ある貯水池', source: '[S][I]' },
  'obj-zones-3': { ranks: 'zones with at least 3 structures', ranksJa: '自色建物が3個以上ある貯水池', source: '[S][I]' },
} as const;
export type ObjectiveTile = keyof typeof OBJECTIVE_TILES;
