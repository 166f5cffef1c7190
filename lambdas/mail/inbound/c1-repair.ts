/**
 * Node 20's TextDecoder decodes `windows-1252` (and `iso-8859-1`, which WHATWG maps to it)
 * as plain Latin-1, so the bytes 0x80–0x9F come out as C1 control characters instead of
 * "€", "–", "’", "“"… (fixed in later Node releases; there this is a no-op). Outlook and
 * many Western mailers write windows-1252, and C1 controls never belong in mail text, so
 * every C1 character is read back as the windows-1252 character of the same byte.
 */

/** windows-1252 for bytes 0x80–0x9F (WHATWG index); 0x81, 0x8D, 0x8F, 0x90, 0x9D have none. */
const WINDOWS_1252_C1 = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
} as const satisfies Record<number, number>;

export function repairC1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => {
    const mapped = (WINDOWS_1252_C1 as Record<number, number>)[c.charCodeAt(0)];
    return mapped === undefined ? c : String.fromCharCode(mapped);
  });
}
