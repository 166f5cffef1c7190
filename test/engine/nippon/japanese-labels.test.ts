/**
 * Nippon in Japanese mail (JA-STYLE): every listed move has a Japanese label that differs from the
 * other legal moves' and reads back to its move, and every Japanese text of a position (board,
 * prompt, move notes, events, refusals) keeps the style guide and carries no English words.
 */
import { describe, expect, it } from 'vitest';
import { playMove, readMove, type Match } from '../../../engine/core/match';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { nippon, type NipponMove, type NipponState } from '../../../engine/nippon';
import { candidates } from '../../../engine/nippon/candidates';
import { nipponBoard } from '../../../engine/nippon/email/board';
import { englishWordsIn, jaStyleFaults } from '../../support/japanese';
import { edit, newGame, playAll, turnOf } from './helpers';
import { sampledPositions } from './positions';

const COUNTS = [2, 3, 4] as const;
const positions = COUNTS.map((players) => ({ players, at: sampledPositions(players, `ja-labels-${players}`, 9) }));
const fill = (text: string) => fillSeats(text, seatNumberName);

describe('Nippon Japanese move labels', () => {
  for (const { players, at } of positions) {
    it(`are unique and read back to their move (${players} players, ${at.length} positions)`, () => {
      let checked = 0;
      for (const match of at) {
        const seat = nippon.pending(match.state as NipponState)[0]!.seat;
        const legal = nippon.legalMoves(match.state as NipponState, seat);
        const labels = legal.map((m) => nippon.formatJa!(m));
        expect(new Set(labels).size, labels.join(' / ')).toBe(labels.length);
        legal.forEach((m, i) => {
          const label = labels[i]!;
          expect(label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
          expect(englishWordsIn(label), label).toEqual([]);
          const read = readMove(nippon, match, seat, label);
          expect(read.ok && read.move, label).toEqual(m);
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(30);
    });
  }

  it('read back where random play seldom goes: improvements, contracts and their goods (§5.2, §5.8)', () => {
    const roundTrip = (s: NipponState): string[] => {
      const seat = nippon.pending(s)[0]!.seat;
      const match: Match = {
        game: 'nippon',
        engineVersion: nippon.meta.engineVersion,
        players: s.players,
        options: {},
        seed: 'labels',
        step: 0,
        state: s,
      };
      return nippon.legalMoves(s, seat).map((m) => {
        const label = nippon.formatJa!(m);
        const read = readMove(nippon, match, seat, label);
        expect(read.ok && read.move, label).toEqual(m);
        return label;
      });
    };
    const factories = [
      { id: 'silk-1', good: 'silk' as const, machine: 0, goods: 2 },
      { id: 'paper-1', good: 'paper' as const, machine: 1, goods: 2 },
    ];
    const s = edit(turnOf(newGame(3, 'labels'), 0, { yen: 30, factories }), (x) => (x.slots = [[0], [0], [0], [0], [0]]));
    expect(roundTrip(playAll(s, ['mechanize', 'worker white', 'count 2']))).toEqual(['絹糸工場に機械を導入', '紙工場の機械を向上']);
    expect(roundTrip(playAll(s, ['export', 'worker white']))).toContain('契約c1');
    expect(roundTrip(playAll(s, ['export', 'worker white', 'contract c1']))).toEqual(['絹糸で払う', '紙で払う']);
  });

  it('name the move in the seeds’ words (JA-STYLE "Moves in Japanese mail")', () => {
    const label = (m: NipponMove) => nippon.formatJa!(m);
    expect(label({ kind: 'action', action: 'knowledge' })).toBe('知識アクション');
    expect(label({ kind: 'action', action: 'mines' })).toBe('鉱山アクション');
    expect(label({ kind: 'consolidate' })).toBe('統合整理');
    expect(label({ kind: 'worker', colour: 1 })).toBe('黒のワーカー');
    expect(label({ kind: 'count', n: 2 })).toBe('2つ');
    expect(label({ kind: 'factory', id: 'silk-2' })).toBe('絹糸の工場タイル2');
    expect(label({ kind: 'reward', column: 1, bonus: 2 })).toBe('×3の報賞タイル（石炭）');
  });
});

describe('Nippon Japanese texts keep the style guide', () => {
  for (const { players, at } of positions) {
    it(`board, prompt, move notes, events and refusals (${players} players)`, () => {
      const texts: string[] = [];
      for (const match of at.filter((_m, i) => i % 3 === 0)) {
        const s = match.state as NipponState;
        const pending = nippon.pending(s)[0]!;
        const seat = pending.seat;
        texts.push(nippon.describe(nippon.view(s, seat), 'ja'), pending.promptJa ?? '');
        // The email board's words: every string of its data that is not a style or a colour code.
        const names = Array.from({ length: players }, (_x, i) => ({ seat: i, name: `P${i + 1}`, isYou: i === seat }));
        const board = JSON.stringify(nipponBoard(nippon.view(s, seat), names, 'ja'), (key, value: unknown) =>
          key === 'style' || (key === 'colour' && typeof value === 'string' && value.startsWith('#')) ? undefined : value,
        );
        texts.push(
          [...board.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
            .map((m) => m[1]!)
            .filter((t) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(t))
            .join('\n'),
        );
        const legal = nippon.legalMoves(s, seat);
        for (const m of legal) {
          texts.push(nippon.formatJa!(m), nippon.describeMove!(s, seat, m, 'ja'));
          const played = playMove(nippon, match, seat, m);
          if (played.ok) for (const step of played.steps) for (const e of step.events) texts.push(e.ja ?? '');
        }
        for (const m of (candidates(s, seat) as NipponMove[]).slice(0, 40)) {
          const out = nippon.apply(s, seat, m);
          if (!out.ok) texts.push(out.error.reasonJa ?? '');
        }
      }
      for (const raw of texts) {
        const text = fill(raw);
        expect(raw, text).not.toBe('');
        expect(jaStyleFaults(text), text).toEqual([]);
        // Notation stays where a text quotes it (a refused move「…」, factory ids such as silk-2).
        const prose = text.replace(/「[^」]*」/g, '');
        expect(englishWordsIn(prose), text).toEqual([]);
      }
      expect(texts.length).toBeGreaterThan(50);
    });
  }
});
