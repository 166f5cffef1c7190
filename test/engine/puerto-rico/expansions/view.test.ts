/**
 * What the expansions add to the board text and the notation (rules/puerto-rico-expansions.md
 * §0, §4.2, §5.7, §6.6): forests and nobles on islands, the noble supply, new buildings with
 * their Japanese names; moves accepted in English and Japanese.
 */
import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../../engine/puerto-rico';
import { parseMove } from '../../../../engine/puerto-rico/notation';
import { legal, play, takeRole, withBoard, withRow } from '../helpers';
import { expansionGame, withForests, withNobles } from './helpers';

describe('board text with the expansions (§6.6)', () => {
  it('shows forests, nobles per circle and in San Juan, the noble supply and the new buildings in both languages', () => {
    let s = expansionGame(3, 'buildings,nobles', ['guest-house', 'chapel']);
    s = withForests(withBoard(s, 0, { island: { corn: [2, 2] }, city: { 'guest-house': 2 }, sanJuan: 1 }), 0, 2);
    s = withNobles(s, 0, { corn: 1, 'guest-house': 1, 'san-juan': 1 });
    const text = puertoRico.describe(puertoRico.view(s, 0));
    expect(text).toContain('Island 4/12 (colonists/tiles): corn 2/2 incl. 1 noble (貴族), forest (森林) 2');
    expect(text).toContain('guest-house (下宿) 2/2 incl. 1 noble (貴族)');
    expect(text).toContain('San Juan: 1 incl. 1 noble (貴族)');
    expect(text).toMatch(/Nobles \(貴族\): supply 16, ship 1/);
    expect(text).toContain('chapel (礼拝堂) 3');
  });

  it('lists only the buildings in the game; the base game shows no expansion building', () => {
    const base = puertoRico.view(puertoRico.setup(3, {}, 'v'), 0);
    expect(base.buildings.map((b) => b.id)).not.toContain('aqueduct');
    expect(base.buildings.length).toBe(23);
    expect(base.nobles).toBeUndefined();
    const exp = puertoRico.view(expansionGame(3, 'nobles'), 0);
    expect(exp.buildings.length).toBe(6 + 17);
  });
});

describe('notation accepts English and Japanese names (§0)', () => {
  it('building names, forest and noble words', () => {
    let s = withRow(expansionGame(3, 'buildings', ['forest-house']), ['corn', 'sugar', 'coffee', 'coffee']);
    s = withBoard(s, 0, { city: { 'forest-house': 1 } });
    const state = takeRole(s, 0, 'settler').state;
    const moves = puertoRico.legalMoves(state, 0);
    expect(parseMove('forest coffee', moves)).toMatchObject({ ok: true, move: { kind: 'takeForest', tile: 'coffee' } });
    expect(parseMove('森林 コーヒー', moves)).toMatchObject({ ok: true, move: { kind: 'takeForest', tile: 'coffee' } });
    const draft = puertoRico.setup(3, { expansions: 'buildings', selection: 'draft' }, 'n');
    const seat = puertoRico.pending(draft)[0]!.seat;
    expect(parseMove('ドラフト 図書館', puertoRico.legalMoves(draft, seat))).toMatchObject({
      ok: true,
      move: { kind: 'draft', building: 'library' },
    });
    expect(parseMove('draft guest house', puertoRico.legalMoves(draft, seat))).toMatchObject({
      ok: true,
      move: { kind: 'draft', building: 'guest-house' },
    });
    expect(legal(play(draft, seat, '下宿').state, (seat + 1) % 3)).not.toContain('draft guest-house');
  });
});

describe('move descriptions with the expansions', () => {
  it('name the doubled privilege of an occupied Library (§4.3.10) and the noble of a placement (§5.3)', () => {
    let s = expansionGame(3, 'buildings', ['library']);
    s = withBoard(s, 0, { goods: { indigo: 1 }, city: { library: 1 } });
    const state = takeRole(s, 0, 'trader').state;
    expect(puertoRico.describeMove!(state, 0, { kind: 'sell', good: 'indigo' }, 'en')).toBe('3 doubloons (indigo 1, +2 Trader)');
    expect(puertoRico.describeMove!(state, 0, { kind: 'sell', good: 'indigo' }, 'ja')).toBe('3ダブロン（インディゴ1、商人+2）');
    expect(puertoRico.describeMove!(state, 0, { kind: 'place', target: 'corn', noble: true }, 'en')).toContain('1 noble from San Juan');
  });
});
