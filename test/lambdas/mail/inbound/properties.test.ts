import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommandLines } from '../../../../lambdas/mail/inbound/reply-commands';
import { extractReply } from '../../../../lambdas/mail/inbound/extract-reply';

/** Words moves are made of in the four games, English and Japanese, plus option numbers. */
const WORD = fc.constantFrom(
  'take',
  'mayor',
  'build',
  'small-market',
  'settler',
  'ship',
  'corn',
  'harbor',
  'pass',
  '2',
  '13',
  '市長',
  '建設',
  '小市場',
  'on',
  'from',
);
const MARKER = fc.constantFrom('', '- ', '* ', '1. ', '2) ', '・');
const MOVE_LINE = fc.tuple(MARKER, fc.array(WORD, { minLength: 1, maxLength: 4 })).map(([marker, words]) => marker + words.join(' '));

/** What clients put under a reply: each starts with a quote header, a quote mark or a signature. */
const TAIL = fc.constantFrom(
  '\nOn Mon, Nov 23, 2026 at 9:14 AM Puerto Rico <g-g7k2-1-abcdefgh@play.example.org> wrote:\n> 1. take mayor\n',
  '\n> On Nov 23, 2026, at 09:14, Puerto Rico wrote:\n> 2. take builder\n',
  '\n-- \nAlice\n- take mayor\n',
  '\n—\nBob\n',
  '\nSent from my iPhone\n\n> 3\n',
  '\nGet Outlook for iOS\n________________________________\nFrom: Puerto Rico\nSent: Monday\n\n1. take mayor\n',
  '\n-----Original Message-----\n差出人: Puerto Rico\n送信日時: 2026/11/23\n\n１．市長\n',
  '\n2026年11月23日(月) 9:14 Puerto Rico <g@play.example.org>:\n＞１．市長\n',
  '\nThanks,\nCarol\n',
  '',
);

describe('properties', () => {
  it('move lines above any client tail survive extraction unchanged', () => {
    fc.assert(
      fc.property(fc.array(MOVE_LINE, { minLength: 1, maxLength: 6 }), TAIL, (lines, tail) => {
        expect(extractReply(`${lines.join('\n')}\n${tail}`).reply).toBe(lines.join('\n'));
      }),
      { numRuns: 400 },
    );
  });

  it('each move line becomes exactly one move command, in order', () => {
    fc.assert(
      fc.property(fc.array(MOVE_LINE, { minLength: 1, maxLength: 6 }), (lines) => {
        const commands = parseCommandLines(lines.join('\n'));
        expect(commands).toHaveLength(lines.length);
        expect(commands.every((c) => c.kind === 'move')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and the reply is always a part of the text, on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const { reply } = extractReply(text);
        const normalised = text.replace(/\r\n|\r|\u2028|\u2029/g, '\n');
        for (const line of reply.split('\n')) expect(normalised).toContain(line);
        parseCommandLines(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('hostile input stays linear', () => {
  // Each string made an earlier regex take seconds at 20 000 characters; 200 000 would take minutes.
  const hostile = {
    'punctuation run': `a${'.'.repeat(200_000)}x`,
    'repeated schrieb': 'schrieb '.repeat(25_000),
    'inner blank run': `On${' '.repeat(200_000)}x`,
    'repeated wrote': `${'wrote '.repeat(30_000)}x`,
    'many short lines': 'Am schrieb x\n'.repeat(20_000),
  };
  it.each(Object.entries(hostile))('%s', (_name, text) => {
    const started = performance.now();
    extractReply(text);
    const commands = parseCommandLines(text);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(commands.length).toBeGreaterThan(0);
  });

  it('an over-long line is one invalid command with a short preview', () => {
    expect(parseCommandLines(`${'x'.repeat(600)}\n2`)).toEqual([
      { kind: 'invalid', text: `${'x'.repeat(40)}…`, reason: 'a line is at most 500 characters', reasonJa: '1行は500文字までです' },
      { kind: 'move', text: '2' },
    ]);
  });
});
