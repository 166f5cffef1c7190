/**
 * Warehouse Sale's notation: `bid 5` and `sell 17`, each a number range (engine/core/number-range.ts)
 * so the email lists them as one row; the Japanese labels `5コインで入札` and `木箱17を売る`, which
 * the core reads back; and the Japanese verbs as aliases (`入札 5`, `売る 17`).
 */
import { aliasTable, parseForgiving, translateAliases } from '../core/notation';
import { type NumberChoice, withNumber } from '../core/number-range';
import type { Parsed } from '../core/types';
import type { SaleMove } from './state';

const PATTERNS = { bid: 'bid N', sell: 'sell N' } as const;

const valueOf = (m: SaleMove): number => (m.kind === 'bid' ? m.coins : m.crate);

export function numberChoiceOf(m: SaleMove): NumberChoice {
  return { pattern: PATTERNS[m.kind], value: valueOf(m) };
}

export function formatMove(m: SaleMove): string {
  return withNumber(PATTERNS[m.kind], valueOf(m));
}

export function formatMoveJa(m: SaleMove): string {
  return m.kind === 'bid' ? `${m.coins}コインで入札` : `木箱${m.crate}を売る`;
}

const JAPANESE_VERBS = { 入札: 'bid', 売る: 'sell', 売却: 'sell' } as const;
export const ALIASES = aliasTable(JAPANESE_VERBS);

/** Any well-formed move, legal now or not (for the step's own refusal with the numbers). */
export function readAnyMove(text: string): SaleMove | null {
  const m = /^(bid|sell)\s*(\d{1,3})$/.exec(translateAliases(text, JAPANESE_VERBS));
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === 'bid' ? { kind: 'bid', coins: n } : { kind: 'sell', crate: n };
}

export function parseAmong(text: string, legal: readonly SaleMove[]): Parsed<SaleMove> {
  // A Japanese refusal names the moves by their Japanese labels.
  return parseForgiving(text, legal, formatMove, ALIASES, formatMoveJa);
}
