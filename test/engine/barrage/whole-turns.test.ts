/**
 * Whole turns for Barrage's email (engine/core/whole-turns.ts): a construction is one line (action
 * space, tile, site, payment), and at seeded positions of play-outs every listed turn plays back part
 * by part as the service reads a reply, leaving the seat with nothing more to decide in that turn
 * (another seat decides, its own fresh turn begins, or hidden information came out).
 */
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageState } from '../../../engine/barrage';
import { isPending, playText, type Match } from '../../../engine/core/match';
import { wholeTurns } from '../../../engine/core/whole-turns';
import { lab, patchSeat } from './helpers';
import { sampledGame } from './sampled';

const matchOf = (state: BarrageState): Match => ({ players: state.players, seed: 'lab', options: {}, state, step: 0 }) as unknown as Match;

/** Plays `parts` for `seat`; returns whether the turn is over as the turn list promises. */
function playsBack(match: Match, seat: number, parts: readonly string[]): string | null {
  let at = match;
  let revealed = false;
  for (const part of parts) {
    const r = playText(barrage, at, seat, part);
    if (!r.ok) return `"${part}" refused: ${r.error.reason}`;
    revealed ||= r.steps.some((s) => s.reveals);
    at = r.match;
  }
  const s = at.state as BarrageState;
  if (barrage.pending(s).length === 0 || revealed || !isPending(barrage, at, seat) || barrage.freshTurn!(s, seat)) return null;
  return `still deciding after "${parts.join('; ')}": ${barrage.pending(s)[0]!.prompt}`;
}

describe('Barrage whole turns', () => {
  it('lists a construction as one complete turn: action space, tile, site (payment forced or chosen)', () => {
    const choices = wholeTurns(barrage, matchOf(lab(2)), 0);
    const cb1 = choices.find((c) => c.first.text === 'place CB1')!;
    expect(cb1.turns.length).toBeGreaterThan(0);
    expect(cb1.turns[0]!.text).toMatch(/^place CB1; tile \S+; build \w+ at \w+/);
    for (const t of cb1.turns)
      expect(
        playsBack(
          matchOf(lab(2)),
          0,
          t.parts.map((p) => p.text),
        ),
      ).toBeNull();
    // Banking is one move and a whole turn by itself.
    expect(choices.find((c) => c.first.text === 'bank 2')!.turns).toEqual([]);
  });

  it('when everyone else has passed, the seat’s next action is a fresh turn: a turn ends after one action (spec §4.1, E2)', () => {
    const s = patchSeat(lab(2), 1, { engineers: 0, passed: true });
    const after = barrage.apply(s, 0, { kind: 'place', space: 'BANK', engineers: 1 });
    if (!after.ok) throw new Error(after.error.reason);
    expect(barrage.pending(after.state)[0]!.seat).toBe(0);
    expect(barrage.freshTurn!(after.state, 0)).toBe(true);
    expect(wholeTurns(barrage, matchOf(s), 0).find((c) => c.first.text === 'bank 1')!.turns).toEqual([]);
    // Mid-turn (a tile to choose after the action space) is not a fresh turn.
    const mid = barrage.apply(s, 0, { kind: 'place', space: 'CB1' });
    expect(mid.ok && barrage.freshTurn!(mid.state, 0)).toBe(false);
  });

  for (const [players, options] of [
    [2, {}],
    [3, { variant: 'intro' }],
    [2, { automas: '1' }],
  ] as const) {
    it(`${players} players ${JSON.stringify(options)}: every listed turn plays back and ends the turn`, () => {
      const game = sampledGame(players, `whole-turns-${players}`, options, 45);
      let turns = 0;
      for (const match of game.positions.slice(1, 4)) {
        const seat = barrage.pending(match.state as BarrageState)[0]!.seat;
        for (const c of wholeTurns(barrage, match, seat)) {
          const lines = c.turns.length === 0 && !c.more ? [[c.first.text]] : c.turns.map((t) => t.parts.map((p) => p.text));
          for (const parts of lines) {
            expect(playsBack(match, seat, parts)).toBeNull();
            turns++;
          }
        }
      }
      expect(turns).toBeGreaterThan(10);
    });
  }
});
