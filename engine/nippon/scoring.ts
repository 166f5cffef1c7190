/**
 * The three regional scorings (rules/nippon.md §7) and the final scoring (§8). Pure
 * functions over the state, so tests can check the seeds' worked examples directly.
 */
import type { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import type { Achievement } from './data';
import { me } from './board';
import { dataOf, effectsOf, type NipponState, type Player, starsAtOrBelow, trackValue } from './state';
import { ACHIEVEMENT_NAMES_JA, ga, SCORING_MARKS, yenJa } from './words';

export interface RegionScore {
  /** Influence per seat (0 when absent), and the foreign companies'. */
  influence: number[];
  foreign: number;
  /** VP per seat from the ranking, and from ships. */
  rankVp: number[];
  shipVp: number[];
}

/** Influence of each seat in region r: tiles, plus trains only with ≥1 tile there (§7.1, §11.11). */
export function regionInfluence(s: NipponState, r: number): { influence: number[]; foreign: number } {
  const d = dataOf(s);
  const influence = s.seats.map(() => 0);
  let foreign = 0;
  const hasTile = s.seats.map(() => false);
  for (const city of [2 * r, 2 * r + 1]) {
    s.cities[city]?.slots.forEach((t, slot) => {
      if (t) {
        influence[t.seat] = (influence[t.seat] as number) + t.value;
        hasTile[t.seat] = true;
      } else foreign += d.foreignValues[slot] as number;
    });
  }
  for (const x of s.transports[r] ?? []) {
    if (x.piece === 'train' && hasTile[x.seat]) influence[x.seat] = (influence[x.seat] as number) + x.value;
  }
  return { influence, foreign };
}

/**
 * §7: contenders with influence > 0 (A7) ranked; tied contenders share the VP of the positions
 * they occupy, rounded down; ranks 1 and 2 (1 + contenders strictly ahead, A8) also score ships.
 */
export function scoreRegion(s: NipponState, r: number, scoring: number): RegionScore {
  const d = dataOf(s);
  const table = d.scoringVp[scoring - 1] as readonly number[];
  const { influence, foreign } = regionInfluence(s, r);
  const FOREIGN = -1;
  const contenders = [...influence.map((v, seat) => ({ who: seat, v })), { who: FOREIGN, v: foreign }].filter((c) => c.v > 0);
  const rankVp = s.seats.map(() => 0);
  const shipVp = s.seats.map(() => 0);
  for (const c of contenders) {
    const ahead = contenders.filter((o) => o.v > c.v).length;
    const tied = contenders.filter((o) => o.v === c.v).length;
    let pool = 0;
    for (let pos = ahead; pos < ahead + tied; pos++) pool += table[pos] ?? 0;
    if (c.who === FOREIGN) continue;
    rankVp[c.who] = Math.floor(pool / tied);
    if (ahead + 1 <= 2) {
      shipVp[c.who] = (s.transports[r] ?? []).filter((x) => x.piece === 'ship' && x.seat === c.who).reduce((a, x) => a + x.value, 0);
    }
  }
  return { influence, foreign, rankVp, shipVp };
}

export function runScoring(d: Draft<NipponState>, scoring: number): void {
  const data = dataOf(d.s);
  d.say(null, `Scoring ${scoring}`, `${scoring}回目の得点計算（${SCORING_MARKS[scoring - 1]}）`);
  data.regions.forEach((region, r) => {
    const res = scoreRegion(d.s, r, scoring);
    res.rankVp.forEach((vp, seat) => {
      const total = vp + (res.shipVp[seat] as number);
      if (total === 0) return;
      me(d, seat).vp += total;
      d.say(
        seat,
        `scores ${vp} VP in ${region.name} (influence ${res.influence[seat]}, foreign ${res.foreign})${res.shipVp[seat] ? ` + ${res.shipVp[seat]} VP for ships` : ''}`,
        `${ga(seat)}${region.ja}で${vp}勝利点を得た（影響力${res.influence[seat]}、海外企業${res.foreign}）${res.shipVp[seat] ? `。さらに船で${res.shipVp[seat]}勝利点を得た` : ''}`,
      );
    });
  });
  d.s.scorings = scoring;
}

/** Wages: ¥3,000 per distinct colour, as many as affordable; −2 VP per unpaid colour, VP ≥ 0 (§6.3, A9). */
export function payWages(d: Draft<NipponState>, seat: Seat): { colours: number; paid: number; lost: number } {
  const data = dataOf(d.s);
  const p = me(d, seat);
  const colours = new Set(p.workers).size;
  const paid = Math.min(colours, Math.floor(p.yen / data.wage));
  p.yen -= paid * data.wage;
  const before = p.vp;
  p.vp = Math.max(0, p.vp - (colours - paid) * data.wagePenalty);
  return { colours, paid, lost: before - p.vp };
}

/** §8 base VP of one achievement space. */
export function achievementBase(s: NipponState, seat: Seat, a: Achievement): number {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  const stars = (kind: 'coal' | 'knowledge') => effectsOf(d, p).filter((e) => e.kind === 'star' && e.achievement === kind).length;
  switch (a) {
    case 'yen':
      return Math.floor(p.yen / d.yenPerVp);
    case 'ships':
    case 'trains': {
      const piece = a === 'ships' ? 'ship' : 'train';
      return d.pieces[piece].stars.filter((k) => k <= p.placed[piece]).length;
    }
    case 'influence':
      return d.regions.filter((_r, r) => [2 * r, 2 * r + 1].some((c) => s.cities[c]?.slots.some((t) => t?.seat === seat))).length;
    case 'mechanization':
      return p.factories.filter((f) => f.machine === 2).length;
    case 'factories':
      return p.factories.filter((f) => d.levelOf[f.good] >= 2).length;
    case 'coal':
      return starsAtOrBelow(d, 'coal', p.track.coal) + stars('coal');
    case 'knowledge':
      return starsAtOrBelow(d, 'knowledge', p.track.knowledge) + stars('knowledge');
    case 'contracts':
      return Math.floor(p.contractsDone.length / d.contractsPerVp);
  }
}

/** Multiplier: the tile's, else the printed ×1, else 0 (§8.2). */
export function achievementMultiplier(s: NipponState, seat: Seat, index: number): number {
  const d = dataOf(s);
  const tile = (s.seats[seat] as Player).achievements[index] ?? 0;
  return tile > 0 ? tile : (d.achievements[index]?.printed ?? 0);
}

/** §8: final budget (no silk-1, A16), wages, then the nine achievements. */
export function finalScoring(d: Draft<NipponState>): void {
  const data = dataOf(d.s);
  d.say(null, 'Final scoring', '最終得点計算');
  for (let seat = 0; seat < d.s.players; seat++) {
    const p = me(d, seat);
    p.yen = trackValue(data, 'money', p.track.money);
    const w = payWages(d, seat);
    const lines = [`final income ¥${p.yen + w.paid * data.wage},000, wages for ${w.colours} colour(s): paid ${w.paid}, lost ${w.lost} VP`];
    const linesJa = [`最終収入${yenJa(p.yen + w.paid * data.wage)}、賃金${w.colours}色：${w.paid}色支払い、${w.lost}勝利点を失う`];
    let total = 0;
    data.achievements.forEach((a, i) => {
      const base = achievementBase(d.s, seat, a.id);
      const mult = achievementMultiplier(d.s, seat, i);
      if (base * mult > 0) {
        lines.push(`${a.id} ${base} × ${mult} = ${base * mult}`);
        linesJa.push(`${ACHIEVEMENT_NAMES_JA[a.id]} ${base} × ${mult} = ${base * mult}`);
      }
      total += base * mult;
    });
    me(d, seat).vp += total;
    const vp = d.s.seats[seat]?.vp;
    d.mut('breakdown').push({
      seat,
      text: `${lines.join('; ')}; achievements ${total} VP; total ${vp} VP`,
      ja: `${linesJa.join('；')}；業績${total}勝利点；合計${vp}勝利点`,
    });
    d.say(seat, `scores ${total} VP for achievements`, `${ga(seat)}業績で${total}勝利点を得た`);
  }
}
