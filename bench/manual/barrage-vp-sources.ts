/**
 * `npx tsx bench/manual/barrage-vp-sources.ts [games] [player] [first]`: 4-player Barrage games played by
 * `policy` (the cheap roll-out policy alone, the default) or by the searching bot with that many
 * iterations, and where the winners' VP came from (energy ranking, round bonus tiles, objective,
 * leftovers, water, the rest: contracts, conduit fees, company-board VP), per game and on average.
 * A tuning aid for the Barrage policy: it shows which VP sources a change moved.
 */
import type { BarrageState } from '../../engine/barrage';
import { registry } from '../../engine/games';
import { deepFigures, mean, playGame, type Played, type Player } from '../support/bot-games';

const games = Number(process.argv[2] ?? 20);
const player: Player = process.argv[3] && process.argv[3] !== 'policy' ? { iterations: Number(process.argv[3]) } : 'policy';
const first = Number(process.argv[4] ?? 0);
const game = registry.get('barrage')!;

type Sources = { ranking: number; bonus: number; objective: number; leftover: number; water: number; rest: number; energy: number };

/** VP sources of `seat` read back from the score lines (engine/barrage/score.ts). */
function sources(s: BarrageState, seat: number, total: number): Sources {
  const src: Sources = { ranking: 0, bonus: 0, objective: 0, leftover: 0, water: 0, rest: 0, energy: 0 };
  for (const line of s.breakdown) {
    if (line.seat !== seat) continue;
    const round = /energy (\d+), ranking (\d+) VP.*?(?:, −(\d+) VP)?, bonus \S+ (\d+) VP/.exec(line.text);
    if (round) {
      src.energy += Number(round[1]);
      src.ranking += Number(round[2]) - Number(round[3] ?? 0);
      src.bonus += Number(round[4]);
    }
    const fin = /→ (\d+) VP, resources .*→ (\d+) VP, water (\d+) VP/.exec(line.text);
    if (fin) {
      src.objective += Number(fin[1]);
      src.leftover += Number(fin[2]);
      src.water += Number(fin[3]);
    }
  }
  // Every seat starts with 10 VP (spec §2.3).
  src.rest = total - 10 - src.ranking - src.bonus - src.objective - src.leftover - src.water;
  return src;
}

const winners: Sources[] = [];
const all: Played[] = [];
for (let g = first; g < first + games; g++) {
  const played = playGame(game, [player, player, player, player], `all-bots-${g}`);
  all.push(played);
  const scores = played.result.scores;
  const w = scores.indexOf(Math.max(...scores));
  const src = sources(played.final as BarrageState, w, scores[w]!);
  winners.push(src);
  console.log(
    `game ${g}: scores ${scores.join(' ')}; winner ${Object.entries(src)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}
const avg = (k: keyof Sources): string => mean(winners.map((x) => x[k])).toFixed(1);
console.log(
  `${games} games (${typeof player === 'string' ? player : `${player.iterations} iterations`}): mean winner ${mean(all.map((p) => Math.max(...p.result.scores))).toFixed(1)}, mean score ${mean(all.flatMap((p) => p.result.scores)).toFixed(1)}; ${deepFigures('barrage', all, 4).join('; ')}`,
);
console.log(
  `winner VP from: ranking ${avg('ranking')}, round bonus ${avg('bonus')}, objective ${avg('objective')}, leftovers ${avg('leftover')}, water ${avg('water')}, rest (contracts, fees, company VP) ${avg('rest')}; energy over 5 rounds ${avg('energy')}`,
);
