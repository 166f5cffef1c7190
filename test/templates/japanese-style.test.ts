/**
 * Japanese mail reads as Japanese (JA-STYLE, "Checking"): for every registered game, at several
 * positions of a seeded play-out, the Japanese status email (its text part and its HTML part as
 * text), the game-start email, a reminder and a late notice, and help; every sentence of the
 * service's catalogue and of its usage lines; and the mail of the set-up address (new@) in
 * Japanese. None may hold a word the guide rules out, a half-width `:` or `(` right after a
 * Japanese character, or a space after 。; a listed move's big label is Japanese where the game
 * gives Japanese labels (`formatJa`); every command a footer names works and is in help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMovesFor, registry, type AnyGame } from '../../engine/index';
import { isKeyword, parseCommandLine } from '../../lambdas/mail/inbound/commands';
import { htmlToText } from '../../lambdas/mail/inbound/html-text';
import { helpCommands, invitationCommands } from '../../lambdas/play/reply/help-commands';
import { readExtraCommand } from '../../lambdas/play/reply/settings-words';
import { ja } from '../../templates/i18n/ja';
import { formatTime, renderGameStart, renderHelp, renderReminder, type RenderedEmail } from '../../templates/index';
import { englishWordsIn, footerCommands, hasJapanese, jaStyleFaults } from '../support/japanese';
import { japaneseStatus, japaneseStatusModel, SAMPLE_DEADLINE, seededPositions, type PlayedPosition } from '../support/japanese-mail';
import { DOMAIN, replyMail, reSubject, startHarness, type Harness, type ReceivedMail } from '../support/service';

/** Early, middle, late and the end of a seeded game. */
const FRACTIONS = [0.15, 0.5, 0.85, 1] as const;

function faultsOf(where: string, email: RenderedEmail, htmlText?: string): string[] {
  const parts: [string, string][] = [
    ['subject', email.subject],
    ['text', email.text],
    ['html', htmlText ?? ''],
  ];
  return parts.flatMap(([part, text]) => jaStyleFaults(text).map((f) => `${where} (${part}): ${f}`));
}

/** No finding; else the first few, one a line, and how many there are in all. */
function expectNone(findings: readonly string[]): void {
  expect(findings.length, `${findings.length} findings, the first ones:\n${findings.slice(0, 15).join('\n')}`).toBe(0);
}

/** The numbered rows of the text part's move list: number and big label (before its note). */
function listedLabels(text: string): { n: string; label: string; link?: boolean }[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`${ja.yourMoves}${ja.colon}`);
  if (start < 0) return [];
  const rows: { n: string; label: string; link?: boolean }[] = [];
  for (const line of lines.slice(start + 1)) {
    // A numbered line, or the heading of the whole turns that share a first move (no number).
    if (!/^\s+\S/.test(line)) break;
    // A row of variants' small links: `2L（1） · 3L（2）`, each its label and number.
    if (/（\d+）/.test(line) && !/^\s+\d+(?:[-–]\d+)?\.\s/.test(line)) {
      for (const link of line.trim().split(' · ')) {
        const m = /^(.+)（(\d+)）$/.exec(link);
        rows.push({ n: m ? m[2]! : '', label: m ? m[1]! : link, link: true });
      }
      continue;
    }
    const m = /^\s+(\d+(?:[-–]\d+)?)\.\s+(.+)$/.exec(line);
    const label = (m ? m[2]! : line).split('（')[0]!.trim();
    rows.push({ n: m ? m[1]! : '', label });
  }
  return rows;
}

/** Does a footer's command work: the grammar or the settings words read it as a command. */
function isCommand(words: string): boolean {
  const command = parseCommandLine(words);
  return (command.kind !== 'move' && command.kind !== 'invalid') || readExtraCommand(command) !== null;
}

const HELP_PARTS = {
  recipient: { seat: 0, name: 'Gin', address: 'gin@example.jp', timezone: 'UTC' },
  replyAddress: 'g-sample-0-token@play.example.jp',
  game: { id: 'sample', kind: 'sample', title: 'サンプル' },
  step: 1,
} as const;
const HELP_TEXT = renderHelp({ ...HELP_PARTS, commands: helpCommands('ja'), lang: 'ja' });

function positionsOf(game: AnyGame): PlayedPosition[] {
  return seededPositions(game, `ja-style-${game.meta.id}`, FRACTIONS);
}

describe('Japanese mail of every registered game', () => {
  for (const game of registry.all) {
    describe(game.meta.id, () => {
      const positions = positionsOf(game);

      it('status emails (deciding and waiting seats, text and HTML) and the game-start email break no JA-STYLE rule', () => {
        const faults: string[] = [];
        positions.forEach((position, i) => {
          const deciding = position.seat ?? 0;
          const waiting = (deciding + 1) % position.match.players;
          for (const seat of [deciding, waiting]) {
            const { email, htmlText } = japaneseStatus(game, position, seat);
            faults.push(...faultsOf(`position ${FRACTIONS[i]}, seat ${seat}`, email, htmlText));
          }
        });
        const { email } = japaneseStatus(game, positions[0]!, positions[0]!.seat ?? 0);
        const start = renderGameStart({ ...statusModelOf(game, positions[0]!), options: [{ key: 'lang', value: 'ja' }] });
        faults.push(...faultsOf('game start', start), ...faultsOf('status before start', email));
        expectNone(faults);
      });

      it('reminders and late notices break no JA-STYLE rule', () => {
        const position = positions[1]!;
        const model = statusModelOf(game, position);
        const deadline = formatTime(SAMPLE_DEADLINE, 'UTC', 'ja');
        const legal = position.seat === null ? [] : legalMovesFor(game, position.match, position.seat);
        const move = legal[0] === undefined ? 'pass' : game.formatJa ? game.formatJa(legal[0]) : game.format(legal[0]);
        const timeouts = [ja.timeoutWait, ja.timeoutPass({ move }), ja.timeoutRandom, ja.timeoutBot, ja.timeoutDrop];
        const faults = timeouts.flatMap((timeout, i) => [
          ...faultsOf(
            `reminder ${i}`,
            renderReminder({
              ...model,
              level: 'reminder',
              deadline,
              lines: [ja.reminderLine({ prompt: model.headline, deadline }), timeout],
            }),
          ),
          ...faultsOf(
            `late ${i}`,
            renderReminder({ ...model, level: 'late', deadline, lines: [ja.lateLine({ deadline, graceEnds: deadline }), timeout] }),
          ),
        ]);
        expectNone(faults);
      });

      if (game.formatJa)
        it('lists every move with a Japanese big label (the game gives Japanese labels)', () => {
          const english: string[] = [];
          positions.forEach((position, i) => {
            if (position.seat === null) return;
            const { email } = japaneseStatus(game, position, position.seat);
            const rows = listedLabels(email.text);
            // The list is read from the text part: a layout change must not make this check empty.
            if (rows.length === 0)
              english.push(`position ${FRACTIONS[i]}: no move list under 「${ja.yourMoves}${ja.colon}」 in the text part`);
            for (const row of rows) {
              // A variant's small link may show just the map or card id it differs in (`2L`, `G6`, `A`).
              const id = row.link === true && /^(?=.*[0-9]|[A-Z]$)[A-Za-z0-9_]{1,6}$/.test(row.label);
              if (!hasJapanese(row.label) && !id) english.push(`position ${FRACTIONS[i]}: ${row.n}. ${row.label}`);
              // A label a player copies into a reply must reach the game, not the command grammar.
              if (isKeyword(row.label.split(' ')[0]!))
                english.push(`position ${FRACTIONS[i]}: ${row.n}. ${row.label} starts with a command word`);
            }
          });
          expectNone(english);
        });

      it('names in its footer only commands that work and that help lists', () => {
        const position = positions[1]!;
        const { email } = japaneseStatus(game, position, position.seat ?? 0);
        const named = footerCommands(email.text);
        expect(named.length).toBeGreaterThan(0);
        for (const words of named) {
          expect(isCommand(words), `「${words}」 is not a command`).toBe(true);
          expect(HELP_TEXT.text, `「${words}」 is not in help`).toContain(words);
        }
      });
    });
  }
});

/** The deciding seat's model, for the emails built on a status email (start, reminders). */
function statusModelOf(game: AnyGame, position: PlayedPosition) {
  return japaneseStatusModel(game, position, position.seat ?? 0);
}

describe('the service’s own Japanese', () => {
  it('help (game and invitation) breaks no JA-STYLE rule and lists the Japanese commands first', () => {
    const invitationHelp = renderHelp({ ...HELP_PARTS, commands: invitationCommands('ja'), lang: 'ja' });
    expect([...faultsOf('help', HELP_TEXT), ...faultsOf('invitation help', invitationHelp)]).toEqual([]);
    for (const c of helpCommands('ja')) expect(hasJapanese(c.command.split('（')[0]!), c.command).toBe(true);
  });

  it('every sentence of the catalogue, filled, breaks no JA-STYLE rule', () => {
    const args = new Proxy(
      {},
      {
        get: (_, key) =>
          key === 'n' || key === 'max' || key === 'days' ? 3 : key === 'name' ? 'Gin' : key === 'address' ? 'gin@example.jp' : '2',
      },
    );
    const faults = Object.entries(ja).flatMap(([key, value]) => {
      const text = typeof value === 'function' ? (value as (p: unknown) => string)(args) : value;
      return jaStyleFaults(text).map((f) => `${key}: ${f}`);
    });
    expectNone(faults);
  });

  it('every sentence of the catalogue and every help line is Japanese: no English word outside option notation (turn=48)', () => {
    const args = new Proxy({}, { get: (_, key) => (key === 'n' || key === 'max' || key === 'days' ? 3 : key === 'name' ? 'Gin' : '2') });
    const texts = [
      ...Object.entries(ja).map(
        ([key, value]) => [key, typeof value === 'function' ? (value as (p: unknown) => string)(args) : value] as const,
      ),
      ...helpCommands('ja').map((c) => [c.command, c.description] as const),
    ];
    const english = texts.flatMap(([key, text]) => englishWordsIn(text.replace(/\b[a-z]+=\S*/g, '')).map((w) => `${key}: ${w}`));
    expectNone(english);
  });

  it('usage lines of every command written wrong break no JA-STYLE rule', () => {
    const wrong = [
      'ヘルプ x',
      '状況 x',
      '履歴 x',
      '取り消し x',
      '抜ける x',
      '通知 x',
      '休暇 x',
      '復帰 x',
      'タイムゾーン x',
      '参加 x',
      '辞退 x',
      'new x',
    ];
    const faults = wrong.flatMap((line) => {
      const command = parseCommandLine(line);
      return command.kind === 'invalid' ? jaStyleFaults(command.reasonJa ?? '').map((f) => `${line}: ${f}`) : [`${line}: not refused`];
    });
    expectNone(faults);
  });
});

describe('the set-up address (new@) in Japanese', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });
  const newest = async (address: string): Promise<ReceivedMail> =>
    (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;

  it('answers, invites and starts a game in Japanese without breaking a JA-STYLE rule', async () => {
    const gin = 'gin@ja-style.test';
    const hana = 'hana@ja-style.test';
    await h.receive(replyMail({ from: gin, to: `new@${DOMAIN}`, subject: 'ゲーム', body: 'ゲームを始めたいです' }));
    await h.receive(replyMail({ from: gin, to: `new@${DOMAIN}`, subject: 'ゲーム', body: `new puerto-rico ${hana} lang=ja turn=3` }));
    await h.receive(replyMail({ from: gin, to: `new@${DOMAIN}`, subject: 'ゲーム', body: '状況' }));
    const before = await h.flush();
    const invitation = await newest(hana);
    await h.receive(
      replyMail({ from: hana, to: invitation.replyTo, subject: reSubject(invitation.subject), body: 'ヘルプ', quote: invitation.text }),
    );
    await h.receive(
      replyMail({ from: hana, to: invitation.replyTo, subject: reSubject(invitation.subject), body: '参加', quote: invitation.text }),
    );
    const after = await h.flush();
    const mails = [...before, ...after];
    expect(mails.length).toBeGreaterThanOrEqual(5);
    const faults = mails.flatMap((m, i) =>
      faultsOf(`mail ${i} to ${m.to} (${m.subject})`, { subject: m.subject, text: m.text, html: m.html }, htmlToText(m.html)),
    );
    expectNone(faults);
  });
});
