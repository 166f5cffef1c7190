/**
 * Whole turns for Puerto Rico (engine/core/whole-turns.ts), what the status email lists: every
 * listed turn plays back part by part as the service reads a reply and leaves the seat without
 * a decision in the same turn; a role lists what follows it (spec §4: the plantations, the
 * buildings, the Mayor's placements); the listing stays bounded. `freshTurn` marks where a new
 * turn of the same seat begins.
 */
import { describe, expect, it } from 'vitest';
import { isPending, playText, type Match } from '../../../engine/index';
import { wholeTurns } from '../../../engine/core/whole-turns';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { TILES } from '../../../engine/puerto-rico/data';
import { newGame, withBoard } from './helpers';
import { OPTION_SETS, playoutPositions, sample } from './texts';

/**
 * Lines an email would list as whole turns: each listed turn, and a first move that is a turn by
 * itself. A first move whose turns the bounded search did not reach (`more`, none listed) is the
 * email's "first part only" line, not a whole turn.
 */
function lines(match: Match, seat: number): string[][] {
  return wholeTurns(puertoRico, match, seat).flatMap((c) =>
    c.turns.length > 0 ? c.turns.map((t) => t.parts.map((p) => p.text)) : c.more ? [] : [[c.first.text]],
  );
}

describe('whole turns', () => {
  for (const [players, options] of [
    [3, OPTION_SETS[0]!],
    [4, OPTION_SETS[3]!],
    [2, OPTION_SETS[1]!],
  ] as const) {
    const label = `${players} players${
      Object.keys(options).length
        ? `, ${Object.entries(options)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')}`
        : ''
    }`;
    it(`every listed turn plays back and ends the seat's turn (${label})`, () => {
      let played = 0;
      for (const { match } of sample(playoutPositions(players, `whole-${players}`, options), 8)) {
        const seat = puertoRico.pending(match.state)[0]?.seat;
        if (seat === undefined) continue;
        const listed = lines(match, seat);
        // Bounded for a phone screen (about 60 lines).
        expect(listed.length).toBeLessThanOrEqual(70);
        for (const line of listed) {
          let at: Match = match;
          let revealed = false;
          for (const part of line) {
            const r = playText(puertoRico, at, seat, part);
            expect(r.ok, `${line.join('; ')}: ${part}`).toBe(true);
            if (!r.ok) break;
            revealed ||= r.steps.some((s) => s.reveals);
            at = r.match;
          }
          const over = puertoRico.pending(at.state as PRState).length === 0;
          const done = over || !isPending(puertoRico, at, seat) || puertoRico.freshTurn!(at.state as PRState, seat) || revealed;
          expect(done, line.join('; ')).toBe(true);
          played += 1;
        }
      }
      expect(played).toBeGreaterThan(20);
    });
  }

  it('a role lists what follows it: each face-up plantation, each building you can pay for', () => {
    const { match } = playoutPositions(3, 'whole-roles')[0]!;
    const s = match.state;
    const seat = puertoRico.pending(s)[0]!.seat;
    const choices = wholeTurns(puertoRico, match, seat);
    const under = (first: string) =>
      choices
        .find((c) => c.first.text === first)!
        .turns.map((t) =>
          t.parts
            .slice(1)
            .map((p) => p.text)
            .join('; '),
        );
    const faceUp = [...new Set(s.row)].map((t) => `take ${TILES[t]}`);
    expect(under('role settler').sort()).toEqual([...faceUp, 'take quarry', 'pass'].sort());
    // §4.3: 2 doubloons (3 players) and the Builder's 1 off.
    expect(under('role builder')).toEqual(
      expect.arrayContaining(['build small-market', 'build indigo-plant', 'build small-warehouse', 'pass']),
    );
  });

  it('the Hospice and the University are parts of the Settler and Builder turns (§4.1, §4.3)', () => {
    const s = withBoard(newGame(3), 0, { doubloons: 9, city: { hospice: 1, university: 1 } });
    const match: Match = { game: 'puerto-rico', engineVersion: 1, players: 3, options: {}, seed: 'test', step: 0, state: s };
    const texts = wholeTurns(puertoRico, match, 0).flatMap((c) => c.turns.map((t) => t.text));
    expect(texts.some((t) => /^role settler; take \w+; hospice$/.test(t))).toBe(true);
    expect(texts.some((t) => /^role builder; build [\w-]+; university$/.test(t))).toBe(true);
  });

  it('a new turn of the same seat begins at a role choice, not inside the role it chose', () => {
    const { match } = playoutPositions(3, 'whole-fresh')[0]!;
    const seat = puertoRico.pending(match.state)[0]!.seat;
    expect(puertoRico.freshTurn!(match.state, seat)).toBe(true);
    const r = playText(puertoRico, match, seat, 'role settler');
    expect(r.ok && puertoRico.freshTurn!(r.match.state as PRState, seat)).toBe(false);
  });
});
