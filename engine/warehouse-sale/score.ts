/** §5: money is coins plus cheques; the most money wins, ties go to more coins. */
import { rankSeats } from '../core/steps/ranking';
import type { GameResult } from '../core/types';
import { CHEQUES, CRATES } from './data';
import { phaseOf, type SaleState } from './state';
import { coinsText, list } from './words';

export const moneyOf = (s: SaleState, seat: number): number =>
  (s.coins[seat] as number) + (s.cheques[seat] as number[]).reduce((a, b) => a + b, 0);

export function resultOf(s: SaleState): GameResult | null {
  if (s.stack.length > 0) return null;
  const scores = s.coins.map((_c, seat) => moneyOf(s, seat));
  const { ranking, places } = rankSeats(scores, [s.coins]);
  return {
    scores,
    ranking,
    places,
    tieBreak: [...s.coins],
    breakdown: scores.map((money, seat) => {
      const coins = s.coins[seat] as number;
      const cheques = s.cheques[seat] as number[];
      return {
        seat,
        text: `${coinsText(coins, 'en')} + cheques ${list(cheques, 'en')} = ${money}`,
        ja: `${coinsText(coins, 'ja')}＋小切手${list(cheques, 'ja')}＝${money}`,
      };
    }),
  };
}

/** Nothing made or lost: every crate is held, on offer, in the pile or sold; every cheque likewise. */
export function invariants(s: SaleState): string[] {
  const out: string[] = [];
  if (s.coins.some((c) => c < 0)) out.push('negative coins');
  const buying = phaseOf(s.round) === 'buying';
  const sold = s.cheques.flat().length;
  const crates = s.crates.flat().length + s.crateDeck.length + (buying ? s.offer.length : 0) + sold;
  if (crates !== CRATES.length) out.push(`${crates} crates held, on offer, in the pile or sold, not ${CRATES.length}`);
  const cheques = sold + s.chequeDeck.length + (buying ? 0 : s.offer.length);
  if (cheques !== CHEQUES.length) out.push(`${cheques} cheques won, on offer or in the pile, not ${CHEQUES.length}`);
  return out;
}
