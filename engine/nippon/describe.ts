/** Plain-text board for the CLI and the text part of emails, built only from a view (§13), in English or Japanese. */
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { type ContractRow, dataSet } from './data';
import { slotName } from './notation';
import { ACTION_NAMES, PLAYER_COLOURS, PLAYER_COLOURS_JA, trackValue } from './state';
import type { NipponView } from './view';
import { ACHIEVEMENT_NAMES_JA, describeGain, describeGainJa, WORKER_COLOURS_JA, yen, yenJa } from './words';

/** The place of a player's name: the service writes the name in (engine/core/seat-text.ts). */
const who = seatRef;

export const PROVISIONAL_NOTICE =
  'Note: some Nippon component data (7 of 8 contracts, the city tiles, track layouts, region bonuses, 3rd-scoring VP, influence tile values) is provisional until checked against the physical game.';
export const PROVISIONAL_NOTICE_JA =
  '注意：ニッポンの一部のコンポーネントデータ（契約7枚、都市タイル、トラック配置、地域ボーナス、3回目の得点計算の勝利点、影響力タイルの値）は、実物と照合するまで暫定値です。';

/** The data set's version in Japanese text: "nippon-data-1" → "v1" (the English words stay out of a Japanese board). */
export const dataVersionJa = (version: string): string => version.replace(/^nippon-data-/, 'v');

/** A contract with its legend's words: `c1: 1 + 1 goods → ¥3,000, money +1`. */
export const contractEn = (c: ContractRow): string =>
  `${c.id}: ${c.req.join(' + ')} goods → ${describeGain(c.bonus)}, money +${c.moneySteps}`;
/** The same in Japanese: `c1：製品1個＋1個 → 3,000円、収入トラック+1`. */
export const contractJa = (c: ContractRow): string =>
  `${c.id}：製品${c.req.map((n) => `${n}個`).join('＋')} → ${describeGainJa(c.bonus)}、収入トラック+${c.moneySteps}`;

export function describeView(v: NipponView, lang: Lang = 'en'): string {
  if (lang === 'ja') return describeViewJa(v);
  const d = dataSet(v.data);
  const colour = (c: number) => d.workerColours[c] ?? String(c);
  const out: string[] = [];
  out.push(
    `Nippon (data ${v.data}) — scoring marker ${v.marker}/${d.scoringTrack.toFinal}, scorings done ${v.scorings}${v.final ? `, final phase round ${v.final.rounds + 1} of ${d.scoringTrack.finalRounds}` : ''}${v.over ? ', game over' : ''}`,
  );
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
  out.push(
    `Rewards: ${d.rewardMultipliers.map((m, c) => `x${m} ${d.rewardBonuses.map((b, i) => `${b.id} ${v.rewards[c]?.[i] ?? 0}`).join('/')}`).join('; ')}; x2 tiles ${v.x2Left}`,
  );
  v.seats.forEach((p, seat) => {
    const facs = p.factories.map((f) => `${f.id}${f.machine ? `+${f.machine}` : ''} ${f.goods}`).join(', ') || 'none';
    const ach =
      d.achievements.flatMap((a, i) => ((p.achievements[i] ?? 0) > 0 ? [`${a.id} x${p.achievements[i]}`] : [])).join(', ') || 'none';
    out.push(
      `${who(seat)} (${PLAYER_COLOURS[seat]})${v.active === seat ? ' to play' : ''}: ${p.vp} VP, ${yen(p.yen)}, ${p.coal} coal, ${p.blueprints} blueprints; ` +
        `coal ${trackValue(d, 'coal', p.track.coal)} money ${trackValue(d, 'money', p.track.money)} knowledge ${trackValue(d, 'knowledge', p.track.knowledge)}; ` +
        `workers ${p.workers.map(colour).join(' ') || 'none'}; factories ${facs}${p.held ? `; held machines ${p.held}` : ''}; ` +
        `trains ${d.pieces.train.tiles - p.placed.train} left, ships ${d.pieces.ship.tiles - p.placed.ship} left; influence ${p.influence.join(',') || 'none'}; ` +
        `contracts done ${p.contractsDone.join(',') || 'none'}; achievements ${ach}`,
    );
  });
  out.push(
    `Contracts (goods needed, each number a different good → reward, money track steps): ${d.contracts.map((c) => contractEn(c)).join('; ')}`,
  );
  if (v.provisional) out.push(PROVISIONAL_NOTICE);
  return out.join('\n');
}

/** The same board in Japanese, with the seeds' names (rules/nippon.md §1, §2.2, §2.5.1). */
function describeViewJa(v: NipponView): string {
  const d = dataSet(v.data);
  const colour = (c: number) => WORKER_COLOURS_JA[c] ?? String(c);
  const list = (xs: readonly number[]) => xs.map(colour).join(' ');
  const out: string[] = [];
  const phase = v.over
    ? '、ゲーム終了'
    : v.final
      ? `、最終フェイズ ${Math.min(v.final.rounds + 1, d.scoringTrack.finalRounds)}/${d.scoringTrack.finalRounds}巡目`
      : '';
  out.push(
    `ニッポン（データ${dataVersionJa(v.data)}）— 得点計算マーカー ${v.marker}/${d.scoringTrack.toFinal}、得点計算 ${v.scorings}回済み${phase}`,
  );
  out.push('アクションスロット：');
  d.actionSlots.forEach((acts, i) =>
    out.push(`  A${i + 1} ${acts.map((a) => ACTION_NAMES[a].ja).join('/')}：${list(v.slots[i] ?? []) || '（空）'}`),
  );
  out.push(`ワーカー列：${v.rows.map((r, i) => `W${i + 1} ${list(r) || '-'}`).join(' | ')}`);
  out.push(`袋：${v.bag.map((n, c) => `${colour(c)}${n}`).join('、')}`);
  d.regions.forEach((r, ri) => {
    const cities = [2 * ri, 2 * ri + 1].map((ci) => {
      const c = v.cities[ci]!;
      return c.goods
        .map((g, si) => {
          const t = c.slots[si];
          return `${slotName(ci, si, d.foreignValues)} ${d.goodJa[g]}${t ? `（${who(t.seat)}の${t.value}）` : ''}`;
        })
        .join('、');
    });
    const tr =
      (v.transports[ri] ?? [])
        .map((x) => `${who(x.seat)}の${x.piece === 'train' ? `鉄道（+${x.value}）` : `船（${x.value}勝利点）`}`)
        .join('、') || 'なし';
    out.push(`${r.ja}（地域ボーナス ${describeGainJa(r.bonus)}）：${cities.join(' ／ ')}；鉄道・船：${tr}`);
  });
  const stacks = (c: number) => d.rewardBonuses.map((b, i) => `${describeGainJa(b.gain)}：${v.rewards[c]?.[i] ?? 0}`).join('/');
  out.push(`報賞タイル：${d.rewardMultipliers.map((m, c) => `×${m} ${stacks(c)}`).join('；')}；×2タイル残り${v.x2Left}`);
  v.seats.forEach((p, seat) => {
    // A factory as the move labels name its tile (絹糸の工場タイル2: notation-ja.ts), not by its id.
    const facs =
      p.factories
        .map((f) => `${d.goodJa[f.good]}の工場タイル${f.id.replace(/^.*-/, '')}${f.machine ? `+${f.machine}` : ''} 製品${f.goods}`)
        .join('、') || 'なし';
    const ach =
      d.achievements
        .flatMap((a, i) => ((p.achievements[i] ?? 0) > 0 ? [`${ACHIEVEMENT_NAMES_JA[a.id]}×${p.achievements[i]}`] : []))
        .join('、') || 'なし';
    out.push(
      `${who(seat)}（${PLAYER_COLOURS_JA[seat]}）${v.active === seat ? '手番' : ''}：${p.vp}勝利点、${yenJa(p.yen)}、石炭${p.coal}、青写真${p.blueprints}；` +
        `石炭トラック${trackValue(d, 'coal', p.track.coal)} 収入トラック${trackValue(d, 'money', p.track.money)} 知識トラック${trackValue(d, 'knowledge', p.track.knowledge)}；` +
        `ワーカー ${list(p.workers) || 'なし'}；工場 ${facs}${p.held ? `；保持している機械${p.held}` : ''}；` +
        `鉄道タイル残り${d.pieces.train.tiles - p.placed.train}、船タイル残り${d.pieces.ship.tiles - p.placed.ship}；影響力タイル ${p.influence.join('、') || 'なし'}；` +
        `達成した契約 ${p.contractsDone.join('、') || 'なし'}；業績 ${ach}`,
    );
  });
  out.push(
    `契約（必要な製品の個数。数字ごとに異なる製品 → 報酬、収入トラックの前進）：${d.contracts.map((c) => contractJa(c)).join('；')}`,
  );
  if (v.provisional) out.push(PROVISIONAL_NOTICE_JA);
  return out.join('\n');
}
