/** The Lambda bundle as deployed: the inbound handler split into a start and one chunk per game. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { GAME_LIST } from '../../../engine/game-list';
import { bundleHandler, chunkSizes, LAZY_GAMES } from '../../../infra/bundle/build-handler';

let outdir: string;
let metafile: Metafile;
beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'pbem-bundle-'));
  metafile = await bundleHandler('lambdas/inbound.ts', outdir);
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Source files (relative to the repository) that end up in the given output files. */
function inputsOf(files: (file: string) => boolean): string[] {
  return Object.entries(metafile.outputs)
    .filter(([file]) => files(file))
    .flatMap(([, out]) => Object.keys(out.inputs));
}

describe('inbound bundle', () => {
  it('puts the lazy registry in the place of the static game list and bot policies', () => {
    const all = inputsOf(() => true);
    expect(all).toContain('engine/lazy-games.ts');
    expect(all).not.toContain('engine/games.ts');
    expect(all).not.toContain('engine/bots.ts');
    expect(LAZY_GAMES.replaces.map((f) => path.basename(f))).toEqual(['games.ts', 'bots.ts']);
  });

  it('loads no game at start: each game is its own lazily loaded part', () => {
    const sizes = chunkSizes(metafile, outdir);
    const start = inputsOf((file) => sizes.startFiles.includes(file)).filter((f) => f.startsWith('engine/'));
    expect(start).toContain('engine/lazy-games.ts');
    for (const game of GAME_LIST.map((entry) => entry.id)) {
      expect(
        start.filter((f) => f.startsWith(`engine/${game}/`)),
        game,
      ).toEqual([]);
      expect(
        inputsOf(() => true).some((f) => f.startsWith(`engine/${game}/`)),
        game,
      ).toBe(true);
    }
    // One dynamic import per registered game (its index, bot policy included).
    expect(sizes.lazy.length).toBeGreaterThanOrEqual(GAME_LIST.length);
    expect(sizes.startBytes).toBeGreaterThan(0);
  });
});
