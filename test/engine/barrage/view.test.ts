import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { fillSeats, seatNumberName } from '../../../engine/core/seat-text';
import { formatted, lab, newGame, play, put } from './helpers';

describe('view, describe and notation', () => {
  it('no view contains the hidden order of the contract stacks or tech decks, nor the generator', () => {
    const s = newGame(4, 'hidden');
    const secrets = [...s.contracts.stacks.green, ...s.contracts.stacks.yellow, ...s.contracts.stacks.red, ...s.patent.decks.flat()];
    expect(secrets.length).toBeGreaterThan(30);
    for (const who of [null, 0, 1, 2, 3]) {
      const json = JSON.stringify(barrage.view(s, who));
      expect(json).not.toContain('"rng"');
      expect(json).not.toContain(JSON.stringify(s.rng));
      for (const id of secrets) expect(json).not.toContain(`"${id}"`);
      expect(json).toContain('"stackSizes"');
    }
  });

  it('shows everything the rules keep public: face-up contracts, wheels, hands, resources', () => {
    const s = newGame(3, 'public');
    const v = barrage.view(s, 1);
    expect(v.contracts.faceUp).toEqual(s.contracts.faceUp);
    expect(v.seats).toEqual(s.seats);
    expect(v.patent.positions).toEqual(s.patent.positions);
  });

  it('describe() draws a readable board from the view', () => {
    let s = put(put(lab(2), 0, 'base', '2L', { drops: 1 }), 1, 'conduit', 'C2L');
    s = play(s, 0, 'bank 2');
    const text = fillSeats(barrage.describe(barrage.view(s, 0)), seatNumberName);
    expect(text).toContain('2L: Seat 1 usa level 1, 1 drop');
    expect(text).toContain('C2L(3→P6) Seat 2 germany');
    expect(text).toContain('Seat 1 usa (you), Wilhelm Adler: 10 VP, energy 0, 8 cr, 6 Ex, 4 Mx, 10 engineers');
    expect(text).toContain('Waiting for Seat 2 germany: choose an action space');
  });

  it('every listed move is written once and parses back to itself; parsing is forgiving', () => {
    const s = lab(4);
    const legal = barrage.legalMoves(s, 0);
    const texts = legal.map(barrage.format);
    expect(new Set(texts).size).toBe(texts.length);
    for (const m of legal) expect(barrage.parse(barrage.format(m), s, 0)).toEqual({ ok: true, move: m });
    expect(barrage.parse('  Place  r-1-l ', s, 0)).toEqual({ ok: true, move: { kind: 'place', space: 'R1L' } });
    expect(barrage.parse('BANK 3', s, 0)).toEqual({ ok: true, move: { kind: 'place', space: 'BANK', engineers: 3 } });
    expect(barrage.parse('銀行 3', s, 0)).toEqual({ ok: true, move: { kind: 'place', space: 'BANK', engineers: 3 } });
    const draft = newGame(2, 'alias');
    const first = draft.turnOrder[1]!;
    const pair = draft.draft!.pairs[0]!;
    const c = draft.draft!.starting[0]!;
    const english = `choose ${pair.company} ${pair.officer} ${c}`;
    const japanese = { usa: 'アメリカ', germany: 'ドイツ', italy: 'イタリア', france: 'フランス' }[pair.company];
    expect(barrage.parse(`choose ${japanese} ${pair.officer} ${c}`, draft, first)).toEqual(barrage.parse(english, draft, first));
    expect(barrage.parse(english, draft, first).ok).toBe(true);
    const bad = barrage.parse('build a castle', s, 0);
    expect(bad.ok).toBe(false);
  });

  it('production and payment lines use the map names of the spec', () => {
    let s = put(put(put(lab(2), 0, 'base', '2L', { level: 2, drops: 2 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
    s = play(s, 0, 'place T0L');
    expect(formatted(s, 0)).toEqual(['release 1 drop', 'release 2 drops']);
    expect(
      barrage.parse(
        'produce 2l via c2l to p6 0',
        play(put(put(put(lab(2), 0, 'base', '2L', { drops: 1 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0'), 0, 'bank 1'),
        0,
      ).ok,
    ).toBe(false);
  });
});
