/**
 * Soak run outside the test suite: N seeded random games per player count with light checks
 * (`npx tsx bench/barrage-soak.ts 1000`). Prints failures with their seed, then a summary.
 */
import { barrage } from '../engine/barrage';
import { randomPlayout } from '../engine/core/playout';

const n = Number(process.argv[2] ?? 100);
const t0 = performance.now();
let failures = 0;
for (const players of [2, 3, 4]) {
  let steps = 0;
  for (let i = 0; i < n; i++) {
    const variant = i % 4 === 3 ? 'intro' : 'normal';
    const r = randomPlayout(barrage, players, `soak-${players}-${i}`, { checks: 'light', options: { variant } });
    steps += r.steps;
    if (r.error || !r.finished) {
      failures++;
      console.log(`FAIL ${players}p seed soak-${players}-${i}: ${r.error?.message ?? 'not finished'}`);
    }
  }
  console.log(`${players} players: ${n} games, ${(steps / n).toFixed(0)} steps on average`);
}
console.log(`${failures} failures in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
