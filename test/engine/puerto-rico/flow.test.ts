/** End of the game (§5.1, §3.4): triggers finish the round first; §7.38. */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../engine/puerto-rico';
import { newGame, pendingSeats, play, playAll, stepOf, takeRole, texts, withBoard } from './helpers';

describe('game end', () => {
  it('a trigger in the middle of a round: the round is finished, then the game ends (§7.38)', () => {
    // 3 players; seat 0 ships the last VP chips as the first role of the round.
    let s = withBoard(newGame(3), 1, { vp: 74 });
    s = withBoard(s, 0, { goods: { corn: 2 } });
    let { state } = takeRole(s, 0, 'captain');
    state = play(state, 0, 'ship corn 4').state;
    expect(state.end).toEqual(['vp-chips']);
    expect(puertoRico.result(state)).toBeNull();
    // The other two players still choose their roles this round.
    expect(pendingSeats(state)).toEqual([1]);
    const r = playAll(state, [
      [1, 'role trader'],
      [2, 'role craftsman'],
    ]);
    expect(r.state.stack).toEqual([]);
    expect(puertoRico.pending(r.state)).toEqual([]);
    expect(texts(r.events)).toContain('The game ends after round 1.');
    expect(puertoRico.result(r.state)!.scores).toEqual([3, 74, 0]);
  });

  it('no role doubloons are added after the final round (D22)', () => {
    const s = { ...newGame(3), end: ['city' as const] };
    const r = playAll(s, [
      [0, 'role trader'],
      [1, 'role captain'],
      [2, 'role craftsman'],
    ]);
    expect(stepOf(r.state)).toBe('over');
    expect(r.state.roles.every((role) => role.doubloons === 0)).toBe(true);
  });

  it('several triggers in one round change nothing: the game still ends with that round', () => {
    let s = withBoard(newGame(3), 1, { vp: 74 });
    s = withBoard(s, 0, { goods: { corn: 2 } });
    s = { ...s, end: ['colonists'] };
    const { state } = play(takeRole(s, 0, 'captain').state, 0, 'ship corn 4');
    expect(state.end).toEqual(['colonists', 'vp-chips']);
    const r = playAll(state, [
      [1, 'role trader'],
      [2, 'role craftsman'],
    ]);
    expect(stepOf(r.state)).toBe('over');
  });
});

describe('Hacienda with an empty face-down pile (§7.5, D11)', () => {
  it('reshuffles the discard pile first', () => {
    let s = withBoard(newGame(4), 0, { city: { hacienda: 1 } });
    s = structuredClone(s);
    for (const t of s.pile) s.discard[t]! += 1;
    s.pile = [];
    const { state } = takeRole(s, 0, 'settler');
    const r = play(state, 0, 'hacienda');
    expect(texts(r.events)[0]).toBe('The plantation discard pile is shuffled into a new face-down pile.');
    expect(r.state.pile).toHaveLength(40);
    expect(r.state.discard).toEqual([0, 0, 0, 0, 0]);
  });

  it('is not offered when both piles are empty', () => {
    let s = withBoard(newGame(4), 0, { city: { hacienda: 1 } });
    s = structuredClone(s);
    // Put the whole pile on other islands (11 free spaces on each of seats 1–3 = 33, rest on seat 0).
    let seat = 1;
    while (s.pile.length > 0) {
      while (s.seats[seat]!.tiles.reduce((a, b) => a + b, 0) >= 12) seat = (seat + 1) % 4;
      s.seats[seat]!.tiles[s.pile.pop()!]! += 1;
    }
    const { state } = takeRole(s, 0, 'settler');
    expect(puertoRico.legalMoves(state, 0).map(puertoRico.format)).not.toContain('hacienda');
  });
});
