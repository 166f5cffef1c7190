/**
 * The service commands a player can write, for the help email. Grammar: lambdas/mail/inbound/commands.ts
 * (and settings-words.ts for `language` and `notify daily`). In Japanese mail each command is
 * written in its Japanese form first, the English one after it (both work; JA-STYLE "Moves in
 * Japanese mail": help lists the Japanese first).
 */
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';

interface HelpEntry {
  readonly en: string;
  readonly ja: string;
  readonly description: (t: Messages) => string;
}

const ENTRIES: readonly HelpEntry[] = [
  { en: '<move>', ja: '<行動の表記>', description: (t) => t.helpMove },
  { en: '<number>', ja: '<番号>', description: (t) => t.helpNumber },
  { en: 'status', ja: '状況', description: (t) => t.helpStatus },
  { en: 'history [n]', ja: '履歴 [n]', description: (t) => t.helpHistory },
  { en: 'undo', ja: '取り消し', description: (t) => t.helpUndo },
  { en: 'notify turn | notify all | notify daily', ja: '通知 手番 | 通知 すべて | 通知 毎日', description: (t) => t.helpNotify },
  { en: 'notify receipts off | notify receipts on', ja: '通知 受領 オフ | 通知 受領 オン', description: (t) => t.helpReceipts },
  { en: 'language en | language ja', ja: '言語 英語 | 言語 日本語', description: (t) => t.helpLanguage },
  { en: 'vacation <days> | vacation until <YYYY-MM-DD>', ja: '休暇 <日数> | 休暇 <YYYY-MM-DD>まで', description: (t) => t.helpVacation },
  { en: 'back', ja: '復帰', description: (t) => t.helpBack },
  { en: 'timezone <zone>', ja: 'タイムゾーン <IANA名>', description: (t) => t.helpTimezone },
  { en: 'resign', ja: '抜ける', description: (t) => t.helpResign },
  { en: 'help', ja: 'ヘルプ', description: (t) => t.helpHelp },
];

export function helpCommands(lang?: Lang): readonly { command: string; description: string }[] {
  return listed(ENTRIES, lang);
}

function listed(entries: readonly HelpEntry[], lang: Lang | undefined): readonly { command: string; description: string }[] {
  const t = messages(lang);
  return entries.map((e) => ({ command: lang === 'ja' ? `${e.ja}（${e.en}）` : e.en, description: e.description(t) }));
}

const INVITATION_ENTRIES: readonly HelpEntry[] = [
  { en: 'join', ja: '参加', description: (t) => t.helpJoin },
  { en: 'decline', ja: '辞退', description: (t) => t.helpDecline },
  ENTRIES[ENTRIES.length - 1]!,
];

/** What an invitee can answer before the game starts: join, decline, help. */
export function invitationCommands(lang?: Lang): readonly { command: string; description: string }[] {
  return listed(INVITATION_ENTRIES, lang);
}

/** The English list (set-up answers and callers without a player). */
export const HELP_COMMANDS = helpCommands('en');
