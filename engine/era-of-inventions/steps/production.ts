/** Area 2: produce in factories (§2.5 area 2, DP-4) and bonus action b. */
import { withField } from '../../core/json';
import type { Draft } from '../../core/steps/draft';
import type { Seat } from '../../core/types';
import type { Good, OutputGroup } from '../data';
import { countEn, countJa, factoryJa, factoryOf, factoryType, GOOD_JA, seatW } from '../economy';
import type { EraFrame, EraMove, EraState, FrameOf, SeatState } from '../state';
import { refusal, type Step, type Auto } from './common';

function gainGood(p: SeatState, good: Good, n: number): void {
  if (good === 'coin') p.coins += n;
  else if (good === 'gear') p.gears += n;
  else p.res[good] += n;
}

export function goodsText(goods: Partial<Record<Good, number>>): string {
  return Object.entries(goods)
    .filter(([, n]) => (n as number) > 0)
    .map(([g, n]) => countEn(g as Good, n as number))
    .join(' + ');
}

export function goodsTextJa(goods: Partial<Record<Good, number>>): string {
  return Object.entries(goods)
    .filter(([, n]) => (n as number) > 0)
    .map(([g, n]) => countJa(g as Good, n as number))
    .join('+');
}

/** Every way to take `count` pieces from a choice group ("2 under two icons"), in the group's order. */
export function splits(group: OutputGroup): Partial<Record<Good, number>>[] {
  const out: Partial<Record<Good, number>>[] = [];
  const walk = (i: number, left: number, acc: Partial<Record<Good, number>>): void => {
    const good = group.options[i] as Good;
    if (i === group.options.length - 1) return void out.push(left > 0 ? withField(acc, good, left) : acc);
    for (let n = left; n >= 0; n--) walk(i + 1, left - n, n > 0 ? withField(acc, good, n) : acc);
  };
  walk(0, group.count, {});
  return out;
}

/** Fixed outputs arrive at once; each choice group becomes a decision of its owner (DP-4). */
export const output: Auto<'output'> = {
  automatic: true,
  run(d, f) {
    const p = seatW(d, f.seat);
    const fixed: Partial<Record<Good, number>> = {};
    const choices: EraFrame[] = [];
    for (const instance of f.factories) {
      factoryOf(d.s, instance).output.forEach((g, group) => {
        if (g.options.length === 1) {
          const good = g.options[0] as Good;
          gainGood(p, good, g.count);
          fixed[good] = (fixed[good] ?? 0) + g.count;
        } else choices.push({ kind: 'split', seat: f.seat, factory: instance, group });
      });
    }
    if (Object.keys(fixed).length > 0) d.say(f.seat, `produces ${goodsText(fixed)}`, `工場で${goodsTextJa(fixed)}を生産した`);
    return choices;
  },
};

export const split: Step<'split'> = {
  decision: 'DP-4',
  prompt: (s, f) => `choose the ${factoryOf(s, f.factory).output[f.group]!.count} pieces of factory ${factoryType(f.factory)}`,
  promptJa: (s, f) => `${factoryJa(s, f.factory)}の生産物${factoryOf(s, f.factory).output[f.group]!.count}個を選ぶ`,
  legal: (s, f) => splits(factoryOf(s, f.factory).output[f.group] as OutputGroup).map((goods) => ({ kind: 'take', goods })),
  apply(d, f, seat, move) {
    if (move.kind !== 'take') return [];
    const p = seatW(d, seat);
    for (const [g, n] of Object.entries(move.goods)) gainGood(p, g as Good, n as number);
    d.say(
      seat,
      `takes ${goodsText(move.goods)} from factory ${factoryType(f.factory)}`,
      `${factoryJa(d.s, f.factory)}から${goodsTextJa(move.goods)}を得た`,
    );
    return [];
  },
  explain(s, f, _seat, move) {
    const g = factoryOf(s, f.factory).output[f.group] as OutputGroup;
    if (move.kind !== 'take') return null;
    return refusal(
      `Factory ${factoryType(f.factory)} gives ${g.count} pieces in any mix of ${g.options.join(' and ')}: ${goodsText(move.goods) || 'nothing'} is not such a mix.`,
      `${factoryJa(s, f.factory)}の生産物は${g.options.map((x) => GOOD_JA[x]).join('と')}を組み合わせた${g.count}個です。${goodsTextJa(move.goods) || 'なし'}はその組み合わせではありません。`,
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

/** Bonus b: one own factory, by type (copies produce alike). */
export function factoryMoves(s: EraState, seat: Seat): EraMove[] {
  return [...new Set(s.seats[seat]!.factories.map(factoryType))].map((factory) => ({ kind: 'factory', factory }));
}

export const pickFactory: Step<'pickFactory'> = {
  decision: 'DP-4',
  prompt: () => 'choose 1 of your factories to produce (bonus action b)',
  promptJa: () => '生産する自分の工場を1つ選ぶ（追加アクションb）',
  legal: (s, _f, seat) => factoryMoves(s, seat),
  apply(d, _f, seat, move) {
    if (move.kind !== 'factory') return [];
    const instance = d.s.seats[seat]!.factories.find((id) => factoryType(id) === move.factory) as string;
    d.say(seat, `produces with factory ${move.factory}`, `${factoryJa(d.s, move.factory)}で生産した`);
    return [{ kind: 'output', seat, factories: [instance] }];
  },
  explain: (_s, _f, _seat, move) =>
    move.kind === 'factory'
      ? refusal(`You own no factory ${move.factory}.`, `あなたは工場${move.factory}を持っていません。`, 'not-available')
      : null,
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

/** Area 2 in full: every factory the seat owns, start factory included. */
export function produceAll(d: Draft<EraState>, seat: Seat): EraFrame[] {
  return [{ kind: 'output', seat, factories: [...d.s.seats[seat]!.factories] }];
}
