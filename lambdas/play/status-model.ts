/**
 * The one place that turns a match into a StatusEmailModel, using only `view(state, seat)`,
 * `describe(view)`, `pending`, the numbered legal moves and the events a seat may read.
 * The service (emails.ts) and `pbem mail render` both build status emails through it, so
 * the CLI shows exactly what players get.
 */
import { numberedMoves, type AnyGame, type Match, type Seat, type GameEvent } from '../../engine/index';
import type { DigestLine, Notice, StatusEmailModel } from '../../templates/model';

/** A logged step as the digest reads it (engine AppliedStep and stored MoveItem both fit). */
export interface DigestStep {
  readonly seat: Seat;
  readonly move: string;
  readonly events: readonly GameEvent[];
}

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
  readonly since?: readonly DigestStep[];
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
    ...(input.deadline ? { deadline: input.deadline } : {}),
    result: result
      ? {
          ranking: result.ranking.map((s) => ({
            place: result.places[s] ?? 0,
            name: nameOf(s),
            score: result.scores[s] ?? 0,
            tieBreak: result.tieBreak?.[s],
          })),
          lines: (result.breakdown ?? []).map((line) => (line.seat === null ? line.text : `${nameOf(line.seat)}: ${line.text}`)),
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
export function digestFor(steps: readonly DigestStep[], seat: Seat, nameOf: (s: Seat) => string): DigestLine[] {
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

