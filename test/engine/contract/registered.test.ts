/**
 * Every registered game keeps the engine contract: each one has a file here that runs
 * `contractSuite`, or both of its halves (suite.ts). A game added to the registry without
 * one fails here, not silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const calls = readdirSync(DIR)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(path.join(DIR, f), 'utf8'))
  .join('\n');

describe('the engine contract covers every registered game', () => {
  for (const game of registry.all) {
    it(game.meta.id, () => {
      const whole = calls.includes(`contractSuite('${game.meta.id}')`);
      const halves = calls.includes(`playoutContract('${game.meta.id}')`) && calls.includes(`positionContract('${game.meta.id}')`);
      expect(whole || halves, `no contract test file runs contractSuite('${game.meta.id}')`).toBe(true);
    });
  }
});
