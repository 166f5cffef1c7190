/**
 * "No change" check for an engine refactor: plays seeded random games and prints one line per
 * game with a sha256 of everything observable (every applied step: seat, move text, move JSON,
 * how it was played, its events and reveal flag; then the result). Run it in a worktree of the
 * old commit and in the new one, then `diff` the two outputs: 0 differing lines = no change.
 *
 *   npx tsx scripts/compare-engine.ts <game-id> [players=2,3,4] [games=2000] [key=value ...] [--rules-only] > out.txt
 *
 * `--rules-only` leaves out every text (events, score lines) and hashes what the rules decide: the
 * moves, how each was played, reveals, the final state without texts and the scores. Use it
 * across a change of wording (a translation, a new event for a silent move).
 *
 * Game options (e.g. `expansions=buildings,nobles`) are read as `pbem new --option` reads them.
 *
 * Games come from `randomPlayout` (checks 'none', seeds `cmp-<players>-<i>`); the chosen moves
 * are then replayed with `replay`, which yields the events of every step, forced ones included.
 */
import { createHash } from 'node:crypto';
import { registry } from '../engine/games';
import { replay } from '../engine/core/match';
import { randomPlayout } from '../engine/core/playout';
import { parseOptionWords, resolveOptions } from '../engine/core/options';

const args = process.argv.slice(2);
const rulesOnly = args.includes('--rules-only');
const [id, playersArg = '', gamesArg = '2000', ...optionWords] = args.filter((a) => a !== '--rules-only');
const game = id ? registry.get(id) : undefined;
if (!game) {
  console.error(`usage: compare-engine.ts <game-id> [players,...] [games]; games: ${registry.all.map((g) => g.meta.id).join(', ')}`);
  process.exit(2);
}
const counts = playersArg
  ? playersArg.split(',').map(Number)
  : Array.from({ length: game.meta.maxPlayers - game.meta.minPlayers + 1 }, (_x, i) => game.meta.minPlayers + i);
const games = Number(gamesArg);
const words = parseOptionWords(optionWords);
const resolved = words.ok ? resolveOptions(game.meta, words.raw) : words;
if (!resolved.ok) {
  console.error(resolved.error.reason);
  process.exit(2);
}
const options = resolved.options;

const t0 = Date.now();
for (const players of counts) {
  for (let i = 0; i < games; i++) {
    const seed = `cmp-${players}-${i}`;
    const played = randomPlayout(game, players, seed, { checks: 'none', options });
    const again = replay(game, { players, seed, options, moves: played.moves });
    const hash = createHash('sha256');
    hash.update(JSON.stringify({ moves: played.moves, error: played.error, replayError: again.error }));
    for (const st of again.steps) {
      hash.update(JSON.stringify([st.step, st.seat, st.move, st.data, st.by, rulesOnly ? null : st.events, st.reveals]));
    }
    if (rulesOnly)
      hash.update(JSON.stringify([withoutTexts(again.match?.state), played.result?.scores, played.result?.ranking, played.result?.places]));
    else hash.update(JSON.stringify(played.result));
    console.log(`${seed} ${played.finished ? 'finished' : 'UNFINISHED'} ${again.steps.length} ${hash.digest('hex')}`);
  }
  console.error(`${game.meta.id}: ${players} players, ${games} games, ${((Date.now() - t0) / 1000).toFixed(0)} s so far`);
}

/** A state with its texts taken out (score lines, `ja` fields, anything named text): what the rules decided. */
function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !/^(text|ja|breakdown|.*Ja)$/.test(k))
        .map(([k, v]) => [k, withoutTexts(v)]),
    );
  }
  return value;
}
