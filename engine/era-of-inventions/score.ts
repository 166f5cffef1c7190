/** Final scoring (§2.10): track IP, leftovers through the exchange market, three 5-point bonuses. */
import { rankSeats } from '../core/steps/ranking';
import type { GameResult, ScoreLine } from '../core/types';
import { factoryOf, ix, resourceCount } from './economy';
import type { EraState, FinalScore, SeatState } from './state';

/** D8: unlimited M1/M2/U1/U2/L2 at the optimum: gears 1:1, coins 2:1, resources 2 → 1 coin. Bonus tokens are worth 0 (D14). */
export function leftoverIp(p: SeatState): number {
  return p.gears + Math.floor((p.coins + Math.floor(resourceCount(p) / 2)) / 2);
}

/** §2.10 C payout: 1 best → 5, 2 tied → 3 each, 3 → 2 each, 4 or 5 → 1 each; a best of 0 scores nothing (D9). */
export function bonusShares(values: readonly number[], requirePositive = true): number[] {
  const best = Math.max(...values);
  if (requirePositive && best <= 0) return values.map(() => 0);
  const tied = values.filter((v) => v === best).length;
  const each = tied === 1 ? 5 : tied === 2 ? 3 : tied === 3 ? 2 : 1;
  return values.map((v) => (v === best ? each : 0));
}

/** Patents count track steps, wasted ones included (D11). */
export const patentCount = (s: EraState): number[] => s.seats.map((p) => p.patentStep);

/** Gears spent = the printed gear costs of the spaces a seat developed (§2.8). */
export function gearsSpent(s: EraState): number[] {
  const spaces = ix(s).data.inventionSpaces;
  return s.seats.map((_p, seat) => s.dev.reduce((n: number, x, i) => (x === seat ? n + spaces[i]!.gearCost : n), 0));
}

/** Production capacity = the top-row numbers of the seat's factories, start factory included (D26). */
export function capacities(s: EraState): number[] {
  return s.seats.map((p) => p.factories.reduce((n, id) => n + factoryOf(s, id).capacity, 0));
}

export function inventionsDeveloped(s: EraState): number[] {
  return s.seats.map((_p, seat) => s.dev.filter((x) => x === seat).length);
}

export function finalScores(s: EraState): FinalScore[] {
  const positive = s.rules.bonusRequiresPositive;
  const patents = bonusShares(patentCount(s), positive);
  const gears = bonusShares(gearsSpent(s), positive);
  const capacity = bonusShares(capacities(s), positive);
  return s.seats.map((p, seat) => {
    const leftovers = leftoverIp(p);
    const total = p.ip + leftovers + patents[seat]! + gears[seat]! + capacity[seat]!;
    return { track: p.ip, leftovers, patents: patents[seat]!, gears: gears[seat]!, capacity: capacity[seat]!, total };
  });
}

export function resultOf(s: EraState): GameResult | null {
  if (!s.final || s.stack.length > 0) return null;
  const scores = s.final.map((f) => f.total);
  const inventions = inventionsDeveloped(s);
  // Tie: more inventions developed wins; still tied: a shared place (D10).
  const { ranking, places } = rankSeats(scores, [inventions]);
  const pat = patentCount(s);
  const gears = gearsSpent(s);
  const cap = capacities(s);
  const breakdown: ScoreLine[] = s.final.map((f, seat) => ({
    seat,
    text:
      `${f.total} IP: track ${f.track} + leftovers ${f.leftovers} + most patents ${f.patents} (${pat[seat]}) + most gears spent ${f.gears} (${gears[seat]})` +
      ` + largest capacity ${f.capacity} (${cap[seat]}); ${inventions[seat]} inventions developed`,
    // §2.10's parts A, B, C in the seed's words.
    ja:
      `${f.total}影響点：トラック${f.track}＋手元の駒・金貨${f.leftovers}＋特許最多${f.patents}（${pat[seat]}）＋消費歯車最多${f.gears}（${gears[seat]}）` +
      `＋生産能力最大${f.capacity}（${cap[seat]}）。開発した発明品${inventions[seat]}個`,
  }));
  return { scores, ranking, places, tieBreak: inventions, breakdown };
}
