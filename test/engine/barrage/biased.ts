/**
 * A play-out chooser that plays "with purpose": uniform random moves mostly bank engineers away,
 * so productions, contracts and company abilities are rare. This one prefers fulfilling a
 * contract, producing and building, and banks only now and then; the checks are the core's.
 */
import { barrage, type BarrageMove } from '../../../engine/barrage';
import { newMatch, playMove, type Match } from '../../../engine/core/match';
import { checkPosition, type CheckLevel } from '../../../engine/core/playout';
import { randomInt, seedRng, type RngState } from '../../../engine/core/rng';
import type { GameResult, OptionValue } from '../../../engine/core/types';

const PREFER: readonly ((m: BarrageMove) => boolean)[] = [
  (m) => m.kind === 'fulfil',
  (m) => m.kind === 'produce' || (m.kind === 'place' && m.space.startsWith('T')),
  (m) => m.kind === 'place' && m.space.startsWith('CB'),
  (m) => m.kind === 'buildFree' || m.kind === 'copy',
];

export function choose(rng: RngState, legal: readonly BarrageMove[]): BarrageMove {
  for (const wanted of PREFER) {
    const hits = legal.filter(wanted);
    if (hits.length > 0 && randomInt(rng, 10) < 7) return hits[randomInt(rng, hits.length)]!;
  }
  const notBank = legal.filter((m) => !(m.kind === 'place' && m.space === 'BANK'));
  const pool = notBank.length > 0 && randomInt(rng, 10) < 9 ? notBank : legal;
  return pool[randomInt(rng, pool.length)]!;
}

export interface BiasedReport {
  readonly error: string | null;
  readonly result: GameResult | null;
  readonly events: readonly string[];
}

export function biasedPlayout(
  players: number,
  seed: string,
  checks: CheckLevel = 'light',
  options: Record<string, OptionValue> = {},
): BiasedReport {
  const created = newMatch(barrage, players, options, seed);
  if (!created.ok) return { error: created.error.reason, result: null, events: [] };
  let match: Match = created.match;
  const rng = seedRng(`biased:${seed}`);
  const events: string[] = [];
  for (let step = 0; step < 5000; step++) {
    const problem = checkPosition(barrage, match, checks);
    if (problem) return { error: `step ${match.step}: ${problem}`, result: null, events };
    const pending = barrage.pending(match.state as never)[0];
    if (!pending) return { error: null, result: barrage.result(match.state as never), events };
    const legal = barrage.legalMoves(match.state as never, pending.seat);
    const move = choose(rng, legal);
    const out = playMove(barrage, match, pending.seat, move);
    if (!out.ok) return { error: `"${barrage.format(move)}" refused: ${out.error.reason}`, result: null, events };
    for (const st of out.steps) for (const e of st.events) events.push(e.text);
    match = out.match;
  }
  return { error: 'not finished after 5000 decisions', result: null, events };
}
