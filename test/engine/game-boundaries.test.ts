/**
 * A game is one folder (ARCHITECTURE.md "Layout"): outside `engine/<game>/` nothing reaches into
 * a game but through its public index (`engine/<game>/index.ts`), and the service (lambdas/,
 * templates/, infra/, cli/) never names a game: what differs per game comes through the contract
 * (engine/core/types.ts), and the registry (engine/games.ts) is the one line that names each game.
 * Tests and benchmarks may look inside a game; they are not part of the product.
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(name) ? [full] : [];
  });
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

/** Source text without comments (a comment may name a game, as an example). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The game ids written as strings in `source` (quoted, or as a path part). */
function gameIdsNamed(source: string, ids: readonly string[]): string[] {
  const code = withoutComments(source);
  return ids.filter((id) => new RegExp(`['"\`/]${id.replace(/[-]/g, '\\-')}['"\`/]`).test(code));
}

describe('a game is one folder', () => {
  it('the games the registry lists are the game folders of engine/', () => {
    expect(registry.all.map((g) => g.meta.id).sort()).toEqual([...GAME_FOLDERS].sort());
  });

  it('no product file outside a game imports anything of that game but its index', () => {
    const bad = PRODUCT.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      reachesInside(file, readFileSync(file, 'utf8')).map((spec) => `${path.relative(ROOT, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('the service (lambdas, templates, infra, cli) names no game id', () => {
    const ids = registry.all.map((g) => g.meta.id);
    const bad = SERVICE.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      gameIdsNamed(readFileSync(file, 'utf8'), ids).map((id) => `${path.relative(ROOT, file)} names "${id}"`),
    );
    expect(bad).toEqual([]);
  });

  it('catches an import past a game\'s index and a game id in service code (the checks can fail)', () => {
    const file = path.join(ROOT, 'templates', 'status.ts');
    expect(reachesInside(file, "import { BUILDINGS } from '../engine/puerto-rico/data';")).toEqual(['../engine/puerto-rico/data']);
    expect(reachesInside(file, "import { puertoRico } from '../engine/puerto-rico';")).toEqual([]);
    expect(reachesInside(file, "import { puertoRico } from '../engine/puerto-rico/index';")).toEqual([]);
    // A game's own files may import each other.
    expect(reachesInside(path.join(ENGINE, 'barrage', 'email', 'board.ts'), "import { ROUNDS } from '../data/energy';")).toEqual([]);
    expect(gameIdsNamed("const BOARDS = { 'puerto-rico': pr, barrage: b };", ['puerto-rico', 'barrage'])).toEqual(['puerto-rico']);
    expect(gameIdsNamed("if (kind === `nippon`) x();", ['nippon'])).toEqual(['nippon']);
    expect(gameIdsNamed('/** Registry id, e.g. `puerto-rico`. */\nconst id = game.meta.id;', ['puerto-rico'])).toEqual([]);
  });
});
