/**
 * No import circles in the product (STYLE.md §5: imports point one way). Builds the graph of
 * every module of engine/, lambdas/, templates/, infra/ and cli/ from its `import` /
 * `export … from` lines and literal `import('./…')` (type-only imports count too: a circle of
 * types is still a circle to read) and fails naming the first circle found. Arrows point down:
 * infra -> lambdas -> engine, templates; engine imports nothing outside engine; templates import
 * neither the service nor the deployment.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../support/imports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENGINE = path.join(ROOT, 'engine');
/** The product's source folders, each with the folders it must never import. */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  engine: ['lambdas', 'templates', 'infra', 'cli'],
  templates: ['lambdas', 'infra', 'cli'],
  lambdas: ['infra', 'cli'],
  // Entry points at the top: the deployment, and the command that also runs the local stack.
  infra: ['cli'],
  cli: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** The import graph of every module under `dirs`, by path relative to `root`. */
function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const deps = importsOf(readFileSync(file, 'utf8'))
      .map((spec) => resolve(file, spec))
      .filter((dep): dep is string => dep !== null);
    graph.set(
      path.relative(root, file),
      deps.map((dep) => path.relative(root, dep)),
    );
  }
  return graph;
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The first circle in `graph` as a list of nodes (first = last), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('engine import graph', () => {
  it('finds circles (the checker itself)', () => {
    expect(importsOf("import { a } from './a';\nimport type {\n  B,\n} from '../b';\nexport * from './c';\nimport 'node:fs';")).toEqual([
      './a',
      '../b',
      './c',
    ]);
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(circle)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
          ['c', ['a', 'b']],
        ]),
      ),
    ).toBeNull();
  });

  it('has no circle among the modules of engine/ (every game and the core)', () => {
    const graph = importGraph(ENGINE, ['.']);
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)?.join(' -> ') ?? null).toBeNull();
  });

  it('has no circle among the modules of the whole product (engine, templates, lambdas, cli, infra)', () => {
    const graph = importGraph(ROOT, Object.keys(LAYERS));
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycle(graph)?.join(' -> ') ?? null).toBeNull();
  });

  it('has no arrow running back up (infra -> lambdas -> engine, templates)', () => {
    const graph = importGraph(ROOT, Object.keys(LAYERS));
    const up = [...graph].flatMap(([file, deps]) => {
      const below = LAYERS[file.split(path.sep)[0] as string] ?? [];
      return deps.filter((dep) => below.includes(dep.split(path.sep)[0] as string)).map((dep) => `${file} -> ${dep}`);
    });
    expect(up).toEqual([]);
  });
});
