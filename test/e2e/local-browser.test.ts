/**
 * The web mailbox in a real browser (Debian's chromium through playwright-core, no browser
 * download): start a game on the new-game page, join by clicking the invitation's Join
 * link, answer a "Your turn" email by clicking a move, and see the next status email.
 * Screenshots are kept under test-artifacts/ (gitignored).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import type { LocalStack } from '../../infra/local/stack';
import { startTestStack, tempDataDir } from './local-stack-client';

const ARTIFACTS = path.resolve('test-artifacts');
const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let stack: LocalStack;
let browser: Browser;
let page: Page;
let base: string;

beforeAll(async () => {
  data = await tempDataDir();
  stack = await startTestStack(data.dir);
  base = `http://127.0.0.1:${stack.httpPort}`;
  await mkdir(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await data?.remove();
});

/** In the test, not in beforeAll: a throwing beforeAll would report the test as skipped, and it must fail. */
async function openBrowser(): Promise<void> {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}

/** Click and wait for the page the click leads to (a link, or a form's 303 redirect). */
async function clickThrough(click: () => Promise<void>, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), click()]);
  await page.waitForLoadState('load');
}

const text = async (selector: string) => (await page.locator(selector).first().textContent()) ?? '';

/** Open `address`'s newest email and click the link in the email whose text matches `link`. */
async function clickInNewestEmail(address: string, link: RegExp): Promise<void> {
  await page.goto(`${base}/box/${encodeURIComponent(address)}`);
  await clickThrough(() => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
  await clickThrough(() => page.frameLocator('iframe.mail-frame').locator('a[data-mailto]', { hasText: link }).first().click(), /\/compose\?/);
}

it('plays from the web mailbox: new game, join, a move from an email link, the next status email', async () => {
  await openBrowser();
  await page.goto(`${base}/new`);
  await page.selectOption('#game', 'puerto-rico');
  await page.fill('#organiser', ANN);
  await page.fill('#players', `${BO}\n${CY}`);
  await clickThrough(() => page.getByRole('button', { name: 'Send the invitations' }).click(), /\/box\//);
  expect(await text('.note')).toMatch(/Game \w+ created/);

  for (const player of [BO, CY]) {
    await clickInNewestEmail(player, /^\s*Join\s*$/);
    expect(await page.locator('#body').inputValue()).toBe('join');
    expect(await page.locator('#to').inputValue()).toMatch(/^g-\w+-\d-[a-z0-9]+@pbem\.localhost$/);
    await clickThrough(() => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);
    expect(await text('.note')).toContain('Applied');
  }

  // The sidebar marks whose turn it is; answer that email by clicking its first move.
  await page.goto(base);
  const turn = page.locator('.boxes a', { has: page.locator('.badge') });
  expect(await turn.count()).toBe(1);
  const mover = (await turn.getAttribute('title'))!;
  await page.goto(`${base}/box/${encodeURIComponent(mover)}`);
  // One subject per game; the line under it (the email's first line) says what is asked.
  const subject = await text('table.list a.subject');
  expect(subject).toMatch(/^\[Puerto Rico \w+\] \w+, \w+, \w+$/);
  const before = await text('table.list .preview');
  expect(before).toMatch(/^Game started: Your turn: choose a role/);
  const rowsBefore = await page.locator('table.list tr').count();
  await clickInNewestEmail(mover, /role settler/);
  expect(await page.locator('#body').inputValue()).toBe('role settler');
  expect(await page.locator('#subject').inputValue()).toBe(`Re: ${subject}`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-reply-form.png'), fullPage: true });
  await clickThrough(() => page.getByRole('button', { name: 'Send' }).click(), /\/box\//);

  expect(await text('.note')).toContain('Applied');
  expect(await page.locator('table.list tr').count()).toBe(rowsBefore + 1);
  expect(await text('table.list a.subject')).toBe(subject);
  expect(await text('table.list .preview')).toMatch(/^Your turn: /);
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-after-reply.png'), fullPage: true });
  await clickThrough(() => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
  expect(await page.frameLocator('iframe.mail-frame').locator('body').textContent()).toContain('Applied: role settler');
  await page.screenshot({ path: path.join(ARTIFACTS, 'local-mailbox-next-status.png'), fullPage: true });

  // A list page refreshes itself when mail arrives (here: a reminder after "Advance 1 day" in another tab).
  const newMover = (await page.locator('.boxes a.current').getAttribute('title'))!;
  await page.goto(`${base}/box/${encodeURIComponent(newMover)}`);
  const rows = await page.locator('table.list tr').count();
  const other = await browser.newPage();
  await other.goto(base);
  await Promise.all([other.waitForURL(/note=/), other.getByRole('button', { name: 'Advance 1 day' }).click()]);
  await other.close();
  await page.waitForEvent('load', { timeout: 10_000 });
  expect(await page.locator('table.list tr').count()).toBeGreaterThan(rows);
  expect(await text('table.list .preview')).toMatch(/Reminder/);
});
