/** Nippon in Japanese: the board, refusals, events and score lines use the seed's words. */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { nippon, type NipponMove, type NipponState } from '../../../engine/nippon';
import { candidates } from '../../../engine/nippon/candidates';
import { dataSet } from '../../../engine/nippon/data';
import { yen, yenJa } from '../../../engine/nippon/words';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { edit, newGame, play, playAll, turnOf } from './helpers';

const base = (fields = {}) => edit(turnOf(newGame(3, 'japanese'), 0, fields), (x) => (x.slots = [[0], [0], [0], [0], [0]]));

function refusedJa(s: NipponState, text: string): string {
  const seat = nippon.pending(s)[0]!.seat;
  const parsed = nippon.parse(text, s, seat);
  if (!parsed.ok) return parsed.error.reasonJa ?? '';
  const out = nippon.apply(s, seat, parsed.move);
  return out.ok ? '' : (out.error.reasonJa ?? '');
}

describe('Nippon board in Japanese', () => {
  it('names regions, goods, colours and the player line as the seeds do (set-up position)', () => {
    const s = newGame(3, 'japanese');
    const text = fillSeats(nippon.describe(nippon.view(s, 0), 'ja'), seatNumberName);
    const goods = dataSet(s.data).goodJa;
    expect(text).toContain('西日本（地域ボーナス 5,000円）：');
    expect(text).toContain('北海道（地域ボーナス 2勝利点）：');
    // The first slot of the first city, with the good it demands in Japanese (絹糸, 紙, 弁当 …).
    expect(text).toContain(`a0 ${goods[s.cities[0]!.goods[0]!]}`);
    expect(text).toContain('  A1 知識/生産：');
    expect(text).toContain('  A5 国内市場：');
    expect(text).toContain('Seat 1（黄）手番：10勝利点、12,000円、石炭2、青写真1；石炭トラック2 収入トラック12 知識トラック1；');
    expect(text).toContain('Seat 3（紫）：12勝利点');
    // Data set 1 is provisional: the Japanese board says so too.
    expect(text).toContain('暫定値です');
  });

  it('writes no money as "¥0,000": ¥0 in English, 0円 in Japanese', () => {
    const s = base({ yen: 0 });
    expect(fillSeats(nippon.describe(nippon.view(s, 0), 'en'), seatNumberName)).toContain('Seat 1 (yellow) to play: 10 VP, ¥0, 2 coal');
    expect(nippon.describe(nippon.view(s, 0), 'en')).not.toContain('¥0,000');
    expect(nippon.describe(nippon.view(s, 0), 'ja')).toContain('10勝利点、0円、石炭2');
    expect([yen(0), yen(5), yen(1234), yenJa(0), yenJa(12)]).toEqual(['¥0', '¥5,000', '¥1,234,000', '0円', '12,000円']);
  });

  it('achievements, factories and worker colours in Japanese', () => {
    const s = edit(base(), (x) => {
      x.seats[1]!.achievements = [0, 0, 0, 0, 3, 0, 0, 0, 0];
      x.seats[1]!.factories = [{ id: 'bento-2', good: 'bento', machine: 1, goods: 2 }];
      x.seats[1]!.workers = [0, 5];
    });
    const text = nippon.describe(nippon.view(s, 0), 'ja');
    // A factory as the move labels name its tile, not by its id bento-2.
    expect(text).toContain('ワーカー 白 灰；工場 弁当の工場タイル2+1 製品2；');
    expect(text).toContain('業績 機械化×3');
  });
});

describe('Nippon refusals in Japanese, with the numbers', () => {
  it('an action that cannot be paid', () => {
    expect(refusedJa(base({ yen: 0 }), 'knowledge')).toBe(
      '知識アクションのワーカーは取れません：1段階は1,000円で、所持金は0円です（アクションは完全に実行できるときだけ選べます。§4.2）。',
    );
  });

  it('a move that is not on the list: its Japanese label, why, the step, and the labels to choose from (JA-STYLE refusals)', () => {
    const s = play(
      edit(base(), (x) => (x.slots[0] = [0, 1])),
      'knowledge',
    );
    expect(refusedJa(s, 'worker green')).toBe(
      '「緑のワーカー」は今選べる行動ではありません。そのスロットにその色のワーカーはいません。今はA1から取るワーカーを選ぶところです。選べる行動：白のワーカー、黒のワーカー',
    );
  });

  it('too many steps for the money, a factory that needs blueprints', () => {
    const s = playAll(base({ yen: 4 }), ['knowledge', 'worker white']);
    expect(refusedJa(s, 'count 3')).toBe('3段階は6,000円で、所持金は4,000円です。');
    const t = playAll(base({ blueprints: 2 }), ['invest', 'worker white']);
    expect(refusedJa(t, 'build clock')).toBe(
      '時計工場には知識レベル6が必要です。あなたのレベルは1なので青写真5が必要ですが、2しかありません（§5.1）。',
    );
  });

  it('every well-formed move a step refuses, all through a game, says why in Japanese', () => {
    // A whole game walked by a fixed choice rule; every 4th position, every candidate move is tried.
    let s = newGame(3, 'ja-refusals');
    let refused = 0;
    for (let i = 0; !s.over && i < 2000; i++) {
      const seat = nippon.pending(s)[0]!.seat;
      const legal = nippon.legalMoves(s, seat);
      if (i % 4 === 0) {
        for (const m of candidates(s, seat) as NipponMove[]) {
          const out = nippon.apply(s, seat, m);
          if (out.ok) continue;
          refused++;
          expect(out.error.reasonJa, `${nippon.format(m)}: ${out.error.reason}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
          // Notation may stay (the quoted move, the list of moves); the sentence itself uses the seed's words.
          const prose = (out.error.reasonJa ?? '').replace(/「[^」]*」/g, '').replace(/選べる行動：.*$/, '');
          expect(prose, out.error.reasonJa).not.toMatch(/\b(coal|money|knowledge|silk|paper|bento|lens|clock|bulb|trains?|ships?)\b/);
        }
      }
      const out = nippon.apply(s, seat, legal[(i * 7) % legal.length]!);
      if (!out.ok) throw new Error(out.error.reason);
      s = out.state;
    }
    expect(s.over).toBe(true);
    expect(refused).toBeGreaterThan(200);
  });
});

describe('Nippon events and score lines in Japanese', () => {
  it('a move that only chooses says so (the good of a new factory)', () => {
    const s = playAll(base({ yen: 12 }), ['invest', 'worker white']);
    const seat = nippon.pending(s)[0]!.seat;
    const out = nippon.apply(s, seat, { kind: 'build', good: 'silk' });
    expect(out.ok && out.events.map((e) => fillSeats(e.ja ?? '', seatNumberName))).toEqual(['Seat 1が絹糸工場の建設を選んだ']);
  });

  it('the final breakdown names the achievements as the seed does', () => {
    const full = randomPlayout(nippon, 3, 'ja-end', { checks: 'none' });
    const end = replay(nippon, { players: 3, seed: 'ja-end', moves: full.moves }).match!.state as NipponState;
    const lines = nippon.result(end)!.breakdown!;
    expect(lines).toHaveLength(3);
    for (const l of lines) {
      expect(l.ja).toMatch(/^最終収入[\d,]+円、賃金\d色：\d色支払い、\d+勝利点を失う；/);
      expect(l.ja).toMatch(/；業績\d+勝利点；合計\d+勝利点$/);
      expect(l.ja).not.toMatch(/\b(yen|ships|trains|influence|mechanization|factories|coal|knowledge|contracts)\b/);
    }
  });
});
