/**
 * Board pictures as PNG (lambdas/mail/outbound/picture-png.ts, png-encode.ts): resvg renders the
 * game's SVG and our encoder writes an indexed PNG. The same view gives the same bytes (a
 * status email re-sent, or rendered by the CLI, shows the very same picture), at several
 * positions of every game; the encoder keeps each colour it has room for exactly.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../engine/index';
import { renderPng } from '../../../../lambdas/mail/outbound/picture-png';
import { encodeIndexedPng } from '../../../../lambdas/mail/outbound/png-encode';
import { picturePositions } from '../../../support/picture-positions';

/** The PNG's chunks, by type (IDAT joined). */
function chunks(png: Buffer): Map<string, Buffer> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const out = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    out.set(type, Buffer.concat([out.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  return out;
}

describe('encodeIndexedPng', () => {
  it('writes each pixel as the palette index of its exact colour, rows unfiltered', () => {
    // 3 × 2: red, green, blue / blue, blue, white (alpha ignored).
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 255, 255, 255]);
    const png = encodeIndexedPng(rgba, 3, 2);
    const c = chunks(png);
    const ihdr = c.get('IHDR')!;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([3, 2, 8, 3]);
    const plte = c.get('PLTE')!;
    const colour = (i: number) => [...plte.subarray(i * 3, i * 3 + 3)];
    const rows = inflateSync(c.get('IDAT')!);
    expect(rows.length).toBe(2 * 4);
    expect([rows[0], rows[4]]).toEqual([0, 0]);
    const pixels = [1, 2, 3, 5, 6, 7].map((i) => colour(rows[i]!));
    expect(pixels).toEqual([
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [0, 0, 255],
      [0, 0, 255],
      [255, 255, 255],
    ]);
    // The most frequent colour (blue, 3 pixels) comes first in the palette.
    expect(colour(0)).toEqual([0, 0, 255]);
  });

  it('maps colours beyond 256 to the nearest kept one', () => {
    // 300 greys, the first 256 twice as frequent: the other 44 land on a near grey.
    const width = 556;
    const rgba = new Uint8Array(width * 4);
    for (let x = 0; x < width; x++) {
      const v = x < 512 ? x >> 1 : 200 + (x - 512);
      rgba.set([v, v, v, 255], x * 4);
    }
    const c = chunks(encodeIndexedPng(rgba, width, 1));
    expect(c.get('PLTE')!.length).toBe(256 * 3);
    const rows = inflateSync(c.get('IDAT')!);
    const plte = c.get('PLTE')!;
    for (let x = 512; x < width; x++) {
      const v = 200 + (x - 512);
      expect(Math.abs(plte[rows[1 + x]! * 3]! - v)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses pixels that do not fill width × height', () => {
    expect(() => encodeIndexedPng(new Uint8Array(7), 1, 2)).toThrow(/expected 8 RGBA bytes/);
  });
});

describe.each(registry.all.filter((g) => g.picture).map((g) => [g.meta.id, g] as const))('%s picture as PNG', (_id, game) => {
  const players = Math.min(game.meta.maxPlayers, 4);
  const positions = picturePositions(game, players, `png-${game.meta.id}`);

  it('is the same PNG bytes for the same view, at the start, middle and end of a game, at the picture’s size', async () => {
    const pngs: Buffer[] = [];
    for (const match of positions) {
      const view = game.view(match.state, 0);
      const picture = game.picture!(view, 'en')!;
      const first = await renderPng(picture.svg);
      const again = await renderPng(game.picture!(JSON.parse(JSON.stringify(view)), 'ja')!.svg);
      expect(again.equals(first), `step ${match.step}`).toBe(true);
      const ihdr = chunks(first).get('IHDR')!;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([picture.width, picture.height]);
      pngs.push(first);
    }
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(positions.length);
  }, 60_000);
});
