/**
 * Board pictures (README "Board pictures"): every registered game draws one, from the view
 * alone, at least 600 px wide, with alt text and a legend in both languages, and with no words
 * in it: the SVG is the same in English and Japanese and holds no CJK character (the renderer
 * ships a Latin font only, so a Japanese word would render as boxes).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import { closeUp, CLOSE_UP_WIDTH, textSizesIn } from '../../engine/core/picture';
import { PICTURE_ASSETS } from '../../lambdas/mail/outbound/picture-assets';
import { fontCharacters } from '../support/font-cmap';
import { picturePositions } from '../support/picture-positions';

/** Every character the shipped font draws. */
const GLYPHS = fontCharacters(readFileSync(createRequire(import.meta.url).resolve(PICTURE_ASSETS.font.module)));

/** The characters of an SVG's text (entities decoded). */
function textCharacters(svg: string): Set<string> {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  return new Set([...texts.join('')]);
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

describe.each(registry.all.map((g) => [g.meta.id, g] as const))('%s board picture', (_id, game) => {
  const players = Math.min(game.meta.maxPlayers, 4);
  const positions = picturePositions(game, players, `picture-${game.meta.id}`);

  it('is drawn for every seat at the start, the middle and the end of a game', () => {
    expect(game.picture, 'every game draws its board').toBeTypeOf('function');
    for (const match of positions) {
      for (let seat = 0; seat < players; seat++) {
        const picture = game.picture!(game.view(match.state, seat), 'en');
        expect(picture, `seat ${seat} at step ${match.step}`).not.toBeNull();
        expect(picture!.width).toBeGreaterThanOrEqual(600);
        expect(picture!.height).toBeGreaterThan(0);
        expect(picture!.svg).toMatch(new RegExp(`^<svg [^>]*width="${picture!.width}" height="${picture!.height}"`));
        expect(picture!.svg.trimEnd().endsWith('</svg>')).toBe(true);
      }
    }
  });

  it('marks the reader’s own panel, drawn again as a phone close-up: at most 320 px wide, its smallest text at least 12 px', () => {
    for (const match of positions) {
      for (let seat = 0; seat < players; seat++) {
        const picture = game.picture!(game.view(match.state, seat), 'en')!;
        const focus = picture.focus!;
        expect(focus, `seat ${seat} at step ${match.step}`).toBeDefined();
        expect(focus.y + focus.height).toBeLessThanOrEqual(picture.height);
        // The reader's panel is the one framed in blue: its frame starts at the top of the focus.
        const frames = [...picture.svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)"[^>]*stroke="#0072B2" stroke-width="2"/g)].map((m) =>
          Number(m[1]),
        );
        expect(
          frames.some((y) => y >= focus.y && y <= focus.y + 10),
          `seat ${seat}: the blue frame is in the focus`,
        ).toBe(true);
        const zoom = closeUp(picture)!;
        expect(zoom.width).toBeLessThanOrEqual(CLOSE_UP_WIDTH);
        expect(zoom.smallestText).toBeGreaterThanOrEqual(12);
        // The close-up is scaled from the texts of the panel (its marker, its figures).
        expect(textSizesIn(picture.svg, focus).length).toBeGreaterThanOrEqual(3);
        expect(zoom.svg).toMatch(new RegExp(`^<svg [^>]*width="${zoom.width}" height="${zoom.height}"`));
        expect(closeUp(picture)!.svg).toBe(zoom.svg);
      }
    }
  });

  it('carries no words: the same SVG in English and Japanese, no CJK character; alt text and legend in the reader’s language', () => {
    for (const match of positions) {
      const view = game.view(match.state, 0);
      const en = game.picture!(view, 'en')!;
      const ja = game.picture!(view, 'ja')!;
      expect(ja.svg).toBe(en.svg);
      expect(CJK.test(en.svg), 'a CJK character would render as a box').toBe(false);
      expect(en.alt.length).toBeGreaterThan(20);
      expect(CJK.test(ja.alt)).toBe(true);
      expect(CJK.test(en.alt)).toBe(false);
      expect(en.legend?.length ?? 0).toBeGreaterThan(3);
      expect(ja.legend?.map((l) => l.code)).toEqual(en.legend?.map((l) => l.code));
      for (const line of [...(en.legend ?? []), ...(ja.legend ?? [])]) {
        expect(line.code.length).toBeGreaterThan(0);
        expect(line.text.length).toBeGreaterThan(0);
      }
    }
  });

  it('asks its font only for characters the font has (none would render as a box)', () => {
    expect(GLYPHS.has('A'.codePointAt(0)!) && !GLYPHS.has('弁'.codePointAt(0)!), 'the cmap reader sees the font').toBe(true);
    for (const match of positions) {
      for (let seat = 0; seat < players; seat++) {
        const missing = [...textCharacters(game.picture!(game.view(match.state, seat), 'en')!.svg)].filter(
          (c) => !GLYPHS.has(c.codePointAt(0)!),
        );
        expect(missing, `seat ${seat} at step ${match.step}`).toEqual([]);
      }
    }
  });

  it('is a function of the view alone: a JSON copy of the view draws the same picture', () => {
    for (const match of positions) {
      const view = game.view(match.state, 1);
      expect(game.picture!(JSON.parse(JSON.stringify(view)), 'en')).toEqual(game.picture!(view, 'en'));
    }
  });

  it('changes as the game goes on', () => {
    const svgs = positions.map((m) => game.picture!(game.view(m.state, 0), 'en')!.svg);
    expect(new Set(svgs).size).toBe(positions.length);
  });
});
