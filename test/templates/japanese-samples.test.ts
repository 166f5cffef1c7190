/**
 * docs/samples/ja/<game>.txt: the text part of a mid-game Japanese status email of every
 * registered game, so a native reader can review the wording without running anything. This
 * test keeps them current: it renders each again and compares. `UPDATE_SAMPLES=1` writes them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import { japaneseStatus, seededPositions } from '../support/japanese-mail';

const DIR = join(__dirname, '../../docs/samples/ja');
const UPDATE = process.env.UPDATE_SAMPLES === '1';
const HOW = 'UPDATE_SAMPLES=1 npx vitest run test/templates/japanese-samples.test.ts';

function sampleOf(id: string): string {
  const game = registry.get(id)!;
  const [middle] = seededPositions(game, `ja-sample-${id}`, [0.5]);
  const seat = middle!.seat ?? 0;
  return japaneseStatus(game, middle!, seat).email.text;
}

describe('docs/samples/ja', () => {
  if (UPDATE) mkdirSync(DIR, { recursive: true });

  for (const game of registry.all) {
    it(`holds the current mid-game Japanese status email of ${game.meta.id}`, () => {
      const path = join(DIR, `${game.meta.id}.txt`);
      const text = sampleOf(game.meta.id);
      if (UPDATE) writeFileSync(path, text, 'utf8');
      if (!existsSync(path)) expect.fail(`${path} is missing: write it with ${HOW}`);
      const stored = readFileSync(path, 'utf8');
      if (stored !== text)
        expect.fail(
          `docs/samples/ja/${game.meta.id}.txt is out of date with the Japanese status email; review the change and write it with ${HOW}`,
        );
    });
  }

  it('holds a sample for registered games only', () => {
    const ids = new Set(registry.all.map((g) => `${g.meta.id}.txt`));
    const stray = existsSync(DIR) ? readdirSync(DIR).filter((f) => !ids.has(f)) : [];
    expect(stray, 'samples of games no longer registered: delete them').toEqual([]);
  });
});
