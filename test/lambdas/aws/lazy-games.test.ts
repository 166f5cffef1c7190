/**
 * The service as the Lambda bundles run it: the lazy game registry in the place of the
 * static one (as infra/bundle/build-handler.ts swaps it), the store wrapped by
 * `loadingGames`. A fresh container knows no game; reading a game loads its rules.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../../engine/games', () => import('../../../engine/lazy-games'));
vi.mock('../../../engine/bots', () => import('../../../engine/lazy-games'));

const PLAYERS = ['ann@friends.test', 'bo@friends.test'];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('lazy game loading on the Lambda path', () => {
  it('a new container loads only the game of the mail it handles, when the store reads that game', async () => {
    const { startHarness, replyMail, reSubject, DOMAIN } = await import('../../support/service');
    // engine/games.ts as the service code sees it: the lazy registry (mocked above).
    const lazy = (await import('../../../engine/games')) as unknown as typeof import('../../../engine/lazy-games');
    const h = await startHarness();
    stops.push(() => h.stop());

    // A mail to new@ may name any game: the inbound handler loads them all first.
    await lazy.loadAllGames();
    await h.receive(replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${PLAYERS[1]}` }));
    await h.flush();
    const invite = (await h.inbox(PLAYERS[1]!)).at(-1)!;

    // A new container: nothing loaded.
    lazy.forgetLoadedGames();
    const fresh = lazy;
    expect(fresh.registry.all).toEqual([]);
    const { loadingGames } = await import('../../../lambdas/aws/runtime');
    const { createGameStore } = await import('../../../lambdas/store/index');
    const { handleInboundMail } = await import('../../../lambdas/play/receive/receive-mail');
    const store = loadingGames(createGameStore({ client: h.db.client, tableName: h.db.tableName }));
    const outcome = await handleInboundMail(
      { ...h.deps, store },
      replyMail({ from: PLAYERS[1]!, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }),
    );

    expect(outcome.kind).not.toBe('refused');
    expect(fresh.registry.all.map((g) => g.meta.id)).toEqual(['puerto-rico']);
    const game = await store.getGame((outcome as { gameId: string }).gameId);
    expect(game?.status).toBe('active');
  });
});
