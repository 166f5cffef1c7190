/**
 * The local stack with a browser, for the end-to-end suites that drive the web mailbox in
 * Debian's chromium: a data folder and a stack of its own, started before the suite's first test
 * and stopped (with every browser it launched) after its last; screenshots go to ARTIFACTS.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { startTestStack, tempDataDir } from '../e2e/local-stack-client';
import { launchChromium } from './browser';

/** Where screenshots are kept (gitignored). */
export const ARTIFACTS = path.resolve('test-artifacts');

export interface BrowserStack {
  readonly stack: LocalStack;
  /** The web mailbox's address: `http://127.0.0.1:<port>`. */
  readonly base: string;
  /**
   * A browser, closed after the suite. Launch it in the test, not in a hook: a throwing
   * beforeAll would report the test as skipped, and it must fail.
   */
  launch(): Promise<Browser>;
}

export function useBrowserStack(): BrowserStack {
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let stack: LocalStack | undefined;
  const browsers: Browser[] = [];
  beforeAll(async () => {
    data = await tempDataDir();
    stack = await startTestStack(data.dir);
    await mkdir(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await stack?.stop();
    await data?.remove();
  });
  const started = (): LocalStack => {
    if (!stack) throw new Error('the local stack is ready only inside the suite (use it in a test or a hook)');
    return stack;
  };
  return {
    get stack() {
      return started();
    },
    get base() {
      return `http://127.0.0.1:${started().httpPort}`;
    },
    async launch() {
      const browser = await launchChromium();
      browsers.push(browser);
      return browser;
    },
  };
}

/** Click and wait for the page the click leads to (a link, or a form's 303 redirect). */
export async function clickThrough(page: Page, click: () => Promise<void>, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), click()]);
  await page.waitForLoadState('load');
}

/** Opens the newest mail in `address`'s box of the web mailbox at `base`. */
export async function openNewest(page: Page, base: string, address: string): Promise<void> {
  await page.goto(`${base}/box/${encodeURIComponent(address)}`);
  await clickThrough(page, () => page.locator('table.list a.subject').first().click(), /\/box\/[^/]+\/\d+$/);
}
