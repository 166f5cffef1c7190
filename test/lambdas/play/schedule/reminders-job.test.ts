import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../../engine/index';
import { runReminders } from '../../../../lambdas/play/schedule/reminders-job';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test'];
const pr = registry.get('puerto-rico')!;
let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
});

/** A started 3-player game with the given clock words; returns its id. The clock starts Mon 2 Nov 09:00 UTC. */
async function startGame(words: string): Promise<string> {
  h = await startHarness();
  const created = await h.receive(
    replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${PLAYERS.slice(1).join(' ')} ${words}` }),
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

async function pendingPlayer(gameId: string) {
  const game = (await h!.store.getGame(gameId))!;
  const seat = pr.pending(game.match!.state)[0]!.seat;
  return { game, player: game.players.find((p) => p.seat === seat)! };
}

async function runAt(iso: string) {
  h!.setNow(iso);
  const run = await runReminders(h!.deps);
  return { run, sent: await h!.flush() };
}

describe('reminders job', () => {
  it('sends the first reminder remind= hours after the decision became pending, once', async () => {
    const gameId = await startGame('turn=48 remind=24');
    const { player } = await pendingPlayer(gameId);
    expect((await runAt('2026-11-03T08:59:00.000Z')).sent).toEqual([]);
    const { sent } = await runAt('2026-11-03T09:00:00.000Z');
    expect(sent.map((m) => m.to)).toEqual([player.address]);
    const first = (await h!.inbox(player.address)).find((m) => m.text.startsWith('Game started'))!;
    // The thread's subject; the reminder is the first line, and it carries the moves and the board.
    expect(sent[0]!.subject).toBe(first.subject);
    expect(sent[0]!.text).toMatch(/^Reminder: Your turn: /);
    expect(sent[0]!.text).toContain('Wed 4 Nov 2026, 09:00 (UTC)');
    // Line 1 of the move list: a numbered line, or the first of a row of variants (`1–6. take …`).
    expect(sent[0]!.text).toMatch(/\n\s+1(–\d+)?\. \S/);
    expect(sent[0]!.text).toContain('Governor');
    expect(sent[0]!.text).toContain('When grace ends the game keeps waiting for you');
    expect((await runAt('2026-11-03T10:00:00.000Z')).sent).toEqual([]);
  });

  it('finds games only through the due index and sends nothing for games not yet due', async () => {
    const gameId = await startGame('turn=48 remind=24');
    const game = (await h!.store.getGame(gameId))!;
    expect(game.dueAt).toBe('2026-11-03T09:00:00.000Z');
    expect(await h!.store.dueGames('2026-11-03T08:00:00.000Z', 10)).toEqual([]);
  });

  it('sends a late notice at the deadline to the late player and tells the others they are waiting', async () => {
    const gameId = await startGame('turn=48 remind=24');
    const { player } = await pendingPlayer(gameId);
    await runAt('2026-11-03T09:00:00.000Z');
    const { sent } = await runAt('2026-11-04T09:00:00.000Z');
    expect(sent.map((m) => m.to).sort()).toEqual([...PLAYERS].sort());
    expect(sent.find((m) => m.to === player.address)!.text).toMatch(/^Late: /);
    expect(sent.filter((m) => m.to !== player.address).every((m) => m.text.startsWith(`Waiting for ${player.name}`))).toBe(true);
  });

  it('sends one notice a day in grace, then applies timeout=random as a recorded automatic move', async () => {
    const gameId = await startGame('turn=24 remind=12 grace=48 timeout=random');
    const before = await pendingPlayer(gameId);
    await runAt('2026-11-02T21:00:00.000Z');
    await runAt('2026-11-03T09:00:00.000Z');
    expect((await runAt('2026-11-04T09:00:00.000Z')).sent.map((m) => m.to)).toEqual([before.player.address]);
    const timeout = await runAt('2026-11-05T09:00:00.000Z');
    expect(timeout.run.automaticMoves).toBeGreaterThan(0);
    const after = (await h!.store.getGame(gameId))!;
    expect(after.match!.step).toBeGreaterThan(before.game.match!.step);
    const log = await h!.store.listMoves(gameId, { fromStep: before.game.match!.step + 1 });
    expect(log[0]).toMatchObject({ seat: before.player.seat, by: 'timeout' });
    expect(timeout.sent.some((m) => m.text.includes('did not move in time'))).toBe(true);
  });

  it("timeout=pass takes the step's pass move where there is one, else a seeded random move", async () => {
    const gameId = await startGame('turn=1 remind=0.5 grace=0 timeout=pass');
    const before = await pendingPlayer(gameId);
    await runAt('2026-11-02T10:00:00.000Z');
    const log = await h!.store.listMoves(gameId, { fromStep: before.game.match!.step + 1 });
    expect(log[0]).toMatchObject({ seat: before.player.seat, by: 'timeout' });
    // Choosing a role has no pass: the game still moved on, with a legal role.
    expect(log[0]!.move).toMatch(/^role /);
  });

  it('timeout=drop replaces the player by the automatic mover and tells everyone', async () => {
    const gameId = await startGame('turn=1 remind=0.5 grace=0 timeout=drop');
    const before = await pendingPlayer(gameId);
    const { sent } = await runAt('2026-11-02T10:00:00.000Z');
    const after = (await h!.store.getGame(gameId))!;
    expect(after.players.find((p) => p.seat === before.player.seat)!.dropped).toBe(true);
    expect(sent.some((m) => m.text.includes('was dropped'))).toBe(true);
    // The dropped seat never holds the game up again.
    const next = pr.pending(after.match!.state)[0]!.seat;
    expect(next).not.toBe(before.player.seat);
  });

  it('timeout=wait keeps reminding weekly and never moves for the player', async () => {
    const gameId = await startGame('turn=24 remind=12 grace=24 timeout=wait');
    const before = await pendingPlayer(gameId);
    for (const t of ['2026-11-02T21:00:00.000Z', '2026-11-03T09:00:00.000Z', '2026-11-04T09:00:00.000Z', '2026-11-11T09:00:00.000Z'])
      await runAt(t);
    const after = (await h!.store.getGame(gameId))!;
    expect(after.match!.step).toBe(before.game.match!.step);
    expect((await h!.inbox(before.player.address)).filter((m) => /^(Late|Reminder)/.test(m.text)).length).toBeGreaterThanOrEqual(4);
  });

  it('a vacation moves the deadline by the absence, and others are told', async () => {
    const gameId = await startGame('turn=48 remind=24');
    const { player } = await pendingPlayer(gameId);
    const mail = (await h!.inbox(player.address)).at(-1)!;
    h!.setNow('2026-11-02T10:00:00.000Z');
    expect(
      (await h!.receive(replyMail({ from: player.address, to: mail.replyTo, subject: reSubject(mail.subject), body: 'vacation 3' }))).kind,
    ).toBe('applied');
    const sent = await h!.flush();
    expect(sent.filter((m) => m.to !== player.address).every((m) => m.text.includes('is away until'))).toBe(true);
    // The reminder was due Tue 09:00; three days away push it (and the deadline) by three days.
    expect((await runAt('2026-11-03T09:00:00.000Z')).sent).toEqual([]);
    expect((await h!.store.getGame(gameId))!.dueAt).toBe('2026-11-06T09:00:00.000Z');
  });

  it('refuses a vacation over 14 days at once', async () => {
    const gameId = await startGame('');
    const { player } = await pendingPlayer(gameId);
    const mail = (await h!.inbox(player.address)).at(-1)!;
    await h!.receive(replyMail({ from: player.address, to: mail.replyTo, subject: reSubject(mail.subject), body: 'vacation 20' }));
    const [report] = await h!.flush();
    expect(report!.text).toContain('at most 14 days');
  });

  it('quiet days do not count (skip=sat,sun)', async () => {
    // Created Monday 09:00: 96 hours reach Friday 09:00, 15 more end Friday, the weekend does not count, 9 more: Monday 09:00.
    const gameId = await startGame('turn=120 remind=119 skip=sat,sun');
    expect(planDeadline(await h!.inbox((await pendingPlayer(gameId)).player.address))).toContain('Mon 9 Nov 2026, 09:00');
  });

  it('two runs at the same moment send each reminder once', async () => {
    const gameId = await startGame('turn=48 remind=24');
    const { player } = await pendingPlayer(gameId);
    h!.setNow('2026-11-03T09:00:00.000Z');
    const [a, b] = await Promise.all([runReminders(h!.deps), runReminders(h!.deps)]);
    expect(a.notices + b.notices).toBe(1);
    expect((await h!.flush()).map((m) => m.to)).toEqual([player.address]);
  });
});

function planDeadline(box: readonly { text: string; subject: string }[]): string {
  const last = box.filter((m) => /Your turn/.test(m.text.split('\n')[0] ?? '')).at(-1)!;
  return /Deadline[^\n]*/i.exec(last.text)?.[0] ?? last.text;
}
