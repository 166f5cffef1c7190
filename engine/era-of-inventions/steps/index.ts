/** The step table and the runner: the whole turn flow of §3.1. */
import { createRunner, type StepTable } from '../../core/steps/runner';
import { formatMove } from '../notation';
import type { Auto } from './common';
import { finalScores } from '../score';
import type { EraFrame, EraMove, EraState, FrameOf } from '../state';
import { build } from './build';
import { buy } from './buy';
import { lab } from './lab';
import { make, payAny, royalties } from './make';
import { market, swapGain } from './market';
import { output, pickFactory, split } from './production';
import { bonus, place, resolve, roundStart } from './turn';
import { upkeep } from './upkeep';
import { formatMoveJa } from '../notation-ja';

const final: Auto<'final'> = {
  automatic: true,
  run(d) {
    d.s.final = finalScores(d.s);
    d.say(null, 'The game is over', 'ゲームが終了した');
    d.s.final.forEach((f, seat) => d.say(seat, `scores ${f.total} IP`, `最終得点${f.total}影響点を得た`));
    return [];
  },
};

const steps: StepTable<EraState, EraMove, EraFrame> = {
  roundStart,
  place,
  resolve,
  build,
  output,
  split,
  pickFactory,
  buy,
  market,
  swapGain,
  lab,
  make,
  payAny,
  royalties,
  bonus,
  upkeep,
  final,
};

export const runner = createRunner<EraState, EraMove, EraFrame>({
  steps,
  format: formatMove,
  formatJa: formatMoveJa,
  // The round's resolution is over: upkeep and the next round, or final scoring after the last (D20).
  next(d) {
    if (d.s.final) return [];
    return d.s.round < d.s.rounds ? [{ kind: 'upkeep' }, { kind: 'roundStart' }] : [{ kind: 'final' }];
  },
});

export { steps };
