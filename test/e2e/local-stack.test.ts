/**
 * `npm start`'s stack end to end, over the wire only: real SMTP in (nodemailer to the
 * stack's port), the web mailbox's HTTP out. A three-player Puerto Rico game is set up by
 * a `new` mail, joined by replies and played for several turns by replying with numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { client, eventually, startTestStack, tempDataDir, type ApiMail, type StackClient } from './local-stack-client';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';
const PLAYERS = [ANN, BO, CY];

let data: Awaited<ReturnType<typeof tempDataDir>>;
let stack: LocalStack;
let c: StackClient;
let gameId = '';

beforeAll(async () => {
  data = await tempDataDir();
  stack = await startTestStack(data.dir);
  c = client(stack);
});
afterAll(async () => {
  await stack?.stop();
  await data?.remove();
});

/** The decision number of a game email: its body carries the marker `<gameId>#<step>` (the subject never changes). */
const stepOf = (mail: { text: string }) => Number(new RegExp(`\\b${gameId}#(\\d+)\\b`).exec(mail.text)?.[1] ?? -1);
const asksToMove = (preview: string | undefined) => /^(Game started: )?Your turn/.test(preview ?? '');

/** The player whose newest email is the newest "Your turn" (highest decision number), opened. */
async function whoseTurn(): Promise<{ address: string; mail: ApiMail }> {
  const latest = await Promise.all(PLAYERS.map(async (address) => ({ address, mail: await c.latest(address) })));
  const turns = latest.filter((l) => asksToMove(l.mail.preview)).sort((a, b) => stepOf(b.mail) - stepOf(a.mail));
  if (!turns[0]) throw new Error(`nobody has a "Your turn" email: ${latest.map((l) => l.mail.preview).join(' | ')}`);
  return turns[0];
}

/** Wait for a "Your turn" email for a decision after `step`. */
async function nextTurnAfter(step: number): Promise<{ address: string; mail: ApiMail }> {
  return eventually(async () => {
    const turn = await whoseTurn().catch(() => undefined);
    return turn && stepOf(turn.mail) > step ? turn : undefined;
  }, `a "Your turn" email after decision ${step}`);
}

describe('the local stack over SMTP and HTTP', () => {
  it('creates a game from a "new" mail sent over SMTP and delivers the invitations to the mailboxes', async () => {
    const response = await c.send({
      from: `Ann <${ANN}>`,
      to: 'new@pbem.localhost',
      subject: 'game?',
      text: `new puerto-rico ${BO} ${CY}\n`,
    });
    expect(response).toMatch(/^250 .*created/);
    const invite = await eventually(async () => (await c.inbox(BO))[0], 'the invitation to Bo');
    expect(invite.subject).toMatch(/^\[Puerto Rico (\w+)\] Ann \(ann@friends\.test\) invites you to play Puerto Rico$/);
    gameId = /Puerto Rico (\w+)\]/.exec(invite.subject)![1]!;
    await eventually(
      async () => ((await c.inbox(CY)).length > 0 && (await c.inbox(ANN)).length > 0 ? true : undefined),
      'mail for Cy and Ann',
    );
    expect(invite.replyTo).toMatch(new RegExp(`^g-${gameId}-1-[a-z0-9]+@pbem\\.localhost$`));
  });

  it('refuses mail for another domain at RCPT TO, so the stack never relays', async () => {
    await expect(c.send({ from: ANN, to: 'someone@elsewhere.test', subject: 'hi', text: 'hello' })).rejects.toThrow(/550/);
  });

  it('starts the game when Bo and Cy join by replying, and tells everyone whose turn it is', async () => {
    expect(await c.reply(BO, await c.latest(BO), 'join')).toMatch(/^250 .*applied/);
    await eventually(async () => ((await c.latest(BO)).preview?.includes('You have joined') ? true : undefined), "Bo's confirmation");
    expect(await c.reply(CY, await c.latest(CY), 'join')).toMatch(/^250 .*applied/);
    // Everyone gets the game-start email, one subject per game with the names; one of them is asked to move.
    const starts = await eventually(async () => {
      const mails = await Promise.all(PLAYERS.map((a) => c.latest(a)));
      return mails.every((m) => m.preview?.startsWith('Game started: ')) ? mails : undefined;
    }, 'the start email for everyone');
    for (const m of starts) expect(m.subject).toMatch(new RegExp(`^\\[Puerto Rico ${gameId}\\] (Ann|Bo|Cy), (Ann|Bo|Cy), (Ann|Bo|Cy)$`));
    expect(starts.filter((m) => asksToMove(m.preview))).toHaveLength(1);
    expect(starts.map(stepOf)).toEqual([0, 0, 0]);
  });

  it('plays several turns by replying with a move number; every inbox gets the next status email', async () => {
    for (let turn = 0; turn < 6; turn++) {
      const { address, mail } = await whoseTurn();
      expect(mail.text).toMatch(/\b1\. /);
      expect(await c.reply(address, mail, '1'), `turn ${turn} by ${address}`).toMatch(/^250 .*applied/);
      // notify turn (the default): the next decider's email starts with what was played since.
      const next = await nextTurnAfter(stepOf(mail));
      expect(next.mail.subject).toBe(mail.subject);
      expect(next.mail.text).toMatch(/\b1\. /);
      if (next.address === address) expect(next.mail.text).toContain('Applied: 1');
      else expect(next.mail.text).toMatch(/Since your last email/);
    }
  });

  it("shows each player's status email as a web page: the HTML in a sandboxed frame, mailto: links made reply-form links", async () => {
    const { address, mail } = await whoseTurn();
    const page = await c.page(`/box/${encodeURIComponent(address)}/${mail.n}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<iframe class="mail-frame"');
    expect(page.html).toMatch(/sandbox="[^"]*allow-same-origin/);
    expect(page.html).not.toMatch(/sandbox="[^"]*allow-scripts/);
    // Inside srcdoc the links are HTML-escaped once more: &amp;quot; etc.
    expect(page.html).toContain('/compose?from=');
    expect(page.html).not.toContain('href=&quot;mailto:');
    expect(page.html).toContain('action="/send"');
    // The list shows each email's first line under the subject, and marks the one asking to move.
    const box = await c.page(`/box/${encodeURIComponent(address)}`);
    expect(box.html).toContain(`<div class="preview">${mail.preview!.replace(/&/g, '&amp;')}</div>`);
    expect(box.html).toMatch(/<tr class="[^"]*\bturn\b[^"]*"><td><a class="subject"/);
  });

  it('sends the reminder when "Advance 1 day" moves the clock past the reminder time', async () => {
    const { address, mail } = await whoseTurn();
    const before = await c.inbox(address);
    const res = await c.post('/clock/advance', { back: '/box/x' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/box\/x\?note=The\+clock\+moved/);
    const [reminder] = await c.inbox(address);
    expect(reminder!.n).toBeGreaterThan(before[0]!.n);
    const opened = await c.mail(address, reminder!.n);
    expect(opened.subject).toBe(mail.subject);
    expect(opened.text).toMatch(/Reminder/);
    expect(stepOf(opened)).toBe(stepOf(mail));
  });

  it('keeps a copy of every mail a player sent, in their Sent folder', async () => {
    const sent = (await fetch(`${c.base}/api/mailboxes/${encodeURIComponent(BO)}`).then((r) => r.json())) as {
      sent: { subject: string }[];
    };
    expect(sent.sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.sent.at(-1)!.subject).toMatch(/^Re: \[Puerto Rico/);
  });
});
