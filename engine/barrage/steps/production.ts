/** DP-05/07/08 (spec §4.4.2): choose the production system, then the drops. */
import { dropChoices, produce, systems } from '../production';
import type { Step } from './step';
import type { BarrageMove } from '../moves';
import { say } from '../ctx';
import { offTopic, whyNotProduce, whyNotRelease, whyNotSkip } from './why';

export const chooseSystemStep: Step<'chooseSystem'> = {
  decision: 'DP-05',
  prompt: (_s, f) =>
    f.second
      ? 'choose a second production (Germany) or skip'
      : f.optional
        ? 'choose a production with +2 or skip'
        : 'choose dam, conduit and powerhouse',
  promptJa: (_s, f) =>
    f.second ? 'ドイツの2回目の発電を選ぶか、しない' : f.optional ? '+2の発電を選ぶか、しない' : '発電に使うダム・取水塔・発電所を選ぶ',
  legal(s, f) {
    const out: BarrageMove[] = systems(s, f.seat, f.exclude)
      .filter((sys) => dropChoices(s, f.seat, sys, f.modifier, f.second).length > 0)
      .map((sys) => ({ kind: 'produce' as const, ...sys }));
    if (f.optional) out.push({ kind: 'decline' });
    return out;
  },
  apply(dr, f, _seat, move) {
    const d = dr.s;
    if (move.kind === 'decline') {
      say(dr, f.seat, 'declines the production', '発電しない');
      return [];
    }
    if (move.kind !== 'produce') return [];
    const sys = { dam: move.dam, conduit: move.conduit, powerhouse: move.powerhouse };
    const ks = dropChoices(d, f.seat, sys, f.modifier, f.second);
    if (ks.length === 1) return produce(d, f.seat, sys, ks[0]!, f.modifier, f.second, dr);
    // The drops are asked next: say which system was chosen (every move tells what happened).
    say(
      dr,
      f.seat,
      `chooses to produce from ${sys.dam} via ${sys.conduit} to ${sys.powerhouse}`,
      `発電に${sys.dam}→${sys.conduit}→${sys.powerhouse}を選ぶ`,
    );
    return [{ kind: 'chooseDrops', seat: f.seat, modifier: f.modifier, second: f.second, ...sys }];
  },
  explain(s, f, seat, move) {
    if (move.kind === 'produce') return whyNotProduce(s, f, seat, move);
    if (move.kind === 'decline')
      return whyNotSkip({
        en: 'this production is part of the action you chose: choose dam, conduit and powerhouse',
        ja: 'この発電は選んだアクションの一部です。ダム・取水塔・発電所を選んでください',
      });
    return offTopic(
      move,
      { en: 'choose dam, conduit and powerhouse', ja: '発電に使うダム・取水塔・発電所を選ぶ' },
      chooseSystemStep.legal(s, f, seat),
    );
  },
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};

export const chooseDropsStep: Step<'chooseDrops'> = {
  decision: 'DP-05',
  prompt: () => 'choose how many drops to release',
  promptJa: () => '使う水の数を選ぶ',
  legal(s, f) {
    return dropChoices(s, f.seat, f, f.modifier, f.second).map((drops) => ({ kind: 'release' as const, drops }));
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'release') return [];
    return produce(d.s, f.seat, f, move.drops, f.modifier, f.second, d);
  },
  explain: (s, f, seat, move) =>
    move.kind === 'release'
      ? whyNotRelease(s, f, seat, move.drops)
      : offTopic(move, { en: 'choose how many drops to release', ja: '使う水の数を選ぶ' }, chooseDropsStep.legal(s, f, seat)),
  neutral: () => null,
};
