/**
 * The status email's first screen for Era of Inventions (GameModule.summary): the round and the
 * start player (§2.3), the IP leader, and what the reader holds, as the view has it.
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import type { EraState } from '../../../engine/era-of-inventions';
import { countEn, countJa } from '../../../engine/era-of-inventions/economy';
import { game } from './helpers';
import { seededPlay } from './positions';

function summary(s: EraState, seat: number | null, lang: 'en' | 'ja'): string[] {
  return game.summary!(game.view(s, seat), lang).map((line) => fillSeats(line, seatNumberName));
}

describe('summary(view, lang)', () => {
  const play = seededPlay(3, 'summary', 20);
  const positions = play.positions.map((m) => m.state);

  it("gives the reader's IP, coins, gears, resources and usable bonus tokens, in both languages", () => {
    expect(positions.length).toBeGreaterThan(3);
    for (const s of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const p = game.view(s, seat).seats[seat]!;
        const [, you] = summary(s, seat, 'en');
        const [, youJa] = summary(s, seat, 'ja');
        expect(you).toMatch(new RegExp(`^You: ${p.ip} IP, ${countEn('coin', p.coins)}(, |$)`));
        expect(youJa).toMatch(new RegExp(`^あなた：${p.ip}影響点、${countJa('coin', p.coins)}(、|$)`));
        if (p.gears > 0) expect(you).toContain(`, ${countEn('gear', p.gears)}`);
        for (const [r, n] of Object.entries(p.resources)) {
          if (n > 0) expect(youJa).toContain(countJa(r as 'coal', n));
          else expect(youJa).not.toContain(countJa(r as 'coal', n));
        }
        expect(you.includes('bonus token')).toBe(p.bonusUsable > 0);
      }
    }
  });

  it('says the round of all rounds and the start player, and names the seats with the most IP (none while all are level)', () => {
    let led = 0;
    for (const s of positions) {
      const v = game.view(s, 0);
      const [head] = summary(s, 0, 'en');
      expect(head).toMatch(new RegExp(`^Round ${v.round} of ${v.rounds}, start player ${seatNumberName(v.startPlayer)}`));
      expect(summary(s, 0, 'ja')[0]).toMatch(
        new RegExp(`^第${v.round}ラウンド（全${v.rounds}ラウンド）、スタートプレイヤーは${seatNumberName(v.startPlayer)}`),
      );
      const top = Math.max(...v.seats.map((p) => p.ip));
      const leaders = v.seats.flatMap((p) => (p.ip === top ? [seatNumberName(p.seat)] : []));
      if (leaders.length === s.players) expect(head).not.toContain('Leader');
      else {
        led++;
        expect(head).toContain(`. Leader: ${leaders.join(', ')}, ${top} IP`);
      }
    }
    expect(led).toBeGreaterThan(0);
  });

  it('has no line about the reader for a spectator, and nothing once the game is over', () => {
    expect(summary(positions[1]!, null, 'en')).toHaveLength(1);
    expect(summary(play.final.state, 0, 'en')).toEqual([]);
    expect(summary(play.final.state, 0, 'ja')).toEqual([]);
  });
});
