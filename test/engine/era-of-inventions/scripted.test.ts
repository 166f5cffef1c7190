/**
 * One scripted game per player count, through the public module: round 1 is played move by move,
 * every later round every seat takes its tokens back unused, so the final scores can be checked by
 * hand (worked out in the comments, placeholder-v0 numbers, rules §2.10).
 */
import { describe, expect, it } from 'vitest';
import type { EraState } from '../../../engine/era-of-inventions';
import { game, newGame, play } from './helpers';

/** Play `[seat, move]` pairs; the seat must be the one pending. Invariants hold after every move. */
function script(s: EraState, moves: [number, string][]): EraState {
  for (const [seat, text] of moves) {
    expect(
      game.pending(s).map((p) => p.seat),
      `${text}`,
    ).toEqual([seat]);
    s = play(s, seat, text);
    expect(game.invariants!(s)).toEqual([]);
  }
  return s;
}

/** Every remaining round: place anywhere, take every token back without acting, no bonus. */
function passRest(s: EraState): EraState {
  for (let guard = 0; guard < 2000 && game.pending(s).length > 0; guard++) {
    const seat = game.pending(s)[0]!.seat;
    const legal = game.legalMoves(s, seat);
    const move = legal.find((m) => m.kind === 'pass' || m.kind === 'nobonus') ?? legal[0]!;
    expect(move.kind === 'place' || move.kind === 'pass' || move.kind === 'nobonus').toBe(true);
    const out = game.apply(s, seat, move);
    if (!out.ok) throw new Error(out.error.reason);
    s = out.state;
  }
  return s;
}

describe('scripted games with scores checked by hand', () => {
  it('3 players, 9 rounds: a tie on 12 broken by inventions developed (E30)', () => {
    let s = newGame(3, 'script-3');
    expect(s.startPlayer).toBe(2); // order 2, 0, 1; 3 tokens each
    s = script(s, [
      [2, 'place market'],
      [0, 'place inventions'],
      [1, 'place market'],
      [2, 'place inventions'],
      [0, 'place production'],
      [1, 'place factories'],
      [2, 'place development'],
      [0, 'place resources'],
      [1, 'place development'],
      // Seat 3 takes the free gear (gears 1).
      [2, 'resolve market'],
      [2, 'gear'],
      // Seat 1: S10 (tech + tools → 1 IP + 1 coin), S05 (coal + metal → 1 gear).
      [0, 'resolve inventions'],
      [0, 'produce S10'],
      [0, 'produce S05'],
      [0, 'done'],
      // Seat 2: 2 coins → 1 IP; 2 coins → a bonus token, fresh until its next action ends.
      [1, 'resolve market'],
      [1, 'influence coins'],
      [1, 'buy token'],
      [1, 'done'],
      // Seat 3: S06 (coal + tech → 1 gear): gears 2.
      [2, 'resolve inventions'],
      [2, 'produce S06'],
      [2, 'done'],
      // Seat 1: start factory, 2 wood.
      [0, 'resolve production'],
      [0, 'take 2 wood'],
      // Seat 2 can build nothing; then the bonus token is usable: S03 (tech → 2 coins).
      [1, 'resolve factories'],
      [1, 'done'],
      [1, 'bonus produce'],
      [1, 'produce S03'],
      // Seat 3 develops cash-register-basic: 2 gears, 2 IP.
      [2, 'resolve development'],
      [2, 'develop cash-register basic'],
      [2, 'done'],
      // Seat 1 buys coal (3), metal (2), tech (2) for 3 coins.
      [0, 'resolve resources'],
      [0, 'buy coal-warehouse'],
      [0, 'buy metal-ship'],
      [0, 'buy tech-ship'],
      // Seat 2: two patents with nothing to patent: 1 + 2 coins, 1 + 2 IP, 2 markers wasted.
      [1, 'resolve development'],
      [1, 'patent none'],
      [1, 'patent none'],
    ]);
    expect(s.round).toBe(2);
    s = passRest(s);
    // Seat 1: track 1; 3 coins, 1 gear, 10 resources → B = 1 + floor((3 + 5) / 2) = 5; capacity 2 (3-way tie → 2). Total 8.
    // Seat 2: track 4 (1 + 1 + 2); 0 coins, 4 resources → B = floor((0 + 2) / 2) = 1; most patents (2) → 5; capacity 2. Total 12.
    // Seat 3: track 2; 5 coins, 3 resources → B = floor((5 + 1) / 2) = 3; most gears spent (2) → 5; capacity 2. Total 12.
    // Seats 2 and 3 tie on 12: seat 3 developed 1 invention, seat 2 none, so seat 3 wins.
    const r = game.result(s)!;
    expect(r.scores).toEqual([8, 12, 12]);
    expect(r.ranking).toEqual([2, 1, 0]);
    expect(r.places).toEqual([3, 2, 1]);
    expect(s.final).toEqual([
      { track: 1, leftovers: 5, patents: 0, gears: 0, capacity: 2, total: 8 },
      { track: 4, leftovers: 1, patents: 5, gears: 0, capacity: 2, total: 12 },
      { track: 2, leftovers: 3, patents: 0, gears: 5, capacity: 2, total: 12 },
    ]);
  });

  it('4 players, 8 rounds: a factory wins the capacity bonus, a shared last place (D10)', () => {
    let s = newGame(4, 'script-4');
    expect(s.startPlayer).toBe(3); // order 3, 0, 1, 2; 2 tokens each
    s = script(s, [
      [3, 'place factories'],
      [0, 'place market'],
      [1, 'place production'],
      [2, 'place factories'],
      [3, 'place inventions'],
      [0, 'place development'],
      [1, 'place resources'],
      [2, 'place market'],
      // Seat 4 builds cw2 for 1 wood.
      [3, 'resolve factories'],
      [3, 'build cw2'],
      [3, 'done'],
      // Seat 1 buys 2 gears for 4 coins.
      [0, 'resolve market'],
      [0, 'buy gear'],
      [0, 'buy gear'],
      [0, 'done'],
      [1, 'resolve production'],
      [1, 'take 2 coal'],
      // Seat 3 can afford no factory.
      [2, 'resolve factories'],
      [2, 'done'],
      // Seat 4: S09 (metal + tools → 1 IP + 1 coin), S03 (tech → 2 coins).
      [3, 'resolve inventions'],
      [3, 'produce S09'],
      [3, 'produce S03'],
      [3, 'done'],
      // Seat 1 develops sewing-machine-basic: 2 gears, 2 IP.
      [0, 'resolve development'],
      [0, 'develop sewing-machine basic'],
      [0, 'done'],
      [1, 'resolve resources'],
      [1, 'buy wood-warehouse'],
      [1, 'buy tools-ship'],
      [1, 'done'],
      [2, 'resolve market'],
      [2, 'gear'],
    ]);
    s = passRest(s);
    // Seat 1: track 2; 1 coin, 5 resources → B = floor((1 + 2) / 2) = 1; most gears spent → 5. Total 8.
    // Seat 2: track 0; 3 coins, 11 resources → B = floor((3 + 5) / 2) = 4. Total 4.
    // Seat 3: track 0; 5 coins, 1 gear, 5 resources → B = 1 + floor((5 + 2) / 2) = 4. Total 4.
    // Seat 4: track 1; 8 coins, 1 resource → B = 4; capacity start 2 + cw2 2 = 4, the largest → 5. Total 10.
    // Nobody patented: no patent bonus (D9). Seats 2 and 3 tie on 4 with no inventions: a shared 3rd place.
    const r = game.result(s)!;
    expect(r.scores).toEqual([8, 4, 4, 10]);
    expect(r.ranking).toEqual([3, 0, 1, 2]);
    expect(r.places).toEqual([2, 3, 3, 1]);
  });

  it('5 players, 10 rounds: a five-way capacity tie pays 1 each (E29)', () => {
    let s = newGame(5, 'script-5');
    expect(s.startPlayer).toBe(4); // order 4, 0, 1, 2, 3; 2 tokens each
    s = script(s, [
      [4, 'place market'],
      [0, 'place inventions'],
      [1, 'place factories'],
      [2, 'place resources'],
      [3, 'place market'],
      [4, 'place development'],
      [0, 'place production'],
      [1, 'place inventions'],
      [2, 'place development'],
      [3, 'place resources'],
      // Seat 5, five exchanges: M1 (ip 1), U1, L2, U1, L2 → 2 gears, 1 coin, tools 1.
      [4, 'resolve market'],
      [4, 'influence coins'],
      [4, 'buy gear'],
      [4, 'swap coal wood'],
      [4, 'gain coin'],
      [4, 'buy gear'],
      [4, 'swap metal tech'],
      [4, 'gain coin'],
      // Seat 1: S12 (coal + metal + tools → 3 coins).
      [0, 'resolve inventions'],
      [0, 'produce S12'],
      [0, 'done'],
      [1, 'resolve factories'],
      [1, 'done'],
      [2, 'resolve resources'],
      [2, 'buy coal-warehouse'],
      [2, 'buy wood-warehouse'],
      [2, 'done'],
      [3, 'resolve market'],
      [3, 'gear'],
      // Seat 5 develops cash-register-basic: 2 gears, 2 IP (track 3).
      [4, 'resolve development'],
      [4, 'develop cash-register basic'],
      [4, 'done'],
      [0, 'resolve production'],
      [0, 'take 2 wood'],
      // Seat 2: S09 (1 IP + 1 coin), S01 (coal → 2 coins).
      [1, 'resolve inventions'],
      [1, 'produce S09'],
      [1, 'produce S01'],
      [1, 'done'],
      // Seat 3: two wasted patents, 1 + 2 coins, 1 + 2 IP.
      [2, 'resolve development'],
      [2, 'patent none'],
      [2, 'patent none'],
      // Seat 4 buys metal, tech and tools (2 each) for 3 coins.
      [3, 'resolve resources'],
      [3, 'buy metal-ship'],
      [3, 'buy tech-ship'],
      [3, 'buy tools-ship'],
    ]);
    s = passRest(s);
    // Seat 1: track 0; 8 coins, 4 resources → B = floor((8 + 2) / 2) = 5; capacity tie of 5 → 1. Total 6.
    // Seat 2: track 1; 8 coins, 2 resources → B = floor((8 + 1) / 2) = 4; + 1. Total 6.
    // Seat 3: track 3; 0 coins, 10 resources → B = floor(5 / 2) = 2; most patents → 5; + 1. Total 11.
    // Seat 4: track 0; 2 coins, 1 gear, 11 resources → B = 1 + floor((2 + 5) / 2) = 4; + 1. Total 5.
    // Seat 5: track 3; 1 coin, 1 resource → B = 0; most gears spent → 5; + 1. Total 9.
    const r = game.result(s)!;
    expect(r.scores).toEqual([6, 6, 11, 5, 9]);
    expect(r.ranking).toEqual([2, 4, 0, 1, 3]);
    expect(r.places).toEqual([3, 3, 1, 5, 2]);
  });
});
