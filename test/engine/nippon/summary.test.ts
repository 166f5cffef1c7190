/**
 * The status email's first screen for Nippon (GameModule.summary): the scoring marker and the
 * next scoring (§2.5.5), the VP leader, and the reader's VP, money, coal, blueprints and workers.
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { nippon, type NipponState } from '../../../engine/nippon';
import { yen, yenJa } from '../../../engine/nippon/words';
import { sampledPositions } from './positions';

function summary(s: NipponState, seat: number | null, lang: 'en' | 'ja'): string[] {
  return nippon.summary!(nippon.view(s, seat), lang).map((line) => fillSeats(line, seatNumberName));
}

describe('summary(view, lang)', () => {
  const positions = sampledPositions(3, 'summary', 25).map((m) => m.state as NipponState);

  it("gives the reader's own VP, money, coal, blueprints and workers, in both languages", () => {
    expect(positions.length).toBeGreaterThan(3);
    for (const s of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const p = s.seats[seat]!;
        const w = p.workers.length;
        expect(summary(s, seat, 'en')[1]).toBe(
          `You: ${p.vp} VP, ${yen(p.yen)}, ${p.coal} coal, ${p.blueprints} blueprint${p.blueprints === 1 ? '' : 's'}, ${w} worker${w === 1 ? '' : 's'}`,
        );
        expect(summary(s, seat, 'ja')[1]).toBe(
          `あなた：${p.vp}勝利点、${yenJa(p.yen)}、石炭${p.coal}、青写真${p.blueprints}、ワーカー${w}人`,
        );
      }
    }
  });

  it('says where the scoring marker stands and names the seats with the most VP (none while all are level)', () => {
    let led = 0;
    for (const s of positions) {
      const [head] = summary(s, 0, 'en');
      const [headJa] = summary(s, 0, 'ja');
      expect(head).toMatch(new RegExp(`^Scoring marker ${s.marker} of \\d+, (next scoring after marker move \\d+|final phase)`));
      expect(headJa).toMatch(new RegExp(`^得点計算マーカー ${s.marker}/\\d+、`));
      const top = Math.max(...s.seats.map((p) => p.vp));
      const leaders = s.seats.flatMap((p, seat) => (p.vp === top ? [seatNumberName(seat)] : []));
      if (leaders.length === s.players) expect(head).not.toContain('Leader');
      else {
        led++;
        expect(head).toContain(`. Leader: ${leaders.join(', ')}, ${top} VP`);
        expect(headJa).toContain(`。首位は${leaders.join('、')}（${top}勝利点）`);
      }
    }
    expect(led).toBeGreaterThan(0);
  });

  it('has no line about the reader for a spectator', () => {
    expect(summary(positions[2]!, null, 'en')).toHaveLength(1);
    expect(summary(positions[2]!, null, 'ja')).toHaveLength(1);
  });
});
