/** Warehouse Sale's rules (engine/warehouse-sale/RULES.md), one `it` per rule, citing its section. */
import { describe, expect, it } from 'vitest';
import { fillSeats, seatNumberName, type Applied } from '../../../engine/index';
import { newMatch, readMove } from '../../../engine/core/match';
import { warehouseSale, type SaleMove, type SaleState } from '../../../engine/warehouse-sale';

const game = warehouseSale;

function applied(r: Applied<SaleState>): Extract<Applied<SaleState>, { ok: true }> {
  if (!r.ok) throw new Error(r.error.reason);
  return r;
}

/** Every seat makes its move, in seat order; the state after the last. */
function everyone(s: SaleState, moves: readonly SaleMove[]): { state: SaleState; reveals: boolean[]; texts: string[] } {
  let state = s;
  const reveals: boolean[] = [];
  const texts: string[] = [];
  moves.forEach((m, seat) => {
    const r = applied(game.apply(state, seat, m));
    state = r.state;
    reveals.push(r.reveals === true);
    texts.push(
      ...r.events
        .filter((e) => !e.visibleTo)
        .map((e) => `${e.seat === null ? '' : `${seatNumberName(e.seat)} `}${fillSeats(e.text, seatNumberName)}`),
    );
  });
  return { state, reveals, texts };
}

const bids = (...coins: number[]): SaleMove[] => coins.map((c) => ({ kind: 'bid', coins: c }));

/** A 3-player game at its first bid with `offer` on sale. */
function buyingRound(offer: number[]): SaleState {
  return { ...game.setup(3, {}, 'rules'), offer };
}

describe('Warehouse Sale: set-up (§2)', () => {
  it('§2.2: 14 coins each with 3 or 4 players, 12 with 5 or 6', () => {
    expect(game.setup(3, {}, 's').coins).toEqual([14, 14, 14]);
    expect(game.setup(4, {}, 's').coins).toEqual([14, 14, 14, 14]);
    expect(game.setup(5, {}, 's').coins).toEqual([12, 12, 12, 12, 12]);
    expect(game.setup(6, {}, 's').coins).toEqual([12, 12, 12, 12, 12, 12]);
  });

  it('§2.3, §3.1: round 1 turns up as many crates as players, lowest first, and everybody bids at once', () => {
    const s = game.setup(4, {}, 's');
    expect(s.round).toBe(1);
    expect(s.offer).toHaveLength(4);
    expect([...s.offer].sort((a, b) => a - b)).toEqual(s.offer);
    expect(s.crateDeck).toHaveLength(26);
    expect(game.pending(s).map((p) => p.seat)).toEqual([0, 1, 2, 3]);
    expect(game.pending(s)[0]).toMatchObject({ prompt: 'place your sealed bid', promptJa: '入札額を決める' });
  });
});

describe('Warehouse Sale: a buying round (§3)', () => {
  it('§3.2: a bid is any number of coins from 0 to all the bidder has', () => {
    const s = buyingRound([5, 12, 20]);
    expect(game.legalMoves(s, 0)).toEqual(bids(...Array.from({ length: 15 }, (_x, n) => n)));
    const r = game.apply(s, 0, { kind: 'bid', coins: 15 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason).toBe('You cannot bid 15: a bid is a whole number from 0 to your 14 coins.');
      expect(r.error.reasonJa).toBe('15では入札できません。入札は0から手持ちの14コインまでの整数です。');
    }
  });

  it('§3.3, §3.4: the highest bid takes the highest crate; everybody pays but the last, whose bid goes back', () => {
    const { state, texts } = everyone(buyingRound([5, 12, 20]), bids(4, 7, 1));
    expect(state.crates).toEqual([[12], [20], [5]]);
    expect(state.coins).toEqual([10, 7, 14]);
    expect(texts).toContain('Bids shown: Seat 1 4, Seat 2 7, Seat 3 1');
    expect(texts).toContain('Seat 3 takes crate 5 and gets the bid back (lowest bid)');
    expect(texts).toContain('Seat 2 pays 7 coins for crate 20');
  });

  it("§3.3, §2.4: equal bids rank in seat order from the round's first player, who moves one seat a round", () => {
    const round1 = everyone(buyingRound([5, 12, 20]), bids(3, 3, 3)).state;
    expect(round1.crates).toEqual([[20], [12], [5]]);
    expect(round1.coins).toEqual([11, 11, 14]);
    // Round 2: seat 2 (index 1) is first.
    const round2 = everyone({ ...round1, offer: [2, 8, 9] }, bids(0, 0, 0)).state;
    expect(round2.crates).toEqual([
      [2, 20],
      [9, 12],
      [5, 8],
    ]);
  });

  it('§6: a bid stays hidden until the last bidder has bid; only the last bid reveals (no undo past it)', () => {
    const s = buyingRound([5, 12, 20]);
    const { reveals } = everyone(s, bids(4, 7, 1));
    expect(reveals).toEqual([false, false, true]);
    const afterOne = applied(game.apply(s, 0, { kind: 'bid', coins: 4 })).state;
    expect(game.view(afterOne, 0)).toMatchObject({ yourChoice: 4, decided: [true, false, false] });
    expect(game.view(afterOne, 1)).toMatchObject({ yourChoice: null, decided: [true, false, false] });
    expect(JSON.stringify(game.view(afterOne, 1))).not.toContain('"secret"');
  });
});

describe('Warehouse Sale: a selling round (§4) and the score (§5)', () => {
  /** The game after four buying rounds of equal bids of nothing. */
  function sellingRound(): SaleState {
    let s = game.setup(3, {}, 'sell');
    for (let round = 0; round < 4; round++) s = everyone(s, bids(0, 0, 0)).state;
    return s;
  }

  it('§4.1, §4.2: after round 4 cheques come up and every player chooses one of their crates', () => {
    const s = sellingRound();
    expect(s.round).toBe(5);
    expect(s.offer).toHaveLength(3);
    expect(s.crates.every((c) => c.length === 4)).toBe(true);
    expect(game.legalMoves(s, 1)).toEqual((s.crates[1] as number[]).map((crate) => ({ kind: 'sell', crate })));
    const r = game.apply(s, 1, { kind: 'sell', crate: 31 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reasonJa).toContain('木箱31は持っていません');
  });

  it('§4.3: the highest crate takes the highest cheque, and sold crates leave the game', () => {
    const s = {
      ...sellingRound(),
      crates: [
        [1, 2, 3, 30],
        [4, 5, 6, 29],
        [7, 8, 9, 28],
      ],
      offer: [0, 6, 13],
    };
    const { state } = everyone(s, [
      { kind: 'sell', crate: 3 },
      { kind: 'sell', crate: 29 },
      { kind: 'sell', crate: 7 },
    ]);
    expect(state.cheques).toEqual([[0], [13], [6]]);
    expect(state.crates).toEqual([
      [1, 2, 30],
      [4, 5, 6],
      [8, 9, 28],
    ]);
  });

  it('§5: money is coins plus cheques; the most wins, ties go to more coins, then share the place', () => {
    const s: SaleState = {
      ...sellingRound(),
      stack: [],
      coins: [3, 5, 5],
      cheques: [
        [14, 9],
        [12, 9],
        [0, 7],
      ],
      crates: [[], [], []],
    };
    const result = game.result(s)!;
    expect(result.scores).toEqual([26, 26, 12]);
    expect(result.ranking).toEqual([1, 0, 2]);
    expect(result.places).toEqual([2, 1, 3]);
    expect(result.breakdown?.[0]).toEqual({ seat: 0, text: '3 coins + cheques 14, 9 = 26', ja: '3コイン＋小切手14、9＝26' });
  });

  it('§2.3: the game ends after round 8', () => {
    let s = sellingRound();
    for (let round = 5; round <= 8; round++) {
      expect(game.result(s)).toBeNull();
      const moves = [0, 1, 2].map((seat) => game.legalMoves(s, seat)[0]!);
      s = everyone(s, moves).state;
    }
    expect(game.pending(s)).toEqual([]);
    expect(game.result(s)).not.toBeNull();
    expect(s.cheques.every((c) => c.length === 4)).toBe(true);
  });
});

describe('Warehouse Sale: notation', () => {
  it('reads `bid 5`, its Japanese label `5コインで入札`, the Japanese verb `入札 5`, and refuses `bid 50` with the numbers', () => {
    const created = newMatch(game, 3, {}, 'notation');
    if (!created.ok) throw new Error(created.error.reason);
    const match = created.match;
    const state = match.state as SaleState;
    expect(game.parse('bid 5', state, 0)).toEqual({ ok: true, move: { kind: 'bid', coins: 5 } });
    expect(game.parse('入札 5', state, 0)).toEqual({ ok: true, move: { kind: 'bid', coins: 5 } });
    expect(game.formatJa!({ kind: 'bid', coins: 5 })).toBe('5コインで入札');
    expect(readMove(game, match, 0, '5コインで入札')).toMatchObject({ ok: true, move: { kind: 'bid', coins: 5 } });
    const refused = game.parse('bid 50', state, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toContain('from 0 to your 14 coins');
  });
});
