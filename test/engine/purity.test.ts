/**
 * The engine stays pure (STYLE.md §7): no clock, no Math.random, no I/O or process access,
 * and no import from outside engine/. Checked over the source text of every engine file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** Code without comments, so a doc comment may name what it avoids. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const FORBIDDEN: [RegExp, string][] = [
  [/Math\.random/, 'Math.random'],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\./, 'a clock'],
  [/\bprocess\./, 'process'],
  [/from ['"](node:)?(fs|fs\/promises|net|http|https|child_process|os|crypto)['"]/, 'I/O or platform modules'],
  [/\bfetch\(|\brequire\(/, 'fetch or require'],
];

describe('engine purity', () => {
  const files = sources(ROOT);

  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s uses no clock, randomness, I/O or process', (_name, file) => {
    const text = code(file);
    for (const [pattern, what] of FORBIDDEN) expect(pattern.test(text), `uses ${what}`).toBe(false);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s imports nothing from outside engine/', (_name, file) => {
    for (const match of code(file).matchAll(/from ['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      expect(target.startsWith(ROOT), `imports ${match[1]}`).toBe(true);
    }
    for (const match of code(file).matchAll(/from ['"]([^.'"][^'"]*)['"]/g)) {
      expect([], `imports the package ${match[1]}`).toContain(match[1]);
    }
  });
});
