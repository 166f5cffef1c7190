/**
 * Settings words the reply grammar (lambdas/mail/inbound/commands.ts) does not know yet:
 * `language en|ja` (言語 日本語), `notify daily` (通知 毎日) and `notify receipts on|off`
 * (通知 受領 オン|オフ). The grammar passes them on as
 * a move (`language ja`) or as an invalid `notify` line; they are recognised here, before
 * the engine or the usage answer sees them. Nothing in a game's notation starts with these
 * words, so no move is shadowed.
 */
import type { Command } from '../../mail/inbound/index';
import type { Lang } from '../../../templates/index';

export type ExtraCommand =
  | { readonly kind: 'language'; readonly lang: Lang }
  | { readonly kind: 'notify'; readonly mode: 'daily' }
  | { readonly kind: 'receipts'; readonly on: boolean };

const LANGUAGE_WORDS: Readonly<Record<string, true>> = { language: true, lang: true, 言語: true };
const LANGS: Readonly<Record<string, Lang>> = { en: 'en', english: 'en', 英語: 'en', ja: 'ja', japanese: 'ja', 日本語: 'ja' };
const DAILY = /^(notify|通知)\s+(daily|毎日)$/i;
const RECEIPTS = /^(?:notify|通知)\s+(?:receipts?|受領|受領メール)\s+(on|off|オン|オフ)$/i;
const RECEIPTS_ON: Readonly<Record<string, boolean>> = { on: true, オン: true, off: false, オフ: false };

export function readExtraCommand(command: Command): ExtraCommand | null {
  const text = command.kind === 'move' || command.kind === 'invalid' ? command.text.normalize('NFKC').trim() : null;
  if (text === null) return null;
  if (DAILY.test(text)) return { kind: 'notify', mode: 'daily' };
  const receipts = RECEIPTS.exec(text);
  if (receipts) return { kind: 'receipts', on: RECEIPTS_ON[receipts[1]!.toLowerCase()]! };
  const [word, arg, ...rest] = text.split(/\s+/);
  if (command.kind === 'move' && word && LANGUAGE_WORDS[word.toLowerCase()] && arg && rest.length === 0) {
    const lang = LANGS[arg.toLowerCase()];
    if (lang) return { kind: 'language', lang };
  }
  return null;
}

/** Does a line carry Japanese script (kana or kanji)? Such a line is answered in Japanese. */
export function isJapanese(text: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/u.test(text);
}
