/**
 * Consolidation (rules/nippon.md §6): budget, the Emperor's reward (D15, D16), wages.
 */
import type { Draft } from '../../core/steps/draft';
import type { Seat } from '../../core/types';
import { gain, me, returnWorkers } from '../board';
import type { NipponMove } from '../moves';
import { payWages } from '../scoring';
import { dataOf, effectsOf, type Frame, type NipponState, type Player, trackValue } from '../state';
import { ACHIEVEMENT_NAMES_JA, describeGain, describeGainJa, ga } from '../words';
import { type Auto, notNow, refusal, type Step, yen, yenJa } from './common';

/** Reward columns a player with `max` (the number above the rightmost worker) may take from. */
export function rewardChoices(s: NipponState, max: number): NipponMove[] {
  const d = dataOf(s);
  const out: NipponMove[] = [];
  d.rewardMultipliers.forEach((mult, column) => {
    if (mult > max) return;
    d.rewardBonuses.forEach((_b, bonus) => {
      if ((s.rewards[column]?.[bonus] ?? 0) > 0) out.push({ kind: 'reward', column, bonus });
    });
  });
  return out;
}

export function emptySpaces(s: NipponState, seat: Seat): NipponMove[] {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  return d.achievements.filter((_a, i) => (p.achievements[i] ?? 0) === 0).map((a) => ({ kind: 'space', achievement: a.id }));
}

/** The tile goes on an empty achievement space, or is discarded when none is left (§6.2, §11.17). */
function placeTile(d: Draft<NipponState>, seat: Seat, mult: number): Frame[] {
  if (emptySpaces(d.s, seat).length > 0) return [{ kind: 'achievement', seat, mult }];
  d.say(
    seat,
    `has no empty achievement space: the ×${mult} tile is discarded`,
    `${ga(seat)}業績エリアに空きがないため、×${mult}タイルを捨てた`,
  );
  return [];
}

/** §6 step 1 now; the reward decision, wages and end of turn follow as frames. */
export function consolidate(d: Draft<NipponState>, seat: Seat): Frame[] {
  const data = dataOf(d.s);
  const p = me(d, seat);
  let keep = 0;
  let bonusYen = 0;
  for (const e of effectsOf(data, p)) {
    if (e.kind === 'keepCoal') keep = Math.max(keep, e.coal);
    if (e.kind === 'consolidationYen') bonusYen += e.yen;
  }
  // D14: keeping 1 coal with silk-2 is never harmful, so it is automatic.
  const kept = Math.min(keep, p.coal);
  p.yen = trackValue(data, 'money', p.track.money) + bonusYen;
  p.coal = kept + trackValue(data, 'coal', p.track.coal);
  d.say(
    seat,
    `consolidates: income ${yen(p.yen)} and ${p.coal} coal${kept ? ' (1 coal kept)' : ''}`,
    `${ga(seat)}統合整理し、収入${yenJa(p.yen)}と石炭${p.coal}を受け取った${kept ? '（石炭1を残した）' : ''}`,
  );
  const out: Frame[] = [];
  const w = p.workers.length;
  if (w >= 3) {
    const max = data.workerSpaceNumbers[w - 1] as number;
    if (rewardChoices(d.s, max).length > 0) out.push({ kind: 'reward', seat, max });
    else if (d.s.rewards.some((col) => col.some((n) => n > 0)))
      d.say(
        seat,
        `gets no reward: only columns above ×${max} have tiles`,
        `${ga(seat)}報賞を受け取れなかった（×${max}以下の列に報賞タイルがない）`,
      );
    else if (d.s.x2Left > 0) {
      d.s.x2Left -= 1;
      d.say(seat, 'takes a ×2 tile (the reward area is empty)', `${ga(seat)}×2タイルを取った（報賞タイルが残っていない）`);
      out.push(...placeTile(d, seat, 2));
    } else
      d.say(
        seat,
        'gets no reward: no reward or ×2 tile is left',
        `${ga(seat)}報賞を受け取れなかった（報賞タイルも×2タイルも残っていない）`,
      );
  }
  return [...out, { kind: 'wages', seat }, { kind: 'after', seat }, { kind: 'endTurn', seat, took: false }];
}

export const reward: Step<'reward'> = {
  decision: 'D15',
  prompt: (_s, f) => `take the Emperor's reward (columns up to ×${f.max})`,
  promptJa: (_s, f) => `天皇の報賞を選ぶ（×${f.max}の列まで）`,
  legal: (s, f) => rewardChoices(s, f.max),
  apply(d, f, seat, move) {
    if (move.kind !== 'reward') return [];
    const data = dataOf(d.s);
    d.at('rewards', move.column)[move.bonus] -= 1;
    const b = data.rewardBonuses[move.bonus]!;
    gain(d, seat, b.gain);
    const mult = data.rewardMultipliers[move.column] as number;
    d.say(
      seat,
      `takes the Emperor's reward: ${describeGain(b.gain)}, ×${mult} tile`,
      `${ga(seat)}天皇の報賞で${describeGainJa(b.gain)}と×${mult}タイルを得た`,
    );
    return placeTile(d, seat, mult);
  },
  explain(s, f, seat, move) {
    if (move.kind === 'reward') {
      const mult = dataOf(s).rewardMultipliers[move.column] ?? 0;
      const w = (s.seats[seat] as Player).workers.length;
      if (mult > f.max) {
        return refusal(
          `With ${w} workers you may take from columns up to ×${f.max}, not ×${mult} (§6).`,
          `ワーカー${w}個では×${f.max}までの列から取れます。×${mult}は取れません（§6）。`,
        );
      }
      return refusal(`That reward stack (×${mult}) is empty.`, `その報賞タイルの山（×${mult}）は空です。`);
    }
    return notNow(move, ["take the Emperor's reward", '天皇の報賞を選ぶ'], reward.legal(s, f, seat));
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const achievement: Step<'achievement'> = {
  decision: 'D16',
  prompt: (_s, f) => `place the ×${f.mult} tile on an achievement space`,
  promptJa: (_s, f) => `×${f.mult}タイルを置く業績を選ぶ`,
  legal: (s, f) => emptySpaces(s, f.seat),
  apply(d, f, seat, move) {
    if (move.kind !== 'space') return [];
    const i = dataOf(d.s).achievements.findIndex((a) => a.id === move.achievement);
    me(d, seat).achievements[i] = f.mult;
    d.say(
      seat,
      `puts the ×${f.mult} tile on ${move.achievement}`,
      `${ga(seat)}×${f.mult}タイルを業績「${ACHIEVEMENT_NAMES_JA[move.achievement]}」に置いた`,
    );
    return [];
  },
  explain: (s, f, seat, move) =>
    notNow(
      move,
      ['place the tile', `×${f.mult}タイルを置く業績を選ぶ`],
      achievement.legal(s, f, seat),
      move.kind === 'space' ? ['that space already holds a tile (§6.2)', 'その業績には既にタイルがあります（§6.2）'] : undefined,
    ),
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

/** §6 step 3: wages, then the workers go back to the bag (and top up short rows, A40). */
export const wages: Auto<'wages'> = {
  automatic: true,
  run(d, f) {
    const w = payWages(d, f.seat);
    const workers = [...(d.s.seats[f.seat] as Player).workers];
    me(d, f.seat).workers = [];
    returnWorkers(d, workers);
    const data = dataOf(d.s);
    d.say(
      f.seat,
      `pays wages for ${w.colours} colour(s): ${yen(w.paid * data.wage)}${w.lost ? `, loses ${w.lost} VP` : ''}`,
      `${ga(f.seat)}賃金${yenJa(w.paid * data.wage)}（${w.colours}色分）を払った${w.lost ? `。払えなかった分で${w.lost}勝利点を失った` : ''}`,
    );
    return [];
  },
};
