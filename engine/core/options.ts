/** Validate and default a game's options from loose input (CLI flags, email words, stored JSON). */
import { ruleError } from './errors';
import type { GameMeta, Options, OptionSpec, OptionValue, RuleError } from './types';

export function defaultOptions(meta: GameMeta): Options {
  return Object.fromEntries(meta.options.map((o) => [o.key, o.default]));
}

export function resolveOptions(
  meta: GameMeta,
  raw: Readonly<Record<string, OptionValue>>,
): { ok: true; options: Options } | { ok: false; error: RuleError } {
  const out: Record<string, OptionValue> = { ...defaultOptions(meta) };
  for (const [key, value] of Object.entries(raw)) {
    const spec = meta.options.find((o) => o.key === key);
    if (!spec) {
      const known = meta.options.map((o) => o.key).join(', ') || 'none';
      return {
        ok: false,
        error: ruleError(
          'unknown-option',
          `${meta.title} has no option "${key}" (options: ${known}).`,
          `${meta.title}にオプション「${key}」はありません（オプション: ${known}）。`,
        ),
      };
    }
    const coerced = coerce(spec, value);
    if (coerced === undefined)
      return {
        ok: false,
        error: ruleError(
          'bad-option',
          `Option ${key}: ${describeAllowed(spec)}, not "${String(value)}".`,
          `オプション ${key}: 「${String(value)}」ではなく${describeAllowedJa(spec)}。`,
        ),
      };
    out[key] = coerced;
  }
  return { ok: true, options: out };
}

function coerce(spec: OptionSpec, value: OptionValue): OptionValue | undefined {
  const text = String(value).trim().toLowerCase();
  switch (spec.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (['true', 'yes', 'on', '1'].includes(text)) return true;
      if (['false', 'no', 'off', '0'].includes(text)) return false;
      return undefined;
    case 'number': {
      const n = typeof value === 'number' ? value : Number(text);
      return Number.isFinite(n) && text !== '' ? n : undefined;
    }
    case 'choice':
      return spec.choices?.includes(text) ? text : undefined;
  }
}

function describeAllowedJa(spec: OptionSpec): string {
  switch (spec.type) {
    case 'boolean':
      return 'on か off を書いてください';
    case 'number':
      return '数を書いてください';
    case 'choice':
      return `${(spec.choices ?? []).join(', ')} のどれかを書いてください`;
  }
}

function describeAllowed(spec: OptionSpec): string {
  switch (spec.type) {
    case 'boolean':
      return 'use on or off';
    case 'number':
      return 'use a number';
    case 'choice':
      return `use one of ${(spec.choices ?? []).join(', ')}`;
  }
}

/** Parse `key=value` words (as typed in a CLI flag or a `new` email line). */
export function parseOptionWords(words: readonly string[]): { ok: true; raw: Record<string, string> } | { ok: false; error: RuleError } {
  const raw: Record<string, string> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0)
      return {
        ok: false,
        error: ruleError(
          'bad-option',
          `Options are written key=value, not "${word}".`,
          `オプションは「${word}」ではなく key=value の形で書きます。`,
        ),
      };
    raw[word.slice(0, eq).trim()] = word.slice(eq + 1).trim();
  }
  return { ok: true, raw };
}

/**
 * How many players a game takes with these (resolved) options: `minPlayers`–`maxPlayers`, less
 * the seats the rules play (`meta.ruleSeats`). With n > 0 of those, the players range from
 * `ruleSeats.minPlayers` (at least `minPlayers − n`) to `maxPlayers − n`.
 */
export function playerRange(meta: GameMeta, options: Options): { min: number; max: number } {
  const rule = meta.ruleSeats;
  const n = rule ? Number(options[rule.option] ?? 0) : 0;
  if (!rule || !Number.isInteger(n) || n <= 0) return { min: meta.minPlayers, max: meta.maxPlayers };
  return { min: Math.max(rule.minPlayers, meta.minPlayers - n), max: meta.maxPlayers - n };
}
