/**
 * The bot's budget is a setting (README "Bots"): the
 * service limit `botIterations` (`PBEM_LIMIT_BOT_ITERATIONS` / `LIMIT_BOT_ITERATIONS`,
 * default 64) is what the search is given when the bot makes a late player's move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMatch, registry, type Match } from '../../../../engine/index';
import * as search from '../../../../engine/core/bot/search';
import { BOT_ITERATIONS, botMove } from '../../../../lambdas/play/schedule/bot-seats';
import { DEFAULT_LIMITS, limitsFromEnv } from '../../../../lambdas/play/limits/limit-settings';
import { runReminders } from '../../../../lambdas/play/schedule/reminders-job';
import { replyAddressOf } from '../../../../lambdas/play/letters/compose-letters';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../../../support/service';

// A spy over the real search: the moves stay the engine's, the calls are recorded.
vi.mock('../../../../engine/core/bot/search', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../engine/core/bot/search')>();
  return { ...real, searchMove: vi.fn(real.searchMove) };
});

const pr = registry.get('puerto-rico')!;
const searchMove = vi.mocked(search.searchMove);
let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
  searchMove.mockClear();
});

describe('bot budget setting', () => {
  it('defaults to 64 iterations and is read from PBEM_LIMIT_BOT_ITERATIONS / LIMIT_BOT_ITERATIONS', () => {
    expect(DEFAULT_LIMITS.botIterations).toBe(64);
    expect(BOT_ITERATIONS).toBe(64);
    expect(limitsFromEnv({ PBEM_LIMIT_BOT_ITERATIONS: '128' }, 'PBEM_LIMIT_')).toEqual({ botIterations: 128 });
    expect(limitsFromEnv({ LIMIT_BOT_ITERATIONS: '8' }, 'LIMIT_')).toEqual({ botIterations: 8 });
  });

  it('refuses a budget of 0, above 1024, or not a whole number, naming the variable', () => {
    expect(() => limitsFromEnv({ LIMIT_BOT_ITERATIONS: 'lots' }, 'LIMIT_')).toThrow(
      'LIMIT_BOT_ITERATIONS must be a whole number, not "lots"',
    );
    expect(() => limitsFromEnv({ LIMIT_BOT_ITERATIONS: '0' }, 'LIMIT_')).toThrow();
    expect(() => limitsFromEnv({ LIMIT_BOT_ITERATIONS: '5000' }, 'LIMIT_')).toThrow();
  });

  it('botMove searches with the budget it is given, 64 when given none', () => {
    const started = newMatch(pr, 3, {}, 'budget');
    if (!started.ok) throw new Error(started.error.reason);
    const match: Match = started.match;
    const seat = pr.pending(match.state)[0]!.seat;
    botMove(pr, match, seat, 5);
    expect(searchMove.mock.calls.at(-1)![5]).toEqual({ iterations: 5 });
    botMove(pr, match, seat);
    expect(searchMove.mock.calls.at(-1)![5]).toEqual({ iterations: 64 });
  });

  it('timeout=bot: the configured budget reaches the search', async () => {
    const players = ['ann@f.test', 'bo@f.test', 'cy@f.test'];
    h = await startHarness({ limits: { botIterations: 3 } });
    const created = await h.receive(
      replyMail({
        from: players[0]!,
        to: `new@${DOMAIN}`,
        subject: 'game',
        body: `new puerto-rico ${players.slice(1).join(' ')} turn=1 remind=0.5 grace=0 timeout=bot`,
      }),
    );
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    await h.flush();
    for (const p of players.slice(1)) {
      const invite = (await h.inbox(p)).at(-1)!;
      await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
    }
    searchMove.mockClear();
    h.setNow('2026-11-02T10:00:00.000Z');
    const run = await runReminders(h.deps);
    expect(run.automaticMoves).toBeGreaterThan(0);
    expect(searchMove).toHaveBeenCalled();
    expect(searchMove.mock.calls.every((call) => (call[5] as { iterations: number }).iterations === 3)).toBe(true);
  });

  it('bot seats search with the configured budget, at the start and after each reply', async () => {
    h = await startHarness({ limits: { botIterations: 2 } });
    const ann = 'ann@f.test';
    const created = await h.receive(replyMail({ from: ann, to: `new@${DOMAIN}`, subject: 'game', body: 'new puerto-rico bot bot' }));
    expect(created.kind).toBe('applied');
    const gameId = (created as { gameId: string }).gameId;
    const startCalls = searchMove.mock.calls.length;
    // Ann may move first, in which case the bots move only after her reply: play a few replies.
    for (let i = 0; i < 4; i++) {
      const game = (await h.store.getGame(gameId))!;
      const me = game.players.find((p) => p.address === ann)!;
      const move = pr.format(pr.legalMoves(game.match!.state, me.seat)[0]);
      expect(
        (
          await h.receive(
            replyMail({
              from: ann,
              to: replyAddressOf(h.deps.config, gameId, me),
              subject: `Re: [Puerto Rico ${gameId}] your turn`,
              body: move,
            }),
          )
        ).kind,
      ).toBe('applied');
    }
    expect(searchMove.mock.calls.length).toBeGreaterThan(startCalls);
    expect(searchMove.mock.calls.every((call) => (call[5] as { iterations: number }).iterations === 2)).toBe(true);
  });
});
