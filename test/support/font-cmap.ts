/**
 * The characters a TrueType font has glyphs for, read from its `cmap` table (formats 4 and 12,
 * the Unicode subtables), so a test can check that a picture asks its font for nothing it lacks
 * (a missing glyph renders as a box, or as nothing).
 */
export function fontCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    if (font.toString('ascii', at, at + 4) === 'cmap') cmap = font.readUInt32BE(at + 8);
  }
  if (cmap < 0) throw new Error('no cmap table');
  const out = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + 4 + i * 8;
    const sub = cmap + font.readUInt32BE(at + 4);
    const format = font.readUInt16BE(sub);
    if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(ends + s * 2);
        const start = font.readUInt16BE(starts + s * 2);
        const delta = font.readInt16BE(deltas + s * 2);
        const offset = font.readUInt16BE(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = offset === 0 ? (c + delta) & 0xffff : font.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
          if (glyph !== 0) out.add(c);
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(sub + 16 + g * 12);
        const end = font.readUInt32BE(sub + 20 + g * 12);
        for (let c = start; c <= end; c++) out.add(c);
      }
    }
  }
  return out;
}
