/** Set-up, placement, resolution and the bonus window (rules/era-of-inventions.md §2.1–2.4, §2.6). */
import { describe, expect, it } from 'vitest';
import { newMatch, playText } from '../../../engine/core/match';
import { at, data, game, legal, newGame, NO_RES, play, refused, top, withState } from './helpers';
import type { EraState } from '../../../engine/era-of-inventions';

describe('set-up (§2.1, §2.2)', () => {
  it.each([
    [3, 9, 3],
    [4, 8, 2],
    [5, 10, 2],
  ])('%i players: %i rounds and %i action tokens each', (players, rounds, tokens) => {
    const s = newGame(players);
    expect(s.rounds).toBe(rounds);
    expect(s.tokensEach).toBe(tokens);
    expect(s.seats.every((p) => p.tokens === tokens)).toBe(true);
  });

  it('gives each seat its start factory, 15 markers and the starting kit; patent step 0, IP 0 (S-1..S-3, D24)', () => {
    const s = newGame(4);
    const kit = data().startingKit;
    s.seats.forEach((p, i) => {
      expect(p.factories).toEqual([`start#${i + 1}`]);
      expect(p).toMatchObject({ markers: 15, patentStep: 0, ip: 0, coins: kit.coins, gears: kit.gears });
    });
  });

  it('deals start cards only to the invention display, the rest form the pile; the factory display is full (S-4, S-5, D23)', () => {
    const s = newGame(3);
    const cards = [...s.invDisplay, ...s.invDraw].map((id) => data().inventionCards.find((c) => c.id === id)!.kind);
    expect(new Set(cards)).toEqual(new Set(['start']));
    expect(s.invDisplay.filter(Boolean)).toHaveLength(data().setup.startCardsOnDisplay);
    expect(s.invDraw).toHaveLength(12 - data().setup.startCardsOnDisplay);
    expect(s.facDisplay.every((x) => x !== null)).toBe(true);
    expect(s.supply).toEqual(data().supplyPoints.map((p) => p.initial));
  });

  it('draws the start player from the seed (S-8) and the start player places first', () => {
    const starts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => newGame(3, seed).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    const s = newGame(3, 'b');
    expect(game.pending(s)).toEqual([{ seat: s.startPlayer, prompt: 'place an action token', promptJa: 'アクショントークンを配置する' }]);
  });
});

describe('placement (§2.3)', () => {
  it('goes round robin from the start player, one token a turn, then resolution starts with the start player', () => {
    let s = newGame(4, 'p');
    const first = s.startPlayer;
    const order: number[] = [];
    for (let i = 0; i < 8; i++) {
      const seat = game.pending(s)[0]!.seat;
      order.push(seat);
      s = play(s, seat, legal(s, seat)[0]!);
    }
    expect(order).toEqual([0, 1, 2, 3, 0, 1, 2, 3].map((k) => (first + k) % 4));
    expect(top(s)).toEqual({ kind: 'resolve', seat: first });
  });

  it('an area holds at most 2 tokens and never two of one player', () => {
    const s = withState(at([{ kind: 'place', seat: 0, turn: 3 }]), { areas: [[1, 2], [0], [], [], [], []] });
    expect(legal(s, 0)).toEqual(['place resources', 'place market', 'place development', 'place inventions']);
    expect(refused(s, 0, { kind: 'place', area: 'factories' })).toMatch(/already holds 2 tokens/);
    expect(refused(s, 0, { kind: 'place', area: 'production' })).toMatch(/already have a token/);
  });
});

describe('resolution (§2.4)', () => {
  const s0 = withState(at([{ kind: 'resolve', seat: 0 }], { 0: { coins: 5 } }), { areas: [[0], [], [1], [0, 2], [], [1]] });

  it('the active player picks any of their tokens, in any order, or takes it back without acting', () => {
    expect(legal(s0, 0)).toEqual(['resolve factories', 'pass factories', 'resolve market', 'pass market']);
    const s = play(s0, 0, 'resolve market');
    expect(s.areas[3]).toEqual([2]);
    expect(top(s)?.kind).toBe('market');
    expect(s.seats[0]!.actions).toBe(1);
  });

  it('after a token, the next seat clockwise with a token resolves (E32)', () => {
    const s = play(s0, 0, 'pass market');
    expect(top(s)).toEqual({ kind: 'resolve', seat: 1 });
  });

  it('refuses a token the player does not have, naming theirs', () => {
    expect(refused(s0, 0, { kind: 'resolve', area: 'inventions' })).toMatch(
      /no token on area 6.*tokens are on area 1: build factories, area 4: exchange market/,
    );
  });
});

describe('bonus action tokens (§2.6)', () => {
  const s0 = withState(at([{ kind: 'resolve', seat: 0 }], { 0: { coins: 5, bonus: [0], res: { ...NO_RES, wood: 3 } } }), {
    areas: [[0], [], [], [0], [], []],
  });

  it('after a regular action (or a pass, D13) one bonus token may be used', () => {
    const s = play(s0, 0, 'pass factories');
    expect(top(s)).toEqual({ kind: 'bonus', seat: 0 });
    expect(legal(s, 0)).toContain('no bonus');
    expect(legal(s, 0)).toContain('bonus build');
  });

  it('a bonus action is the area action once, and cannot be followed by another bonus action', () => {
    let s = play(s0, 0, 'pass factories');
    s = withState(s, { seats: s.seats.map((p, i) => (i === 0 ? { ...p, bonus: [0, 0] } : p)) });
    s = play(s, 0, 'bonus build');
    expect(top(s)).toMatchObject({ kind: 'build', left: 1, bonus: true });
    expect(legal(s, 0)).not.toContain('done');
    s = play(s, 0, legal(s, 0)[0]!);
    expect(s.seats[0]!.bonus).toEqual([0]);
    expect(top(s)?.kind).toBe('resolve'); // no second bonus window
  });

  it('offers only bonus actions that can be carried out', () => {
    const poor = withState(s0, { seats: s0.seats.map((p, i) => (i === 0 ? { ...p, coins: 0, gears: 0, res: NO_RES } : p)) });
    const s = play(poor, 0, 'pass factories');
    expect(legal(s, 0)).toEqual(['bonus factory', 'no bonus']);
    expect(refused(s, 0, { kind: 'bonus', action: 'g' })).toMatch(/cannot be carried out now/);
  });

  it('a token bought at the market is not usable until the next regular action has finished (E20, E21)', () => {
    let s = withState(s0, { seats: s0.seats.map((p, i) => (i === 0 ? { ...p, bonus: [] } : p)) });
    s = play(s, 0, 'resolve market');
    s = play(s, 0, 'buy token');
    s = play(s, 0, 'done');
    // The window after this action is skipped: the only token is fresh.
    expect(top(s)).toEqual({ kind: 'resolve', seat: 0 });
    expect(s.seats[0]!.bonus).toEqual([2]);
    s = play(s, 0, 'pass factories');
    expect(top(s)).toEqual({ kind: 'bonus', seat: 0 });
  });

  it('a token bought with bonus action d is fresh too (E20)', () => {
    let s = play(s0, 0, 'pass factories');
    s = play(s, 0, 'bonus exchange');
    s = play(s, 0, 'buy token');
    expect(s.seats[0]!.bonus).toEqual([2]);
  });
});

describe('the public path (match)', () => {
  it('forced moves are played for the player: a lone "done" is applied at once', () => {
    const created = newMatch(game, 3, {}, 'forced');
    if (!created.ok) throw new Error('setup');
    let m = created.match;
    const seat = game.pending(m.state as EraState)[0]!.seat;
    const out = playText(game, m, seat, 'place resources');
    expect(out.ok).toBe(true);
    m = out.ok ? out.match : m;
    expect(game.pending(m.state as EraState)[0]!.seat).toBe((seat + 1) % 3);
  });
});
