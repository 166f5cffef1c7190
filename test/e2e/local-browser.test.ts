/**
 * The web mailbox in a real browser (Debian's chromium through playwright-core, no browser
 * download): start a game on the new-game page, join by clicking the invitation's Join
 * link, answer a "Your turn" email by clicking a move, and see the next status email.
 * Screenshots are kept under test-artifacts/ (gitignored).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, clickThrough, useBrowserStack } from '../support/browser-stack';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';

const env = useBrowserStack();
let browser: Browser;
let page: Page;

/** In the test, not in beforeAll: a throwing beforeAll would report the test as skipped, and it must fail. */
async function openBrowser(): Promise<void> {
  browser = await env.launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}

/** Click and wait for the page the click leads to (a link, or a form's 303 redirect). */
const follow = (click: () => Promise<void>, url: RegExp): Promise<void> => clickThrough(page, click, url);

const text = async (selector: string) => (await page.locator(selector).first().textContent()) ?? '';

/** Open `address`'s newest email and click the link in the email whose text matches `link`. */
async function clickInNewestEmail(address: string, link: RegExp): Promise<void> {
  await page.goto(`${env.base}/box/${encodeURIComponent(address)}`);
  await follow(() => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
  await follow(() => page.frameLocator('iframe.mail-frame').locator('a[data-mailto]', { hasText: link }).first().click(), /\/compose\?/);
}

it('plays from the web mailbox: new game, join, a move from an email link, the next status email', async () => {
  await openBrowser();
  await page.goto(`${env.base}/new`);
  await page.selectOption('#game', 'puerto-rico');
  await page.fill('#organiser', ANN);
  await page.fill('#players', `${BO}\n${CY}`);
  await follow(() => page.getByRole('button', { name: 'Send the invitations' }).click(), /\/box\//);
  expect(await text('.note')).toMatch(/Game \w+ created/);

  for (const player of [BO, CY]) {
    await clickInNewestEmail(player, /^\s*Join\s*$/);
    expect(await page.locator('#body').inputValue()).toBe('join');
    expect(await page.locator('#to').inputValue()).toMatch(/^g-\w+-\d-[a-z0-9]+@pbem\.localhost$/);
    await follow(() => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);
    expect(await text('.note')).toContain('Applied');
  }

  // The sidebar marks whose turn it is; answer that email by clicking its first move.
  await page.goto(env.base);
  const turn = page.locator('.boxes a', { has: page.locator('.badge') });
  expect(await turn.count()).toBe(1);
  const mover = (await turn.getAttribute('title'))!;
  await page.goto(`${env.base}/box/${encodeURIComponent(mover)}`);
  // One subject per game; the line under it (the email's first line) says what is asked.
  const subject = await text('table.list a.subject');
  expect(subject).toMatch(/^\[Puerto Rico \w+\] \w+, \w+, \w+$/);
  const before = await text('table.list .preview');
  expect(before).toMatch(/^Game started: Your turn: choose a role/);
  const rowsBefore = await page.locator('table.list tr').count();
  // Each listed line is a whole turn: the Settler with one plantation, in one tap.
  await page.goto(`${env.base}/box/${encodeURIComponent(mover)}`);
  await follow(() => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
  await follow(
    () =>
      page
        .frameLocator('iframe.mail-frame')
        .locator('a[data-mailto][href*="role+settler%3B"], a[data-mailto][href*="role%20settler%3B"]')
        .first()
        .click(),
    /\/compose\?/,
  );
  const turnText = await page.locator('#body').inputValue();
  expect(turnText).toMatch(/^role settler; \S/);
  expect(await page.locator('#subject').inputValue()).toBe(`Re: ${subject}`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-reply-form.png'), fullPage: true });
  await follow(() => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);

  // The turn went on to the next player: the mover gets a receipt in the same thread.
  expect(await text('.note')).toContain('Applied');
  expect(await page.locator('table.list tr').count()).toBe(rowsBefore + 1);
  expect(await text('table.list a.subject')).toBe(subject);
  expect(await text('table.list .preview')).toMatch(/^Your reply is in\./);
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-after-reply.png'), fullPage: true });
  await follow(() => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
  expect(await page.frameLocator('iframe.mail-frame').locator('body').textContent()).toContain('role settler');
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-next-status.png'), fullPage: true });

  // A list page refreshes itself when mail arrives (here: a reminder after "Advance 1 day" in another tab).
  await page.goto(env.base);
  const newMover = (await page.locator('.boxes a', { has: page.locator('.badge') }).getAttribute('title'))!;
  expect(newMover).not.toBe(mover);
  await page.goto(`${env.base}/box/${encodeURIComponent(newMover)}`);
  const rows = await page.locator('table.list tr').count();
  const other = await browser.newPage();
  await other.goto(env.base);
  // The form's answer comes once the reminders job and the delivery have run (under a second alone,
  // far longer while the rest of the suite shares the machine's two cores).
  await Promise.all([other.waitForURL(/note=/, { timeout: 90_000 }), other.getByRole('button', { name: 'Advance 1 day' }).click()]);
  await other.close();
  // The page reloads itself once the reminder lands; on a loaded 2-core machine that can take a while.
  await page.waitForEvent('load', { timeout: 30_000 });
  expect(await page.locator('table.list tr').count()).toBeGreaterThan(rows);
  expect(await text('table.list .preview')).toMatch(/Reminder/);
}, 180_000);
