/**
 * The Barrage status email in a real browser (Debian's chromium through playwright-core) at a
 * desktop width and a 390 px phone width: nothing sticks out sideways on the phone, player cards
 * sit two a row on the desktop and one under the other on the phone. Screenshots are kept under
 * test-artifacts/ (gitignored) for a look by eye.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { emailFor, position, seatOnTurn } from './fixtures';

const ARTIFACTS = path.resolve('test-artifacts');

/** Launched in the test, not in beforeAll: a throwing beforeAll would report the test as skipped, and it must fail. */
const browser = useBrowser();

it('lays the board out for a desktop and for a 390 px phone', async () => {
  const p = position('board-1', 0.51);
  const { email } = emailFor(p, seatOnTurn(p));
  const b = await browser.launch();
  await mkdir(ARTIFACTS, { recursive: true });
  const tops: Record<string, number[]> = {};
  for (const [name, width] of [
    ['desktop', 1000],
    ['phone', 390],
  ] as const) {
    const page = await b.newPage({ viewport: { width, height: 900 } });
    await page.setContent(email.html, { waitUntil: 'load' });
    await page.screenshot({ path: path.join(ARTIFACTS, `barrage-status-${name}.png`), fullPage: true });
    // A string expression: the project's TypeScript has no DOM library.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `${name}: page wider than the window`).toBeLessThanOrEqual(
      width,
    );
    tops[name] = await page
      .locator('div[style*="border-left:5px solid"]')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    await page.close();
  }
  const [d0, d1, d2] = tops.desktop ?? [];
  expect(tops.desktop).toHaveLength(4);
  expect(d0).toBe(d1);
  expect(d2).toBeGreaterThan(d1 ?? 0);
  const phone = tops.phone ?? [];
  expect(phone).toHaveLength(4);
  for (let i = 1; i < 4; i++) expect(phone[i]).toBeGreaterThan(phone[i - 1] ?? 0);
});
