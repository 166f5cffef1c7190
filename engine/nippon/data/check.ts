/**
 * The invariants rules/nippon.md states about the components (§2, §2.12, §15), checked on
 * every data set before a game may use it. Returns the violations (empty = valid).
 */
import type { NipponData } from './types';

const SCALAR_KEYS_WITHOUT_ROW_TAGS = new Set(['version', 'tags', 'goods', 'factories', 'regions', 'cityTiles', 'contracts']);

function increasing(xs: readonly number[]): boolean {
  return xs.every((x, i) => i === 0 || x > (xs[i - 1] as number));
}

export function checkDataSet(d: NipponData): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  const goods = d.goods.map((g) => g.id);
  need(new Set(goods).size === 6, '§2.2: six different goods');
  need(d.goods.filter((g) => g.level === 1).length === 2 && d.goods.filter((g) => g.level === 3).length === 2, '§2.2: two goods per level');
  need(d.knowledgeRequired.join() === '2,4,6', '§5.1: knowledge 2/4/6 by level');
  need(d.factories.length === 24 && new Set(d.factories.map((f) => f.id)).size === 24, '§2.3: 24 factory tiles with different ids');
  for (const g of goods) need(d.factories.filter((f) => f.good === g).length === 4, `§2.3: 4 factory tiles of ${g}`);
  need(
    d.factories.every((f) => f.coal > 0 && f.storage > 0),
    '§2.3: factory coal and storage positive',
  );
  need(d.factories.find((f) => f.id === 'silk-1')?.storage === 4, '§2.3: silk storage 4 (seed example)');
  need(d.influenceChart.length === 3 && d.influenceChart.every((row) => increasing(row)), '§2.4: chart rises with cubes');
  need(
    d.influenceChart[0]?.[2] === 3 && d.influenceChart[2]?.join() === '5,6,7',
    '§2.4: confirmed chart values (paper ×3 = 3, level 3 = 5/6/7)',
  );
  need(d.influenceTiles.length === 10 && d.influenceTiles.every((v) => v >= 1 && v <= 7), '§2.6: 10 influence tiles of value 1–7');
  need(Math.max(...d.influenceTiles) >= Math.max(...d.influenceChart.flat()), '§2.6: a tile for the best chart value');
  need(d.regions.length === 4 && new Set(d.regions.map((r) => r.id)).size === 4, '§2.5.1: four regions');
  const bonuses = d.regions
    .map((r) => JSON.stringify(r.bonus))
    .sort()
    .join();
  need(
    bonuses === ['{"blueprints":2}', '{"coal":2}', '{"vp":2}', '{"yen":5}'].sort().join(),
    '§2.5.1: region bonuses ¥5,000 / 2 coal / 2 blueprints / 2 VP',
  );
  need(d.citiesPerRegion === 2 && d.foreignValues.slice().sort().join() === '0,1,2,3', '§2.5.1: 2 cities, printed 0/1/2/3');
  need(d.cityTiles.length === 9, '§2.7: 9 city tiles');
  need(
    d.cityTiles.every((t) => new Set(t.goods).size === 4 && t.goods.every((g) => goods.includes(g))),
    '§2.7: 4 different goods per city tile',
  );
  need(d.contracts.length === 8 && new Set(d.contracts.map((c) => c.id)).size === 8, '§2.8: 8 different contracts');
  for (const c of d.contracts) {
    need(
      c.req.length >= 1 && c.req.length <= 3 && c.req.every((q) => q >= 1 && q <= 4),
      `§2.8: contract ${c.id} needs 1–3 goods types of 1–4 cubes`,
    );
    need(c.moneySteps >= 0 && c.moneySteps <= 3, `§2.8: contract ${c.id} money steps 0–3`);
    need((c.bonus.yen ?? 0) > 0 !== (c.bonus.vp ?? 0) > 0, `§2.8: contract ${c.id} bonus is yen or VP`);
  }
  need(
    d.contracts.some((c) => c.req.join() === '2,1' && c.bonus.vp === 2 && c.moneySteps === 1),
    '§2.8: the known contract [2][1], 2 VP, +1',
  );
  const t = d.tracks;
  need(
    t.coal[0]?.n === 2 && t.money[0]?.n === 12 && t.knowledge[0]?.n === 1,
    '§2.11: tracks start on coal 2, money 12, knowledge 1 (bottom)',
  );
  for (const [name, spaces] of Object.entries(t))
    need(increasing(spaces.flatMap((s) => (s.n === null ? [] : [s.n]))), `§2.11: ${name} numbers rise`);
  need(t.knowledge.filter((s) => s.star).length === 4, '§2.11: 4 knowledge stars');
  for (const lvl of [2, 4, 6])
    need(
      t.knowledge.some((s) => s.n === lvl),
      `§2.11: knowledge level ${lvl} reachable`,
    );
  for (const [name, a] of Object.entries(d.pieces)) {
    need(a.tiles === 6 && a.faces.join() === '2,3', `§2.1: 6 ${name} tiles, faces 2/3`);
    need(
      [...a.stars, ...a.icons].every((k) => k >= 1 && k <= a.tiles),
      `§2.11: ${name} stars and icons on the board`,
    );
  }
  need(d.pieces.ship.stars.filter((k) => k <= 5).length === 3, '§2.11: 5 ships placed → 3 stars [C]');
  need(d.transportSlots['4'] === 8 && d.transportSlots['3'] === 6 && d.transportSlots['2'] === 4, '§2.12: 8/6/4 transport slots');
  need(d.rows['4'] === 4 && d.rows['3'] === 3 && d.rows['2'] === 2, '§2.12: 4/3/2 rows');
  need(
    d.actionSlots.length === 5 && d.actionSlots.flat().length === 9 && new Set(d.actionSlots.flat()).size === 9,
    '§2.5.3: 5 slots, the 9 actions once each',
  );
  need(d.actionSlots[4]?.join() === 'domestic', '§2.5.3: Domestic Market is the rightmost slot');
  need(d.workerColours.length === 6 && d.workersPerColour === 8, '§2.10: 48 workers in 6 colours');
  need(d.workerSpaceNumbers.length === 6 && d.workerSpaceNumbers.slice(2).join() === '2,3,4,5', '§2.11: worker space numbers 2–5');
  need(d.rewardMultipliers.join() === '2,3,4,5' && d.rewardBonuses.length === 3, '§2.5.7: columns ×2..×5, 3 bonus stacks');
  need(d.rewardMultipliers.length * d.rewardBonuses.length * d.tilesPerStack === 24, '§2.9: 24 reward tiles');
  need(
    d.rewardsRemovedPerColumn['2'] === 2 && d.rewardsRemovedPerColumn['3'] === 1 && d.rewardsRemovedPerColumn['4'] === 0,
    '§2.12: reward removal',
  );
  const st = d.scoringTrack;
  need(
    st.toScoring1 > 0 && st.toScoring1 < st.toScoring2 && st.toScoring2 < st.toFinal && st.finalRounds === 3,
    '§2.5.5: marks in order, 3 final rounds',
  );
  need(d.scoringVp.length === 3 && d.scoringVp.every((r) => r[0] > r[1] && r[1] > r[2]), '§2.5.6: VP fall with rank');
  need(d.scoringVp[0]?.join() === '10,7,5' && d.scoringVp[1]?.join() === '15,11,8', '§2.5.6: confirmed 1st/2nd scoring VP');
  need(
    d.achievements.length === 9 &&
      d.achievements
        .filter((a) => a.printed === 1)
        .map((a) => a.id)
        .sort()
        .join() === 'knowledge,yen',
    '§2.11: 9 achievements, ×1 printed on Knowledge and Yen',
  );
  need(
    d.start.vp.join() === '10,11,12,13' && d.start.yen === 12 && d.start.coal === 2 && d.start.blueprints === 1,
    '§3: starting money, coal, blueprint, VP',
  );
  for (const key of Object.keys(d)) {
    if (!SCALAR_KEYS_WITHOUT_ROW_TAGS.has(key)) need(d.tags[key] !== undefined, `tag missing for ${key}`);
  }
  for (const row of [...d.goods, ...d.factories, ...d.regions, ...d.cityTiles, ...d.contracts]) {
    need((row.status === 'confirmed' || row.status === 'provisional') && row.source.length > 0, `row ${row.id} has no status/source`);
  }
  return out;
}
