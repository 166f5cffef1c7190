/**
 * How often status emails take a lighter form to fit the 80 KB budget (templates/status.ts):
 * plays seeded random 3-player games of a game, renders every Nth decision's status email for the
 * deciding seat in English and Japanese with long names, composes it (test/support/sized-email.ts,
 * as test/templates/email-size.test.ts does), and prints the largest composed size, the 90th percentile, and how many
 * emails lost the notes under first moves (1), every other note (2), or the drawn board (3).
 *
 *   npx tsx bench/manual/email-budget.ts <game-id> [games=2] [every=3]
 */
import { legalMovesFor, newMatch, playMove, registry, type Match } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';
import { sizedStatusEmail } from '../../test/support/sized-email';

const [id = '', gamesArg = '2', everyArg = '3'] = process.argv.slice(2);
const game = registry.get(id);
if (!game) {
  console.error(`usage: email-budget.ts <game-id> [games] [every]; games: ${registry.all.map((g) => g.meta.id).join(', ')}`);
  process.exit(2);
}
const sizes: number[] = [];
const lightened = [0, 0, 0, 0, 0];
let largest = { size: 0, seed: '', step: 0, lang: '' };
for (let g = 0; g < Number(gamesArg); g++) {
  const seed = `email-budget-${g}`;
  const started = newMatch(game, 3, {}, seed);
  if (!started.ok) throw new Error(started.error.reason);
  let match: Match = started.match;
  const rng = seedRng(seed);
  for (let n = 0; n < 600 && game.pending(match.state).length > 0; n++) {
    const seat = game.pending(match.state)[0]!.seat;
    if (n % Number(everyArg) === 0) {
      for (const lang of ['en', 'ja'] as const) {
        const { email, bytes } = await sizedStatusEmail(game, match, seat, lang);
        sizes.push(bytes);
        lightened[email.lightened ?? 0]! += 1;
        if (bytes > largest.size) largest = { size: bytes, seed, step: match.step, lang };
      }
    }
    const legal = legalMovesFor(game, match, seat);
    const out = playMove(game, match, seat, legal[randomInt(rng, legal.length)]!);
    if (!out.ok) throw new Error(out.error.reason);
    match = out.match;
  }
}
sizes.sort((a, b) => a - b);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `${id}: ${sizes.length} emails, largest ${kb(largest.size)} (${largest.lang}, ${largest.seed} decision #${largest.step}), p90 ${kb(sizes[Math.floor(sizes.length * 0.9)]!)}; ` +
    `as rendered ${lightened[0]}, without the notes under first moves ${lightened[1]}, text part without notes ${lightened[2]}, without other notes ${lightened[3]}, without the drawn board ${lightened[4]}`,
);
