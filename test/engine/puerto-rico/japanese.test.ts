/**
 * Puerto Rico in Japanese: the plain-text board, events and refusals use the rules
 * documents' words (rules/puerto-rico.md §0 glossary and building table) with the numbers of
 * the position, and the English stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../engine/puerto-rico';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import type { GameEvent } from '../../../engine/core/types';
import { newGame, play, playAll, takeRole, withBoard } from './helpers';

function japanese(events: readonly GameEvent[]): string[] {
  return events.map((e) => fillSeats(e.ja ?? `(no Japanese: ${e.text})`, (seat) => `S${seat}`));
}

function refusalJa(s: ReturnType<typeof newGame>, seat: number, move: Parameters<typeof puertoRico.apply>[2]): string {
  const applied = puertoRico.apply(s, seat, move);
  if (applied.ok) throw new Error('accepted');
  return applied.error.reasonJa ?? '';
}

describe('describe(view, "ja")', () => {
  it('draws a known position with the glossary words: governor, roles, ships, goods, buildings', () => {
    const s = withBoard(newGame(3), 0, {
      goods: { corn: 2 },
      city: { 'small-market': 1 },
      island: { indigo: [1, 0], corn: [1, 0] },
      sanJuan: 0,
    });
    const text = fillSeats(puertoRico.describe(puertoRico.view(s, 0), 'ja'), seatNumberName);
    expect(text).toContain('プエルトリコ 第1ラウンド。総督：Seat 1（あなた）。');
    expect(text).toContain('手番：Seat 1（あなた）が役割を選ぶ。');
    expect(text).toContain('役割：開拓者、市長、建築家、監督、商人、船長');
    expect(text).toContain('貨物船：4樽積みの船：空 · 5樽積みの船：空 · 6樽積みの船：空');
    expect(text).toContain('Seat 1（あなた）［総督］：');
    expect(text).toContain('  島 2/12（労働者/タイル）：コーン 0/1、インディゴ 0/1');
    expect(text).toContain('  建物置き場 1/12（労働者/円）：小さい市場 1/1');
    expect(text).toContain('  商品：コーン2樽。サンファン：0人');
    // Other seats' VP chips stay hidden in Japanese too (spec §9).
    expect(text).toContain('勝利点チップ非公開');
    // The English board is unchanged.
    expect(fillSeats(puertoRico.describe(puertoRico.view(s, 0)), seatNumberName)).toContain(
      'Puerto Rico, round 1. Governor: Seat 1 (you).',
    );
  });
});

describe('events in Japanese', () => {
  it('a role and its automatic phase', () => {
    expect(japanese(play(newGame(4), 0, 'role prospector').events)).toEqual(['S0が金鉱掘りを選んだ', 'S0が金鉱掘りとして1ダブロンを得た']);
  });

  it('each Mayor placement says where the colonist went, once; the last one ends the placing', () => {
    const s = withBoard({ ...newGame(4) }, 0, { island: { corn: [2, 0], quarry: [1, 0] }, city: { 'small-market': 0 } });
    const mayor = { ...s, ship: 4, colonists: s.colonists + s.ship - 4 };
    const { state } = play(takeRole(mayor, 0, 'mayor').state, 0, 'take colonist');
    const r = playAll(state, [
      [0, 'place quarry'],
      [0, 'place small-market'],
    ]);
    const mine = r.events.filter((e) => e.seat === 0);
    expect(japanese(mine)).toEqual(['S0が採石場に労働者を置いた', 'S0が小さい市場に労働者を置いて配置を終えた']);
    expect(mine.map((e) => e.text)).toEqual(['places a colonist on the quarry', 'places a colonist on the small-market and ends placing']);
    // The phase goes on automatically: the others fill their circles, the ship is refilled.
    expect(japanese(r.events)).toContain('S1がすべての円に労働者を置いた');
    expect(japanese(r.events)).toContain('労働者4人が入植船に乗った。');
  });
});

describe('refusals in Japanese, with the numbers', () => {
  it('a building the player cannot pay for', () => {
    const { state } = takeRole(withBoard(newGame(4), 0, { doubloons: 5 }), 0, 'builder');
    expect(refusalJa(state, 0, { kind: 'build', building: 'harbor' })).toBe(
      '港は建てられません：値段は7ダブロンで、手持ちは5ダブロンです。',
    );
  });

  it('a good the trading house already holds', () => {
    const s = withBoard(newGame(4), 0, { goods: { corn: 1, sugar: 1 } });
    const held = { ...s, house: [0], goods: s.goods.map((n, g) => (g === 0 ? n - 1 : n)) };
    const { state } = takeRole(held, 0, 'trader');
    expect(refusalJa(state, 0, { kind: 'sell', good: 'corn' })).toBe(
      'コーンは売れません：商店にはすでにコーンがあり、労働者のいる商館がありません。',
    );
  });

  it('a role already chosen this round', () => {
    const { state } = play(newGame(4), 0, 'role prospector');
    expect(refusalJa(state, 1, { kind: 'chooseRole', role: 'prospector' })).toBe('金鉱掘りはこのラウンドですでに選ばれています。');
  });
});
