import { describe, expect, it } from 'vitest';
import { registry, seatRef } from '../../../../engine/index';
import { nameSeats, turnOrderOf } from '../../../../lambdas/play/letters/engine-words';

describe('names instead of seat numbers', () => {
  const names = ['Ann', 'Bo', 'Cy'];
  it("replaces every seat reference by the player's name", () => {
    expect(nameSeats(`It is not your turn: waiting for ${seatRef(1)} (choose a role).`, names)).toBe(
      'It is not your turn: waiting for Bo (choose a role).',
    );
    expect(nameSeats(`Governor: ${seatRef(2)}.\n${seatRef(0)} (you): 2 doubloons`, names)).toBe('Governor: Cy.\nAnn (you): 2 doubloons');
  });

  it('leaves every other word alone: "Seat 2", Barrage\'s map ids P6_0 and "→P7)", a player code P2', () => {
    const text = 'Seat 2 and seat 3; Conduits: C6R(2→P2) P1 france; produce to P6_0';
    expect(nameSeats(text, names)).toBe(text);
  });

  it('writes "Seat N" for a seat without a name', () => {
    expect(nameSeats(`${seatRef(6)} passes`, names)).toBe('Seat 7 passes');
  });

  it('lists players in the turn order the game gives (its turnOrder of the view), else in seat order', () => {
    const pr = registry.get('puerto-rico')!;
    const barrage = registry.get('barrage')!;
    expect(turnOrderOf(pr, { governor: 1, players: 3 }, 3)).toEqual([1, 2, 0]);
    expect(turnOrderOf(barrage, { turnOrder: [2, 0, 1] }, 3)).toEqual([2, 0, 1]);
    expect(turnOrderOf({ ...pr, turnOrder: undefined }, { governor: 1 }, 3)).toEqual([0, 1, 2]);
  });
});
