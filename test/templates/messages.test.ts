import { describe, expect, it } from 'vitest';
import {
  renderError,
  renderHelp,
  renderHistory,
  renderInvitation,
  renderNotice,
  renderRefusal,
  renderReminder,
  renderReplyReport,
  type RenderedEmail,
  type ReminderModel,
} from '../../templates';
import { mailtoLinks, parseMailto, REPLY, statusModel } from './helpers';

const base = {
  recipient: { seat: 1, name: 'Ben', address: 'ben@example.com', timezone: 'Asia/Tokyo' },
  replyAddress: REPLY,
  unsubscribeUrl: 'https://play.example.org/u/t0k',
};
const game = { id: 'g7k2', kind: 'puerto-rico', title: 'Puerto Rico' };
const moves = [
  { n: 1, text: 'build harbor' },
  { n: 2, text: 'pass' },
];

function expectFilled(email: RenderedEmail) {
  expect(email.html).not.toContain('{{');
  expect(email.text).not.toContain('{{');
  expect(email.subject).not.toMatch(/[\r\n]/);
}

function moveBodies(email: RenderedEmail): string[] {
  return mailtoLinks(email.html)
    .map((l) => parseMailto(l.href))
    .filter((m) => m.subject === `Re: ${email.subject}`)
    .map((m) => m.body as string);
}

describe('renderReplyReport', () => {
  const email = renderReplyReport({
    ...base,
    game,
    step: 43,
    applied: ['role builder'],
    failed: { line: 'build harbor', reason: 'You cannot build the Harbor: it costs 8 and you have 5 doubloons.' },
    notRun: ['pass'],
    prompt: 'build one building or pass',
    yourMoves: moves,
  });

  it('says which lines were applied, which failed with the reason, and which did not run', () => {
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] Not applied: build harbor');
    expect(email.text).toContain('[applied]  role builder');
    expect(email.text).toContain('[refused]  build harbor');
    expect(email.text).toContain('You cannot build the Harbor: it costs 8 and you have 5 doubloons.');
    expect(email.text).toContain('[not run]  pass');
    expect(email.html).toContain('You cannot build the Harbor: it costs 8 and you have 5 doubloons.');
  });

  it('lists the legal moves again, as text and as mailto links', () => {
    expect(email.text).toContain('  1. build harbor\n  2. pass\n');
    expect(moveBodies(email)).toEqual(expect.arrayContaining(['build harbor', 'pass', 'help', 'status', 'notify turn']));
  });

  it('headlines a fully applied reply by its line count', () => {
    const ok = renderReplyReport({ ...base, game, step: 44, applied: ['a', 'b'], failed: null, notRun: [], yourMoves: null });
    expectFilled(ok);
    expect(ok.subject).toBe('[Puerto Rico g7k2] Applied: 2 lines');
    expect(ok.text).not.toContain('[refused]');
  });
});

describe('renderRefusal and renderError', () => {
  it('explains a refusal and offers the moves that would work', () => {
    const email = renderRefusal({
      ...base,
      game,
      step: 45,
      headline: 'Numbers refer to an old email',
      lines: ['The game has moved on since email #41, so "2" is ambiguous. Reply with the move\'s words, or a number from this email.'],
      yourMoves: moves,
    });
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] Numbers refer to an old email');
    expect(email.text).toContain('The game has moved on since email #41');
    expect(email.html).toContain('since email #41, so &quot;2&quot; is ambiguous');
    expect(moveBodies(email)).toEqual(expect.arrayContaining(['build harbor', 'pass']));
  });

  it('gives a generic sentence for our own failures and says nothing was applied', () => {
    const email = renderError({ ...base, game, step: 45, headline: 'Your reply could not be processed' });
    expectFilled(email);
    expect(email.text).toContain('Nothing from it was applied.');
  });

  it('works without a game (mail that names none)', () => {
    const email = renderRefusal({ ...base, headline: 'Unknown command', lines: ['"neww" is not a command.'] });
    expectFilled(email);
    expect(email.subject).toBe('[Play by email] Unknown command');
    expect(email.text).not.toContain('notify turn');
  });
});

describe('renderReminder and renderNotice', () => {
  const reminder = (overrides: Partial<ReminderModel> = {}): ReminderModel => ({
    // A game without its own board partial: the board is describe(view) text.
    ...statusModel({
      game: { ...game, kind: 'no-such-game' },
      step: 46,
      headline: 'Your turn: build',
      yourMoves: moves,
      deadline: 'Wed 25 Nov 2026, 09:00 (Asia/Tokyo)',
    }),
    level: 'reminder',
    deadline: 'Wed 25 Nov 2026, 09:00 (Asia/Tokyo)',
    lines: ['You have been thinking for 2 days.', 'When grace ends the game plays "pass" for you.'],
    ...overrides,
  });

  it('is the whole status email (moves and board) with the deadline and what the timeout will do on top', () => {
    const email = renderReminder(reminder());
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] Reminder: Your turn: build');
    expect(email.text.split('\n')[0]).toBe('Reminder: Your turn: build');
    expect(email.text).toContain('Deadline: Wed 25 Nov 2026, 09:00 (Asia/Tokyo)');
    expect(email.html).toContain('Deadline: Wed 25 Nov 2026, 09:00 (Asia/Tokyo)');
    expect(email.text).toContain('When grace ends the game plays "pass" for you.');
    expect(email.text).toContain('Ships: 4 [corn 2]');
    expect(moveBodies(email)).toEqual(expect.arrayContaining(['build harbor', 'pass']));
  });

  it("marks a late notice as late, and keeps the player's fixed subject", () => {
    const email = renderReminder(reminder({ level: 'late', subject: '[Puerto Rico g7k2] Anna, Ben' }));
    expect(email.subject).toBe('[Puerto Rico g7k2] Anna, Ben');
    expect(email.text.split('\n')[0]).toBe('Late: Your turn: build');
  });

  it('renders a generic notice with its lines', () => {
    const email = renderNotice({ ...base, game, headline: 'Anna resigned', lines: ['The game goes on with 3 players.'], tone: 'info' });
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] Anna resigned');
    expect(email.text).toContain('The game goes on with 3 players.');
  });
});

describe('renderHelp and renderHistory', () => {
  it('lists every command, each a mailto sending its first word', () => {
    const email = renderHelp({
      ...base,
      game,
      step: 47,
      commands: [
        { command: 'history [n]', description: 'the last n moves' },
        { command: 'undo', description: 'take back your last move' },
      ],
      examples: ['build small-market'],
    });
    expectFilled(email);
    expect(email.text).toContain('history [n]\n      the last n moves');
    expect(email.text).toContain('build small-market');
    expect(moveBodies(email)).toEqual(expect.arrayContaining(['history', 'undo']));
  });

  it('lists the last moves with their decision ids and actors', () => {
    const email = renderHistory({
      ...base,
      game,
      step: 47,
      entries: [
        { step: 45, actor: 'Anna', text: 'role builder' },
        { step: 46, actor: null, text: 'The round ends.' },
      ],
    });
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] The last 2 moves');
    expect(email.text).toContain('#45 Anna role builder');
    expect(email.text).toContain('#46 The round ends.');
  });
});

describe('renderInvitation', () => {
  it('offers join and decline as mailto links to the invitee reply address', () => {
    const email = renderInvitation({
      ...base,
      game,
      inviter: 'Anna',
      invitees: ['anna@example.com', 'ben@example.com'],
      options: [{ key: 'bga-variant', value: 'on' }],
    });
    expectFilled(email);
    expect(email.subject).toBe('[Puerto Rico g7k2] Anna invites you to play Puerto Rico');
    const bodies = moveBodies(email);
    expect(bodies).toContain('join');
    expect(bodies).toContain('decline');
    expect(email.text).toContain('Options: bga-variant = on');
    expect(email.html).toContain('https://play.example.org/u/t0k');
    // Before the game exists there are no moves to reply with and no board to ask for.
    expect(email.text).not.toContain('Reply to this email to play');
    expect(bodies).not.toContain('status');
    expect(bodies).toContain('help');
  });
});
