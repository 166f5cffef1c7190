/**
 * Whole turns (engine/core/whole-turns.ts) for every registered game: at positions of seeded
 * games, every listed turn is a series of legal moves of the same seat, read back from its own
 * notation, that ends exactly where a turn ends; and a robot that always answers with a listed
 * line rarely has to answer the same turn twice.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { isPending, newMatch, pendingDecisions, playText, type Match } from '../../../engine/core/match';
import { randomInt, seedRng } from '../../../engine/core/rng';
import { DEFAULT_TURN_LIMITS, wholeTurns, type FirstChoice } from '../../../engine/core/whole-turns';

const SMALL = { ...DEFAULT_TURN_LIMITS, maxTurns: 20, perFirst: 4, budget: 300 };

/** The lines an email would offer: each whole turn, and the first move alone where it ends the turn or the list is cut. */
function offered(choices: readonly FirstChoice[]): string[] {
  return choices.flatMap((c) => [...(c.turns.length === 0 || c.more ? [c.first.text] : []), ...c.turns.map((t) => t.text)]);
}

function play(game: (typeof registry.all)[number], match: Match, seat: number, line: string): Match {
  let at = match;
  for (const part of line.split('; ')) {
    const r = playText(game, at, seat, part);
    if (!r.ok) throw new Error(`"${part}" of "${line}" refused: ${r.error.reason}`);
    at = r.match;
  }
  return at;
}

describe.each(registry.all.map((g) => [g.meta.id, g] as const))('whole turns: %s', (_id, game) => {
  const players = Math.min(game.meta.maxPlayers, Math.max(game.meta.minPlayers, 3));

  it('every listed turn plays back part by part and ends where the seat stops deciding (or at a reveal or the end)', () => {
    const rng = seedRng('whole-turns');
    const start = newMatch(game, players, {}, 'whole-turns');
    if (!start.ok) throw new Error(start.error.reason);
    let match = start.match;
    let checkedTurns = 0;
    let singleMoveTurns = 0;
    for (let decision = 0; decision < 60; decision++) {
      const pending = pendingDecisions(game, match);
      if (pending.length === 0) break;
      const seat = pending[0]!.seat;
      const choices = wholeTurns(game, match, seat, SMALL);
      if (decision % 6 === 0) {
        for (const choice of choices) {
          for (const turn of choice.turns) {
            expect(turn.parts[0]!.text).toBe(choice.first.text);
            expect(turn.parts.length).toBeGreaterThan(1);
            let at = match;
            turn.parts.forEach((part, i) => {
              expect(isPending(game, at, seat)).toBe(true);
              at = play(game, at, seat, part.text);
              if (i < turn.parts.length - 1) expect(isPending(game, at, seat)).toBe(true);
            });
            if (turn.ends === 'turn') expect(!isPending(game, at, seat) || game.freshTurn?.(at.state, seat)).toBe(true);
            if (turn.ends === 'game') expect(pendingDecisions(game, at)).toEqual([]);
            checkedTurns++;
          }
        }
      }
      const lines = offered(choices);
      match = play(game, match, seat, lines[randomInt(rng, lines.length)]!);
      // Where no turn goes past its first move, that move ends the seat's turn.
      if (choices.every((c) => c.turns.length === 0 && !c.more)) {
        expect(!isPending(game, match, seat) || game.freshTurn?.(match.state, seat)).toBe(true);
        singleMoveTurns++;
      }
    }
    // A game whose every decision is a whole turn (a sealed bid) lists single moves only.
    expect(checkedTurns + singleMoveTurns).toBeGreaterThan(0);
  });

  it('a robot answering with a random listed line continues its own turn in at most 15% of replies', () => {
    const rng = seedRng('robot');
    const start = newMatch(game, players, {}, 'robot');
    if (!start.ok) throw new Error(start.error.reason);
    let match = start.match;
    let replies = 0;
    let continued = 0;
    for (let decision = 0; decision < 80; decision++) {
      const pending = pendingDecisions(game, match);
      if (pending.length === 0) break;
      const seat = pending[0]!.seat;
      const lines = offered(wholeTurns(game, match, seat, SMALL));
      match = play(game, match, seat, lines[randomInt(rng, lines.length)]!);
      replies++;
      // A continuation: the reply left its sender with the next decision of the same turn.
      if (isPending(game, match, seat) && !game.freshTurn?.(match.state, seat)) continued++;
    }
    // Enough replies to judge, or a short game played to its end.
    expect(replies > 20 || pendingDecisions(game, match).length === 0).toBe(true);
    expect(continued / replies).toBeLessThanOrEqual(0.15);
  });
});
