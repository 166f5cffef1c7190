/**
 * A small PNG encoder for the board pictures: resvg's own PNG is 32-bit RGBA, and a board of
 * flat colours and anti-aliased text then weighs 60–90 KB. Pictures have a white page and a
 * few dozen fills, so an indexed PNG (one byte per pixel, PNG spec §11.2.2 PLTE) holds them
 * exactly but for the faintest anti-aliasing shades, at a third of the size. Pure and
 * deterministic: the same pixels give the same bytes.
 */
import { deflateSync } from 'node:zlib';

/** Colours a palette holds (PNG colour type 3, bit depth 8). */
const PALETTE_SIZE = 256;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Each pixel as one number, 0xBBGGRR (alpha dropped), read as 32-bit words (little-endian, as on every Lambda and Node platform we run). */
function colours(rgba: Uint8Array): Uint32Array {
  const words = new Uint32Array(rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength));
  for (let i = 0; i < words.length; i++) words[i] = words[i]! & 0xffffff;
  return words;
}

/**
 * The palette: the most frequent colours (ties broken by colour value, so it is deterministic),
 * and for every colour of the image the palette index of the nearest one. Counted by runs:
 * a flat fill is one long run, so the map is touched once per run, not once per pixel.
 */
function buildPalette(pixels: Uint32Array): { palette: number[]; indexOf: Map<number, number> } {
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length;) {
    const c = pixels[i]!;
    let j = i + 1;
    while (j < pixels.length && pixels[j] === c) j++;
    counts.set(c, (counts.get(c) ?? 0) + (j - i));
    i = j;
  }
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, PALETTE_SIZE)
    .map(([c]) => c);
  const indexOf = new Map<number, number>();
  palette.forEach((c, i) => indexOf.set(c, i));
  for (const c of counts.keys()) {
    if (indexOf.has(c)) continue;
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach((p, i) => {
      const dr = (p & 255) - (c & 255);
      const dg = ((p >> 8) & 255) - ((c >> 8) & 255);
      const db = ((p >> 16) & 255) - ((c >> 16) & 255);
      const d = dr * dr + dg * dg + db * db;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    });
    indexOf.set(c, best);
  }
  return { palette, indexOf };
}

/** An indexed PNG of opaque RGBA pixels (alpha is dropped: pictures are drawn on a white page). */
export function encodeIndexedPng(rgba: Uint8Array, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) throw new Error(`expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  const pixels = colours(rgba);
  const { palette, indexOf } = buildPalette(pixels);
  // Each row: filter type 0 (none) then one index per pixel; flat fills deflate well unfiltered.
  const raw = Buffer.alloc(height * (width + 1));
  let o = 0;
  let last = -1;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const c = pixels[i]!;
      if (c !== last) [last, lastIndex] = [c, indexOf.get(c)!];
      raw[o++] = lastIndex;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => plte.set([c & 255, (c >> 8) & 255, (c >> 16) & 255], i * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
