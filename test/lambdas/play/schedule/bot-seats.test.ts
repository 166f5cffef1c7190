/**
 * Bots at the table by email: `new puerto-rico bot bot` starts a game of one person
 * and two bots at once; the bots answer at once, get no mail, are logged as `bot` and replay
 * exactly from the stored moves; `timeout=bot` has the bot make a late player's move and a
 * dropped seat is played by the bot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { registry, replay } from '../../../../engine/index';
import { randomInt, seedRng } from '../../../../engine/core/rng';
import { replyAddressOf } from '../../../../lambdas/play/letters/compose-letters';
import { runReminders } from '../../../../lambdas/play/schedule/reminders-job';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

const pr = registry.get('puerto-rico')!;
let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
});

describe('bots by email', () => {
  it('plays a whole Puerto Rico game of one person and two bots, who answer at once and replay exactly', async () => {
    // A small search budget: this checks the path of bot moves by email; bot strength is the bots bench's.
    h = await startHarness({ limits: { botIterations: 4 } });
    const ann = 'ann@f.test';
    const created = await h.receive(replyMail({ from: ann, to: `new@${DOMAIN}`, subject: 'game', body: 'new puerto-rico bot bot' }));
    // Started at once: the outcome is the start itself.
    expect(created.kind).toBe('applied');
    const gameId = (created as { gameId: string }).gameId;
    let game = (await h.store.getGame(gameId))!;
    // Nobody to wait for: the game is running, with the bots named and seated.
    expect(game.status).toBe('active');
    expect(game.players.map((p) => p.name).sort()).toEqual(['Ann', 'Bot 1', 'Bot 2'].sort());
    const me = game.players.find((p) => p.address === ann)!;

    const chooser = seedRng('bots-by-email');
    for (let replies = 0; game.status === 'active'; replies++) {
      // Whenever the game waits, it waits for the person: the bots have already moved.
      const pending = pr.pending(game.match!.state);
      expect(pending.map((p) => p.seat)).toEqual([me.seat]);
      const legal = pr.legalMoves(game.match!.state, me.seat);
      const move = pr.format(legal[randomInt(chooser, legal.length)]);
      const out = await h.receive(
        replyMail({
          from: ann,
          to: replyAddressOf(h.deps.config, gameId, me),
          subject: `Re: [Puerto Rico ${gameId}] your turn`,
          body: move,
        }),
      );
      expect(out.kind, `reply ${replies}: "${move}"`).toBe('applied');
      expect(replies).toBeLessThan(1000);
      game = (await h.store.getGame(gameId))!;
    }
    expect(game.status).toBe('finished');

    // Mail went to the person only; the last is the result.
    const sent = await h.flush();
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set([ann]));
    expect((await h.inbox(ann)).at(-1)!.text).toMatch(/^Game over/);

    // The bots' moves are logged as such, and the log replays to the same final position.
    const log = await h.store.listMoves(gameId);
    const botSeats = new Set(game.players.filter((p) => p.name.startsWith('Bot')).map((p) => p.seat));
    expect(log.filter((m) => m.by === 'bot').length).toBeGreaterThan(20);
    expect(log.every((m) => (m.by === 'bot') === (botSeats.has(m.seat) && m.by !== 'forced'))).toBe(true);
    const again = replay(pr, {
      players: 3,
      seed: game.match!.seed,
      options: game.match!.options,
      moves: log.map((m) => ({ seat: m.seat, move: m.move, by: m.by, ...(m.data ? { data: m.data } : {}) })),
    });
    expect(again.error).toBeNull();
    expect(again.match!.state).toEqual(game.match!.state);
  }, 600_000);

  it('counts bots as seats: six seats are refused with the numbers', async () => {
    h = await startHarness();
    const out = await h.receive(
      replyMail({ from: 'ann@f.test', to: `new@${DOMAIN}`, subject: 'game', body: 'new puerto-rico bot bot bot bot bot' }),
    );
    expect(out.kind).toBe('refused');
    expect((out as { reason: string }).reason).toContain('you named 6 (you included, 5 bots)');
  });
});

describe('timeouts handed to the bot', () => {
  const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test'];

  async function startGame(words: string): Promise<string> {
    h = await startHarness();
    const created = await h.receive(
      replyMail({
        from: PLAYERS[0]!,
        to: `new@${DOMAIN}`,
        subject: 'game',
        body: `new puerto-rico ${PLAYERS.slice(1).join(' ')} ${words}`,
      }),
    );
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    await h.flush();
    for (const p of PLAYERS.slice(1)) {
      const invite = (await h.inbox(p)).at(-1)!;
      await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
    }
    await h.flush();
    return created.gameId;
  }

  it("timeout=bot: at the end of grace the bot makes the late player's move, logged as the bot's, and says so", async () => {
    const gameId = await startGame('turn=1 remind=0.5 grace=0 timeout=bot');
    const before = (await h!.store.getGame(gameId))!;
    const seat = pr.pending(before.match!.state)[0]!.seat;
    const late = before.players.find((p) => p.seat === seat)!;
    h!.setNow('2026-11-02T09:30:00.000Z');
    await runReminders(h!.deps);
    expect((await h!.flush()).find((m) => m.to === late.address)!.text).toContain('When grace ends a bot makes this move for you.');
    h!.setNow('2026-11-02T10:00:00.000Z');
    const run = await runReminders(h!.deps);
    expect(run.automaticMoves).toBeGreaterThan(0);
    const log = await h!.store.listMoves(gameId, { fromStep: before.match!.step + 1 });
    expect(log[0]).toMatchObject({ seat, by: 'bot' });
    const sent = await h!.flush();
    expect(sent.some((m) => m.text.includes('did not move in time') && m.text.includes('timeout=bot'))).toBe(true);
    // Only that move: the player keeps the seat.
    expect((await h!.store.getGame(gameId))!.players.find((p) => p.seat === seat)!.dropped).toBe(false);
  });

  it("timeout=drop hands the seat to the bot: its later moves are the bot's", async () => {
    const gameId = await startGame('turn=1 remind=0.5 grace=0 timeout=drop');
    const before = (await h!.store.getGame(gameId))!;
    const seat = pr.pending(before.match!.state)[0]!.seat;
    h!.setNow('2026-11-02T10:00:00.000Z');
    await runReminders(h!.deps);
    const log = await h!.store.listMoves(gameId, { fromStep: before.match!.step + 1 });
    const mine = log.filter((m) => m.seat === seat && m.by !== 'forced');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.by === 'bot')).toBe(true);
  });
});
