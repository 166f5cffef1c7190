/**
 * Recorded games with Automas (test/fixtures/games/barrage-solo.json, barrage-2p-automa.json),
 * replayed from their move logs. The players bank every engineer each round, so their scores are
 * checked by hand below; the Automas' first turns are checked against the tiles (Automa spec §3–§5).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { barrage, type BarrageState } from '../../../../engine/barrage';
import { replay } from '../../../../engine/core/match';

function load(name: string) {
  const fx = JSON.parse(readFileSync(new URL(`../../../fixtures/games/${name}.json`, import.meta.url), 'utf8'));
  const r = replay(barrage, { players: fx.players, seed: fx.seed, options: fx.options, moves: fx.moves });
  expect(r.error).toBeNull();
  const state = r.match!.state as BarrageState;
  const automaEvents = r.steps.flatMap((st) => st.events).filter((e) => e.seat === null && e.text.startsWith('Automa'));
  return { state, result: barrage.result(state)!, automaEvents: automaEvents.map((e) => e.text), ja: automaEvents.map((e) => e.ja) };
}

describe('recorded games with Automas', () => {
  it('solo: one player (Italy) against Automa I (France), normal game', () => {
    const { state, result, automaEvents, ja } = load('barrage-solo');
    // The player banks 12 engineers a round: 6 + 5 × 12 + 5 × 3 (0 energy) = 81 cr, 6 Ex, 4 Mx → 91 / 5 = 18 VP;
    // 10 − 5 × 3 = −5 VP; objective "connected dams": 0 against the Automa's 2 → 2nd → 10. Total 23.
    expect(result.scores).toEqual([23]);
    expect(result.places).toEqual([2]);
    // Turn 1, tile 20 by the criteria of 17: PROD G +2 has no powerhouse; P: no system to complete,
    // OD and CON keep all, BW keeps all (no player dam), start 8 → P8_0 for 2 Mx.
    // Turn 2, tile 12: PROD R not feasible, TAKE R (+2 E, continue), C≥4 needs 8 Ex (6), 2Ex (−4) on MEL.
    // Turn 3, tile 19 by 12 (DAM, PHS, HI): the conduit C5L completes the neutral 5L → C5L → own P8_0.
    // Turn 4, tile 18: PROD Y +2 from the neutral 5L via C5L: 3 × 1 + 2 = 5, fulfils Y1 (4 VP, 2 Ex).
    expect(automaEvents.slice(0, 13)).toEqual([
      'Automa I (France) flips tile 17 (criteria side) and plays tile 20 (action side)',
      'Automa I (France) places 2 engineers on its construction space',
      'Automa I (France) builds a powerhouse at P8_0 with tile powerhouse and 2 Mx',
      'Automa I (France) flips tile 20 (criteria side) and plays tile 12 (action side)',
      'Automa I (France) places 1 engineer on K1L, discards the face-up red contracts (R15, R8) and gains 2 energy',
      'Automa I (France) places 2 engineers on MEL and gains 2 Ex (−4 VP)',
      'Automa I (France) flips tile 12 (criteria side) and plays tile 19 (action side)',
      'Automa I (France) places 2 engineers on its construction space',
      'Automa I (France) builds a conduit at C5L with tile conduit and 6 Ex',
      'Automa I (France) flips tile 19 (criteria side) and plays tile 18 (action side)',
      'Automa I (France) places 2 engineers on T+2L and produces 5 energy: 1 drop from 5L via C5L to P8_0',
      'Automa I (France) fulfils contract Y1',
      'Automa I (France) gains 4 VP, 2 Ex (contract Y1; credits as VP)',
    ]);
    expect(ja[0]).toBe('オートマI（フランス）がソロプレイ用タイル17（条件面）をめくり、タイル20（アクション面）を実行');
    // The Automa's final line: objective 1st → 20 (Automa table), 0 + 3 + 3 → 1 VP, 3 drops → 3 VP.
    expect(
      result.breakdown!.some(
        (b) => b.text === 'Automa I (France) final: objective obj-connected count 2 → 20 VP, resources 0+3+3 → 1 VP, water 3 VP; total 125',
      ),
    ).toBe(true);
    expect(state.seats[1]!.vp).toBe(125);
    expect(result.breakdown!.at(-1)).toEqual({
      seat: null,
      text: 'Automa I (France): 125 VP, place 1',
      ja: 'オートマI（フランス）：125VP、1位',
    });
  });

  it('2 players and Automa I, introductory game: the players take rows 3 and 2, the Automa row 1 (USA)', () => {
    const { state, result } = load('barrage-2p-automa');
    expect(state.seats.map((p) => p.company)).toEqual(['italy', 'germany', 'usa']);
    // The Automa plays first (AUT-6), at set-up: its opening turn is kept for the first emails.
    // Tile 18 by the criteria of 8: PROD Y +2 (no powerhouse), W2 (no own dam), B: MC, PH, HW keep
    // all (no conduit, powerhouse or waiting drop), start 9 → zone 9 → 9L (free site before 9U), 3 Ex.
    const first = barrage.setup(
      2,
      { ...barrage.meta.options.reduce((o, x) => ({ ...o, [x.key]: x.default }), {}), automas: '1', variant: 'intro' },
      'duo-1',
    );
    expect(first.automa!.opening!.map((e) => e.text)).toEqual([
      'Automa I (USA) flips tile 8 (criteria side) and plays tile 18 (action side)',
      'Automa I (USA) places 2 engineers on its construction space',
      'Automa I (USA) builds a base at 9L with tile base and 3 Ex',
    ]);
    expect(barrage.describe(barrage.view(first, 0), 'en')).toContain('Before the first move:\n  Automa I (USA) flips tile 8');
    // Each player: −5 VP, 91 / 5 = 18 VP, objective "least area" tied at 0 by all three companies:
    // the players share (15 + 10 + 5) / 3 = 10, the Automa (20 + 15 + 10) / 3 = 15 (§6.3). 23 each.
    expect(result.scores).toEqual([23, 23]);
    expect(result.places).toEqual([2, 2]);
    expect(result.breakdown!.some((b) => b.text.startsWith('Automa I (USA) final: objective obj-least-area count 0 → 15 VP'))).toBe(true);
  });
});
