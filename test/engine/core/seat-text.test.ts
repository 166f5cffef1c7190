import { describe, expect, it } from 'vitest';
import { fillSeats, hasSeatRef, seatNumberName, seatRef } from '../../../engine/core/seat-text';
import { newMatch, readMove } from '../../../engine/core/match';
import { pig } from '../../fixtures/games/pig';

describe('seat references', () => {
  it('are filled with the reader’s names, and nothing else in the text is touched', () => {
    const text = `${seatRef(1)} builds at P6_0 and pays ${seatRef(0)} 3; seat 2 and P2 stay words`;
    const names = ['Ann', 'Bo'];
    expect(fillSeats(text, (s) => names[s]!)).toBe('Bo builds at P6_0 and pays Ann 3; seat 2 and P2 stay words');
    expect(hasSeatRef(text)).toBe(true);
    expect(hasSeatRef(fillSeats(text, seatNumberName))).toBe(false);
    expect(fillSeats(text, seatNumberName)).toContain('Seat 2 builds');
  });
});

describe('Japanese labels read back (GameModule.formatJa)', () => {
  const labelled = {
    ...pig,
    formatJa: (m: { kind: string }) => ({ roll: 'サイコロを振る', hold: '点を確定する', confirm: '確認する' })[m.kind]!,
  };
  const created = newMatch(labelled, 2, {}, 'seed');
  if (!created.ok) throw new Error('pig set-up');
  const match = created.match;

  it('a label copied from the email, in full-width or with spaces, is its move', () => {
    expect(readMove(labelled, match, 0, 'サイコロを振る')).toEqual({ ok: true, move: { kind: 'roll' } });
    expect(readMove(labelled, match, 0, ' 点を 確定する。')).toEqual({ ok: true, move: { kind: 'hold' } });
  });

  it('anything else still goes to the game’s parser (its aliases and English notation)', () => {
    expect(readMove(labelled, match, 0, 'hold')).toEqual({ ok: true, move: { kind: 'hold' } });
    expect(readMove(labelled, match, 0, 'サイコロ')).toEqual({ ok: true, move: { kind: 'roll' } });
    expect(readMove(labelled, match, 0, '確認する').ok).toBe(false);
  });
});
