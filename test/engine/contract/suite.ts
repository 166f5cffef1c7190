/**
 * The contract every registered game must keep (STYLE.md §14): seeded play-outs finish with
 * the harness's checks, replay is byte-identical, a game serialised mid-way and resumed
 * ends the same, and no seat's view equals another's where the game hides something.
 * Each game's own suite runs hundreds of play-outs; this one proves the contract for all.
 * One test file per game calls `contractSuite` (so the files run on both workers, not one
 * minute-long file); `registered.test.ts` fails when a registered game has no file.
 */
import { describe, expect, it } from 'vitest';
import {
  deepEqual,
  newMatch,
  playerRange,
  playMove,
  playText,
  randomPlayout,
  registry,
  replay,
  resolveOptions,
  type AnyGame,
  type Match,
  type Options,
} from '../../../engine/index';
import { withNumber } from '../../../engine/core/number-range';
import { unmarkedReveals } from '../../../engine/core/reveal-check';
import { fillSeats, hasSeatRef, seatNumberName } from '../../../engine/core/seat-text';
import { SUMMARY_MAX_LINES } from '../../../engine/core/types';
import { isKeyword } from '../../../lambdas/mail/inbound/commands';
import { englishWordsIn, hasJapanese, jaStyleFaults } from '../../support/japanese';

/**
 * The defaults, then the option sets the game names as changing its rules (`meta.variants`):
 * each set gets its own play-outs, and its positions are checked like the defaults'.
 */
/** The players an option set allows (fewer with seats the rules play, e.g. Barrage's Automas). */
function rangeOf(game: AnyGame, options: Options): { min: number; max: number } {
  const resolved = resolveOptions(game.meta, options);
  return resolved.ok ? playerRange(game.meta, resolved.options) : { min: game.meta.minPlayers, max: game.meta.maxPlayers };
}

/** The fewest players any option set allows (a solo game where the rules play seats). */
function fewestPlayers(game: AnyGame): number {
  return Math.min(game.meta.minPlayers, ...optionSets(game).map((o) => rangeOf(game, o).min));
}

function optionSets(game: AnyGame, players?: number): readonly Options[] {
  const all = [{}, ...(game.meta.variants ?? [])];
  return players === undefined ? all : all.filter((o) => players >= rangeOf(game, o).min && players <= rangeOf(game, o).max);
}

function label(options: Options): string {
  const words = Object.entries(options).map(([k, v]) => `${k}=${String(v)}`);
  return words.length > 0 ? ` with ${words.join(' ')}` : '';
}

/** Every position of a seeded play-out, in order (the start included). */
function positions(game: AnyGame, players: number, seed: string, options: Options = {}): Match[] {
  const played = randomPlayout(game, players, seed, { options, checks: 'none' });
  const made = newMatch(game, players, options, seed);
  if (!made.ok) throw new Error(made.error.reason);
  const out: Match[] = [made.match];
  let match = made.match;
  for (const record of played.moves) {
    const step = playText(game, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    match = step.match;
    out.push(match);
  }
  return out;
}

/** Keep the suite quick: every k-th position of a long game. */
function sample<T>(list: readonly T[], most: number): T[] {
  const k = Math.max(1, Math.ceil(list.length / most));
  return list.filter((_x, i) => i % k === 0 || i === list.length - 1);
}

/** The largest finished-game state (JSON bytes) any game may have: far below DynamoDB's 400 KB item. */
const MAX_STATE_BYTES = 50_000;

function registered(id: string): AnyGame {
  const game = registry.get(id);
  if (!game) throw new Error(`no registered game "${id}"`);
  return game;
}

/** The whole contract for the registered game `id`. */
export function contractSuite(id: string): void {
  playoutContract(id);
  positionContract(id);
}

/** Play-outs with every check (each option set that changes the rules too), replay and resume, options. */
export function playoutContract(id: string): void {
  const game = registered(id);

  describe(`${game.meta.title} (${game.meta.id}) keeps the engine contract`, () => {
    for (const options of optionSets(game).slice(1)) {
      for (let players = rangeOf(game, options).min; players <= rangeOf(game, options).max; players++) {
        it(`${players} players${label(options)}: seeded play-outs finish with every check`, () => {
          for (let i = 0; i < 2; i++) {
            const report = randomPlayout(game, players, `contract-${players}-${i}`, { options, checks: i < 1 ? 'full' : 'light' });
            expect(report.error, `seed contract-${players}-${i}`).toBeNull();
            expect(report.finished).toBe(true);
          }
        });
      }
    }

    for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
      it(`${players} players: seeded play-outs finish with every check`, () => {
        for (let i = 0; i < 6; i++) {
          const report = randomPlayout(game, players, `contract-${players}-${i}`, { checks: i < 2 ? 'full' : 'light' });
          expect(report.error, `seed contract-${players}-${i}`).toBeNull();
          expect(report.finished).toBe(true);
        }
      });
    }

    it('replays byte for byte from seed and moves, and resumes from a JSON copy to the same end', () => {
      const players = game.meta.minPlayers + 1 <= game.meta.maxPlayers ? game.meta.minPlayers + 1 : game.meta.minPlayers;
      const played = randomPlayout(game, players, 'contract-replay', { checks: 'none' });
      const a = replay(game, { players, seed: 'contract-replay', moves: played.moves });
      const b = replay(game, { players, seed: 'contract-replay', moves: played.moves });
      expect(a.error).toBeNull();
      expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
      expect(game.result(a.match!.state)).toEqual(played.result);

      const half = Math.floor(played.moves.length / 2);
      const first = replay(game, { players, seed: 'contract-replay', moves: played.moves.slice(0, half) });
      let resumed = JSON.parse(JSON.stringify(first.match)) as Match;
      for (const move of played.moves.slice(half)) {
        const out = playText(game, resumed, move.seat, move.move);
        if (!out.ok) throw new Error(out.error.reason);
        resumed = out.match;
      }
      expect(JSON.stringify(resumed)).toBe(JSON.stringify(a.match));
    });

    it('declares its options with defaults that validate', () => {
      for (const option of game.meta.options) {
        expect(option.description.length).toBeGreaterThan(0);
        if (option.type === 'choice') expect(option.choices).toContain(option.default);
      }
    });
  });
}

/** Moves against mail commands, neutral moves, number ranges, hidden information in every seat's view, reveals marked, state size. */
export function positionContract(id: string): void {
  const game = registered(id);

  describe(`${game.meta.title} (${game.meta.id}): moves, neutral moves, hidden information, size`, () => {
    const seats = (players: number) => Array.from({ length: players }, (_x, i) => i);

    it('no legal move starts with a service keyword (a mail command would take it)', () => {
      for (let players = fewestPlayers(game); players <= game.meta.maxPlayers; players++) {
        for (const match of optionSets(game, players).flatMap((o) => sample(positions(game, players, `keywords-${players}`, o), 200))) {
          for (const seat of seats(players)) {
            for (const move of game.legalMoves(match.state, seat)) {
              const first = game.format(move).trim().split(/\s+/)[0] as string;
              expect(isKeyword(first), `"${game.format(move)}" starts with the command "${first}"`).toBe(false);
            }
          }
        }
      }
    });

    it("declares a neutral move that is one of the seat's legal moves, or none", () => {
      const players = game.meta.maxPlayers;
      for (const match of optionSets(game, players).flatMap((o) => sample(positions(game, players, 'neutral', o), 300))) {
        for (const p of game.pending(match.state)) {
          const neutral = game.neutral(match.state, p.seat);
          if (neutral === null) continue;
          expect(
            game.legalMoves(match.state, p.seat).some((m: unknown) => deepEqual(m, neutral)),
            game.format(neutral),
          ).toBe(true);
          expect(playMove(game, match, p.seat, neutral, 'timeout').ok).toBe(true);
        }
      }
    });

    // In Japanese an empty note is allowed where the game gives Japanese labels: the label already
    // says everything (「金貨1枚を得る」), and a note would only repeat it (JA-STYLE: say it once).
    it('describes every listed move in English and Japanese, when it describes moves', () => {
      if (!game.describeMove) return;
      for (const match of optionSets(game, game.meta.minPlayers).flatMap((o) =>
        sample(positions(game, game.meta.minPlayers, 'describe', o), 100),
      )) {
        for (const p of game.pending(match.state)) {
          for (const move of game.legalMoves(match.state, p.seat)) {
            expect(game.describeMove(match.state, p.seat, move, 'en').length, game.format(move)).toBeGreaterThan(0);
            if (!game.formatJa) expect(game.describeMove(match.state, p.seat, move, 'ja').length, game.format(move)).toBeGreaterThan(0);
          }
        }
      }
    });

    it('writes every member of a number range as its pattern with the number put in', () => {
      if (!game.numberChoice) return;
      for (const match of optionSets(game).flatMap((o) => sample(positions(game, rangeOf(game, o).max, 'ranges', o), 300))) {
        for (const p of game.pending(match.state)) {
          for (const move of game.legalMoves(match.state, p.seat)) {
            const range = game.numberChoice(move);
            if (range) expect(game.format(move)).toBe(withNumber(range.pattern, range.value));
          }
        }
      }
    });

    it('summarises the position for each seat in a few short lines, in both languages, when it summarises', () => {
      if (!game.summary) return;
      // One seeded game at the smallest table (a summary reads only a view): a short sample keeps the suite quick.
      const players = game.meta.minPlayers;
      for (const match of sample(positions(game, players, 'summary'), 25)) {
        for (const viewer of [...seats(players), null]) {
          const view = game.view(match.state, viewer);
          for (const lang of ['en', 'ja'] as const) {
            const lines = game.summary(view, lang);
            const where = `${lang}, seat ${viewer} at step ${match.step}`;
            expect(lines.length, where).toBeLessThanOrEqual(SUMMARY_MAX_LINES);
            for (const line of lines) {
              const named = fillSeats(line, seatNumberName);
              expect(hasSeatRef(named), where).toBe(false);
              // About 80 characters a line (a phone's first screen), names included.
              expect(named.length, `${where}: ${named}`).toBeLessThanOrEqual(100);
              expect(named, where).not.toMatch(/\n/);
              if (lang === 'ja') {
                expect(hasJapanese(named), `${where}: ${named}`).toBe(true);
                expect(jaStyleFaults(named), `${where}: ${named}`).toEqual([]);
                expect(englishWordsIn(named), `${where}: ${named}`).toEqual([]);
              }
            }
          }
        }
      }
    });

    it("declares what each seat may not see, and no seat's view or board picture shows it", () => {
      expect(game.rehide, 'the game must declare rehide(state, viewer, seed)').toBeTypeOf('function');
      for (let players = fewestPlayers(game); players <= game.meta.maxPlayers; players++) {
        for (const [i, match] of optionSets(game, players)
          .flatMap((o) => sample(positions(game, players, `hidden-${players}`, o), 60))
          .entries()) {
          for (const viewer of [...seats(players), null]) {
            const redrawn = game.rehide!(match.state, viewer, `rehide-${i}`);
            expect(game.view(redrawn, viewer), `seat ${viewer} at step ${match.step}`).toEqual(game.view(match.state, viewer));
            if (viewer !== null) expect(game.legalMoves(redrawn, viewer)).toEqual(game.legalMoves(match.state, viewer));
            // The board picture, too, shows nothing that was drawn again (pictures are drawn from the
            // view; every third position keeps the suite's time).
            if (game.picture && i % 3 === 0)
              expect(game.picture(game.view(redrawn, viewer), 'en'), `picture of seat ${viewer} at step ${match.step}`).toEqual(
                game.picture(game.view(match.state, viewer), 'en'),
              );
          }
        }
      }
    });

    it('marks every move that shows hidden information as revealing (undo trusts the mark)', () => {
      // A sample of each game's steps (each is applied again per seat): the defaults at every
      // player count, the other option sets at the smallest.
      for (const options of optionSets(game)) {
        const defaults = Object.keys(options).length === 0;
        for (let players = game.meta.minPlayers; players <= (defaults ? game.meta.maxPlayers : game.meta.minPlayers); players++) {
          const found = unmarkedReveals(game, players, `reveals-${players}`, options, defaults ? 100 : 60);
          expect(found, `${players} players${label(options)}`).toEqual([]);
        }
      }
    });

    it(`keeps a finished game's state under ${MAX_STATE_BYTES / 1000} KB`, () => {
      let largest = 0;
      for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
        for (let i = 0; i < 3; i++) {
          const played = randomPlayout(game, players, `size-${players}-${i}`, { checks: 'none' });
          const end = replay(game, { players, seed: `size-${players}-${i}`, moves: played.moves });
          largest = Math.max(largest, JSON.stringify(end.match?.state).length);
        }
      }
      expect(largest).toBeLessThan(MAX_STATE_BYTES);
    });
  });
}
