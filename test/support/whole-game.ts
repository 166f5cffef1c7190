/**
 * Whole games by email through the service harness (service.ts): the set-up and the checks
 * every whole-game suite shares. A suite takes its harness with `useHarness()`, starts a game
 * the way players do (`new` to new@, every invited player answers `join`), plays it its own
 * way, then checks the end with `expectFinished`.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { AnyGame } from '../../engine/index';
import type { GameItem } from '../../lambdas/store/index';
import { DOMAIN, replyMail, reSubject, startHarness, type Harness } from './service';

/** The calling suite's harness, started before its first test and stopped after its last. */
export function useHarness(): { readonly h: Harness } {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });
  return {
    get h() {
      if (!h) throw new Error('the harness is ready only inside the suite (use it in a test or a hook)');
      return h;
    },
  };
}

/** `players[0]` starts a game of `gameId` by mail to new@ and every other player joins; the new game's id. */
export async function startGameByEmail(h: Harness, gameId: string, players: readonly string[]): Promise<string> {
  const [host, ...invited] = players;
  const created = await h.receive(
    replyMail({ from: host!, to: `new@${DOMAIN}`, subject: 'game', body: `new ${gameId} ${invited.join(' ')}` }),
  );
  const id = (created as { gameId: string }).gameId;
  await h.flush();
  for (const player of invited) {
    const invite = (await h.inbox(player)).at(-1)!;
    await h.receive(replyMail({ from: player, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  return id;
}

/**
 * The game is over: its scores for every player, everyone's last email the final result with
 * the scores, its move log complete, and no deadline left for the reminders. The stored game.
 */
export async function expectFinished(h: Harness, game: AnyGame, gameId: string, players: readonly string[]): Promise<GameItem> {
  const item = (await h.store.getGame(gameId))!;
  expect(item.status).toBe('finished');
  const result = game.result(item.match!.state)!;
  expect(result.scores).toHaveLength(players.length);
  await h.flush();
  for (const address of players) {
    const last = (await h.inbox(address)).at(-1)!;
    expect(last.text).toMatch(/^Game over/);
    for (const score of result.scores) expect(last.text).toContain(String(score));
  }
  expect((await h.store.listMoves(gameId)).length).toBe(item.match!.step);
  expect(item.dueAt).toBeUndefined();
  return item;
}
