/**
 * Every list kept in the game record has a bound, so no player (a bouncing one, who never
 * gets mail and so never empties their queue) can grow the record to DynamoDB's 400 KB.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { prepareUpdate, MAX_QUEUED_NOTICES } from '../../../../lambdas/play/game/game-update';
import { shared } from '../../../../lambdas/play/letters/shared-notices';
import { VACATION_LIMITS } from '../../../../lambdas/play/schedule/deadline-clock';
import type { LiveGame } from '../../../../lambdas/play/letters/compose-letters';
import { replyAddressOf } from '../../../../lambdas/play/letters/compose-letters';
import { readClock } from '../../../../lambdas/play/game/game-settings';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const PLAYERS = ['ann@f.test', 'bo@f.test', 'cy@f.test'];

async function startGame(): Promise<string> {
  h = await startHarness();
  const created = await h.receive(
    replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${PLAYERS.slice(1).join(' ')}` }),
  );
  await h.flush();
  for (const p of PLAYERS.slice(1)) {
    const invite = (await h.inbox(p)).at(-1)!;
    await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  await h.flush();
  return (created as { gameId: string }).gameId;
}

describe('lists in the game record are bounded', () => {
  it('keeps at most MAX_QUEUED_NOTICES notices for a player who gets no mail, the newest ones', async () => {
    const gameId = await startGame();
    const stored = (await h!.store.getGame(gameId))! as LiveGame;
    const full = Array.from({ length: MAX_QUEUED_NOTICES }, (_, i) => ({ tone: 'info' as const, lines: [`old notice ${i}`] }));
    const game: LiveGame = { ...stored, players: stored.players.map((p) => (p.seat === 1 ? { ...p, bouncing: true, queued: full } : p)) };
    let current = game;
    for (let i = 0; i < 5; i++) {
      const out = await prepareUpdate(h!.deps, {
        before: current,
        after: current,
        steps: [],
        noticesForAll: [shared('info', () => `new notice ${i}`)],
      });
      current = { ...current, players: out.game.players };
    }
    const queued = current.players.find((p) => p.seat === 1)!.queued!;
    expect(queued).toHaveLength(MAX_QUEUED_NOTICES);
    expect(queued.at(-1)!.lines).toEqual(['new notice 4']);
    // What was left out is said, not silently lost.
    expect(queued[0]!.lines.join(' ')).toMatch(/earlier notices/);
  });

  it("a bouncing player's queue stops at its bound however many notices come", async () => {
    const gameId = await startGame();
    const start = (await h!.store.getGame(gameId))!;
    // Cy bounces: every notice for Cy stays in the record until Cy's next mail, which never comes.
    const cy = start.players.find((p) => p.address === PLAYERS[2])!;
    await h!.store.commit({
      gameId,
      expectedVersion: start.version,
      game: { ...start, players: start.players.map((p) => (p.seat === cy.seat ? { ...p, bouncing: true } : p)) },
      moves: [],
    });
    // Ann goes away and comes back: two notices for everybody each time.
    const ann = start.players.find((p) => p.address === PLAYERS[0])!;
    const to = replyAddressOf(h!.deps.config, gameId, ann);
    for (let i = 0; i < MAX_QUEUED_NOTICES; i++) {
      await h!.receive(replyMail({ from: ann.address, to, subject: `Re: [Puerto Rico ${gameId}]`, body: 'vacation 1\nback' }));
    }
    const queued = (await h!.store.getGame(gameId))!.players.find((p) => p.seat === cy.seat)!.queued ?? [];
    expect(queued).toHaveLength(MAX_QUEUED_NOTICES);
  }, 300_000);

  it('vacations per seat are bounded by the days a game allows (one day at least each)', async () => {
    const gameId = await startGame();
    const game = (await h!.store.getGame(gameId))!;
    const ann = game.players.find((p) => p.address === PLAYERS[0])!;
    const to = replyAddressOf(h!.deps.config, gameId, ann);
    for (let i = 0; i < VACATION_LIMITS.maxDaysPerGame + 5; i++) {
      await h!.receive(replyMail({ from: ann.address, to, subject: `Re: [Puerto Rico ${gameId}]`, body: 'vacation 1\nback' }));
    }
    const clock = readClock((await h!.store.getGame(gameId))!.clock);
    expect(clock.vacations[String(ann.seat)]!.length).toBe(VACATION_LIMITS.maxDaysPerGame);
  }, 300_000);
});
