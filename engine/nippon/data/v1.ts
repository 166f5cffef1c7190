/**
 * Nippon data set 1 (rules/nippon.md §2, §15). Values tagged `provisional` come only from the
 * rulebook's pictures (or are invented placeholders, [P]/[M] in the spec) and must be checked
 * against the physical components; a corrected set is a new file with a new version.
 */
import type { CityTileRow, ContractRow, Effect, FactoryRow, Good, NipponData, Tag } from './types';

const C = (source: string): Tag => ({ status: 'confirmed', source });
const P = (source: string): Tag => ({ status: 'provisional', source });

const cost3 = (action: 'knowledge' | 'mines' | 'trains' | 'ships' | 'mechanize', costs: readonly [number, number, number]): Effect => ({
  kind: 'costs',
  action,
  costs,
});

/** §2.3: coal [N] (paper [I] A35), storage silk 4 [I], others 4 [P, weak: marulimo] A34. */
function factory(id: string, good: Good, coal: number, effects: Effect[], text: string, ja: string): FactoryRow {
  const tag =
    good === 'silk'
      ? C('[N] §2.3; storage [I]')
      : P(`[N] §2.3 synergy; storage 4 [P, weak] A34${good === 'paper' ? '; coal [I] A35' : ''}`);
  return { id, good, coal, storage: 4, effects, text, ja, ...tag };
}

const FACTORIES: FactoryRow[] = [
  factory(
    'silk-1',
    'silk',
    2,
    [{ kind: 'consolidationYen', yen: 2 }],
    'consolidation: +¥2,000 after income',
    '統合整理時：収入の後に+2,000円',
  ),
  factory('silk-2', 'silk', 2, [{ kind: 'keepCoal', coal: 1 }], 'consolidation: keep 1 coal', '統合整理時：石炭1個を残せる'),
  factory(
    'silk-3',
    'silk',
    2,
    [{ kind: 'iconSteps', steps: 2 }],
    'money icons give 2 steps (also for icons already shown)',
    '収入アイコン1つで収入トラック+2（既に現れたアイコンにも）',
  ),
  factory('silk-4', 'silk', 2, [{ kind: 'gain', gain: { yen: 5 } }], 'once: ¥5,000', '一度だけ：5,000円'),
  factory('paper-1', 'paper', 2, [{ kind: 'extraStep', action: 'knowledge' }], 'Knowledge: 1 extra step', '知識アクション：追加で1段階'),
  factory(
    'paper-2',
    'paper',
    2,
    [cost3('knowledge', [0, 2, 4]), { kind: 'star', achievement: 'knowledge' }],
    'Knowledge costs ¥0/2,000/4,000; 1 Knowledge star',
    '知識が0円／2,000円／4,000円、知識の星1つ',
  ),
  factory(
    'paper-3',
    'paper',
    2,
    [{ kind: 'trackSteps', track: 'knowledge', steps: 2 }],
    'once: knowledge +2 steps',
    '一度だけ：知識トラック+2',
  ),
  factory('paper-4', 'paper', 2, [{ kind: 'gain', gain: { blueprints: 2 } }], 'once: 2 blueprints', '一度だけ：青写真2'),
  factory('bento-1', 'bento', 2, [], 'produces for 2 coal', '石炭2個で生産'),
  factory(
    'bento-2',
    'bento',
    3,
    [cost3('mines', [0, 2, 4]), { kind: 'star', achievement: 'coal' }],
    'Mines costs ¥0/2,000/4,000; 1 Coal star',
    '鉱山が0円／2,000円／4,000円、石炭の星1つ',
  ),
  factory('bento-3', 'bento', 3, [{ kind: 'extraStep', action: 'mines' }], 'Mines: 1 extra step', '鉱山アクション：追加で1段階'),
  factory('bento-4', 'bento', 3, [{ kind: 'trackSteps', track: 'coal', steps: 2 }], 'once: coal +2 steps', '一度だけ：石炭トラック+2'),
  factory('lens-1', 'lens', 2, [], 'produces for 2 coal', '石炭2個で生産'),
  factory(
    'lens-2',
    'lens',
    3,
    [{ kind: 'flip', piece: 'ship' }],
    'once: ships on your board turn to 3 VP',
    '一度だけ：手元の船タイルを3勝利点の面に',
  ),
  factory(
    'lens-3',
    'lens',
    3,
    [{ kind: 'freePlace', piece: 'ship', n: 2 }],
    'once: 2 free ships in 2 regions',
    '一度だけ：船2枚を無料で異なる2地域に',
  ),
  factory('lens-4', 'lens', 3, [cost3('ships', [2, 7, 12])], 'Ships cost ¥2,000/7,000/12,000', '造船が2,000円／7,000円／12,000円'),
  factory('clock-1', 'clock', 3, [], 'produces for 3 coal', '石炭3個で生産'),
  factory(
    'clock-2',
    'clock',
    4,
    [{ kind: 'flip', piece: 'train' }],
    'once: trains on your board turn to +3',
    '一度だけ：手元の鉄道タイルを+3の面に',
  ),
  factory(
    'clock-3',
    'clock',
    4,
    [{ kind: 'freePlace', piece: 'train', n: 2 }],
    'once: 2 free trains in 2 regions',
    '一度だけ：鉄道2枚を無料で異なる2地域に',
  ),
  factory('clock-4', 'clock', 4, [cost3('trains', [2, 7, 12])], 'Trains cost ¥2,000/7,000/12,000', '鉄道が2,000円／7,000円／12,000円'),
  factory('bulb-1', 'bulb', 3, [], 'produces for 3 coal', '石炭3個で生産'),
  factory('bulb-2', 'bulb', 4, [{ kind: 'freeImprovements', n: 2 }], 'once: 2 free improvements', '一度だけ：無料で改良2回'),
  factory('bulb-3', 'bulb', 4, [{ kind: 'extraGood', n: 1 }], 'produces 1 extra good', '生産時に製品1個追加'),
  factory(
    'bulb-4',
    'bulb',
    4,
    [cost3('mechanize', [2, 7, 12])],
    'Mechanize costs ¥2,000/7,000/12,000',
    '機械化が2,000円／7,000円／12,000円',
  ),
];

/** §2.8: only c2 is known [N]; the other 7 are invented placeholders [M]→[P]. */
const CONTRACTS: ContractRow[] = [
  { id: 'c1', req: [1, 1], bonus: { yen: 3 }, moneySteps: 1, ...P('[M] §2.8 placeholder') },
  { id: 'c2', req: [2, 1], bonus: { vp: 2 }, moneySteps: 1, ...C('[N] §2.8 (the one known contract)') },
  { id: 'c3', req: [1, 1, 1], bonus: { yen: 5 }, moneySteps: 1, ...P('[M] §2.8 placeholder') },
  { id: 'c4', req: [2, 2], bonus: { vp: 4 }, moneySteps: 1, ...P('[M] §2.8 placeholder') },
  { id: 'c5', req: [3, 1], bonus: { yen: 6 }, moneySteps: 2, ...P('[M] §2.8 placeholder') },
  { id: 'c6', req: [2, 1, 1], bonus: { vp: 5 }, moneySteps: 2, ...P('[M] §2.8 placeholder') },
  { id: 'c7', req: [3, 2], bonus: { vp: 6 }, moneySteps: 2, ...P('[M] §2.8 placeholder') },
  { id: 'c8', req: [2, 2, 2], bonus: { vp: 8 }, moneySteps: 3, ...P('[M] §2.8 placeholder') },
];

/** §2.7: 9 tiles of 4 different goods [C: bdml]; contents [M]→[P] (t1 holds the seed's example goods). */
const CITY_TILES: CityTileRow[] = (
  [
    ['lens', 'paper', 'silk', 'bulb'],
    ['silk', 'bento', 'clock', 'paper'],
    ['paper', 'lens', 'bento', 'clock'],
    ['bulb', 'silk', 'lens', 'bento'],
    ['clock', 'bulb', 'paper', 'lens'],
    ['bento', 'clock', 'bulb', 'silk'],
    ['silk', 'paper', 'bento', 'bulb'],
    ['lens', 'clock', 'silk', 'paper'],
    ['bulb', 'bento', 'clock', 'lens'],
  ] as const
).map((goods, i) => ({
  id: `t${i + 1}`,
  goods,
  ...P(i === 0 ? '[N+O] goods of the seed example; order [P] §2.7' : '[M] §2.7 placeholder'),
}));

const num = (n: number, star = false) => ({ n, star });
const blank = (star = false) => ({ n: null, star });

export const DATA_V1: NipponData = {
  version: 'nippon-data-1',
  goods: [
    { id: 'silk', ja: '絹糸', level: 1, ...C('[N+O] §2.2') },
    { id: 'paper', ja: '紙', level: 1, ...C('[N+O] §2.2') },
    { id: 'bento', ja: '弁当', level: 2, ...C('[N] §2.2') },
    { id: 'lens', ja: 'レンズ', level: 2, ...C('[N] §2.2') },
    { id: 'clock', ja: '時計', level: 3, ...C('[N] §2.2') },
    { id: 'bulb', ja: '電球', level: 3, ...C('[N] §2.2') },
  ],
  knowledgeRequired: [2, 4, 6],
  factoryCost: 6,
  factories: FACTORIES,
  influenceChart: [
    [1, 2, 3],
    [3, 4, 5],
    [5, 6, 7],
  ],
  influenceTiles: [1, 2, 3, 3, 4, 4, 5, 5, 6, 7],
  regions: [
    { id: 'west', name: 'West Japan', ja: '西日本', bonus: { yen: 5 }, ...P('names [N]; bonus [P] A18') },
    { id: 'central', name: 'Central Japan', ja: '中日本', bonus: { coal: 2 }, ...P('names [N]; bonus [P] A18') },
    { id: 'east', name: 'East Japan', ja: '東日本', bonus: { blueprints: 2 }, ...P('names [N]; bonus [P] A18') },
    { id: 'hokkaido', name: 'Hokkaido', ja: '北海道', bonus: { vp: 2 }, ...P('names [N]; bonus [P] A18') },
  ],
  citiesPerRegion: 2,
  foreignValues: [0, 1, 2, 3],
  cityTiles: CITY_TILES,
  transportSlots: { '2': 4, '3': 6, '4': 8 },
  actionSlots: [['knowledge', 'produce'], ['export', 'invest'], ['mines', 'ships'], ['mechanize', 'trains'], ['domestic']],
  slotWorkers: 3,
  rows: { '2': 2, '3': 3, '4': 4 },
  perRow: { '2': 2, '3': 3, '4': 3 },
  scoringTrack: { toScoring1: 2, toScoring2: 4, toFinal: 5, finalRounds: 3 },
  scoringVp: [
    [10, 7, 5],
    [15, 11, 8],
    [20, 15, 11],
  ],
  rewardMultipliers: [2, 3, 4, 5],
  rewardBonuses: [
    { id: 'yen', gain: { yen: 5 } },
    { id: 'blueprints', gain: { blueprints: 2 } },
    { id: 'coal', gain: { coal: 2 } },
  ],
  tilesPerStack: 2,
  rewardsRemovedPerColumn: { '2': 2, '3': 1, '4': 0 },
  x2Tiles: 4,
  workerColours: ['white', 'black', 'green', 'orange', 'pink', 'grey'],
  workersPerColour: 8,
  workersRemovedPerColour: { '2': 2, '3': 1, '4': 0 },
  workerSpaceNumbers: [0, 0, 2, 3, 4, 5],
  tracks: {
    coal: [num(2), num(3), blank(), num(4), blank(), num(5, true), num(6), blank(), num(7, true), num(8, true)],
    money: [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24].map((n) => num(n)),
    knowledge: [num(1), num(2), num(3), blank(), num(4, true), blank(), num(5), num(6, true), blank(), num(7, true), num(8, true)],
  },
  pieces: {
    train: { tiles: 6, faces: [2, 3], stars: [2, 4, 5, 6], icons: [2, 4, 6] },
    ship: { tiles: 6, faces: [2, 3], stars: [2, 4, 5, 6], icons: [3, 6] },
  },
  contracts: CONTRACTS,
  start: { yen: 12, coal: 2, blueprints: 1, vp: [10, 11, 12, 13] },
  stepCosts: [1, 3, 6],
  mechanizeCost: 5,
  transportCost: 5,
  wage: 3,
  wagePenalty: 2,
  blueprintsPerStep: 3,
  yenPerVp: 6,
  contractsPerVp: 2,
  achievements: [
    { id: 'yen', printed: 1 },
    { id: 'ships', printed: 0 },
    { id: 'trains', printed: 0 },
    { id: 'influence', printed: 0 },
    { id: 'mechanization', printed: 0 },
    { id: 'factories', printed: 0 },
    { id: 'coal', printed: 0 },
    { id: 'knowledge', printed: 1 },
    { id: 'contracts', printed: 0 },
  ],
  tags: {
    knowledgeRequired: C('[N+O] §5.1'),
    factoryCost: C('[N+O] §2.2'),
    influenceChart: P('level 1 ×3 and level 3 [N+O]; others [I] §2.4 A36'),
    influenceTiles: P('10 tiles 1–7 [N+O]; distribution [P] §2.6 A20'),
    citiesPerRegion: C('[N+O] §2.5.1'),
    foreignValues: P('values 0–3 [X]; clockwise order [P] A23'),
    transportSlots: C('[N+O] §2.12'),
    actionSlots: P('rightmost Domestic [N+O]; pairing [X] A24'),
    slotWorkers: C('[N+O] §2.12'),
    rows: C('[N+O] §2.12'),
    perRow: C('[N+O][X] §2.12 A1'),
    scoringTrack: P('[P, weak] §2.5.5 A4; finalRounds 3 [N+O]'),
    scoringVp: P('1st and 2nd scorings [N+O]; 3rd [P] A19'),
    rewardMultipliers: C('[N+O] §2.5.7'),
    rewardBonuses: C('[N+O] §2.5.7'),
    tilesPerStack: P('[I] §2.9 (24 tiles / 12 stacks)'),
    rewardsRemovedPerColumn: C('[N] §2.12 A2'),
    x2Tiles: C('[X][N] §2.9'),
    workerColours: C('[X] §2.10 (names are labels only)'),
    workersPerColour: C('[X] §2.10'),
    workersRemovedPerColour: C('[N+O] §2.10'),
    workerSpaceNumbers: C('[I] §2.11 from [N]'),
    tracks: P('start on the bottom space [C]; layouts [M] §2.11 placeholder'),
    pieces: P('6 tiles, faces [N+O]; ships 5 removed → 3 stars [C]; other stars and icons [M] §2.11 placeholder'),
    start: C('[N+O] §3'),
    stepCosts: C('[N+O] §5.4'),
    mechanizeCost: C('[N+O] §5.2'),
    transportCost: C('[N+O] §5.6'),
    wage: C('[N+O] §6'),
    wagePenalty: C('[N] §6'),
    blueprintsPerStep: C('[N+O] §4.1'),
    yenPerVp: C('[N][C: ref. sheet] §8'),
    contractsPerVp: C('[N][C: ref. sheet] §8'),
    achievements: C('9 spaces [N]; printed ×1 Knowledge [N], Yen [C: ref. sheet] A21'),
  },
};
