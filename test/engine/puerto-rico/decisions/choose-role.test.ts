/** §3 round structure, R1 role choice, role doubloons, Governor passing, Prospector (§4.7). */
import { describe, expect, it } from 'vitest';
import { puertoRico, type PRState } from '../../../../engine/puerto-rico';
import { legal, newGame, pendingSeats, play, playAll, refusal, stepOf, texts } from '../helpers';

describe('role selection (R1)', () => {
  it('the Governor chooses first from every role card', () => {
    const s = newGame(4);
    expect(pendingSeats(s)).toEqual([0]);
    expect(legal(s, 0)).toEqual([
      'role settler',
      'role mayor',
      'role builder',
      'role craftsman',
      'role trader',
      'role captain',
      'role prospector',
    ]);
    expect(legal(s, 1)).toEqual([]);
  });

  it('a role chosen this round cannot be chosen again', () => {
    const { state } = play(newGame(4), 0, 'role prospector');
    expect(legal(state, 1)).not.toContain('role prospector');
    expect(refusal(state, 1, { kind: 'chooseRole', role: 'prospector' })).toBe('The Prospector was already chosen this round.');
  });

  it('the Prospector gives the chooser 1 doubloon and nothing to anyone else', () => {
    const { state, events } = play(newGame(4), 0, 'role prospector');
    expect(state.seats.map((p) => p.doubloons)).toEqual([4, 3, 3, 3]);
    expect(texts(events)).toEqual(['S0 takes the Prospector', 'S0 gets 1 doubloon as Prospector']);
    expect(pendingSeats(state)).toEqual([1]);
  });

  it('unchosen roles get 1 doubloon each at round end, the Governor passes clockwise', () => {
    // 4 players, nobody can do anything in round 1 with these roles: every phase is empty.
    const { state, events } = playAll(newGame(4), [
      [0, 'role prospector'],
      [1, 'role trader'],
      [2, 'role captain'],
      [3, 'role craftsman'],
    ]);
    expect(state.round).toBe(2);
    expect(state.governor).toBe(1);
    expect(state.roles.filter((r) => r.doubloons === 1).map((r) => r.id)).toEqual(['settler', 'mayor', 'builder']);
    expect(state.roles.every((r) => !r.taken)).toBe(true);
    expect(texts(events)).toContain('S1 becomes Governor for round 2');
    expect(pendingSeats(state)).toEqual([1]);
  });

  it('role doubloons accumulate and go to the next chooser (§7.35)', () => {
    let s = newGame(3);
    for (let round = 0; round < 2; round++) {
      const g = s.governor;
      s = playAll(s, [
        [g, 'role craftsman'],
        [(g + 1) % 3, 'role trader'],
        [(g + 2) % 3, 'role captain'],
      ]).state;
    }
    expect(s.roles.find((r) => r.id === 'mayor')!.doubloons).toBe(2);
    const before = s.seats[s.governor]!.doubloons;
    const { state, events } = play(s, s.governor, 'role mayor');
    expect(state.seats[s.governor]!.doubloons).toBe(before + 2);
    expect(texts(events)[0]).toBe(`S${s.governor} takes the Mayor (+2 doubloons)`);
  });

  it('5 players: the two Prospectors are separate cards, both choosable in one round (§7.37)', () => {
    const { state } = playAll(newGame(5), [
      [0, 'role prospector'],
      [1, 'role prospector-2'],
    ]);
    expect(state.seats.map((p) => p.doubloons)).toEqual([5, 5, 4, 4, 4]);
  });
});

/** Decline everything until the next role choice (the last listed move is "pass" in these phases). */
function finishPhase(s: PRState): PRState {
  while (stepOf(s) !== 'role' && stepOf(s) !== 'over') {
    const seat = pendingSeats(s)[0]!;
    s = play(s, seat, puertoRico.format(puertoRico.legalMoves(s, seat).at(-1)!)).state;
  }
  return s;
}

describe('2-player role order (§3, §10.2)', () => {
  it('official: A B A B A B, one role left, then the Governor changes (§7.36)', () => {
    const seats: number[] = [];
    let s = newGame(2);
    const roles = ['prospector', 'builder', 'trader', 'captain', 'craftsman', 'settler'];
    for (const role of roles) {
      const seat = pendingSeats(s)[0]!;
      seats.push(seat);
      s = finishPhase(play(s, seat, `role ${role}`).state);
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1]);
    expect(s.round).toBe(2);
    expect(s.governor).toBe(1);
    expect(s.roles.filter((r) => r.doubloons > 0).map((r) => r.id)).toEqual(['mayor']);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('Craftsman Angst: A B A B A, then B A B A B; two roles left with a doubloon each', () => {
    let s = newGame(2, { 'craftsman-angst': true });
    const seats: number[] = [];
    for (let i = 0; i < 10; i++) {
      const seat = pendingSeats(s)[0]!;
      seats.push(seat);
      const role = ['prospector', 'trader', 'captain', 'builder', 'craftsman'].find((r) => legal(s, seat).includes(`role ${r}`))!;
      s = finishPhase(play(s, seat, `role ${role}`).state);
      if (i === 4) expect(s.roles.filter((r) => r.doubloons === 1).map((r) => r.id)).toEqual(['settler', 'mayor']);
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(s.round).toBe(3);
  });
});
