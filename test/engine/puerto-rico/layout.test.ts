/**
 * Puerto Rico's house: decisions/ holds the decision steps (one file per spec §6 decision),
 * automatic/ the steps the game runs by itself, phases.ts each role's phase as a list of
 * frames. The arrows point one way: an automatic step may ask a decision whether a seat has a
 * choice (automatic/ → decisions/), a decision never reaches into automatic/, and only the step
 * table wires automatic steps in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const GAME = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../engine/puerto-rico');

/** `[importing file, imported file]`, both relative to the game's folder, for every relative import. */
function imports(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/\bfrom\s+['"](\.[^'"]+)['"]/g)) {
          out.push([path.relative(GAME, full), path.relative(GAME, path.resolve(dir, m[1] as string))]);
        }
      }
    }
  };
  walk(GAME);
  return out;
}

describe("Puerto Rico's folders say what they hold and import one way", () => {
  const all = imports();

  it('has the two folders and the phase list', () => {
    const names = readdirSync(GAME);
    expect(names).toEqual(expect.arrayContaining(['decisions', 'automatic', 'phases.ts', 'step-table.ts']));
    expect(names).not.toContain('steps');
  });

  it('no decision imports an automatic step', () => {
    expect(all.filter(([from, to]) => from.startsWith('decisions/') && to.startsWith('automatic/'))).toEqual([]);
  });

  it('only the step table imports automatic steps from outside automatic/', () => {
    const users = new Set(all.filter(([from, to]) => to.startsWith('automatic/') && !from.startsWith('automatic/')).map(([from]) => from));
    expect([...users]).toEqual(['step-table.ts']);
  });

  it("the phase lists and the package's shared modules import neither folder back", () => {
    const shared = (file: string) =>
      !file.includes('/') && !['step-table.ts', 'rules.ts', 'describe-move.ts', 'role-preview.ts'].includes(file);
    expect(all.filter(([from, to]) => shared(from) && (to.startsWith('decisions/') || to.startsWith('automatic/')))).toEqual([]);
  });
});
