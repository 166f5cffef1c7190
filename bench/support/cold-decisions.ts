/**
 * Run in a fresh process (bench/bots-cold.bench.ts): the CPU time of the first bot decisions a
 * new process makes, as in a Lambda started cold for a bot's turn ("a Lambda that
 * plays a bot's turns stays cheap and fast"). Plays `at` seeded random decisions of a 4-player
 * game (untimed: the state a bot meets mid-game), then times 12 bot decisions in a row.
 * Prints one JSON line: { ms: [...] }.
 */
import { searchMove } from '../../engine/core/bot/search';
import { newMatch, playMove, type Match } from '../../engine/core/match';
import { randomInt, seedRng } from '../../engine/core/rng';
import { botPolicy } from '../../engine/bots';
import { registry } from '../../engine/games';

const [id = '', seed = 'cold', atText = '60', iterationsText = '32'] = process.argv.slice(2);
const game = registry.get(id);
if (!game) throw new Error(`no game "${id}"`);
const made = newMatch(game, 4, {}, seed);
if (!made.ok) throw new Error(made.error.reason);
let match: Match = made.match;
const rng = seedRng(`cold:${seed}`);
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const ms: number[] = [];
for (let i = 0; ms.length < 12; i++) {
  const pending = game.pending(match.state);
  if (pending.length === 0) break;
  const seat = pending[0]!.seat;
  const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
  let move = legal[randomInt(rng, legal.length)]!;
  if (i >= Number(atText)) {
    const t0 = cpuMs();
    move = searchMove(game, botPolicy(id), match.state, seat, `${seed}:${i}`, { iterations: Number(iterationsText) }).move as {
      kind: string;
    };
    ms.push(cpuMs() - t0);
  }
  const out = playMove(game, match, seat, move);
  if (!out.ok) throw new Error(out.error.reason);
  match = out.match;
}
console.log(JSON.stringify({ ms }));
