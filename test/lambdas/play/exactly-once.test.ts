/**
 * Exactly-once for replies without a Message-ID: copies delivered at the same moment apply
 * once and are never all dropped, and a relay's added `Received` header does not make a
 * second delivery look new (README "Storage and exactly-once").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';

let h: Harness;
let gameId: string;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(replyMail({ from: `Ann <${ANN}>`, to: `new@${DOMAIN}`, subject: 'game?', body: `new puerto-rico ${BO}` }));
  gameId = (out as { gameId: string }).gameId;
  await h.flush();
  const invite = (await h.inbox(BO)).at(-1)!;
  await h.receive(replyMail({ from: BO, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  await h.flush();
});
afterAll(async () => {
  await h.stop();
});

async function whoseTurn(): Promise<{ address: string; mail: ReceivedMail; move: string }> {
  const game = await h.store.getGame(gameId);
  const pr = registry.get('puerto-rico')!;
  const seat = pr.pending(game!.match!.state)[0]!.seat;
  const address = game!.players.find((p) => p.seat === seat)!.address;
  const mail = (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;
  return { address, mail, move: pr.format(pr.legalMoves(game!.match!.state, seat)[0]) };
}

/**
 * A reply as a client that writes no Message-ID sends it: with In-Reply-To naming the
 * email it answers (every client writes that), the same fixed Date every time, and no
 * quote. The thread's subject is the same for every email of a game, and a player often
 * writes the same words twice ("take corn"), so In-Reply-To is what tells such replies apart.
 */
function reply(turn: { address: string; mail: ReceivedMail }, body: string): string {
  const raw = replyMail({
    from: turn.address,
    to: turn.mail.replyTo,
    subject: reSubject(turn.mail.subject),
    body,
    headers: { 'In-Reply-To': turn.mail.headers['message-id']! },
  });
  return raw.replace(/^Message-ID: .*\r\n/m, '');
}

/** The copy a relay passes on: its own trace header on top. */
function relayed(raw: string, hop: number): string {
  return `Received: from relay${hop}.example.net ([192.0.2.${hop}]) by mx.${DOMAIN}; Mon, 2 Nov 2026 10:00:0${hop} +0000\r\n${raw}`;
}

describe('replies without a Message-ID', () => {
  it('applies copies delivered at the same moment exactly once, round after round (none lost, none doubled)', async () => {
    for (let round = 0; round < 10; round++) {
      const turn = await whoseTurn();
      const raw = reply(turn, turn.move);
      const before = await h.store.getGame(gameId);
      // Identical copies and copies that came through other relays, all at once.
      const copies = round % 2 === 0 ? [raw, raw, raw, raw] : [raw, relayed(raw, 1), relayed(raw, 2), relayed(relayed(raw, 3), 4)];
      const outcomes = await Promise.all(copies.map((copy) => h.receive(copy)));
      expect(outcomes.map((o) => o.kind).sort(), `round ${round}`).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
      const after = await h.store.getGame(gameId);
      expect(after!.version, `round ${round}`).toBe(before!.version + 1);
      expect(after!.match!.step, `round ${round}`).toBeGreaterThan(before!.match!.step);
      await h.flush();
    }
  });

  it('applies a redelivery with one more Received header once (the relay changed the bytes, not the mail)', async () => {
    const turn = await whoseTurn();
    const raw = reply(turn, turn.move);
    const before = await h.store.getGame(gameId);
    expect((await h.receive(raw)).kind).toBe('applied');
    await h.flush();
    expect((await h.receive(relayed(raw, 9))).kind).toBe('duplicate');
    expect((await h.store.getGame(gameId))!.version).toBe(before!.version + 1);
    expect(await h.flush()).toEqual([]);
  });

  it('still tells two different replies apart: same words, another Date', async () => {
    const turn = await whoseTurn();
    const first = reply(turn, 'status');
    const second = first.replace(/^Date: .*$/m, 'Date: Mon, 02 Nov 2026 10:07:00 +0000');
    expect((await h.receive(first)).kind).toBe('answered');
    expect((await h.receive(second)).kind).toBe('answered');
    expect(await h.flush()).toHaveLength(2);
  });

  it('tells apart the same words with the same Date answering two different emails (In-Reply-To)', async () => {
    const turn = await whoseTurn();
    const [older, newer] = (await h.inbox(turn.address)).filter((m) => m.replyTo.startsWith('g-')).slice(-2);
    expect((await h.receive(reply({ address: turn.address, mail: older! }, 'status'))).kind).toBe('answered');
    expect((await h.receive(reply({ address: turn.address, mail: newer! }, 'status'))).kind).toBe('answered');
    expect(await h.flush()).toHaveLength(2);
  });
});
