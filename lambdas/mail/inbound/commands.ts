/**
 * The reply grammar: one command per line, applied in order by the caller.
 *
 * Each line is cleaned (see `command-line.ts`: NFKC, list markers, trailing punctuation,
 * noise). If its first word is a service keyword (table below, case-insensitive, Japanese
 * forms included) the line is that command and must fit its arguments, otherwise it is
 * `{ kind: 'invalid', reason }` with a usage line. Every other line is a move, passed on as
 * written (cleaned), bare numbers included: the game's notation decides what it means.
 *
 *   help | status | undo | resign | back | join | decline      (no arguments)
 *   history [n]                                                 n = 1…999
 *   notify all|turn|daily, notify receipts on|off               通知 すべて|手番|毎日、通知 受領 オン|オフ (settings-words.ts)
 *   vacation <days> [days] | vacation until <YYYY-MM-DD>       days = 1…365; 休暇 <YYYY-MM-DD>まで
 *   timezone <IANA zone>                                        e.g. Europe/Berlin, Asia/Tokyo
 *   new <game> <address>… [option=value…]                       at least one address
 *
 * Keywords win over moves: no game may use one of these words as the first word of a move.
 * Which lines of a reply reach this grammar (and the line-length and line-count limits)
 * is decided in `reply-commands.ts`.
 */
import { cleanCommandLine } from './command-line';
import type { Command } from './types';

type Keyword = 'help' | 'status' | 'history' | 'undo' | 'resign' | 'notify' | 'vacation' | 'back' | 'timezone' | 'join' | 'decline' | 'new';

/** First words that name a service command, with their Japanese forms. */
const KEYWORDS = {
  help: 'help',
  ヘルプ: 'help',
  status: 'status',
  状況: 'status',
  状態: 'status',
  history: 'history',
  履歴: 'history',
  undo: 'undo',
  取り消し: 'undo',
  取消: 'undo',
  待った: 'undo',
  // 抜ける is the word we write (JA-STYLE); 投了, a shogi word, is still read.
  resign: 'resign',
  抜ける: 'resign',
  投了: 'resign',
  notify: 'notify',
  通知: 'notify',
  vacation: 'vacation',
  休暇: 'vacation',
  back: 'back',
  復帰: 'back',
  timezone: 'timezone',
  tz: 'timezone',
  タイムゾーン: 'timezone',
  join: 'join',
  参加: 'join',
  decline: 'decline',
  辞退: 'decline',
  new: 'new',
} as const satisfies Record<string, Keyword>;

const USAGE = {
  help: 'help takes nothing after it',
  status: 'status takes nothing after it',
  history: 'write "history" or "history <number of entries>", for example "history 10"',
  undo: 'undo takes nothing after it',
  resign: 'resign takes nothing after it',
  notify:
    'write "notify all" (every change), "notify turn" (only your turns), "notify daily", or "notify receipts off" / "notify receipts on"',
  vacation: 'write "vacation <days>" (1 to 365) or "vacation until <YYYY-MM-DD>"',
  back: 'back takes nothing after it',
  timezone: 'write "timezone <zone>" with an IANA zone name, for example "timezone Europe/Berlin"',
  join: 'join takes nothing after it',
  decline: 'decline takes nothing after it',
  new: 'write "new <game> <address> <address>… [option=value…]", for example "new puerto-rico bob@example.com carol@example.com"',
} as const satisfies Record<Keyword, string>;

/** The same usage lines for a player who reads Japanese (every refusal in both languages). */
const USAGE_JA = {
  help: '「ヘルプ」の後には何も書きません',
  status: '「状況」の後には何も書きません',
  history: '「履歴」または「履歴 <件数>」と書きます（例：履歴 10）',
  undo: '「取り消し」の後には何も書きません',
  resign: '「抜ける」の後には何も書きません',
  notify: '「通知 手番」（自分の手番のときだけ）、「通知 毎日」（1日1回のまとめ）、「通知 すべて」（変化のたびに）のどれかを書きます',
  vacation: '「休暇 <日数>」（1〜365）または「休暇 <YYYY-MM-DD>まで」と書きます',
  back: '「復帰」の後には何も書きません',
  timezone: '「タイムゾーン <タイムゾーン名>」と IANA の名前で書きます（例：タイムゾーン Asia/Tokyo）',
  join: '「参加」の後には何も書きません',
  decline: '「辞退」の後には何も書きません',
  new: '「new <ゲーム> <アドレス> <アドレス>… [option=value…]」と書きます（例：new puerto-rico bob@example.com carol@example.com）',
} as const satisfies Record<Keyword, string>;

const NOTIFY_MODES: Readonly<Record<string, 'all' | 'turn'>> = { all: 'all', 全部: 'all', すべて: 'all', turn: 'turn', 手番: 'turn' };
const MAX_HISTORY = 999;
const MAX_VACATION_DAYS = 365;
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const OPTION = /^([a-z][a-z0-9-]*)=(\S+)$/i;
const GAME_ID = /^[a-z0-9][a-z0-9-]*$/;

/** Is this word (a line's first) a service keyword? */
export function isKeyword(word: string): boolean {
  return keywordOf(word) !== null;
}

function keywordOf(word: string): Keyword | null {
  const key = word.toLowerCase();
  return Object.hasOwn(KEYWORDS, key) ? KEYWORDS[key as keyof typeof KEYWORDS] : null;
}

/** A real calendar date written YYYY-MM-DD (or with slashes), returned as YYYY-MM-DD. */
export function parseCalendarDate(text: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (monthDays === undefined || day < 1 || day > monthDays) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The canonical IANA name of a time zone, or null when the runtime does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function parsePositive(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

function parseVacation(args: readonly string[]): Command | null {
  if (args[0]?.toLowerCase() === 'until' || args[0] === 'まで') {
    const until = args.length === 2 ? parseCalendarDate(args[1]!) : null;
    return until === null ? null : { kind: 'vacation', until };
  }
  // "休暇 2026-12-24まで": the Japanese order, the date first.
  const before = args.length === 1 ? /^(.+)まで$/.exec(args[0]!) : null;
  if (before) {
    const until = parseCalendarDate(before[1]!);
    return until === null ? null : { kind: 'vacation', until };
  }
  // "vacation 7", "vacation 7 days", "休暇 7日"
  const m = /^(\d{1,4})(日)?$/.exec(args[0] ?? '');
  const unit = args[1]?.toLowerCase();
  if (!m || args.length > 2 || (args.length === 2 && (m[2] !== undefined || (unit !== 'days' && unit !== 'day')))) return null;
  const days = parsePositive(m[1], MAX_VACATION_DAYS);
  return days === null ? null : { kind: 'vacation', days };
}

function parseNew(args: readonly string[]): Command | null {
  const [gameWord, ...rest] = args;
  const game = gameWord?.toLowerCase();
  if (game === undefined || !GAME_ID.test(game)) return null;
  const addresses: string[] = [];
  const options: Record<string, string> = {};
  // Commas separate addresses, but belong to option values (skip=sat,sun).
  for (const token of rest.flatMap((t) => (t.includes('=') ? [t] : t.split(','))).filter((t) => t !== '')) {
    const address = token.replace(/^<|>$/g, '').toLowerCase();
    const option = OPTION.exec(token);
    if (ADDRESS.test(address)) addresses.push(address);
    // `bot` asks for a seat played by the bot: kept in the list as the bare word.
    else if (address === 'bot') addresses.push('bot');
    // `me` stands for the sender, so a solo game reads `new barrage me automas=2`.
    else if (address === 'me') addresses.push('me');
    else if (option) options[option[1]!.toLowerCase()] = option[2]!;
    else return null;
  }
  return addresses.length === 0 ? null : { kind: 'new', game, addresses, options };
}

function parseArguments(keyword: Keyword, args: readonly string[]): Command | null {
  switch (keyword) {
    case 'help':
    case 'status':
    case 'undo':
    case 'resign':
    case 'back':
    case 'join':
    case 'decline':
      return args.length === 0 ? { kind: keyword } : null;
    case 'history': {
      if (args.length === 0) return { kind: 'history', count: null };
      const count = args.length === 1 ? parsePositive(args[0], MAX_HISTORY) : null;
      return count === null ? null : { kind: 'history', count };
    }
    case 'notify': {
      const mode = args.length === 1 ? NOTIFY_MODES[args[0]!.toLowerCase()] : undefined;
      return mode === undefined ? null : { kind: 'notify', mode };
    }
    case 'vacation':
      return parseVacation(args);
    case 'timezone': {
      const zone = args.length === 1 ? canonicalTimeZone(args[0]!) : null;
      return zone === null ? null : { kind: 'timezone', zone };
    }
    case 'new':
      return parseNew(args);
    default: {
      const unreachable: never = keyword;
      throw new Error(`unhandled keyword ${String(unreachable)}`);
    }
  }
}

/** The command one cleaned line stands for. */
export function parseCommandLine(cleaned: string): Command {
  const [first, ...args] = cleaned.split(' ');
  const keyword = keywordOf(first!);
  if (keyword === null) return { kind: 'move', text: cleaned };
  return parseArguments(keyword, args) ?? { kind: 'invalid', text: cleaned, reason: USAGE[keyword], reasonJa: USAGE_JA[keyword] };
}
