import { describe, expect, it } from 'vitest';
import { registry } from '../../../../engine/index';
import { nameSeats, turnOrderOf } from '../../../../lambdas/play/letters/engine-words';

describe('names instead of seat numbers', () => {
  const names = ['Ann', 'Bo', 'Cy'];
  it('replaces "seat N" and "Seat N" by the player\'s name', () => {
    expect(nameSeats('It is not your turn: waiting for seat 2 (choose a role).', names)).toBe('It is not your turn: waiting for Bo (choose a role).');
    expect(nameSeats('Governor: Seat 3.\nSeat 1 (you): 2 doubloons', names)).toBe('Governor: Cy.\nAnn (you): 2 doubloons');
  });

  it('replaces Barrage\'s "P2 italy" but leaves map ids such as P6_0 and "→P7)" alone', () => {
    expect(nameSeats('Turn order: P3 usa, P1 france, P2 italy', names)).toBe('Turn order: Cy usa, Ann france, Bo italy');
    expect(nameSeats('Conduits: C6R(2→P2) P1 france; produce to P6_0', names)).toBe('Conduits: C6R(2→P2) Ann france; produce to P6_0');
  });

  it('leaves numbers of seats the game does not have', () => {
    expect(nameSeats('seat 7', names)).toBe('seat 7');
  });

  it('lists players in the turn order the game gives (its turnOrder of the view), else in seat order', () => {
    const pr = registry.get('puerto-rico')!;
    const barrage = registry.get('barrage')!;
    expect(turnOrderOf(pr, { governor: 1, players: 3 }, 3)).toEqual([1, 2, 0]);
    expect(turnOrderOf(barrage, { turnOrder: [2, 0, 1] }, 3)).toEqual([2, 0, 1]);
    expect(turnOrderOf({ ...pr, turnOrder: undefined }, { governor: 1 }, 3)).toEqual([0, 1, 2]);
  });
});
