/**
 * `npx tsx bench/manual/policy-playouts.ts <game> [games] [first seed] [players]`: play-outs by the game's
 * cheap roll-out policy and by uniform random, side by side: mean score, mean winner and the
 * deep-state figures (support/bot-games.ts). Seconds, no search: the quick check of a policy
 * change before the bots bench (each game's BOT-NOTES.md logs these figures). `<game>` may be a
 * bench variant such as `puerto-rico+expansions`.
 */
import { registry } from '../../engine/games';
import { benchGame, deepFigures, mean, playGame, type Played } from '../support/bot-games';

const [label = 'nippon', gamesArg = '40', firstArg = '0', playersArg = '4'] = process.argv.slice(2);
const { id, options } = benchGame(label);
const game = registry.get(id);
if (!game) throw new Error(`no game ${id}`);
const players = Number(playersArg);
for (const chooser of ['random', 'policy'] as const) {
  const t0 = Date.now();
  const played: Played[] = [];
  for (let g = Number(firstArg); g < Number(firstArg) + Number(gamesArg); g++)
    played.push(
      playGame(
        game,
        Array.from({ length: players }, () => chooser),
        `playout-${chooser}-${g}`,
        options,
      ),
    );
  const scores = played.flatMap((p) => p.result.scores);
  console.log(
    `${label} ${players}p ${chooser}: ${played.length} games, mean score ${mean(scores).toFixed(1)}, mean winner ${mean(played.map((p) => Math.max(...p.result.scores))).toFixed(1)}; ${deepFigures(id, played, players).join('; ')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}
