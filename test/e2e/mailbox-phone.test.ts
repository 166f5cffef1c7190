/**
 * The web mailbox on a 390 px phone ("The web mailbox works at 390 px (responsive
 * layout, the clock button visible)") in Debian's chromium: the start page, the new-game form
 * (which offers the email language), a mailbox, an invitation and a Japanese status email
 * fit the width, and the clock's "Advance 1 day" button is on screen and works. Screenshots
 * are kept under test-artifacts/ (gitignored).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, clickThrough, openNewest, useBrowserStack } from '../support/browser-stack';
import { ja } from '../../templates/i18n/ja';

const WIDTH = 390;
const ANN = 'ann@phone.test';
const BO = 'bo@phone.test';
const CY = 'cy@phone.test';

const env = useBrowserStack();

/** In the test, not in beforeAll: a throwing beforeAll would report the test as skipped, and it must fail. */
async function openPhone(): Promise<Page> {
  const browser = await env.launch();
  return browser.newPage({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });
}

/** Nothing sticks out sideways (string expressions: the project's TypeScript has no DOM library). */
async function expectFits(page: Page, what: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `mailbox-phone-${what}.png`), fullPage: true });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `${what}: wider than the phone`).toBeLessThanOrEqual(WIDTH);
}

/** The clock and its button are on the first screen, inside the width. */
async function expectClockVisible(page: Page, what: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Advance 1 day' });
  await expect.poll(() => button.isVisible(), { timeout: 5_000 }).toBe(true);
  const box = (await button.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(WIDTH);
  expect(box.y + box.height, what).toBeLessThanOrEqual(844);
  expect(await page.locator('.clock').textContent(), what).toMatch(/Clock: .+ UTC/);
}

it('works on a 390 px phone: pages fit, the clock button is on screen, a Japanese game starts from the new-game page', async () => {
  const page = await openPhone();
  await page.goto(env.base);
  await expectFits(page, 'start');
  await expectClockVisible(page, 'start');

  await page.goto(`${env.base}/new`);
  await expectFits(page, 'new-game');
  await expectClockVisible(page, 'new-game');
  // The new-game page offers the players' language; Japanese becomes lang=ja on the new line.
  await page.selectOption('#game', 'puerto-rico');
  await page.fill('#organiser', ANN);
  await page.fill('#players', `${BO}\n${CY}`);
  await page.selectOption('#lang', 'ja');
  await clickThrough(page, () => page.getByRole('button', { name: 'Send the invitations' }).click(), /\/box\//);
  expect(await page.locator('.note').first().textContent()).toMatch(/lang=ja.*Game \w+ created/s);
  await expectFits(page, 'mailbox');
  await expectClockVisible(page, 'mailbox');

  for (const player of [BO, CY]) {
    await openNewest(page, env.base, player);
    await expectFits(page, 'invitation');
    // Invited with lang=ja: the invitation is in Japanese too.
    expect(await page.frameLocator('iframe.mail-frame').locator('body').textContent()).toContain(ja.inviteStarts);
    await clickThrough(
      page,
      () => page.frameLocator('iframe.mail-frame').locator('a[data-mailto]', { hasText: ja.join }).first().click(),
      /\/compose\?/,
    );
    await expectFits(page, 'reply-form');
    await clickThrough(page, () => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);
    expect(await page.locator('.note').first().textContent()).toContain('Applied');
  }

  // The game-start email, in Japanese, read in the mailbox on the phone.
  await openNewest(page, env.base, ANN);
  const frame = page.frameLocator('iframe.mail-frame');
  expect(await frame.locator('body').textContent()).toContain(ja.replyAbove.replace(/#/g, '').replace(/-/g, '').trim());
  expect(await frame.locator('html').getAttribute('lang')).toBe('ja');
  await expectFits(page, 'japanese-status');
  const inner = await (await page.locator('iframe.mail-frame').elementHandle())!.contentFrame();
  const frameWidth = await inner!.evaluate<number>('document.documentElement.scrollWidth');
  const frameBox = (await page.locator('iframe.mail-frame').boundingBox())!;
  expect(frameWidth, 'the email inside its frame').toBeLessThanOrEqual(Math.ceil(frameBox.width));
  await expectClockVisible(page, 'japanese-status');

  // The clock button works from the phone too.
  const before = await page.locator('.clock b').textContent();
  await clickThrough(page, () => page.getByRole('button', { name: 'Advance 1 day' }).click(), /note=/);
  expect(await page.locator('.clock b').textContent()).not.toBe(before);
}, 120_000);
