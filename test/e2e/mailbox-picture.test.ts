/**
 * The board picture in the web mailbox (README "Board pictures"), in Debian's chromium: a
 * Barrage game started from the new-game page, its status email opened at 390 px (a phone) and
 * at 1280 px (a desktop). The picture is there (its inline part shown through cid:), loaded at
 * its full 640 px, scaled to the email's width with its aspect kept, with its alt text; nothing
 * scrolls sideways, neither the page nor the email in its frame. Above it the reader's own
 * panel as a close-up: on the phone it is not scaled down, so its smallest drawn text renders at
 * 11 CSS px or more. Screenshots are kept under test-artifacts/ (gitignored).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, clickThrough, openNewest, useBrowserStack } from '../support/browser-stack';
import { closeUp } from '../../engine/core/picture';
import { registry } from '../../engine/index';
import { en } from '../../templates/i18n/en';

const ANN = 'ann@picture.test';
const BO = 'bo@picture.test';
const CY = 'cy@picture.test';

const env = useBrowserStack();

/** The picture inside the email: loaded, at most as wide as the email, aspect kept; nothing sideways. */
async function expectPicture(page: Page, width: number): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `mailbox-picture-${width}.png`), fullPage: true });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `page at ${width} px`).toBeLessThanOrEqual(width);
  const inner = (await (await page.locator('iframe.mail-frame').elementHandle())!.contentFrame())!;
  const img = inner.locator('img[alt^="Barrage board"]').first();
  await expect
    .poll(() => img.evaluate<boolean, HTMLImageElementLike>((el) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
  const shown = await img.evaluate<
    { natural: number; naturalHeight: number; width: number; height: number; alt: string; src: string },
    HTMLImageElementLike
  >((el) => ({
    natural: el.naturalWidth,
    naturalHeight: el.naturalHeight,
    width: el.clientWidth,
    height: el.clientHeight,
    alt: el.alt,
    src: el.src.slice(0, 22),
  }));
  expect(shown.src).toBe('data:image/png;base64,');
  expect(shown.natural).toBeGreaterThanOrEqual(600);
  expect(shown.alt).toMatch(/^Barrage board, round \d/);
  const frameBox = (await page.locator('iframe.mail-frame').boundingBox())!;
  expect(shown.width).toBeLessThanOrEqual(Math.ceil(frameBox.width));
  expect(shown.width).toBeGreaterThan(Math.min(300, width - 100));
  expect(Math.abs(shown.height / shown.width - shown.naturalHeight / shown.natural)).toBeLessThan(0.02);
  await img.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, `mailbox-picture-${width}-view.png`) });
  expect(await inner.evaluate<number>('document.documentElement.scrollWidth'), `email at ${width} px`).toBeLessThanOrEqual(
    Math.ceil(frameBox.width),
  );
}

/** The few image fields read in the page (the project's TypeScript has no DOM library). */
interface HTMLImageElementLike {
  readonly complete: boolean;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  readonly clientWidth: number;
  readonly clientHeight: number;
  readonly alt: string;
  readonly src: string;
}

it('shows a Barrage status email with its board picture at 390 px and 1280 px, nothing scrolling sideways', async () => {
  const browser = await env.launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.base}/new`);
  await page.selectOption('#game', 'barrage');
  await page.fill('#organiser', ANN);
  await page.fill('#players', `${BO}\n${CY}`);
  await clickThrough(page, () => page.getByRole('button', { name: 'Send the invitations' }).click(), /\/box\//);
  for (const player of [BO, CY]) {
    await openNewest(page, env.base, player);
    await clickThrough(
      page,
      () => page.frameLocator('iframe.mail-frame').locator('a[data-mailto]', { hasText: 'join' }).first().click(),
      /\/compose\?/,
    );
    await clickThrough(page, () => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);
  }
  await openNewest(page, env.base, ANN);
  await expectPicture(page, 1280);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(page.url());
  await phone.waitForLoadState('load');
  await expectPicture(phone, 390);
  await expectCloseUp(phone);
}, 180_000);

/** The smallest text of the close-up as the phone shows it: its size in the image times the image's scale on screen. */
async function expectCloseUp(page: Page): Promise<void> {
  const [{ gameId, seat }] = await env.stack.store.gamesOf(ANN);
  const game = (await env.stack.store.getGame(gameId))!;
  const barrage = registry.get('barrage')!;
  const zoom = closeUp(barrage.picture!(barrage.view(game.match!.state, seat), 'en')!)!;
  const inner = (await (await page.locator('iframe.mail-frame').elementHandle())!.contentFrame())!;
  const img = inner.locator(`img[alt="${en.closeUpAlt}"]`);
  await expect
    .poll(() => img.evaluate<boolean, HTMLImageElementLike>((el) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
  const shown = await img.evaluate<{ natural: number; width: number }, HTMLImageElementLike>((el) => ({
    natural: el.naturalWidth,
    width: el.clientWidth,
  }));
  expect(shown.natural).toBe(zoom.width);
  const smallest = zoom.smallestText * (shown.width / shown.natural);
  expect(smallest, 'smallest text of the close-up on a 390 px phone, CSS px').toBeGreaterThanOrEqual(11);
  await img.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'mailbox-picture-390-closeup.png') });
}
