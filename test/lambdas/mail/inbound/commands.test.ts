import { describe, expect, it } from 'vitest';
import { cleanCommandLine } from '../../../../lambdas/mail/inbound/command-line';
import { canonicalTimeZone, parseCalendarDate, parseCommandLine } from '../../../../lambdas/mail/inbound/commands';
import { parseCommandLines } from '../../../../lambdas/mail/inbound/reply-commands';

const one = (line: string) => parseCommandLines(line);

describe('cleanCommandLine: what is stripped', () => {
  it.each([
    ['- take mayor', 'take mayor'],
    ['* 2', '2'],
    ['+ build harbor', 'build harbor'],
    ['• settler', 'settler'],
    ['・市長', '市長'],
    ['・ 市長', '市長'],
    ['1. take mayor', 'take mayor'],
    ['2) build small-market', 'build small-market'],
    ['(3) pass', 'pass'],
    ['1', '1'],
    ['1.', '1'],
    ['1)', '1'],
    ['(1)', '1'],
    ['2 3', '2 3'],
    ['-1', '-1'],
    ['build harbor.', 'build harbor'],
    ['build harbor!!', 'build harbor'],
    ['take mayor;', 'take mayor'],
    ['ship corn: 3?', 'ship corn: 3'],
    ['build (large) market', 'build (large) market'],
    ['  build    harbor  ', 'build harbor'],
    ['２', '2'],
    ['ｈｅｌｐ', 'help'],
    ['ﾍﾙﾌﾟ', 'ヘルプ'],
    ['市長。', '市長'],
    ['\u3000市長\u3000', '市長'],
  ])('%j → %j', (line, cleaned) => {
    expect(cleanCommandLine(line)).toBe(cleaned);
  });

  it.each([
    '',
    '   ',
    '-',
    '--',
    '---',
    '—',
    '***',
    '...',
    '👍',
    'Hi all,',
    'Hello Bob,',
    'Thanks!',
    'thank you.',
    'ありがとうございます。',
    '- ',
  ])('noise %j', (line) => {
    expect(cleanCommandLine(line)).toBeNull();
  });

  it('a salutation without its comma is not noise', () => {
    expect(cleanCommandLine('hi')).toBe('hi');
  });
});

describe('parseCommandLines: moves', () => {
  it('bare numbers are moves', () => {
    expect(one('2')).toEqual([{ kind: 'move', text: '2' }]);
  });
  it('keeps case and inner text of moves', () => {
    expect(one('Build Small-Market')).toEqual([{ kind: 'move', text: 'Build Small-Market' }]);
  });
  it('applies lines in order and skips blank and noise lines', () => {
    expect(parseCommandLines('Hi all,\n\n- take mayor\n---\n2\n\n—\nstatus')).toEqual([
      { kind: 'move', text: 'take mayor' },
      { kind: 'move', text: '2' },
      { kind: 'status' },
    ]);
  });
  it('a keyword later in a line does not make it a command', () => {
    expect(one('take help')).toEqual([{ kind: 'move', text: 'take help' }]);
  });
});

describe('parseCommandLines: service commands', () => {
  it.each([
    ['help', { kind: 'help' }],
    ['HELP', { kind: 'help' }],
    ['Help.', { kind: 'help' }],
    ['ヘルプ', { kind: 'help' }],
    ['status', { kind: 'status' }],
    ['状況', { kind: 'status' }],
    ['history', { kind: 'history', count: null }],
    ['history 10', { kind: 'history', count: 10 }],
    ['履歴 ５', { kind: 'history', count: 5 }],
    ['undo', { kind: 'undo' }],
    ['待った', { kind: 'undo' }],
    ['resign', { kind: 'resign' }],
    ['投了', { kind: 'resign' }],
    ['notify all', { kind: 'notify', mode: 'all' }],
    ['Notify Turn', { kind: 'notify', mode: 'turn' }],
    ['通知 手番', { kind: 'notify', mode: 'turn' }],
    ['vacation 7', { kind: 'vacation', days: 7 }],
    ['vacation 14 days', { kind: 'vacation', days: 14 }],
    ['vacation 1 day', { kind: 'vacation', days: 1 }],
    ['休暇 ７日', { kind: 'vacation', days: 7 }],
    ['vacation until 2026-12-24', { kind: 'vacation', until: '2026-12-24' }],
    ['vacation until 2028/2/29', { kind: 'vacation', until: '2028-02-29' }],
    ['back', { kind: 'back' }],
    ['復帰', { kind: 'back' }],
    ['timezone Europe/Berlin', { kind: 'timezone', zone: 'Europe/Berlin' }],
    ['timezone asia/tokyo', { kind: 'timezone', zone: 'Asia/Tokyo' }],
    ['tz UTC', { kind: 'timezone', zone: 'UTC' }],
    ['join', { kind: 'join' }],
    ['参加', { kind: 'join' }],
    ['decline', { kind: 'decline' }],
    [
      'new puerto-rico bob@example.com carol@example.com',
      { kind: 'new', game: 'puerto-rico', addresses: ['bob@example.com', 'carol@example.com'], options: {} },
    ],
    [
      'new Puerto-Rico <Bob@Example.com>, carol@example.com variant=expansion seats=3',
      {
        kind: 'new',
        game: 'puerto-rico',
        addresses: ['bob@example.com', 'carol@example.com'],
        options: { variant: 'expansion', seats: '3' },
      },
    ],
    [
      'new puerto-rico bob@example.com,carol@example.com skip=sat,sun timeout=random',
      {
        kind: 'new',
        game: 'puerto-rico',
        addresses: ['bob@example.com', 'carol@example.com'],
        options: { skip: 'sat,sun', timeout: 'random' },
      },
    ],
  ])('%j', (line, command) => {
    expect(one(line)).toEqual([command]);
  });

  it.each([
    ['help me', 'help takes nothing after it'],
    ['history all', 'history'],
    ['history 0', 'history'],
    ['history 1000', 'history'],
    ['notify sometimes', 'notify all'],
    ['notify', 'notify all'],
    ['vacation', 'vacation <days>'],
    ['vacation soon', 'vacation <days>'],
    ['vacation 0', 'vacation <days>'],
    ['vacation 366', 'vacation <days>'],
    ['vacation 7 weeks', 'vacation <days>'],
    ['vacation until tomorrow', 'vacation <days>'],
    ['vacation until 2026-02-30', 'vacation <days>'],
    ['vacation until 2027-02-29', 'vacation <days>'],
    ['timezone Mars/Olympus', 'timezone <zone>'],
    ['timezone', 'timezone <zone>'],
    ['timezone Europe/Berlin Asia/Tokyo', 'timezone <zone>'],
    ['new', 'new <game>'],
    ['new puerto-rico', 'new <game>'],
    ['new puerto-rico bob', 'new <game>'],
    ['new puerto-rico bob@example.com please', 'new <game>'],
  ])('%j is an invalid command with a usage line', (line, usage) => {
    const [command] = one(line);
    expect(command).toMatchObject({ kind: 'invalid' });
    expect(command!.kind === 'invalid' && command.reason).toContain(usage);
  });

  it('the invalid command keeps the cleaned text for the answer', () => {
    expect(parseCommandLine('history all')).toEqual({
      kind: 'invalid',
      text: 'history all',
      reason: 'write "history" or "history <number of entries>", for example "history 10"',
      reasonJa: '「履歴」または「履歴 <件数>」と書きます（例：履歴 10）',
    });
  });

  it('reads the Japanese command names the mail writes (抜ける for leaving; 投了 still read)', () => {
    expect(parseCommandLine('抜ける')).toEqual({ kind: 'resign' });
    expect(parseCommandLine('投了')).toEqual({ kind: 'resign' });
    expect(parseCommandLine('状況')).toEqual({ kind: 'status' });
    expect(parseCommandLine('取り消し')).toEqual({ kind: 'undo' });
    expect(parseCommandLine('通知 手番')).toEqual({ kind: 'notify', mode: 'turn' });
    expect(parseCommandLine('通知 すべて')).toEqual({ kind: 'notify', mode: 'all' });
    expect(parseCommandLine('休暇 2026-12-24まで')).toEqual({ kind: 'vacation', until: '2026-12-24' });
    expect(parseCommandLine('休暇 2026-13-24まで').kind).toBe('invalid');
  });
});

describe('helpers', () => {
  it('parseCalendarDate checks real dates', () => {
    expect(parseCalendarDate('2026-12-24')).toBe('2026-12-24');
    expect(parseCalendarDate('2000-02-29')).toBe('2000-02-29');
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('2026-04-31')).toBeNull();
    expect(parseCalendarDate('24.12.2026')).toBeNull();
  });
  it('canonicalTimeZone knows IANA names and refuses the rest', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Etc/GMT+9')).toBe('Etc/GMT+9');
    expect(canonicalTimeZone('Nowhere/City')).toBeNull();
    expect(canonicalTimeZone('+09:00')).toBeNull();
  });
});
