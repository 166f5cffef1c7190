/**
 * A game is one folder (ARCHITECTURE.md "Layout"): outside `engine/<game>/` nothing reaches into
 * a game but through its public index (`engine/<game>/index.ts`), and the service (lambdas/,
 * templates/, infra/, cli/, the benchmarks) never names a game: what differs per game comes
 * through the contract (engine/core/types.ts), and the registry (engine/game-list.ts) is the one
 * line that names each game. A benchmark (bench/*.bench.ts) may import a game, by its index, to
 * time it. Tests, and the helpers of benchmarks and hand-run studies (bench/support/,
 * bench/manual/), may look inside a game; they are not part of the product.
 * And no comment anywhere points at an issue number or at a path outside the repository: a
 * comment says the reason in its own words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import { importsOf } from '../support/imports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENGINE = path.join(ROOT, 'engine');
/** Source folders of the product besides the games themselves. */
const PRODUCT = ['engine', 'lambdas', 'templates', 'infra', 'cli', 'scripts'];
/** The service: it learns everything about a game from the registry and the contract. */
const SERVICE = ['lambdas', 'templates', 'infra', 'cli'];
/** Every folder of the repository with source in it, for the comment check. */
const ALL_SOURCE = [...PRODUCT, 'bench', 'test'];

function sourceFiles(dir: string, pattern = /\.(ts|mts|js|mjs)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'compiled' ? [] : sourceFiles(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

/** The benchmarks `npm run bench` runs: service code too (hand-run studies in bench/manual/ may name a game). */
function benchmarks(): string[] {
  return sourceFiles(path.join(ROOT, 'bench')).filter((file) => file.endsWith('.bench.ts'));
}

/** Every folder of engine/ but the core: one per game. */
const GAME_FOLDERS = readdirSync(ENGINE).filter((name) => name !== 'core' && statSync(path.join(ENGINE, name)).isDirectory());

/** The game folder a file lies in, or null. */
function gameOf(file: string): string | null {
  const rel = path.relative(ENGINE, file).split(path.sep);
  return rel.length > 1 && GAME_FOLDERS.includes(rel[0] as string) ? (rel[0] as string) : null;
}

/** `file`'s imports that reach inside a game other than its own, past the game's index (`engine/<game>` itself is its index). */
function reachesInside(file: string, source: string): string[] {
  const own = gameOf(file);
  return importsOf(source).filter((spec) => {
    const target = path.resolve(path.dirname(file), spec);
    const game = gameOf(target);
    if (game === null || game === own) return false;
    const inside = path.relative(path.join(ENGINE, game), target);
    return inside !== 'index' && inside !== 'index.ts';
  });
}

/** The comments of a source file: block and line comments, and MJML/HTML comments. */
function commentsOf(source: string): string[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$|<!--[\s\S]*?-->/gm)].map((m) => m[0]);
}

/** What a comment may not say: an issue number, or a path outside the repository. */
const OUTSIDE = [/\bissues? #?\d+/i, new RegExp(['', 'work', ''].join('/')), new RegExp(['\\.\\.', 'shared'].join('/'))];

function commentFaults(source: string): string[] {
  return commentsOf(source).flatMap((c) => OUTSIDE.filter((p) => p.test(c)).map((p) => `${p.source}: ${c.trim().slice(0, 80)}`));
}

/** Source text without comments (a comment may name a game, as an example). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** `source` without its import and re-export statements. */
function withoutImports(source: string): string {
  return source.replace(/^\s*(?:import|export)\s[^;]*?\bfrom\s+['"][^'"]+['"];?/gms, '');
}

/**
 * The game ids written as strings in `source` (quoted, or as a path part). With `imports: false`,
 * import statements are left out: a benchmark imports the game it times, by its index.
 */
function gameIdsNamed(source: string, ids: readonly string[], { imports = true } = {}): string[] {
  const code = withoutComments(imports ? source : withoutImports(source));
  return ids.filter((id) => new RegExp(`['"\`/]${id.replace(/[-]/g, '\\-')}['"\`/]`).test(code));
}

describe('a game is one folder', () => {
  it('the games the registry lists are the game folders of engine/', () => {
    expect(registry.all.map((g) => g.meta.id).sort()).toEqual([...GAME_FOLDERS].sort());
  });

  it('no product file or benchmark outside a game imports anything of that game but its index', () => {
    const bad = [...PRODUCT.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), ...benchmarks()].flatMap((file) =>
      reachesInside(file, readFileSync(file, 'utf8')).map((spec) => `${path.relative(ROOT, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('the service (lambdas, templates, infra, cli, the benchmarks) names no game id', () => {
    const ids = registry.all.map((g) => g.meta.id);
    const service = SERVICE.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(service.length).toBeGreaterThan(100);
    const bad = [
      ...service.flatMap((file) => gameIdsNamed(readFileSync(file, 'utf8'), ids).map((id) => `${path.relative(ROOT, file)} names "${id}"`)),
      ...benchmarks().flatMap((file) =>
        gameIdsNamed(readFileSync(file, 'utf8'), ids, { imports: false }).map((id) => `${path.relative(ROOT, file)} names "${id}"`),
      ),
    ];
    expect(bad).toEqual([]);
  });

  it('outside the games, the engine names a game only in the registry (engine/game-list.ts)', () => {
    const ids = registry.all.map((g) => g.meta.id);
    const engine = sourceFiles(ENGINE).filter((file) => gameOf(file) === null && path.relative(ENGINE, file) !== 'game-list.ts');
    expect(engine.length).toBeGreaterThan(20);
    const bad = engine.flatMap((file) =>
      gameIdsNamed(readFileSync(file, 'utf8'), ids).map((id) => `${path.relative(ROOT, file)} names "${id}"`),
    );
    expect(bad).toEqual([]);
    // The registry names every game, each once.
    const list = readFileSync(path.join(ENGINE, 'game-list.ts'), 'utf8');
    for (const id of ids) expect(gameIdsNamed(list, [id]), id).toEqual([id]);
  });

  it('no comment in the source says "issue N" or points at a path outside the repository', () => {
    const files = ALL_SOURCE.flatMap((dir) => sourceFiles(path.join(ROOT, dir), /\.(ts|mts|js|mjs|mjml)$/));
    const bad = files.flatMap((file) => commentFaults(readFileSync(file, 'utf8')).map((fault) => `${path.relative(ROOT, file)}: ${fault}`));
    expect(bad).toEqual([]);
  });

  it('catches a comment with an issue number or an outside path, and leaves URLs and plain words alone', () => {
    const slash = '/';
    expect(commentFaults(`// see issue 24 for the plan\nconst a = 1;`)).toHaveLength(1);
    expect(commentFaults(`/** Spec: ..${slash}shared${slash}rules/nippon.md §3 */`)).toHaveLength(1);
    expect(commentFaults(`<!-- copied from ${slash}work${slash}main -->`)).toHaveLength(1);
    expect(commentFaults(`const url = 'https://example.com/issue/24'; // the issue tracker's page`)).toEqual([]);
    expect(commentFaults('// an issue with two numbers, 3 and 4, in words')).toEqual([]);
  });

  it("catches an import past a game's index and a game id in service code (the checks can fail)", () => {
    const file = path.join(ROOT, 'templates', 'status.ts');
    expect(reachesInside(file, "import { BUILDINGS } from '../engine/puerto-rico/data';")).toEqual(['../engine/puerto-rico/data']);
    expect(reachesInside(file, "import { puertoRico } from '../engine/puerto-rico';")).toEqual([]);
    expect(reachesInside(file, "import { puertoRico } from '../engine/puerto-rico/index';")).toEqual([]);
    // A game's own files may import each other.
    expect(reachesInside(path.join(ENGINE, 'barrage', 'email', 'board.ts'), "import { ROUNDS } from '../data/energy';")).toEqual([]);
    expect(gameIdsNamed("const BOARDS = { 'puerto-rico': pr, barrage: b };", ['puerto-rico', 'barrage'])).toEqual(['puerto-rico']);
    expect(gameIdsNamed('if (kind === `nippon`) x();', ['nippon'])).toEqual(['nippon']);
    expect(gameIdsNamed('/** Registry id, e.g. `puerto-rico`. */\nconst id = game.meta.id;', ['puerto-rico'])).toEqual([]);
    // A benchmark imports the game it times; a string naming it still counts.
    const bench = "import { barrage } from '../engine/barrage';\nconst g = barrage;";
    expect(gameIdsNamed(bench, ['barrage'])).toEqual(['barrage']);
    expect(gameIdsNamed(bench, ['barrage'], { imports: false })).toEqual([]);
    expect(gameIdsNamed(`${bench}\nregistry.get('barrage');`, ['barrage'], { imports: false })).toEqual(['barrage']);
  });
});
