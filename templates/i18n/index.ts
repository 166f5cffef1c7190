/**
 * The message catalogue: `messages(lang)` gives every word the service writes in that
 * language. Player-chosen with `language en|ja`; English when unknown.
 */
import { en, type Messages } from './en';
import { ja } from './ja';

export type Lang = 'en' | 'ja';
export type { Messages, MessageKey } from './en';

const CATALOGUES: Readonly<Record<Lang, Messages>> = { en, ja };

export function messages(lang: Lang | undefined): Messages {
  return CATALOGUES[lang ?? 'en'] ?? en;
}

/** A game's title in the reader's language (the game gives both: its `meta.title` and `meta.titleJa`). */
export function gameTitle(meta: { readonly title: string; readonly titleJa: string }, lang: Lang | undefined): string {
  return lang === 'ja' ? meta.titleJa : meta.title;
}

/** Names joined as a sentence: "Ann, Bo and Cy" / "Ann、Bo、Cy". */
export function joinNames(names: readonly string[], lang: Lang | undefined): string {
  const m = messages(lang);
  if (names.length <= 1) return names[0] ?? '';
  if (lang === 'ja') return names.join(m.and);
  return `${names.slice(0, -1).join(', ')}${m.and}${names[names.length - 1]}`;
}

/**
 * An absolute time in the reader's zone and language, e.g. "Tue 24 Nov 2026, 18:00
 * (Europe/Berlin)" or "2026年11月24日(火) 18:00 (Asia/Tokyo)" (the Japanese date as JA-STYLE
 * writes it: weekday and zone in half-width parentheses after digits).
 */
export function formatTime(iso: string, timezone: string, lang: Lang | undefined): string {
  const date = new Date(iso);
  if (lang === 'ja') {
    const text = new Intl.DateTimeFormat('ja-JP', {
      timeZone: timezone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
    return `${text} (${timezone})`;
  }
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${f.format(date).replace(/^(\w{3}),/, '$1')} (${timezone})`;
}
