import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../../../infra/local/web/actions';
import { newGameCommand } from '../../../../infra/local/web/form-pages';
import { quoteBelow } from '../../../../infra/local/smtp-client';
import { formatLine } from '../../../../infra/local/console-log';

describe('the new-game form', () => {
  it('becomes one "new" line: other players (the organiser left out, any separators) then the options', () => {
    expect(
      newGameCommand({
        game: 'puerto-rico',
        organiser: 'Ann@x.test',
        players: 'bo@x.test\n ann@x.test, cy@x.test;',
        options: ' turn=24   timeout=random ',
      }),
    ).toEqual({
      command: 'new puerto-rico bo@x.test cy@x.test turn=24 timeout=random',
      others: ['bo@x.test', 'cy@x.test'],
    });
  });
});

describe('reply quoting', () => {
  it('puts the new text on top and the original below an attribution line, each line quoted', () => {
    const text = quoteBelow('1\r\n', {
      date: '2026-11-22T09:00:00.000Z',
      fromName: 'Puerto Rico g1 (pbem)',
      from: 'games@pbem.localhost',
      text: 'Your turn\n\n1. role settler\n',
    });
    expect(text).toBe(
      '1\n\nOn Sun, 22 Nov 2026 09:00:00 UTC, Puerto Rico g1 (pbem) <games@pbem.localhost> wrote:\n> Your turn\n>\n> 1. role settler\n',
    );
  });
});

describe('what the page says after a send', () => {
  it('says what the service did, in words', () => {
    expect(describeOutcome({ kind: 'applied', gameId: 'g1', applied: 2, mails: 3 })).toEqual({
      text: 'Applied 2 steps in game g1; 3 emails sent.',
      tone: 'ok',
    });
    expect(describeOutcome({ kind: 'refused', reason: 'unknown game address' }).tone).toBe('bad');
    expect(describeOutcome({ kind: 'answered', applied: 0 }).text).toMatch(/Nothing changed/);
  });
});

describe('log lines', () => {
  it('read as time, level, message, key=value (quoted when needed)', () => {
    expect(
      formatLine(
        'info',
        new Date('2026-11-22T09:00:00.000Z'),
        'sent',
        { to: 'ann@x.test', subject: 'Your turn: build', order: ['Ann', 'Bo'], missing: undefined },
        false,
      ),
    ).toBe('2026-11-22 09:00:00 info  sent  to=ann@x.test subject="Your turn: build" order=Ann,Bo');
  });
});
