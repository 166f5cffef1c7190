/**
 * How often a whole-turn email would still leave the player mid-turn: plays seeded games in which,
 * at every decision, a robot picks uniformly among the whole turns the email lists
 * (`wholeTurns`; a first move that starts no longer turn is a line of its own), plays that line
 * part by part as the service reads a reply (`playText`), and counts the picks after which the
 * same seat is still deciding in the same turn (not a fresh turn of its own). The target for a
 * status email is at most 10%.
 *
 *   npx tsx scripts/whole-turn-share.ts <game-id> [players=3] [games=3] [key=value ...]
 *
 * Prints one line per player count and a total: picks, continuing picks and their share, the
 * largest number of lines at one decision, and the slowest `wholeTurns` call.
 */
import { registry } from '../engine/games';
import { newMatch, isPending, playText, type Match } from '../engine/core/match';
import { parseOptionWords, resolveOptions } from '../engine/core/options';
import { randomInt, seedRng } from '../engine/core/rng';
import { wholeTurns } from '../engine/core/whole-turns';

const [id, playersArg = '', gamesArg = '3', ...optionWords] = process.argv.slice(2);
const game = id ? registry.get(id) : undefined;
if (!game) {
  console.error(
    `usage: whole-turn-share.ts <game-id> [players,...] [games] [key=value ...]; games: ${registry.all.map((g) => g.meta.id).join(', ')}`,
  );
  process.exit(2);
}
const counts = playersArg ? playersArg.split(',').map(Number) : [game.meta.minPlayers];
const games = Number(gamesArg);
const words = parseOptionWords(optionWords);
const resolved = words.ok ? resolveOptions(game.meta, words.raw) : words;
if (!resolved.ok) {
  console.error(resolved.error.reason);
  process.exit(2);
}
const options = resolved.options;
/** Guards against a game that never ends under this robot. */
const MAX_PICKS = 5_000;

interface Tally {
  picks: number;
  continuing: number;
  maxLines: number;
  slowestMs: number;
  unfinished: number;
}

function playGame(players: number, seed: string, tally: Tally): void {
  const started = newMatch(game!, players, options, seed);
  if (!started.ok) throw new Error(started.error.reason);
  let match: Match = started.match;
  const robot = seedRng(`robot:${seed}`);
  for (let n = 0; n < MAX_PICKS; n++) {
    const pending = game!.pending(match.state);
    if (pending.length === 0) return;
    const seat = pending[0]!.seat;
    const t0 = performance.now();
    const choices = wholeTurns(game!, match, seat);
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - t0);
    const lines = choices.flatMap((c) => (c.turns.length === 0 ? [[c.first.text]] : c.turns.map((t) => t.parts.map((p) => p.text))));
    tally.maxLines = Math.max(tally.maxLines, lines.length);
    const line = lines[randomInt(robot, lines.length)]!;
    for (const part of line) {
      const r = playText(game!, match, seat, part);
      if (!r.ok) throw new Error(`${seed}: "${part}" of "${line.join('; ')}" refused: ${r.error.reason}`);
      match = r.match;
    }
    tally.picks += 1;
    const over = game!.pending(match.state).length === 0;
    const fresh = game!.freshTurn?.(match.state, seat) ?? false;
    if (!over && isPending(game!, match, seat) && !fresh) tally.continuing += 1;
  }
  tally.unfinished += 1;
}

const total: Tally = { picks: 0, continuing: 0, maxLines: 0, slowestMs: 0, unfinished: 0 };
const pct = (t: Tally): string => (t.picks === 0 ? '-' : `${((100 * t.continuing) / t.picks).toFixed(1)}%`);
for (const players of counts) {
  const tally: Tally = { picks: 0, continuing: 0, maxLines: 0, slowestMs: 0, unfinished: 0 };
  for (let i = 0; i < games; i++) playGame(players, `share-${players}-${i}`, tally);
  console.log(
    `${game.meta.id} ${players}p x${games}: ${tally.picks} picks, ${tally.continuing} continue the turn (${pct(tally)}); at most ${tally.maxLines} lines; slowest listing ${tally.slowestMs.toFixed(0)} ms${tally.unfinished ? `; ${tally.unfinished} games unfinished` : ''}`,
  );
  total.picks += tally.picks;
  total.continuing += tally.continuing;
  total.maxLines = Math.max(total.maxLines, tally.maxLines);
  total.slowestMs = Math.max(total.slowestMs, tally.slowestMs);
  total.unfinished += tally.unfinished;
}
console.log(
  `total: ${total.picks} picks, ${total.continuing} continue the turn (${pct(total)}); at most ${total.maxLines} lines; slowest listing ${total.slowestMs.toFixed(0)} ms`,
);
