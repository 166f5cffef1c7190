/**
 * Data set `placeholder-v0` (rules/era-of-inventions.md §6.4). Every number tagged `placeholder`
 * is INVENTED so the engine runs end to end: it is not the published game. Values tagged
 * `confirmed` name their source (§1.3, §6.5). Real data replaces this file (or ships beside it
 * under a new id); running games keep the id they started with.
 */
import { cf, ph, type Good, type InventionCard, type RawDataset, type Reward } from './types';

type Tier = 1 | 2 | 3;
type Res = 'coal' | 'metal' | 'tech' | 'tools';

/** §6.4 invention spaces: [id, name, ja, basic gears/IP/reward, innovative gears/IP/reward, primary, secondary]. */
const INVENTIONS: readonly [string, string, string, [number, number, Reward], [number, number, Reward], Res, Res][] = [
  ['cash-register', 'Cash Register', 'レジスター', [2, 2, { coins: 1 }], [2, 2, { coins: 1 }], 'metal', 'tools'],
  ['sewing-machine', 'Sewing Machine', 'ミシン', [2, 2, { ip: 1 }], [2, 2, { coins: 1 }], 'tools', 'metal'],
  ['typewriter', 'Typewriter', 'タイプライター', [3, 3, { ip: 1 }], [2, 3, { coins: 1 }], 'tech', 'tools'],
  ['telephone', 'Telephone', '電話', [3, 4, { ip: 1 }], [3, 3, { ip: 1 }], 'tech', 'metal'],
  ['gramophone', 'Gramophone', '蓄音機', [4, 5, { coins: 2 }], [3, 4, { ip: 1 }], 'tools', 'tech'],
  ['camera', 'Camera', 'カメラ', [4, 5, { ip: 1 }], [3, 4, { ip: 1 }], 'metal', 'tech'],
  ['automobile', 'Automobile', '自動車', [5, 6, { ip: 2 }], [4, 5, { ip: 1 }], 'metal', 'tools'],
  ['steam-locomotive', 'Steam Locomotive', '蒸気機関車', [5, 7, { ip: 2 }], [4, 5, { coins: 2 }], 'metal', 'tech'],
  ['airplane', 'Airplane', '飛行機', [6, 8, { ip: 2 }], [5, 6, { ip: 2 }], 'tech', 'tools'],
];

const NAMES = 'S1 (rulebook intro), S3';

function spaces() {
  return INVENTIONS.flatMap(([id, , , basic, innov]) =>
    (
      [
        ['basic', basic],
        ['innovative', innov],
      ] as const
    ).map(([tier, [gears, ip, reward]]) => ({
      id: `${id}-${tier}`,
      invention: cf(id, NAMES),
      tier: ph(tier),
      gearCost: ph(gears),
      developIP: ph(ip),
      developerReward: ph(reward as { ip?: number; coins?: number }),
    })),
  );
}

/** §6.4: A normal (1 coal + T primary → T+1 IP), B normal (1 primary + T secondary → T IP + 1 coin), C imitation ((T+1) "?" → T IP). */
function cards() {
  return INVENTIONS.flatMap(([id, , , , , primary, secondary], index) => {
    const t = (Math.floor(index / 3) + 1) as Tier;
    const a: InventionCard['cost'] = primary === 'coal' ? { coal: 1 + t } : { coal: 1, [primary]: t };
    return [
      { id: `${id}-a`, kind: 'normal' as const, cost: a, benefit: { ip: t + 1 } },
      { id: `${id}-b`, kind: 'normal' as const, cost: { [primary]: 1, [secondary]: t }, benefit: { ip: t, coins: 1 } },
      { id: `${id}-c`, kind: 'imitation' as const, cost: { any: t + 1 }, benefit: { ip: t } },
    ].map((c) => ({
      id: c.id,
      kind: ph(c.kind),
      invention: cf(id, 'SEED: 3 cards per invention'),
      cost: ph(c.cost),
      benefit: ph(c.benefit) as { v: Reward; tag: 'placeholder' },
    }));
  });
}

/** §6.4 start-invention cards S01–S12. */
const START_CARDS: readonly [InventionCard['cost'], Reward][] = [
  [{ coal: 1 }, { coins: 2 }],
  [{ metal: 1 }, { coins: 2 }],
  [{ tech: 1 }, { coins: 2 }],
  [{ tools: 1 }, { coins: 2 }],
  [{ coal: 1, metal: 1 }, { gears: 1 }],
  [{ coal: 1, tech: 1 }, { gears: 1 }],
  [{ coal: 1, tools: 1 }, { gears: 1 }],
  [{ metal: 1, tech: 1 }, { gears: 1 }],
  [
    { metal: 1, tools: 1 },
    { ip: 1, coins: 1 },
  ],
  [
    { tech: 1, tools: 1 },
    { ip: 1, coins: 1 },
  ],
  [{ coal: 2 }, { ip: 1, coins: 1 }],
  [{ coal: 1, metal: 1, tools: 1 }, { coins: 3 }],
];

function startCards() {
  return START_CARDS.map(([cost, benefit], i) => ({
    id: `S${String(i + 1).padStart(2, '0')}`,
    kind: cf('start' as const, 'S1 (12 start cards), S3 ("S" in the corners)'),
    cost: ph(cost),
    benefit: ph(benefit),
  }));
}

/** §6.4 factory cards: [id, copies, cost, output, capacity, IP]. */
const FACTORIES: readonly [
  string,
  number,
  Partial<Record<Res | 'wood' | 'coin', number>>,
  { options: Good[]; count: number }[],
  number,
  number,
][] = [
  ['coal2', 3, { wood: 2 }, [{ options: ['coal'], count: 2 }], 2, 0],
  ['wood2', 3, { wood: 1, coal: 1 }, [{ options: ['wood'], count: 2 }], 2, 0],
  ['metal1', 2, { wood: 2, coal: 1 }, [{ options: ['metal'], count: 1 }], 1, 1],
  ['tech1', 2, { wood: 2, coal: 1 }, [{ options: ['tech'], count: 1 }], 1, 1],
  ['tools1', 2, { wood: 2, coal: 1 }, [{ options: ['tools'], count: 1 }], 1, 1],
  ['metal2', 1, { wood: 3, coal: 2 }, [{ options: ['metal'], count: 2 }], 2, 2],
  ['tech2', 1, { wood: 3, coal: 2 }, [{ options: ['tech'], count: 2 }], 2, 2],
  ['tools2', 1, { wood: 3, coal: 2 }, [{ options: ['tools'], count: 2 }], 2, 2],
  ['mix2', 3, { wood: 2, coal: 1 }, [{ options: ['metal', 'tech', 'tools'], count: 2 }], 2, 1],
  ['coin2', 2, { wood: 2 }, [{ options: ['coin'], count: 2 }], 2, 0],
  ['gear1', 2, { wood: 2, coal: 2 }, [{ options: ['gear'], count: 1 }], 1, 1],
  ['cw2', 2, { wood: 1 }, [{ options: ['coal', 'wood'], count: 2 }], 2, 0],
];

function factories() {
  return [
    {
      id: 'start',
      copies: cf(5, 'S1 (5 colours), S3 (start factories with backs in player colours)'),
      start: cf(true, 'S3'),
      cost: ph({}),
      output: ph([{ options: ['coal', 'wood'] as Good[], count: 2 }]),
      capacity: ph(2),
      ip: ph(0),
    },
    ...FACTORIES.map(([id, copies, cost, output, capacity, ip]) => ({
      id,
      copies: ph(copies),
      start: cf(false, 'S3'),
      cost: ph(cost),
      output: ph(output),
      capacity: ph(capacity),
      ip: ph(ip),
    })),
  ];
}

const SUPPLY = [
  ['coal-warehouse', 'warehouse', 'coal', 3, 3],
  ['wood-warehouse', 'warehouse', 'wood', 2, 2],
  ['metal-ship', 'ship', 'metal', 2, 2],
  ['tech-ship', 'ship', 'tech', 2, 2],
  ['tools-ship', 'ship', 'tools', 2, 2],
] as const;

const PATENT: readonly [number, number][] = [
  [1, 1],
  [2, 2],
  [2, 3],
  [3, 3],
  [3, 4],
  [4, 4],
  [4, 5],
  [5, 5],
];

const SYMBOL_REWARDS: readonly Reward[] = [
  { coins: 1 },
  { resources: { coal: 1 } },
  { resources: { wood: 1 } },
  { resources: { metal: 1 } },
  { resources: { tech: 1 } },
  { resources: { tools: 1 } },
];

export const placeholderV0: RawDataset = {
  id: 'placeholder-v0',
  provenance: 'PLACEHOLDER',
  notice:
    'Placeholder card and board data: the cards, factories, ships, patent and influence tracks and starting kit are invented (rules §6.4), not the published game.',
  noticeJa:
    'カードとボードのデータは仮のものです。発明品カード、工場カード、船と倉庫、特許トラック、影響点トラック、最初の手持ちの数値は作りもの（ルール§6.4）で、実際のゲームのものではありません。',
  sources: ['SEED: Japanese lecturer summary', 'S1: yucata.de rules page', 'S2: gamepack.nl review', 'S3: Dutch rulebook transcript'],
  playerCounts: [
    { players: cf(3, 'SEED'), rounds: cf(9, 'SEED, S3'), actionTokens: cf(3, 'S2') },
    { players: cf(4, 'SEED'), rounds: cf(8, 'SEED, S3'), actionTokens: cf(2, 'S2') },
    { players: cf(5, 'SEED'), rounds: cf(10, 'SEED, S3'), actionTokens: cf(2, 'S2') },
  ],
  inventions: INVENTIONS.map(([id, name, ja]) => ({ id, name: cf(name, NAMES), ja: ph(ja) })),
  inventionSpaces: spaces(),
  inventionCards: [...startCards(), ...cards()],
  factories: factories(),
  factoryDisplaySize: ph(6),
  inventionDisplaySize: cf(7, 'SEED'),
  discardOldest: cf(3, 'SEED'),
  supplyPoints: SUPPLY.map(([id, kind, resource, initial, refillEmpty]) => ({
    id,
    kind: ph(kind),
    resource: ph(resource),
    initial: ph(initial),
    refillEmpty: cf(refillEmpty, 'SEED'),
    refillNonEmpty: cf(1, 'SEED'),
  })),
  patentTrack: PATENT.map(([cost, ip], i) => ({ step: ph(i + 1), cost: ph(cost), ip: ph(ip) })),
  influenceTrack: {
    length: ph(100),
    wraps: ph(true),
    symbols: ph(Array.from({ length: 12 }, (_x, i) => ({ position: 5 * (i + 1), reward: SYMBOL_REWARDS[i % 6] as Reward }))),
  },
  startingKit: {
    coins: ph(5),
    resources: ph({ coal: 1, wood: 1, metal: 1, tech: 1, tools: 1 }),
    gears: ph(0),
    bonusTokens: ph(0),
  },
  setup: { startCardsOnDisplay: ph(7) },
  limits: { inventionMarkersPerPlayer: cf(15, 'S1') },
};
