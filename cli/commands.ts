/**
 * The engine commands of `pbem`: each returns its output and exit code so tests can call
 * them directly. Exit codes: 0 ok, 1 a rule error in the file, 2 bad usage.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  newMatch,
  numberedMoves,
  pendingDecisions,
  randomPlayout,
  registry,
  replay,
  resolveOptions,
  playerRange,
  type AnyGame,
  type Match,
  type OptionValue,
  type CheckLevel,
} from '../engine/index';
import type { GameFile } from './game-file';
import { nameSeats } from '../lambdas/play/letters/engine-words';
import { botPolicy } from '../engine/bots';

export interface CommandResult {
  readonly output: string;
  readonly exitCode: 0 | 1 | 2;
}

export const EXIT = { ok: 0, rule: 1, usage: 2 } as const;

export function ok(output: string): CommandResult {
  return { output, exitCode: EXIT.ok };
}
export function usageError(message: string): CommandResult {
  return { output: `pbem: ${message}\nRun "pbem help" for usage.`, exitCode: EXIT.usage };
}

export function findGame(id: string): AnyGame | null {
  return registry.get(id) ?? null;
}

function unknownGame(id: string): CommandResult {
  const known = registry.all.map((g) => g.meta.id).join(', ') || 'none registered';
  return usageError(`unknown game "${id}" (games: ${known})`);
}

export function seatName(file: Pick<GameFile, 'names'>, seat: number): string {
  return file.names?.[seat] ?? `Player ${seat + 1}`;
}

export function gamesCommand(json: boolean): CommandResult {
  const games = registry.all.map((g) => ({
    id: g.meta.id,
    title: g.meta.title,
    players: `${g.meta.ruleSeats ? Math.min(g.meta.minPlayers, g.meta.ruleSeats.minPlayers) : g.meta.minPlayers}-${g.meta.maxPlayers}`,
    options: g.meta.options.map((o) => ({
      key: o.key,
      default: o.default,
      description: o.description,
      ...(o.choices ? { choices: o.choices } : {}),
    })),
  }));
  if (json) return ok(JSON.stringify(games, null, 2));
  if (games.length === 0) return ok('No games are registered.');
  const lines: string[] = [];
  for (const g of games) {
    lines.push(`${g.id}  ${g.title}  (${g.players} players)`);
    for (const o of g.options)
      lines.push(`    --option ${o.key}=${String(o.default)}    ${o.description}${o.choices ? ` [${o.choices.join('|')}]` : ''}`);
  }
  return ok(lines.join('\n'));
}

export function newCommand(
  gameId: string,
  players: number,
  seed: string | undefined,
  options: Record<string, OptionValue>,
  names: string[],
): CommandResult {
  const game = findGame(gameId);
  if (!game) return unknownGame(gameId);
  const chosenSeed = seed ?? randomBytes(6).toString('hex');
  const created = newMatch(game, players, options, chosenSeed);
  if (!created.ok) return usageError(created.error.reason);
  const file: GameFile = {
    game: game.meta.id,
    players,
    seed: chosenSeed,
    options: { ...created.match.options },
    ...(names.length > 0 ? { names } : {}),
    moves: [],
  };
  return ok(JSON.stringify(file, null, 2));
}

export interface Replayed {
  readonly game: AnyGame;
  readonly match: Match;
  readonly error: null | { index: number; reason: string };
}

export function replayFile(file: GameFile): Replayed | CommandResult {
  const game = findGame(file.game);
  if (!game) return unknownGame(file.game);
  const report = replay(game, { players: file.players, options: file.options, seed: file.seed, moves: file.moves });
  if (!report.match) return usageError(report.error?.reason ?? 'cannot set up the game');
  return { game, match: report.match, error: report.error ? { index: report.error.index, reason: report.error.reason } : null };
}

export function isCommandResult(x: Replayed | CommandResult): x is CommandResult {
  return 'exitCode' in x;
}

/** The position as `seat` sees it, whose turn it is, and that seat's numbered legal moves. */
export function describePosition(game: AnyGame, match: Match, seat: number, file: Pick<GameFile, 'names'>): string {
  const lines: string[] = [];
  lines.push(`${game.meta.title}, ${match.players} players, decision #${match.step}`);
  // Names for players; the flag that shows another player's view is the only number.
  lines.push(`Viewing as ${seatName(file, seat)} (--seat=${seat})`);
  lines.push('');
  // The engine writes "Seat N"; players read names (as in emails and `pbem play`).
  lines.push(nameSeats(game.describe(game.view(match.state, seat)), (s) => seatName(file, s)));
  lines.push('');
  const result = game.result(match.state);
  if (result) {
    lines.push('Game over.');
    result.ranking.forEach((s: number) => {
      lines.push(
        `  ${result.places[s]}. ${seatName(file, s)}: ${result.scores[s]} points${result.tieBreak ? ` (tie-break ${result.tieBreak[s]})` : ''}`,
      );
    });
    for (const b of result.breakdown ?? []) lines.push(`  ${b.seat === null ? '' : `${seatName(file, b.seat)}: `}${b.text}`);
    return lines.join('\n');
  }
  const pending = pendingDecisions(game, match);
  lines.push(`Waiting for: ${pending.map((p) => `${seatName(file, p.seat)} to ${p.prompt}`).join('; ')}`);
  const moves = numberedMoves(game, match, seat);
  if (moves.length > 0) {
    lines.push('Your moves:');
    for (const m of moves) lines.push(`  ${m.n}. ${m.text}`);
  }
  return lines.join('\n');
}

export function showCommand(file: GameFile, seat: number | undefined): CommandResult {
  const r = replayFile(file);
  if (isCommandResult(r)) return r;
  const viewer = seat ?? pendingDecisions(r.game, r.match)[0]?.seat ?? 0;
  if (viewer < 0 || viewer >= r.match.players) return usageError(`--seat must be 0 to ${r.match.players - 1}`);
  const text = describePosition(r.game, r.match, viewer, file);
  if (r.error) {
    return { output: `${text}\n\nMove ${r.error.index + 1} in the file could not be applied: ${r.error.reason}`, exitCode: EXIT.rule };
  }
  return ok(text);
}

export function replayCommand(file: GameFile, json: boolean): CommandResult {
  const r = replayFile(file);
  if (isCommandResult(r)) return r;
  const result = r.game.result(r.match.state);
  const summary = {
    game: r.game.meta.id,
    finished: result !== null,
    pending: pendingDecisions(r.game, r.match).map((p) => p.seat),
    scores: result ? [...result.scores] : [],
    ranking: result ? [...result.ranking] : [],
    moves: file.moves.length,
    error: r.error ? { index: r.error.index, reason: r.error.reason } : null,
  };
  const exitCode = r.error ? EXIT.rule : EXIT.ok;
  if (json) return { output: JSON.stringify(summary), exitCode };
  const lines = [
    `${r.game.meta.title}: ${file.moves.length} moves in the file, ${r.match.step} decisions applied (forced steps included).`,
  ];
  if (r.error) lines.push(`Move ${r.error.index + 1} (${JSON.stringify(file.moves[r.error.index])}) failed: ${r.error.reason}`);
  if (result) {
    lines.push('Finished. Ranking:');
    result.ranking.forEach((s: number) => lines.push(`  ${result.places[s]}. ${seatName(file, s)}: ${result.scores[s]}`));
  } else {
    lines.push(`Not finished; pending: ${summary.pending.map((s) => seatName(file, s)).join(', ')}.`);
  }
  return { output: lines.join('\n'), exitCode };
}

/**
 * `policyShare` (0–1) of the games are played by the game's cheap bot policy instead of uniform
 * random moves: they reach the deep states random play rarely does.
 */
export function randomCommand(
  gameId: string,
  players: number,
  games: number,
  seed: string,
  json: boolean,
  checks: CheckLevel,
  policyShare = 0,
  rawOptions: Record<string, OptionValue> = {},
): CommandResult {
  const game = findGame(gameId);
  if (!game) return unknownGame(gameId);
  // Bad options are a usage error once, not an error in every play-out.
  const resolved = resolveOptions(game.meta, rawOptions);
  if (!resolved.ok) return usageError(resolved.error.reason);
  const range = playerRange(game.meta, resolved.options);
  if (players < range.min || players > range.max) {
    return usageError(
      `${game.meta.title} is for ${range.min}–${range.max} players${Object.keys(rawOptions).length > 0 ? ' with these options' : ''}`,
    );
  }
  const options = resolved.options;
  let finished = 0;
  let decisions = 0;
  let steps = 0;
  const errors: { seed: string; step: number; moveIndex: number; message: string }[] = [];
  const policy = botPolicy(game.meta.id);
  let byPolicy = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}-${i}`;
    // Spread the policy's games evenly: game i is one when the running share steps up.
    const usePolicy = policy !== undefined && Math.floor((i + 1) * policyShare) > Math.floor(i * policyShare);
    if (usePolicy) byPolicy++;
    const report = randomPlayout(game, players, gameSeed, { checks, options, ...(usePolicy ? { chooser: policy } : {}) });
    decisions += report.decisions;
    steps += report.steps;
    if (report.error)
      errors.push({ seed: gameSeed, step: report.error.step, moveIndex: report.moves.length, message: report.error.message });
    else if (report.finished) finished++;
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = {
    game: game.meta.id,
    players,
    games,
    finished,
    errors,
    meanDecisions: games > 0 ? decisions / games : 0,
    meanSteps: games > 0 ? steps / games : 0,
    playoutsPerSecond: seconds > 0 ? games / seconds : 0,
    checks,
    byPolicy,
    options: rawOptions,
  };
  const exitCode = errors.length > 0 ? EXIT.rule : EXIT.ok;
  if (json) return { output: JSON.stringify(summary), exitCode };
  const lines = [
    `${game.meta.title}, ${players} players, ${games} seeded games (seeds ${seed}-0 … ${seed}-${games - 1}, checks ${checks})`,
    ...(Object.keys(rawOptions).length > 0
      ? [
          `options: ${Object.entries(rawOptions)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join(' ')}`,
        ]
      : []),
    `finished: ${finished}`,
    ...(policyShare > 0 ? [`played by the bot policy: ${byPolicy}${policy ? '' : ` (${game.meta.title} has no bot policy)`}`] : []),
    `errors: ${errors.length}`,
    ...errors.slice(0, 20).map((e) => `  seed ${e.seed}, move index ${e.moveIndex} (decision #${e.step}): ${e.message}`),
    `mean decisions per game: ${summary.meanDecisions.toFixed(1)} (plus forced: ${summary.meanSteps.toFixed(1)} steps)`,
    `play-outs per second: ${summary.playoutsPerSecond.toFixed(1)}`,
  ];
  if (errors.length > 20) lines.push(`  … and ${errors.length - 20} more`);
  return { output: lines.join('\n'), exitCode };
}
