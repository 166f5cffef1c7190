/**
 * Every registered game keeps the engine contract: each one has a file, here or in its own
 * test folder (test/engine/<game>/), that runs `contractSuite`, or both of its halves
 * (suite.ts). A game added to the registry without one fails here, not silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** The test files of `dir`, read (none when the folder does not exist). */
function testsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

describe('the engine contract covers every registered game', () => {
  for (const game of registry.all) {
    it(game.meta.id, () => {
      const calls = [...testsIn(DIR), ...testsIn(path.join(DIR, '..', game.meta.id))].join('\n');
      const whole = calls.includes(`contractSuite('${game.meta.id}')`);
      const halves = calls.includes(`playoutContract('${game.meta.id}')`) && calls.includes(`positionContract('${game.meta.id}')`);
      expect(whole || halves, `no contract test file runs contractSuite('${game.meta.id}')`).toBe(true);
    });
  }
});
