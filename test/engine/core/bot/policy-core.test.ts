/**
 * Each game's cheap roll-out policy plays the game's core, where uniform random play does not
 * (the figures per game are in `npm run bench -- bots` and each game's BOT-NOTES.md): over the
 * same number of seeded 4-player play-outs, the policy's deep-state figure is well above uniform
 * random's. Seeded and deterministic; no timing.
 * - Era of Inventions: inventions developed (rules/era-of-inventions.md §2.5 area 5A) and
 *   patents registered (5B);
 * - Nippon: contracts fulfilled (rules/nippon.md §5.8 Export) and influence tiles placed (§5.9);
 * - Puerto Rico with both expansions: expansion buildings built (puerto-rico-expansions.md §4,
 *   §5.7) and nobles owned at the end (§5.3, §5.6).
 */
import { describe, expect, it } from 'vitest';
import { botPolicy } from '../../../../engine/bots';
import { rolloutChoice } from '../../../../engine/core/bot/search';
import { newMatch, playMove } from '../../../../engine/core/match';
import { randomInt, seedRng } from '../../../../engine/core/rng';
import type { Options } from '../../../../engine/core/types';
import { registry } from '../../../../engine/games';
import type { EraState } from '../../../../engine/era-of-inventions/state';
import type { NipponState } from '../../../../engine/nippon/state';
import { BUILDING_IDS, BUILDINGS } from '../../../../engine/puerto-rico/data';
import { noblesOwned } from '../../../../engine/puerto-rico/pieces';
import type { PRState } from '../../../../engine/puerto-rico/state';

const GAMES = 4;

/** The final state of a 4-player play-out where every seat plays `chooser`. */
function finalState(id: string, options: Options, chooser: 'random' | 'policy', seed: string): unknown {
  const game = registry.get(id)!;
  const created = newMatch(game, 4, options, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match = created.match;
  const rng = seedRng(`policy-core:${seed}`);
  const policy = botPolicy(id);
  for (let guard = 0; guard < 20000; guard++) {
    const pending = game.pending(match.state);
    if (pending.length === 0) return match.state;
    const seat = pending[0]!.seat;
    const legal = game.legalMoves(match.state, seat) as readonly { kind: string }[];
    const move = chooser === 'random' ? legal[randomInt(rng, legal.length)]! : rolloutChoice(policy, match.state, seat, legal, rng);
    const out = playMove(game, match, seat, move);
    if (!out.ok) throw new Error(out.error.reason);
    match = out.match;
  }
  throw new Error(`${id} ${seed}: no end`);
}

/** A figure summed over GAMES seeded play-outs of each chooser. */
function compare<S>(id: string, options: Options, figure: (s: S) => number): { random: number; policy: number } {
  const sum = (chooser: 'random' | 'policy') => {
    let n = 0;
    for (let g = 0; g < GAMES; g++) n += figure(finalState(id, options, chooser, `core-${g}`) as S);
    return n;
  };
  return { random: sum('random'), policy: sum('policy') };
}

describe('roll-out policies play the core of each game', () => {
  it('Era of Inventions: the policy develops inventions (§2.5 5A) where random play seldom saves the gears, and registers patents (5B)', () => {
    const developed = compare<EraState>('era-of-inventions', {}, (s) => s.dev.filter((x) => x !== null).length);
    // Uniform random: about 0.1 a game; the policy about 7.
    expect(developed.policy).toBeGreaterThanOrEqual(4 * GAMES);
    expect(developed.policy).toBeGreaterThan(developed.random + 3 * GAMES);
    const patented = compare<EraState>('era-of-inventions', {}, (s) => s.patent.filter((x) => x !== null).length);
    expect(patented.policy).toBeGreaterThan(patented.random);
  });

  it('Nippon: the policy fulfils contracts (§5.8) and places influence tiles (§5.9) more than random play', () => {
    const exports = compare<NipponState>('nippon', {}, (s) => s.seats.reduce((n, p) => n + p.contractsDone.length, 0));
    // Uniform random: about 0.5 a game; the policy about 2.5.
    expect(exports.policy).toBeGreaterThan(exports.random + GAMES);
    const tiles = compare<NipponState>('nippon', {}, (s) => s.cities.reduce((n, c) => n + c.slots.filter((t) => t !== null).length, 0));
    expect(tiles.policy).toBeGreaterThan(tiles.random);
  });

  it('Puerto Rico with both expansions: the policy builds the new buildings (expansions §4, §5.7) and ends with nobles (§5.6)', () => {
    const options = { expansions: 'buildings,nobles' };
    const built = compare<PRState>('puerto-rico', options, (s) =>
      s.seats.reduce((n, p) => n + p.city.filter((c, i) => c >= 0 && BUILDINGS[BUILDING_IDS[i]!].expansion !== undefined).length, 0),
    );
    expect(built.policy).toBeGreaterThan(built.random);
    expect(built.policy).toBeGreaterThanOrEqual(10 * GAMES);
    const nobles = compare<PRState>('puerto-rico', options, (s) => s.seats.reduce((n, p) => n + noblesOwned(p), 0));
    expect(nobles.policy).toBeGreaterThan(nobles.random);
  });
});
