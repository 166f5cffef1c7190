import { describe, expect, it } from 'vitest';
import { newMatch } from '../../../../engine/index';
import { buildStatusModel } from '../../../../lambdas/play/letters/status-model';
import { pig } from '../../../fixtures/games/pig';

describe('status model', () => {
  it('puts player names before the score breakdown lines about one seat', () => {
    const created = newMatch(pig, 2, {}, 'names');
    if (!created.ok) throw new Error(created.error.reason);
    const finished = { ...created.match, state: { ...(created.match.state as object), phase: 'over', scores: [21, 5] } };
    const game = {
      ...pig,
      result: (s: never) => ({
        ...pig.result(s)!,
        breakdown: [
          { seat: 0, text: '21 points' },
          { seat: 1, text: 'round 1: 5 points' },
          { seat: null, text: 'Seats tied: none' },
        ],
      }),
    };
    const model = buildStatusModel({
      game,
      match: finished,
      seat: 0,
      names: ['Ann', 'Bo'],
      gameId: 'g1',
      recipientAddress: 'a@x.test',
      replyAddress: 'g-g1-0-abcdefgh@p.test',
    });
    expect(model.result?.lines).toEqual(['Ann: 21 points', 'Bo: round 1: 5 points', 'Seats tied: none']);
  });
});
