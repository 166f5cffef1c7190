/**
 * Soak run outside the test suite: N seeded games per player count with light checks, uniform
 * random (`npx tsx bench/manual/barrage-soak.ts 1000`, of which every 4th game, seeds ending 1 mod 4,
 * is played by the bot's cheap policy) or purposeful (`... 1000 biased`), which
 * produces, fulfils contracts and reaches the company abilities far more often. Prints failures
 * with their seed, then a summary.
 */
import { barrage } from '../../engine/barrage';
import { randomPlayout } from '../../engine/core/playout';
import type { BotPolicy } from '../../engine/core/bot/types';
import { biasedPlayout } from '../../test/engine/barrage/biased';

const n = Number(process.argv[2] ?? 100);
const t0 = performance.now();
let failures = 0;
for (const players of [2, 3, 4]) {
  let steps = 0;
  for (let i = 0; i < n; i++) {
    const variant = i % 4 === 3 ? 'intro' : 'normal';
    if (process.argv[3] === 'biased') {
      const r = biasedPlayout(players, `soak-${players}-${i}`, 'light', { variant });
      steps += r.events.length;
      if (r.error) {
        failures++;
        console.log(`FAIL ${players}p seed soak-${players}-${i}: ${r.error}`);
      }
      continue;
    }
    const chooser = i % 4 === 1 ? (barrage.bot as BotPolicy) : 'random';
    const r = randomPlayout(barrage, players, `soak-${players}-${i}`, { checks: 'light', options: { variant }, chooser });
    steps += r.steps;
    if (r.error || !r.finished) {
      failures++;
      console.log(`FAIL ${players}p seed soak-${players}-${i}: ${r.error?.message ?? 'not finished'}`);
    }
  }
  console.log(`${players} players: ${n} games, ${(steps / n).toFixed(0)} ${process.argv[3] === 'biased' ? 'events' : 'steps'} on average`);
}
console.log(`${failures} failures in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
