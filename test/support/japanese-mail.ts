/**
 * Japanese status emails of seeded games, built the way the service and `pbem mail render`
 * build them (lambdas/play/letters/status-model.ts, templates/status.ts): for the Japanese
 * samples in docs/samples/ja/ and the all-games Japanese style checker.
 */
import { replay, type AnyGame, type AppliedStep, type Match, type Seat } from '../../engine/index';
import { randomPlayout } from '../../engine/core/playout';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { htmlToText } from '../../lambdas/mail/inbound/html-text';
import { formatTime } from '../../templates/i18n/index';
import type { RenderedEmail, StatusEmailModel } from '../../templates/model';
import { renderStatusEmail } from '../../templates/status';

/** Players of the samples (JA-STYLE's own examples start with Gin and Hana). */
export const SAMPLE_NAMES = ['Gin', 'Hana', 'Kai', 'Mei', 'Ren'] as const;
/** A fixed deadline, so a sample shows the date as Japanese mail writes it. */
export const SAMPLE_DEADLINE = '2026-11-29T20:34:00.000Z';

export interface PlayedPosition {
  readonly match: Match;
  readonly steps: readonly AppliedStep[];
  /** The seat that decides here (the first pending one), or null at the end. */
  readonly seat: Seat | null;
}

/** Seats of a sample game: three where the game allows, else its nearest count. */
export function samplePlayers(game: AnyGame): number {
  return Math.max(game.meta.minPlayers, Math.min(3, game.meta.maxPlayers));
}

/**
 * A seeded random play-out of `game`, cut at each of `fractions` of its chosen moves (0.5 is
 * mid-game), each replayed to its match. Cheap: one play-out and one replay per position.
 */
export function seededPositions(game: AnyGame, seed: string, fractions: readonly number[]): PlayedPosition[] {
  const players = samplePlayers(game);
  const played = randomPlayout(game, players, seed, { checks: 'none' });
  return fractions.map((f) => {
    const moves = played.moves.slice(0, Math.floor(played.moves.length * f));
    const report = replay(game, { players, seed, moves });
    if (!report.match) throw new Error(`${game.meta.id}: ${report.error?.reason ?? 'no match'}`);
    const pending = game.pending(report.match.state);
    return { match: report.match, steps: report.steps, seat: pending[0]?.seat ?? null };
  });
}

/** What `seat` reads in Japanese at this position: text part and the HTML part as text. */
export function japaneseStatus(game: AnyGame, position: PlayedPosition, seat: Seat): { email: RenderedEmail; htmlText: string } {
  const email = renderStatusEmail(japaneseStatusModel(game, position, seat));
  return { email, htmlText: htmlToText(email.html) };
}

/** The status email model of `seat` in Japanese (with the game's board), as the service builds it. */
export function japaneseStatusModel(game: AnyGame, position: PlayedPosition, seat: Seat): StatusEmailModel {
  const { match } = position;
  const names = Array.from({ length: match.players }, (_, s) => SAMPLE_NAMES[s] ?? `P${s + 1}`);
  const model = buildStatusModel({
    game,
    match,
    seat,
    names,
    gameId: 'sample',
    recipientAddress: `${names[seat]!.toLowerCase()}@example.jp`,
    replyAddress: `g-sample-${seat}-token@play.example.jp`,
    since: stepsSinceOwnMove(position.steps, seat),
    ...(position.seat === seat ? { deadline: formatTime(SAMPLE_DEADLINE, 'UTC', 'ja') } : {}),
    lang: 'ja',
  });
  return withBoard(model);
}

/** The digest a seat gets: what happened since its own last chosen move. */
function stepsSinceOwnMove(steps: readonly AppliedStep[], seat: Seat): readonly AppliedStep[] {
  let from = 0;
  steps.forEach((s, i) => {
    if (s.seat === seat && s.by !== 'forced') from = i + 1;
  });
  return steps.slice(from);
}
