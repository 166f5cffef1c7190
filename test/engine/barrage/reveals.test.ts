import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { lab, patchSeat } from './helpers';

describe('moves that reveal hidden tiles cannot be undone', () => {
  it('taking a face-up contract refills it from the hidden stack at the end of the turn: a reveal', () => {
    const s = patchSeat(lab(2), 0, { hand: [] });
    const up = Object.values(s.contracts.faceUp).flat()[0]!;
    const placed = barrage.apply(s, 0, { kind: 'place', space: 'K1L' });
    expect(placed.ok && placed.reveals).toBe(false);
    if (!placed.ok) return;
    const taken = barrage.apply(placed.state, 0, { kind: 'take', contract: up });
    expect(taken.ok && taken.reveals).toBe(true);
  });

  it('a bank move reveals nothing', () => {
    const r = barrage.apply(lab(2), 0, { kind: 'place', space: 'BANK', engineers: 2 });
    expect(r.ok && r.reveals).toBe(false);
  });
});
