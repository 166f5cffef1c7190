/** Set-up (rules/nippon.md §3) with the random events R2–R4 of §13, in that order. */
import { randomInt, seedRng, shuffle } from '../core/rng';
import { Draft } from '../core/steps/draft';
import { globalRefill } from './board';
import { CURRENT_DATA, dataSet } from './data';
import { type NipponState, perCount, type Player } from './state';

export function setupState(players: number, dataVersion: string | undefined, seed: string): NipponState {
  const d = dataSet(dataVersion ?? CURRENT_DATA);
  const rng = seedRng(seed);
  const seats: Player[] = Array.from({ length: players }, (_x, seat) => ({
    yen: d.start.yen,
    coal: d.start.coal,
    blueprints: d.start.blueprints,
    vp: d.start.vp[seat] as number,
    track: { coal: 0, money: 0, knowledge: 0 },
    workers: [],
    factories: [],
    held: 0,
    influence: [...d.influenceTiles],
    placed: { train: 0, ship: 0 },
    face: { train: 0, ship: 0 },
    contractsDone: [],
    achievements: d.achievements.map(() => 0),
  }));
  // R2: 8 of the 9 city tiles, their slots and rotations (the 9th is never seen).
  const tiles = shuffle(rng, d.cityTiles).slice(0, d.regions.length * d.citiesPerRegion);
  const cities = tiles.map((t) => {
    const turn = randomInt(rng, 4);
    return { tile: t.id, goods: [0, 1, 2, 3].map((i) => t.goods[(i + turn) % 4]!), slots: [null, null, null, null] };
  });
  // R3: 2p/3p remove 1 or 2 reward tiles per multiplier column, uniformly among its tiles.
  const rewards = d.rewardMultipliers.map(() => d.rewardBonuses.map(() => d.tilesPerStack));
  const removed = perCount(d.rewardsRemovedPerColumn, players);
  for (const column of rewards) {
    for (let k = 0; k < removed; k++) {
      let pick = randomInt(
        rng,
        column.reduce((a, b) => a + b, 0),
      );
      const i = column.findIndex((n) => (pick -= n) < 0);
      column[i] = (column[i] as number) - 1;
    }
  }
  const rows = perCount(d.rows, players);
  const base: NipponState = {
    players,
    rng,
    stack: [{ kind: 'main', seat: 0 }],
    data: d.version,
    seats,
    bag: d.workerColours.map(() => d.workersPerColour - perCount(d.workersRemovedPerColour, players)),
    slots: d.actionSlots.map(() => []),
    rows: Array.from({ length: rows }, () => []),
    rowShort: Array.from({ length: rows }, () => 0),
    factorySupply: d.factories.map((f) => f.id),
    cities,
    transports: d.regions.map(() => []),
    rewards,
    x2Left: d.x2Tiles,
    marker: 0,
    scorings: 0,
    final: null,
    turns: 0,
    lastTurn: seats.map(() => 0),
    over: false,
    breakdown: [],
  };
  // R4: 3 workers per action slot A1→A5, then the rows from the top.
  const draft = new Draft(base);
  globalRefill(draft);
  return draft.s;
}
