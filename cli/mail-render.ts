/**
 * `pbem mail render <game file> --seat N [--html out.html] [--text]`: the status email a
 * seat would get now, rendered from a replayed game file.
 *
 * `buildStatusModel` is the one place that turns a match into a StatusEmailModel using
 * only `view(state, seat)`, `describe(view)`, `pending`, the numbered legal moves and
 * public events; lambdas/play/ can call it too so the CLI shows exactly what players get.
 */
import { writeFile } from 'node:fs/promises';
import { numberedMoves, replay, type AnyGame, type AppliedStep, type Match, type Seat } from '../engine/index';
import { renderStatusEmail } from '../templates/status';
import type { DigestLine, Notice, StatusEmailModel } from '../templates/model';
import { EXIT, findGame, seatName, usageError, type CommandResult } from './commands';
import { readGameFile } from './game-file';

export interface StatusModelInput {
  readonly game: AnyGame;
  readonly match: Match;
  readonly seat: Seat;
  /** Name per seat. */
  readonly names: readonly string[];
  /** Short game id of reply addresses and subjects. */
  readonly gameId: string;
  readonly recipientAddress: string;
  readonly replyAddress: string;
  readonly timezone?: string;
  /** Steps applied since this seat's last email, oldest first: the digest. */
  readonly since?: readonly AppliedStep[];
  readonly deadline?: string;
  readonly notices?: readonly Notice[];
  readonly unsubscribeUrl?: string;
}

export function buildStatusModel(input: StatusModelInput): StatusEmailModel {
  const { game, match, seat, names } = input;
  const nameOf = (s: Seat) => names[s] ?? `Player ${s + 1}`;
  const view = game.view(match.state, seat);
  const pending = game.pending(match.state);
  const moves = numberedMoves(game, match, seat);
  const result = game.result(match.state);
  return {
    game: { id: input.gameId, kind: game.meta.id, title: game.meta.title },
    recipient: { seat, name: nameOf(seat), address: input.recipientAddress, timezone: input.timezone ?? 'UTC' },
    players: Array.from({ length: match.players }, (_, s) => ({ seat: s, name: nameOf(s), isYou: s === seat })),
    step: match.step,
    headline: headlineFor(game, match, seat, nameOf),
    digest: digestFor(input.since ?? [], seat, nameOf),
    view,
    boardText: game.describe(view),
    pending: pending.map((p) => ({ name: nameOf(p.seat), prompt: p.prompt })),
    yourMoves: moves.length > 0 ? moves : null,
    deadline: input.deadline,
    result: result
      ? {
          ranking: result.ranking.map((s) => ({
            place: result.places[s] ?? 0,
            name: nameOf(s),
            score: result.scores[s] ?? 0,
            tieBreak: result.tieBreak?.[s],
          })),
          lines: result.breakdown ?? [],
        }
      : undefined,
    notices: input.notices ?? [],
    replyAddress: input.replyAddress,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

/** "Your turn: choose a role" | "Waiting for Anna: choose a role" | "Game over: Anna wins". */
export function headlineFor(game: AnyGame, match: Match, seat: Seat, nameOf: (s: Seat) => string): string {
  const result = game.result(match.state);
  if (result) {
    const winners = result.ranking.filter((s) => result.places[s] === 1).map(nameOf);
    return winners.length === 1 ? `Game over: ${winners[0]} wins` : `Game over: ${joinNames(winners)} share first place`;
  }
  const pending = game.pending(match.state);
  const mine = pending.find((p) => p.seat === seat);
  if (mine) return `Your turn: ${mine.prompt}`;
  const prompts = [...new Set(pending.map((p) => p.prompt))];
  return `Waiting for ${joinNames(pending.map((p) => nameOf(p.seat)))}: ${prompts.join('; ')}`;
}

/**
 * Public events, and private ones addressed to `seat`, of the given steps. Private events
 * speak to their reader ("You score 1 VP"), so they get no actor name in front. A step
 * with no events at all is shown as its move's notation, so nothing happens silently.
 */
export function digestFor(steps: readonly AppliedStep[], seat: Seat, nameOf: (s: Seat) => string): DigestLine[] {
  return steps.flatMap((step) => {
    if (step.events.length === 0) return [{ actor: nameOf(step.seat), text: step.move }];
    return step.events
      .filter((e) => !e.visibleTo || e.visibleTo.includes(seat))
      .map((e) => ({ actor: e.seat === null || e.visibleTo ? null : nameOf(e.seat), text: e.text }));
  });
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface MailRenderOptions {
  /** 0-based, as everywhere in the CLI. */
  readonly seat: number;
  /** Write the HTML part to this path. */
  readonly html?: string;
  /** Print the subject and the text part. */
  readonly text: boolean;
}

/** `lookup` finds a game by id; the registry by default (tests pass their own). */
export async function mailRenderCommand(
  gameFile: string,
  opts: MailRenderOptions,
  lookup: (id: string) => AnyGame | null = findGame,
): Promise<CommandResult> {
  const file = await readGameFile(gameFile);
  const game = lookup(file.game);
  if (!game) return usageError(`unknown game "${file.game}"`);
  const report = replay(game, { players: file.players, options: file.options, seed: file.seed, moves: file.moves });
  const match = report.match;
  if (!match) return usageError(report.error?.reason ?? 'cannot set up the game');
  if (!Number.isInteger(opts.seat) || opts.seat < 0 || opts.seat >= match.players) {
    return usageError(`--seat must be 0 to ${match.players - 1} for this ${match.players}-player game`);
  }
  const names = Array.from({ length: match.players }, (_, s) => seatName(file, s));
  const since = stepsSinceOwnMove(report.steps, opts.seat);
  const model = buildStatusModel({
    game,
    match,
    seat: opts.seat,
    names,
    gameId: 'local',
    recipientAddress: `player${opts.seat + 1}@localhost`,
    replyAddress: `g-local-${opts.seat}-cli@localhost`,
    since,
    notices: report.error ? [{ tone: 'error', lines: [`The game file stops applying at move ${report.error.index + 1}: ${report.error.reason}`] }] : [],
  });
  const email = renderStatusEmail(model);
  const out: string[] = [];
  if (opts.html) {
    await writeFile(opts.html, email.html, 'utf8');
    out.push(`HTML written to ${opts.html} (${email.html.length} bytes)`);
  }
  if (opts.text || !opts.html) out.push(`Subject: ${email.subject}`, '', email.text.trimEnd());
  return { output: out.join('\n'), exitCode: report.error ? EXIT.rule : EXIT.ok };
}

/** The digest for a CLI render: what happened since the seat's own last move. */
function stepsSinceOwnMove(steps: readonly AppliedStep[], seat: Seat): readonly AppliedStep[] {
  let from = 0;
  steps.forEach((s, i) => {
    if (s.seat === seat && s.by !== 'forced') from = i + 1;
  });
  return steps.slice(from);
}
