/**
 * Whole turns (the email offers a seat's whole turn as one choice): a resolution with its
 * action's choices and the bonus window is one turn (§2.4–§2.6); each placement (§2.3) and each
 * resolution (§2.4) starts a fresh turn.
 */
import { describe, expect, it } from 'vitest';
import { isPending, playText, type Match } from '../../../engine/core/match';
import { DEFAULT_TURN_LIMITS, wholeTurns } from '../../../engine/core/whole-turns';
import { freshTurn } from '../../../engine/era-of-inventions/fresh-turn';
import { AREAS } from '../../../engine/era-of-inventions/state';
import type { EraState } from '../../../engine/era-of-inventions';
import { at, game, newGame } from './helpers';
import { seededPositions } from './positions';

const matchOf = (state: ReturnType<typeof newGame>, players = 3): Match => ({
  game: game.meta.id,
  engineVersion: game.meta.engineVersion,
  players,
  options: { dataset: 'placeholder-v0' },
  seed: 'whole-turns',
  step: 0,
  state,
});

describe('whole turns', () => {
  it.each([3, 4, 5])('%i players: every listed turn plays back part by part and ends the turn', (players) => {
    const positions = seededPositions(players, `whole-${players}`, 23);
    expect(positions.length).toBeGreaterThan(4);
    for (const match of positions) {
      const seat = game.pending(match.state)[0]!.seat;
      const choices = wholeTurns(game, match, seat);
      // One choice per legal move, each nested under its first part, bounded for a phone.
      expect(choices).toHaveLength(game.legalMoves(match.state, seat).length);
      expect(choices.reduce((n, c) => n + c.turns.length, 0)).toBeLessThanOrEqual(DEFAULT_TURN_LIMITS.maxTurns);
      for (const choice of choices) {
        for (const turn of choice.turns) {
          expect(turn.parts[0]!.text).toBe(choice.first.text);
          let now: Match = match;
          turn.parts.forEach((part, i) => {
            const r = playText(game, now, seat, part.text);
            expect(r.ok, `${turn.text}: ${part.text}`).toBe(true);
            if (!r.ok) return;
            now = r.match;
            const deciding = isPending(game, now, seat) && !freshTurn(now.state as EraState);
            // Every part but the last leaves the seat in the same turn; the last one ends it.
            expect(deciding, `${turn.text} after part ${i + 1}`).toBe(i < turn.parts.length - 1 || turn.ends === 'reveal');
          });
        }
      }
    }
  });

  it('a production set is one turn: resolving area 2 lists each way to take both factories’ pieces (§2.5 area 2)', () => {
    const base = newGame(3);
    const areas = AREAS.map((a) => (a === 'production' ? [0] : []));
    const s = at([{ kind: 'resolve', seat: 0 }], { 0: { factories: ['start#1', 'cw2#1'], tokens: 0 } }, { ...base, areas });
    const choices = wholeTurns(game, matchOf(s), 0);
    const produce = choices.find((c) => c.first.text === 'resolve production')!;
    expect(produce.turns.map((t) => t.text)).toContain('resolve production; take 2 coal; take 1 coal 1 wood');
    expect(produce.turns.every((t) => t.parts.length === 3)).toBe(true);
    // The same two takes in the other order are the same turn: listed once.
    expect(produce.turns.map((t) => t.text)).not.toContain('resolve production; take 1 coal 1 wood; take 2 coal');
  });

  it('a fresh turn begins at each placement and each resolution, not inside an action or its bonus window', () => {
    expect(freshTurn(at([{ kind: 'resolve', seat: 0 }]))).toBe(true);
    expect(freshTurn(newGame(3))).toBe(true);
    expect(freshTurn(at([{ kind: 'build', seat: 0, left: 3, bonus: false }]))).toBe(false);
    expect(freshTurn(at([{ kind: 'bonus', seat: 0 }]))).toBe(false);
  });
});
