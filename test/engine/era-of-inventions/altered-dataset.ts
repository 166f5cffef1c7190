/**
 * A second data set, changed in every table the engine reads, standing in for the real data a
 * later session will transcribe: running the game on it proves that real data is a data change only.
 */
import { placeholderV0 } from '../../../engine/era-of-inventions/data/placeholder-v0';
import type { RawDataset } from '../../../engine/era-of-inventions/data';

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };

const raw = JSON.parse(JSON.stringify(placeholderV0)) as Mutable<RawDataset>;
raw.id = 'altered-test';
raw.provenance = 'VERIFIED';
raw.notice = 'An altered data set for tests.';
raw.noticeJa = 'テスト用に変えたデータセット。';
raw.startingKit.coins = { v: 9, tag: 'confirmed', src: 'test' };
raw.startingKit.bonusTokens = { v: 1, tag: 'confirmed', src: 'test' };
raw.factoryDisplaySize = { v: 4, tag: 'confirmed', src: 'test' };
raw.setup.startCardsOnDisplay = { v: 5, tag: 'confirmed', src: 'test' };
// Different numbers on every space, card and track.
for (const x of raw.inventionSpaces) x.gearCost = { v: 1 + ((x.gearCost.v as number) % 7), tag: 'confirmed', src: 'test' };
for (const c of raw.inventionCards) c.benefit = { v: { coins: 1, ip: 2 }, tag: 'confirmed', src: 'test' };
raw.patentTrack = [1, 2, 3].map((k) => ({
  step: { v: k, tag: 'confirmed', src: 'test' },
  cost: { v: k * 2, tag: 'confirmed', src: 'test' },
  ip: { v: k * 3, tag: 'confirmed', src: 'test' },
}));
raw.influenceTrack = {
  length: { v: 50, tag: 'confirmed', src: 'test' },
  wraps: { v: false, tag: 'confirmed', src: 'test' },
  symbols: { v: [{ position: 3, reward: { coins: 2 } }], tag: 'confirmed', src: 'test' },
};
raw.supplyPoints = raw.supplyPoints.filter((p) => p.id !== 'tools-ship');
raw.supplyPoints.push({
  id: 'second-coal-warehouse',
  kind: { v: 'warehouse', tag: 'confirmed', src: 'test' },
  resource: { v: 'coal', tag: 'confirmed', src: 'test' },
  initial: { v: 1, tag: 'confirmed', src: 'test' },
  refillEmpty: { v: 3, tag: 'confirmed', src: 'test' },
  refillNonEmpty: { v: 1, tag: 'confirmed', src: 'test' },
});

export const alteredDataset = raw as unknown as RawDataset;
