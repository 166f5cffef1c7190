/** Area 1: build factories (§2.5 area 1, DP-3) and bonus action g. */
import type { Seat } from '../../core/types';
import { costText, costTextJa, factoryOf, factoryType, gainIp, missingText, missingTextJa, pay, seatW, shortfall } from '../economy';
import type { EraMove, EraState } from '../state';
import { refusal, stopOrFirst, withDone, type Step } from './common';

/** One move per factory type on the display (copies are alike), in slot order, if affordable. */
export function buildMoves(s: EraState, seat: Seat): EraMove[] {
  const seen = new Set<string>();
  const out: EraMove[] = [];
  for (const id of s.facDisplay) {
    if (id === null) continue;
    const type = factoryType(id);
    if (seen.has(type)) continue;
    seen.add(type);
    if (shortfall(s.seats[seat]!, factoryOf(s, type).cost) === null) out.push({ kind: 'build', factory: type });
  }
  return out;
}

export const build: Step<'build'> = {
  decision: 'DP-3',
  prompt: (_s, f) => (f.bonus ? 'build 1 factory (bonus action g)' : `build factories (up to ${f.left} more)`),
  promptJa: (_s, f) => (f.bonus ? '工場を1つ建設する（追加アクションg）' : `工場を建設する（あと${f.left}枚まで）`),
  legal: (s, f, seat) => withDone(buildMoves(s, seat), f.bonus),
  apply(d, f, seat, move) {
    if (move.kind === 'done') {
      d.say(seat, 'builds no more factories', '工場の建設を終えた');
      return [];
    }
    if (move.kind !== 'build') return [];
    const slot = d.s.facDisplay.findIndex((id) => id !== null && factoryType(id) === move.factory);
    const instance = d.s.facDisplay[slot] as string;
    const card = factoryOf(d.s, move.factory);
    d.mut('facDisplay')[slot] = null; // E3: the slot stays empty until upkeep
    const p = seatW(d, seat);
    pay(p, card.cost);
    p.factories.push(instance);
    d.say(
      seat,
      `builds factory ${move.factory} for ${costText(card.cost)}`,
      `${costTextJa(card.cost)}を支払い、工場${move.factory}を建設した`,
    );
    gainIp(d, seat, card.ip, `factory ${move.factory}`, `工場${move.factory}`);
    return f.left > 1 ? [{ ...f, left: f.left - 1 }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'build') return null;
    const on = s.facDisplay.some((id) => id !== null && factoryType(id) === move.factory);
    if (!on)
      return refusal(
        `There is no factory ${move.factory} on the factory display.`,
        `工場カード置き場に工場${move.factory}はありません。`,
        'not-available',
      );
    const cost = factoryOf(s, move.factory).cost;
    const missing = shortfall(s.seats[seat]!, cost);
    if (missing) {
      return refusal(
        `Factory ${move.factory} costs ${costText(cost)}: you lack ${missingText(missing)}.`,
        `工場${move.factory}のコストは${costTextJa(cost)}です。${missingTextJa(missing)}が足りません。`,
        'cannot-afford',
      );
    }
    return refusal(
      `You may build up to ${f.left} more ${f.left === 1 ? 'factory' : 'factories'} in this action.`,
      `このアクションで建設できる工場はあと${f.left}枚までです。`,
    );
  },
  neutral: stopOrFirst,
};
