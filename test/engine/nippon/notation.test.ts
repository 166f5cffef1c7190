/** Nippon notation (docs/nippon-notation.md): plain words, the seed's Japanese names, refusals. */
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../engine/nippon';
import type { NipponMove } from '../../../engine/nippon/moves';
import { edit, newGame, playAll, turnOf } from './helpers';

const s0 = edit(
  turnOf(newGame(3, 'notation'), 0, { blueprints: 3, factories: [{ id: 'silk-1', good: 'silk', machine: 0, goods: 3 }] }),
  (x) => (x.slots = [[0], [0], [0], [0], [0]]),
);
const parse = (text: string, s = s0) => {
  const r = nippon.parse(text, s, s.stack[s.stack.length - 1]!.seat!);
  return r.ok ? r.move : r.error.reason;
};

describe('Nippon notation', () => {
  it("accepts the seed's Japanese action names (§1)", () => {
    expect(parse('知識')).toEqual({ kind: 'action', action: 'knowledge' });
    expect(parse('統合整理')).toEqual({ kind: 'consolidate' });
    expect(parse('機械化')).toEqual({ kind: 'action', action: 'mechanize' });
    expect(parse('鉄道')).toEqual({ kind: 'action', action: 'trains' });
    expect(parse('造船')).toEqual({ kind: 'action', action: 'ships' });
    expect(parse('鉱山')).toEqual({ kind: 'action', action: 'mines' });
    expect(parse('生産')).toEqual({ kind: 'action', action: 'produce' });
    expect(parse('国内市場')).toEqual({ kind: 'action', action: 'domestic' });
    expect(parse('青写真 石炭')).toEqual({ kind: 'convert', track: 'coal' });
  });
  it('is forgiving about case, full-width letters and a dropped verb', () => {
    expect(parse('KNOWLEDGE')).toEqual({ kind: 'action', action: 'knowledge' });
    expect(parse('ｃｏｎｓｏｌｉｄａｔｅ')).toEqual({ kind: 'consolidate' });
    const s = playAll(s0, ['produce', 'worker white']);
    expect(parse('silk', s)).toEqual({ kind: 'run', good: 'silk' });
    expect(parse('絹糸', s)).toEqual({ kind: 'run', good: 'silk' });
  });
  it('accepts worker colours as the Japanese board writes them', () => {
    const s = edit(playAll(s0, ['knowledge']), (x) => (x.slots[0] = [0, 5]));
    expect(parse('ワーカー 白', s)).toEqual({ kind: 'worker', colour: 0 });
    expect(parse('灰', s)).toEqual({ kind: 'worker', colour: 5 });
  });
  it("refuses a well-formed illegal move with the step's reason, and gibberish with the list", () => {
    expect(
      parse(
        'convert money',
        edit(s0, (x) => (x.seats[0]!.blueprints = 2)),
      ),
    ).toContain('needs 3 blueprints and you have 2');
    expect(parse('fly to the moon')).toContain('You can: ');
  });
  it('every move kind formats to words that parse back and start with no service keyword', () => {
    const moves: NipponMove[] = [
      { kind: 'action', action: 'export' },
      { kind: 'consolidate' },
      { kind: 'convert', track: 'knowledge' },
      { kind: 'worker', colour: 5 },
      { kind: 'count', n: 2 },
      { kind: 'build', good: 'lens' },
      { kind: 'factory', id: 'lens-3' },
      { kind: 'install', good: 'silk' },
      { kind: 'upgrade', good: 'silk' },
      { kind: 'hold' },
      { kind: 'run', good: 'bulb' },
      { kind: 'region', region: 3 },
      { kind: 'contract', id: 'c8' },
      { kind: 'pay', good: 'paper' },
      { kind: 'slot', city: 5, slot: 2 },
      { kind: 'cubes', n: 3 },
      { kind: 'tile', value: 7 },
      { kind: 'remove', city: 4, slot: 0 },
      { kind: 'reward', column: 3, bonus: 1 },
      { kind: 'space', achievement: 'contracts' },
      { kind: 'done' },
    ];
    const texts = moves.map(nippon.format);
    expect(texts).toEqual([
      'export',
      'consolidate',
      'convert knowledge',
      'worker grey',
      'count 2',
      'build lens',
      'factory lens-3',
      'install silk',
      'upgrade silk',
      'hold',
      'run bulb',
      'region hokkaido',
      'contract c8',
      'pay paper',
      'slot b2',
      'cubes 3',
      'tile 7',
      'remove a0',
      'reward x5 blueprints',
      'space contracts',
      'done',
    ]);
    const keywords = [
      'help',
      'status',
      'history',
      'undo',
      'resign',
      'vacation',
      'back',
      'notify',
      'timezone',
      'language',
      'join',
      'decline',
      'new',
      'stop',
    ];
    for (const t of texts) expect(keywords).not.toContain(t.split(' ')[0]);
  });
  it('describes each move with its cost, in English and Japanese', () => {
    const s = playAll(s0, ['knowledge', 'worker white']);
    expect(nippon.describeMove!(s, 0, { kind: 'count', n: 3 }, 'en')).toBe('pay ¥6,000: knowledge track +3');
    expect(nippon.describeMove!(s, 0, { kind: 'count', n: 3 }, 'ja')).toBe('6,000円を払い、知識トラックを3段階進める');
    expect(nippon.describeMove!(s0, 0, { kind: 'consolidate' }, 'en')).toContain('income ¥12,000');
    expect(nippon.describeMove!(s0, 0, { kind: 'action', action: 'domestic' }, 'ja')).toMatch(
      /^A5のワーカー（.+）を取り、1つの地域に影響力タイルを3枚まで置く：/,
    );
  });
  it('every step has a Japanese prompt', () => {
    expect(nippon.pending(s0)[0]!.promptJa).toBe('ワーカーを取るか、統合整理する');
  });
});
