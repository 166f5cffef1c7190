/**
 * `tsx scripts/bundle-handler.ts <handler> <outdir>`: bundles one Lambda handler into
 * `<outdir>` (infra/bundle/build-handler.ts). The CDK stack runs it while synthesising,
 * in a child process because CDK's local bundling hook is synchronous.
 */
import { bundleHandler } from '../infra/bundle/build-handler';
import { BUNDLE_ASSETS, LAMBDA_HANDLERS } from '../infra/bundle/options';

const [name, outdir] = process.argv.slice(2);
const handler = LAMBDA_HANDLERS.find((h) => h.name === name);
if (!handler || !outdir) {
  console.error(`usage: tsx scripts/bundle-handler.ts <${LAMBDA_HANDLERS.map((h) => h.name).join('|')}> <outdir>`);
  process.exit(2);
}
await bundleHandler(handler.entry, outdir, BUNDLE_ASSETS[handler.name] ?? []);
