/** The service commands a player can write, for the help email. Grammar: lambdas/mail/inbound/commands.ts. */
import { messages, type Lang } from '../../../templates/i18n/index';

export function helpCommands(lang?: Lang): readonly { command: string; description: string }[] {
  const t = messages(lang);
  return [
    { command: '<move>', description: t.helpMove },
    { command: '<number>', description: t.helpNumber },
    { command: 'status', description: t.helpStatus },
    { command: 'history [n]', description: t.helpHistory },
    { command: 'undo', description: t.helpUndo },
    { command: 'notify turn | notify all | notify daily', description: t.helpNotify },
    { command: lang === 'ja' ? '通知 受領 オフ | 通知 受領 オン' : 'notify receipts off | notify receipts on', description: t.helpReceipts },
    { command: 'language en | language ja', description: t.helpLanguage },
    { command: 'vacation <days> | vacation until <YYYY-MM-DD>', description: t.helpVacation },
    { command: 'back', description: t.helpBack },
    { command: 'timezone <zone>', description: t.helpTimezone },
    { command: 'resign', description: t.helpResign },
    { command: 'help', description: t.helpHelp },
  ];
}

/** The English list (set-up answers and callers without a player). */
export const HELP_COMMANDS = helpCommands('en');
