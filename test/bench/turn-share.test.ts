/**
 * The robots bench's figure (bench/support/turn-share.ts): a reply continues the same player's
 * turn only when the previous reply was that player's and left the turn unfinished; a fresh
 * turn of the same player right after their last one is counted apart.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import { newMatch, pendingDecisions, playText, type Match } from '../../engine/core/match';
import type { AnyGame } from '../../engine/core/types';
import { addShares, turnShare, turnUnfinished, type AppliedReply } from '../../bench/support/turn-share';

const reply = (player: string, leftTurnUnfinished: boolean): AppliedReply => ({ player, leftTurnUnfinished });

describe('turnShare', () => {
  it('counts a reply as continuing only after the same player left the turn unfinished', () => {
    const share = turnShare([
      reply('a', true), // a's turn goes on
      reply('a', false), // continues it, and ends it
      reply('a', false), // a fresh turn of a: same sender, not a continuation
      reply('b', true), // another player: neither
      reply('a', false), // b left its turn unfinished, but a is not b
      reply('a', true), // same sender after a finished turn: not a continuation
      reply('a', false), // continues it
    ]);
    expect(share).toEqual({ replies: 7, continued: 2, sameSender: 4 });
  });

  it('counts nothing for no replies or one reply, and adds games up', () => {
    expect(turnShare([])).toEqual({ replies: 0, continued: 0, sameSender: 0 });
    expect(turnShare([reply('a', true)])).toEqual({ replies: 1, continued: 0, sameSender: 0 });
    expect(addShares({ replies: 3, continued: 1, sameSender: 2 }, { replies: 5, continued: 0, sameSender: 1 })).toEqual({
      replies: 8,
      continued: 1,
      sameSender: 3,
    });
  });
});

describe('turnUnfinished', () => {
  /** A game whose pending seats, end and fresh turns are set by the test. */
  function fakeGame(pending: number[], over: boolean, fresh?: boolean): AnyGame {
    return {
      pending: () => pending.map((seat) => ({ seat })),
      result: () => (over ? { ranking: [] } : null),
      ...(fresh === undefined ? {} : { freshTurn: () => fresh }),
    } as unknown as AnyGame;
  }
  const match = { game: 'fake', engineVersion: 1, players: 3, options: {}, seed: 's', step: 1, state: {} } satisfies Match;

  it('is true only while the game goes on, the seat still decides and no fresh turn of it began', () => {
    expect(turnUnfinished(fakeGame([0], false), match, 0)).toBe(true);
    expect(turnUnfinished(fakeGame([0], false, false), match, 0)).toBe(true);
    expect(turnUnfinished(fakeGame([0], false, true), match, 0)).toBe(false);
    expect(turnUnfinished(fakeGame([1], false), match, 0)).toBe(false);
    expect(turnUnfinished(fakeGame([0], true), match, 0)).toBe(false);
  });

  it('reads Puerto Rico: a role choice starts a fresh turn; the Settler still has to take a plantation', () => {
    const game = registry.get('puerto-rico')!;
    const start = newMatch(game, 3, {}, 'turn-share');
    if (!start.ok) throw new Error(start.error.reason);
    const seat = pendingDecisions(game, start.match)[0]!.seat;
    expect(turnUnfinished(game, start.match, seat)).toBe(false);
    const settler = playText(game, start.match, seat, 'role settler');
    if (!settler.ok) throw new Error(settler.error.reason);
    expect(turnUnfinished(game, settler.match, seat)).toBe(true);
  });
});
