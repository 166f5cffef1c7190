/**
 * Debian's chromium through playwright-core, for the browser tests (no browser download).
 * Call it inside a test, not in beforeAll: a throwing beforeAll reports the tests as skipped,
 * and a missing browser must fail them.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`This test needs Debian's chromium at ${CHROMIUM}: install it with "apt-get install -y chromium" (.ci/run does).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The calling suite's browser: `launch()` inside a test starts it (once), and it is closed after
 * the suite's last test.
 */
export function useBrowser(): { launch(): Promise<Browser> } {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async launch() {
      browser ??= await launchChromium();
      return browser;
    },
  };
}
