/**
 * A Japanese and an English status email in a real browser (Debian's chromium through
 * playwright-core) at a 390 px phone width: nothing sticks out sideways, what is
 * asked is on top, the moves come before the board, and the Japanese words are there and
 * drawn from a font that has them (not as empty boxes).
 * Screenshots are kept under test-artifacts/ (gitignored) for a look by eye.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { registry, replay, randomPlayout } from '../../engine/index';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates';
import { ja } from '../../templates/i18n/ja';

const ARTIFACTS = path.resolve('test-artifacts');

/** Launched in the test, not in beforeAll: a throwing beforeAll would report the test as skipped, and it must fail. */
const browser = useBrowser();

/** Font families fontconfig knows for Japanese (.ci/run installs fonts-ipafont-gothic). */
function japaneseFonts(): string[] {
  const out = execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return out
    .split('\n')
    .flatMap((line) => line.split(','))
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

/** The fonts Chromium really drew an element's text with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

function midGameEmail(kind: string, lang: 'en' | 'ja') {
  const game = registry.get(kind)!;
  const full = randomPlayout(game, 3, `phone-${kind}`, { checks: 'none' });
  const part = replay(game, { players: 3, seed: `phone-${kind}`, moves: full.moves.slice(0, Math.floor(full.moves.length / 2)) });
  const match = part.match!;
  const seat = game.pending(match.state)[0]!.seat;
  return renderStatusEmail(
    withBoard(
      buildStatusModel({
        game,
        match,
        seat,
        names: ['Ann', 'Bo', 'Cy'],
        gameId: 'u7b8',
        recipientAddress: 'ann@example.com',
        replyAddress: 'g-u7b8-0-abcdefgh12345678@play.example.org',
        since: part.steps.slice(-8),
        lang,
        subject: `[${game.meta.title} u7b8] Ann, Bo, Cy`,
      }),
    ),
  );
}

it('shows a Japanese and an English status email on a 390 px phone: no sideways scrolling, the question and the moves before the board', async () => {
  const b = await browser.launch();
  const jaFonts = japaneseFonts();
  expect(jaFonts, 'no Japanese font installed: apt-get install -y fonts-ipafont-gothic (.ci/run does)').not.toEqual([]);
  await mkdir(ARTIFACTS, { recursive: true });
  // Every registered game, so a new game's board is checked on a phone too.
  const kinds = registry.all.map((g) => g.meta.id);
  expect(kinds).toEqual(expect.arrayContaining(['puerto-rico', 'barrage', 'nippon', 'era-of-inventions']));
  for (const kind of kinds) {
    for (const lang of ['en', 'ja'] as const) {
      const email = midGameEmail(kind, lang);
      const page = await b.newPage({ viewport: { width: 390, height: 844 } });
      await page.setContent(email.html, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(ARTIFACTS, `${kind}-${lang}-phone.png`), fullPage: true });
      // String expressions: the project's TypeScript has no DOM library.
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
        `${kind} ${lang}: wider than the phone`,
      ).toBeLessThanOrEqual(390);
      // Labels are upper-cased by CSS; compare without case.
      const body = (await page.evaluate<string>('document.body.innerText')).toLowerCase();
      const question = email.text.split('\n')[0]!.toLowerCase();
      expect(body.indexOf(question), `${kind} ${lang}: what is asked`).toBeGreaterThanOrEqual(0);
      expect(body.indexOf(question)).toBeLessThan(200);
      const movesLabel = lang === 'ja' ? ja.yourMoves : 'your moves';
      const turnOrder = lang === 'ja' ? ja.turnOrder : 'turn order';
      expect(body.indexOf(movesLabel), `${kind} ${lang}: the moves`).toBeGreaterThan(0);
      expect(body.indexOf(movesLabel), `${kind} ${lang}: the moves before the board`).toBeLessThan(body.indexOf(turnOrder));
      // The first move is a real tap target on the phone (a link at least 30 px high): a move's
      // own link, or a number of a number range (`bid N`: one row with a link per number).
      const first = await page.locator('a.ml, .fv a').first().boundingBox();
      expect(first?.height ?? 0).toBeGreaterThanOrEqual(30);
      if (lang === 'ja') {
        expect(body).toContain(ja.replyAbove.replace(/#/g, '').replace(/-/g, '').trim());
        // The headline's own element (the hidden preheader repeats the text outside the article).
        const marked = await page.evaluate<boolean>(
          `(() => { for (const el of document.querySelectorAll('div[role=article] *')) if (el.children.length === 0 && el.textContent.trim().toLowerCase() === ${JSON.stringify(question)}) { el.setAttribute('data-probe', ''); return true; } return false; })()`,
        );
        expect(marked, `${kind} ja: the headline element`).toBe(true);
        const drawn = await fontsDrawing(page, '[data-probe]');
        expect(
          drawn.some((f) => jaFonts.includes(f.familyName) && f.glyphCount > 0),
          `${kind} ja: Japanese drawn with ${JSON.stringify(drawn)}`,
        ).toBe(true);
      }
      await page.close();
    }
  }
}, 120_000);
