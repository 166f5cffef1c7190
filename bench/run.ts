/**
 * `npm run bench`: every benchmark, one after the other, printing figures (never asserting
 * them). `npm run bench -- puerto-rico render` runs only the named ones.
 */
import { benchBarrage } from './barrage.bench';
import { benchBots } from './bots.bench';
import { benchBotsCold } from './bots-cold.bench';
import { benchEraOfInventions } from './era-of-inventions.bench';
import { benchFuzzInbound } from './fuzz-inbound.bench';
import { benchHiddenClasses } from './hidden-classes.bench';
import { benchLoad } from './load.bench';
import { benchCrash } from './crash.bench';
import { benchEmails } from './emails.bench';
import { benchNippon } from './nippon.bench';
import { benchPictures } from './pictures.bench';
import { benchPuertoRico } from './puerto-rico.bench';
import { benchReminders } from './reminders.bench';
import { benchRender } from './render.bench';
import { benchReply } from './reply.bench';
import { benchRobots } from './robots.bench';
import { benchStore } from './store.bench';
import { bundledBench, engineBenchMode, type Bench } from './support/bundled';

// The engine benchmarks time the engine bundled as the Lambdas ship it (support/bundled.ts).
const engine = (file: string, exportName: string, tsx: Bench): Bench =>
  engineBenchMode() === 'tsx'
    ? tsx
    : async () => [
        ...(await (await bundledBench(file, exportName))()),
        '(engine bundled by esbuild as deployed, in a fresh node process; BENCH_TSX=1 runs it under tsx)',
      ];

const BENCHES: Record<string, Bench> = {
  'puerto-rico': engine('puerto-rico.bench.ts', 'benchPuertoRico', benchPuertoRico),
  barrage: engine('barrage.bench.ts', 'benchBarrage', benchBarrage),
  nippon: engine('nippon.bench.ts', 'benchNippon', benchNippon),
  'era-of-inventions': engine('era-of-inventions.bench.ts', 'benchEraOfInventions', benchEraOfInventions),
  render: () => benchRender(),
  // Bundled as the outbound Lambda runs it: drawing, resvg's WebAssembly and the PNG encoder.
  pictures: engine('pictures.bench.ts', 'benchPictures', benchPictures),
  store: () => benchStore(),
  reply: () => benchReply(),
  reminders: () => benchReminders(),
  load: () => benchLoad(),
  fuzz: () => benchFuzzInbound(),
  crash: () => benchCrash(),
  emails: () => benchEmails(),
  // Whole games by email: robots tap a random numbered move of their newest email.
  robots: () => benchRobots(),
  bots: engine('bots.bench.ts', 'benchBots', benchBots),
  // Fresh processes on the bundled engine, whatever BENCH_TSX says: a cold Lambda runs the bundle.
  'bots-cold': () => benchBotsCold(),
  // Bundled and readable, under V8's map log (Node 20: an object spread that adds a field).
  'hidden-classes': () => benchHiddenClasses(),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES[w]);
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
console.log(`node ${process.version}, ${new Date().toISOString()}`);
for (const [name, bench] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n== ${name}`);
  for (const line of await bench()) console.log(`  ${line}`);
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
