/** Plain-text board for the CLI and the text part of emails, built only from a view (§13). */
import { dataSet } from './data';
import { slotName } from './notation';
import { PLAYER_COLOURS, trackValue } from './state';

/** "Seat N": the service writes the player's name in its place. */
const who = (seat: number): string => `Seat ${seat + 1}`;
import type { NipponView } from './view';

export const PROVISIONAL_NOTICE =
  'Note: some Nippon component data (7 of 8 contracts, the city tiles, track layouts, region bonuses, 3rd-scoring VP, influence tile values) is provisional until checked against the physical game.';
export const PROVISIONAL_NOTICE_JA = '注意:ニッポンの一部のコンポーネントデータ(契約7枚、都市タイル、トラック配置、地域ボーナス、3回目の得点、影響力タイル)は暫定値です。';

export function describeView(v: NipponView): string {
  const d = dataSet(v.data);
  const colour = (c: number) => d.workerColours[c] ?? String(c);
  const out: string[] = [];
  out.push(`Nippon (data ${v.data}) — scoring marker ${v.marker}/${d.scoringTrack.toFinal}, scorings done ${v.scorings}${v.final ? `, final phase round ${v.final.rounds + 1} of ${d.scoringTrack.finalRounds}` : ''}${v.over ? ', game over' : ''}`);
  out.push('Action slots:');
  d.actionSlots.forEach((acts, i) => out.push(`  A${i + 1} ${acts.join('/')}: ${(v.slots[i] ?? []).map(colour).join(' ') || '(empty)'}`));
  out.push(`Worker rows: ${v.rows.map((r, i) => `W${i + 1} ${r.map(colour).join(' ') || '-'}`).join(' | ')}`);
  out.push(`Bag: ${v.bag.map((n, c) => `${colour(c)} ${n}`).join(', ')}`);
  d.regions.forEach((r, ri) => {
    const cities = [2 * ri, 2 * ri + 1].map((ci) => {
      const c = v.cities[ci]!;
      const slots = c.goods.map((g, si) => {
        const t = c.slots[si];
        return `${slotName(ci, si, d.foreignValues)} ${g}${t ? `=${who(t.seat)} ${t.value}` : ''}`;
      });
      return slots.join(', ');
    });
    const tr = (v.transports[ri] ?? []).map((x) => `${who(x.seat)} ${x.piece} ${x.value}`).join(', ') || 'none';
    out.push(`${r.name} (bonus ${JSON.stringify(r.bonus).replace(/[{}"]/g, '')}): ${cities.join(' ; ')}; trains/ships: ${tr}`);
  });
  out.push(`Rewards: ${d.rewardMultipliers.map((m, c) => `x${m} ${d.rewardBonuses.map((b, i) => `${b.id} ${v.rewards[c]?.[i] ?? 0}`).join('/')}`).join('; ')}; x2 tiles ${v.x2Left}`);
  v.seats.forEach((p, seat) => {
    const facs = p.factories.map((f) => `${f.id}${f.machine ? `+${f.machine}` : ''} ${f.goods}`).join(', ') || 'none';
    const ach = d.achievements.flatMap((a, i) => ((p.achievements[i] ?? 0) > 0 ? [`${a.id} x${p.achievements[i]}`] : [])).join(', ') || 'none';
    out.push(
      `${who(seat)} (${PLAYER_COLOURS[seat]})${v.active === seat ? ' to play' : ''}: ${p.vp} VP, ¥${p.yen},000, ${p.coal} coal, ${p.blueprints} blueprints; ` +
        `coal ${trackValue(d, 'coal', p.track.coal)} money ${trackValue(d, 'money', p.track.money)} knowledge ${trackValue(d, 'knowledge', p.track.knowledge)}; ` +
        `workers ${p.workers.map(colour).join(' ') || 'none'}; factories ${facs}${p.held ? `; held machines ${p.held}` : ''}; ` +
        `trains ${d.pieces.train.tiles - p.placed.train} left, ships ${d.pieces.ship.tiles - p.placed.ship} left; influence ${p.influence.join(',') || 'none'}; ` +
        `contracts done ${p.contractsDone.join(',') || 'none'}; achievements ${ach}`,
    );
  });
  if (v.provisional) out.push(PROVISIONAL_NOTICE);
  return out.join('\n');
}
