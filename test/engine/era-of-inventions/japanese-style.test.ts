/**
 * Japanese that reads as Japanese: every move has a Japanese label that is unique at its
 * position and reads back to the move, and the game's Japanese texts (boards, prompts, move
 * notes, refusals, log lines, score lines) keep the style guide: no avoided words, full-width
 * punctuation after Japanese, no English words, log lines with their subject and が.
 */
import { describe, expect, it } from 'vitest';
import { compact } from '../../../engine/core/notation';
import { readMove } from '../../../engine/core/match';
import { fillSeats, seatRef } from '../../../engine/core/seat-text';
import { englishWordsIn, hasJapanese, jaStyleFaults } from '../../support/japanese';
import type { EraMove } from '../../../engine/era-of-inventions';
import { game } from './helpers';
import { seededPlay } from './positions';
import { movesSeen, textsAt } from './texts';

const NAMES = ['Gin', 'Hana', 'Bo', 'Ren', 'Sora'];
const named = (text: string): string => fillSeats(text, (seat) => NAMES[seat]!);

describe('Japanese move labels', () => {
  it.each([3, 4, 5])('%i players: every label is unique at its position and reads back to its move', (players) => {
    const play = seededPlay(players, `labels-${players}`, 3);
    const kinds = new Set<string>();
    for (const match of play.positions) {
      for (const p of game.pending(match.state)) {
        const legal = game.legalMoves(match.state, p.seat);
        const labels = legal.map((m) => game.formatJa!(m));
        expect(new Set(labels.map(compact)).size, labels.join(' / ')).toBe(labels.length);
        legal.forEach((m, i) => {
          kinds.add(m.kind);
          expect(hasJapanese(labels[i]!)).toBe(true);
          expect(labels[i]).not.toContain(seatRef(p.seat).slice(0, 1));
          const back = readMove(game, match, p.seat, labels[i]!);
          expect(back.ok && back.move, labels[i]).toEqual(m);
        });
      }
    }
    // The play-outs reach the common kinds of move; every kind has a label below.
    expect(kinds.size).toBeGreaterThan(10);
  });

  it('every kind of move has a Japanese label in the seed’s words', () => {
    const one: { [K in EraMove['kind']]: Extract<EraMove, { kind: K }> } = {
      place: { kind: 'place', area: 'factories' },
      resolve: { kind: 'resolve', area: 'market' },
      pass: { kind: 'pass', area: 'market' },
      build: { kind: 'build', factory: 'cw2' },
      take: { kind: 'take', goods: { coal: 1, wood: 1 } },
      factory: { kind: 'factory', factory: 'start' },
      buy: { kind: 'buy', point: 'coal-warehouse' },
      gear: { kind: 'gear' },
      exchange: { kind: 'exchange', trade: 'L1' },
      swap: { kind: 'swap', pay: ['coin', 'tools'] },
      gain: { kind: 'gain', item: 'metal' },
      develop: { kind: 'develop', space: 'telephone-basic' },
      patent: { kind: 'patent', space: 'telephone-innovative' },
      produce: { kind: 'produce', card: 'S02' },
      pay: { kind: 'pay', pay: { coal: 1, tech: 2 } },
      bonus: { kind: 'bonus', action: 'd' },
      nobonus: { kind: 'nobonus' },
      done: { kind: 'done' },
    };
    expect(Object.values(one).map((m) => game.formatJa!(m))).toEqual([
      'エリア1（工場の建設）に配置',
      'エリア4（交換市場）を解決',
      'エリア4（交換市場）を解決せずに戻す',
      '工場cw2を建設',
      '石炭1個と木材1個を得る',
      '初期工場で生産',
      '石炭倉庫の山を購入',
      '開発歯車1個を受け取る',
      '下段区画：金貨2枚で追加アクショントークンを購入',
      '下段区画：金貨1枚と工具1個を支払う',
      '金属1個を得る',
      '電話（基本）を開発',
      '特許を登録し、電話（革新的）に発明品マーカー',
      'S02を生産',
      '「?」を石炭1個と技術2個で支払う',
      '追加アクションd：交換市場で1回交換する',
      '追加アクショントークンを使わない',
      'このアクションを終える',
    ]);
  });
});

describe('the Japanese texts keep the style guide', () => {
  it.each([3, 4, 5])('%i players: boards, prompts, notes, refusals, labels, log and score lines', (players) => {
    const play = seededPlay(players, `ja-style-${players}`, 31);
    const candidates = movesSeen(play.positions);
    const texts: string[] = [];
    for (const match of [...play.positions, play.final]) texts.push(...textsAt(match, candidates).ja);
    const log = play.events.filter((e) => e.ja !== undefined);
    texts.push(...log.map((e) => e.ja!));
    texts.push(...(game.result(play.final.state)!.breakdown ?? []).map((l) => l.ja ?? ''));
    expect(texts.length).toBeGreaterThan(300);
    const faults = texts.flatMap((t) => jaStyleFaults(named(t)).map((f) => `${f} in ${named(t).slice(0, 80)}`));
    expect(faults.slice(0, 5)).toEqual([]);
    const english = texts.flatMap((t) => englishWordsIn(named(t)).map((w) => `${w} in ${named(t).slice(0, 80)}`));
    expect(english.slice(0, 5)).toEqual([]);
    // A player's log line starts with who acted and が.
    for (const e of log) if (e.seat !== null) expect(e.ja!.startsWith(`${seatRef(e.seat)}が`), e.ja).toBe(true);
  });
});
