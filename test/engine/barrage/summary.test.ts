/**
 * The status email's first screen for Barrage (GameModule.summary): the round and phase, the
 * VP leader (an Automa by its rules name), and the reader's VP, energy, credits, machinery and
 * engineers (spec §1.4), as the view has them.
 */
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageState } from '../../../engine/barrage';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { sampledGame } from './sampled';

const states = (players: number, options: Record<string, string>, seed: string) =>
  sampledGame(players, seed, options, 60).positions.map((m) => m.state as BarrageState);

function summary(s: BarrageState, seat: number | null, lang: 'en' | 'ja'): string[] {
  return barrage.summary!(barrage.view(s, seat), lang).map((line) => fillSeats(line, seatNumberName));
}

describe('summary(view, lang)', () => {
  const positions = states(3, {}, 'summary-3');

  it("says the round of 5 and the phase, and gives the reader's own VP, energy, credits, excavators, mixers and engineers", () => {
    expect(positions.length).toBeGreaterThan(3);
    for (const s of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const p = s.seats[seat]!;
        const [head, you] = summary(s, seat, 'en');
        expect(head).toMatch(new RegExp(`^Round ${Math.min(s.round, 5)} of 5, (choosing companies|action phase)`));
        expect(you).toBe(
          `You: ${p.vp} VP, energy ${p.energy}, ${p.credits} credit${p.credits === 1 ? '' : 's'}, ` +
            `${p.ex} excavator${p.ex === 1 ? '' : 's'}, ${p.mx} concrete mixer${p.mx === 1 ? '' : 's'}, ${p.engineers} engineer${p.engineers === 1 ? '' : 's'}`,
        );
        const [headJa, youJa] = summary(s, seat, 'ja');
        expect(headJa).toMatch(new RegExp(`^第${Math.min(s.round, 5)}/5ラウンド、(個人ボードの選択|アクション)`));
        expect(youJa).toBe(`あなた：${p.vp}VP、発電${p.energy}、${p.credits}CR、ショベル${p.ex}、ミキサー${p.mx}、ワーカー${p.engineers}`);
      }
    }
  });

  it('names the seats with the most VP, and nobody while every seat has as many', () => {
    let led = 0;
    for (const s of positions) {
      const top = Math.max(...s.seats.map((p) => p.vp));
      const leaders = s.seats.flatMap((p, seat) => (p.vp === top ? [seatNumberName(seat)] : []));
      const [head] = summary(s, 0, 'en');
      if (leaders.length === s.players) expect(head).not.toContain('Leader');
      else {
        led++;
        expect(head).toContain(`. Leader: ${leaders.join(', ')}, ${top} VP`);
        expect(summary(s, 0, 'ja')[0]).toContain(`。首位は${leaders.join('、')}（${top}VP）`);
      }
    }
    expect(led).toBeGreaterThan(0);
  });

  it('calls an Automa that leads by its rules name, never by a seat reference', () => {
    const s = states(1, { automas: '2' }, 'summary-automa').at(-1)!;
    const ahead: BarrageState = { ...s, seats: s.seats.map((p, seat) => (seat === 1 ? { ...p, vp: 99 } : p)) };
    expect(summary(ahead, 0, 'en')[0]).toMatch(/\. Leader: Automa I( \([^)]+\))?, 99 VP$/);
    expect(summary(ahead, 0, 'ja')[0]).toMatch(/。首位はオートマI(（[^）]+）)?（99VP）$/);
  });

  it('has no line about the reader for a spectator, and nothing once the game is over', () => {
    expect(summary(positions[1]!, null, 'en')).toHaveLength(1);
    const end = sampledGame(2, 'summary-end', {}, 10_000);
    expect(end.finished).toBe(true);
    expect(summary(end.last.state as BarrageState, 0, 'en')).toEqual([]);
  });

  it('reads nothing the view hides: the same lines when the stacks and decks are drawn again', () => {
    for (const [i, s] of positions.entries()) {
      const redrawn = barrage.rehide!(s, 0, `summary-${i}`);
      for (const lang of ['en', 'ja'] as const) expect(summary(redrawn, 0, lang)).toEqual(summary(s, 0, lang));
    }
  });
});
