/** The status email's first screen for Puerto Rico (GameModule.summary): the reader's numbers, nobody else's VP chips (§9). */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { ROLE_NAMES, ROLE_NAMES_JA } from '../../../engine/puerto-rico/data';
import { randomPositions } from './positions';
import { stepOf } from './helpers';

const SENTINEL = 987_654_321;

function summary(s: PRState, seat: number | null, lang: 'en' | 'ja'): string[] {
  return puertoRico.summary!(puertoRico.view(s, seat), lang).map((line) => fillSeats(line, seatNumberName));
}

describe('summary(view, lang)', () => {
  const positions = randomPositions(3, 2, 29, 'summary').filter((s) => stepOf(s) !== 'over');

  it('says the round, the Governor, the VP chips and colonists left, and the roles left with their doubloons (§5.3, §8)', () => {
    expect(positions.length).toBeGreaterThan(4);
    for (const s of positions) {
      const v = puertoRico.view(s, 0);
      const [head, , roles] = summary(s, 0, 'en');
      expect(head).toContain(`Round ${v.round}`);
      expect(head).toContain(`Governor ${seatNumberName(v.governor)}.`);
      expect(head).toContain(`Left: ${v.vpPool} VP chip`);
      expect(head).toContain(`${v.colonistSupply} colonist`);
      expect(head).toContain(`(+${v.colonistShip} on the ship)`);
      const left = v.roles.filter((r) => !r.taken).map((r) => `${ROLE_NAMES[r.id]}${r.doubloons > 0 ? ` +${r.doubloons}` : ''}`);
      expect(roles).toBe(`Roles left: ${left.join(', ') || 'none'}`);
      const [headJa, , rolesJa] = summary(s, 0, 'ja');
      expect(headJa).toContain(`第${v.round}ラウンド`);
      expect(headJa).toContain(`総督は${seatNumberName(v.governor)}`);
      expect(headJa).toContain(`勝利点チップ${v.vpPool}枚、労働者${v.colonistSupply}人（入植船に${v.colonistShip}人）`);
      for (const r of v.roles) expect(rolesJa.includes(ROLE_NAMES_JA[r.id]), `${r.id} taken: ${r.taken}`).toBe(!r.taken);
    }
  });

  it("gives the reader's own doubloons, VP chips and colonists in San Juan", () => {
    for (const s of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const p = s.seats[seat]!;
        const you = summary(s, seat, 'en')[1];
        expect(you).toBe(
          `You: ${p.doubloons} doubloon${p.doubloons === 1 ? '' : 's'}, ${p.vp} VP chip${p.vp === 1 ? '' : 's'}, ${p.sanJuan} colonist${p.sanJuan === 1 ? '' : 's'} in San Juan`,
        );
        expect(summary(s, seat, 'ja')[1]).toBe(`あなた：${p.doubloons}ダブロン、勝利点チップ${p.vp}枚、サンファンの労働者${p.sanJuan}人`);
      }
    }
  });

  it("never shows another seat's VP chips (§9), nor any seat's to a spectator", () => {
    for (const s of positions) {
      for (let owner = 0; owner < s.players; owner++) {
        const secret: PRState = { ...s, seats: s.seats.map((p, i) => (i === owner ? { ...p, vp: SENTINEL } : p)) };
        for (const viewer of [null, ...s.seats.map((_, i) => i)]) {
          for (const lang of ['en', 'ja'] as const) {
            const lines = summary(secret, viewer, lang);
            if (viewer === owner) expect(lines.join('\n')).toContain(String(SENTINEL));
            else expect(lines).toEqual(summary(s, viewer, lang));
          }
        }
      }
    }
  });

  it('has no line about the reader for a spectator, and nothing once the game is over (the result says it)', () => {
    const s = positions[1]!;
    expect(summary(s, null, 'en').some((line) => line.startsWith('You'))).toBe(false);
    expect(summary(s, null, 'en')).toHaveLength(2);
    const over = randomPositions(3, 1, 1000, 'summary-end').at(-1)!;
    expect(stepOf(over)).toBe('over');
    expect(summary(over, 0, 'en')).toEqual([]);
    expect(summary(over, 0, 'ja')).toEqual([]);
  });

  it('says when the last round has begun (§8)', () => {
    const s = positions.find((x) => x.end.length === 0)!;
    const last: PRState = { ...s, end: ['vp-chips'] };
    expect(summary(last, 0, 'en')[0]).toMatch(/^Round \d+ \(last round\), /);
    expect(summary(last, 0, 'ja')[0]).toMatch(/^第\d+ラウンド（最終ラウンド）、/);
    expect(summary(s, 0, 'en')[0]).not.toContain('last round');
  });
});
