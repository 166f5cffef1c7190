/**
 * A receipt for every reply: a reply that leaves its author nothing to decide is answered with
 * what was applied, what was refused and why, and whom the game waits for now (one phone
 * screen, no board, in the game's thread); a reply that leaves its author a new decision is
 * answered by that decision's email alone; `notify receipts off` turns the receipts off.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playMove, registry, type Match } from '../../../../engine/index';
import { replyAddressOf } from '../../../../lambdas/play/letters/compose-letters';
import { threadHeaders } from '../../../../lambdas/mail/outbound/thread';
import type { GameItem } from '../../../../lambdas/store/index';
import { jaStyleFaults } from '../../../support/japanese';
import { runningGame } from '../../../support/running-game';
import { startHarness, replyMail, DOMAIN, type Harness } from '../../../support/service';

const pr = registry.get('puerto-rico')!;
const GAME = 'rcpt';
let h: Harness;

beforeEach(async () => {
  h = await startHarness();
  await h.store.createGame(
    runningGame({
      gameId: GAME,
      secret: h.deps.config.tokenSecret,
      since: '2026-11-02T09:00:00.000Z',
      dueAt: '2026-11-09T09:00:00.000Z',
      notify: 'turn',
      domain: 'f.test',
    }),
  );
});
afterEach(async () => {
  await h.stop();
});

async function game(): Promise<GameItem & { match: Match }> {
  return (await h.store.getGame(GAME)) as GameItem & { match: Match };
}

/** The seat to move and a move of theirs that hands the decision on (or keeps it, with `keeps`). */
async function moveThat(keeps: boolean): Promise<{ seat: number; address: string; text: string }> {
  for (let tries = 0; tries < 40; tries++) {
    const g = await game();
    const seat = pr.pending(g.match.state)[0]!.seat;
    for (const move of pr.legalMoves(g.match.state, seat)) {
      const out = playMove(pr, g.match, seat, move);
      if (out.ok && pr.pending(out.match.state).some((p) => p.seat === seat) === keeps) {
        return { seat, address: g.players[seat]!.address, text: pr.format(move) };
      }
    }
    // Not here: play on (the first legal move) and look again.
    await reply(seat, pr.format(pr.legalMoves(g.match.state, seat)[0]!));
    await h.flush();
  }
  throw new Error('no such move found');
}

async function reply(seat: number, body: string) {
  const g = await game();
  const player = g.players[seat]!;
  return h.receive(
    replyMail({
      from: player.address,
      to: replyAddressOf(h.deps.config, GAME, player),
      subject: `Re: [Puerto Rico ${GAME}] P0, P1, P2`,
      body,
    }),
  );
}

describe('a receipt for every reply', () => {
  it('answers a reply that hands the turn on with a short receipt in the game thread: applied, who is next, no board, no moves', async () => {
    const move = await moveThat(false);
    expect((await reply(move.seat, move.text)).kind).toBe('applied');
    const mine = (await h.flush()).filter((m) => m.to === move.address);
    expect(mine).toHaveLength(1);
    const receipt = mine[0]!;
    const g = await game();
    const next = g.players[pr.pending(g.match.state)[0]!.seat]!.name;
    expect(receipt.text.split('\n')[0]).toMatch(new RegExp(`^Your reply is in\\. Waiting for ${next}: \\w`));
    expect(receipt.text).toContain(move.text);
    expect(receipt.text).not.toMatch(/Your turn|Your moves|Board/);
    expect(receipt.text).not.toContain('Reply to this email to play');
    expect(receipt.text).toContain('Nothing to do for now');
    expect(receipt.text).toContain('"notify receipts off"');
    // The game's thread: its fixed subject and threading headers, as every status email has.
    expect(receipt.subject).toBe(`[Puerto Rico ${GAME}] P0, P1, P2`);
    const thread = threadHeaders(GAME, move.seat, DOMAIN);
    expect(receipt.headers['in-reply-to']).toBe(thread.inReplyTo);
    expect(receipt.headers['references']).toContain(thread.inReplyTo);
    expect(receipt.html).not.toMatch(/<img/);
    // One phone screen: a few short lines.
    expect(receipt.text.split('\n').filter((l) => l.trim() !== '').length).toBeLessThanOrEqual(14);
  });

  it("answers a reply that leaves its author a new decision with that decision's email only", async () => {
    const move = await moveThat(true);
    expect((await reply(move.seat, move.text)).kind).toBe('applied');
    const mine = (await h.flush()).filter((m) => m.to === move.address);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toMatch(/^Your turn/);
    expect(mine[0]!.text).toContain(`Applied: ${move.text}`);
  });

  it('says in the receipt which line was refused and why when the reply handed the turn on and then failed', async () => {
    const move = await moveThat(false);
    await reply(move.seat, `${move.text}\n${move.text}\nstatus`);
    const mine = (await h.flush()).filter((m) => m.to === move.address);
    expect(mine).toHaveLength(1);
    const text = mine[0]!.text;
    expect(text.split('\n')[0]).toBe(`Not applied: ${move.text}`);
    expect(text).toMatch(/not your turn/i);
    expect(text).toMatch(/\[not run\]\s+status/);
    expect(text).toMatch(/Now: Waiting for P\d/);
    expect(text).not.toMatch(/Your moves/);
  });

  it('sends no receipt once the player writes "notify receipts off", and sends them again after "notify receipts on"', async () => {
    const first = await moveThat(false);
    await reply(first.seat, 'notify receipts off');
    const confirmation = (await h.flush()).filter((m) => m.to === first.address);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain('notify receipts off');
    expect((await game()).players[first.seat]!.receipts).toBe(false);

    expect((await reply(first.seat, first.text)).kind).toBe('applied');
    expect((await h.flush()).filter((m) => m.to === first.address)).toHaveLength(0);

    const again = await moveThat(false);
    await reply(again.seat, 'notify receipts off');
    await reply(again.seat, 'notify receipts on');
    await h.flush();
    await reply(again.seat, again.text);
    expect((await h.flush()).filter((m) => m.to === again.address)).toHaveLength(1);
  });

  it('reads the Japanese form 通知 受領 オフ and answers a Japanese player in Japanese that keeps the style guide', async () => {
    const move = await moveThat(false);
    await reply(move.seat, 'language ja');
    await h.flush();
    await reply(move.seat, move.text);
    const receipt = (await h.flush()).find((m) => m.to === move.address)!;
    expect(receipt.text.split('\n')[0]).toMatch(/^返信を受け付けました。P\dの番です：/);
    expect(jaStyleFaults(receipt.text)).toEqual([]);
    expect(receipt.text).toContain('通知 受領 オフ');

    const other = await moveThat(false);
    await reply(other.seat, '通知 受領 オフ');
    await h.flush();
    expect((await game()).players[other.seat]!.receipts).toBe(false);
  });

  it('lists the receipt words in help, in both languages', async () => {
    const g = await game();
    await reply(g.players[0]!.seat, 'help');
    const help = (await h.flush()).find((m) => m.to === g.players[0]!.address)!;
    expect(help.text).toContain('notify receipts off | notify receipts on');
    await reply(0, 'language ja');
    await reply(0, 'help');
    const ja = (await h.flush()).filter((m) => m.to === g.players[0]!.address).at(-1)!;
    expect(ja.text).toContain('通知 受領 オフ | 通知 受領 オン');
  });
});
