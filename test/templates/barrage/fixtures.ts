/** Barrage positions and status emails for the board tests: seeded play-outs replayed part way. */
import { replay, type Match, type ReplayReport } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { barrage, type BarrageState, type BarrageView } from '../../../engine/barrage';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import type { StatusEmailModel, RenderedEmail } from '../../../templates/model';
import { renderStatusEmail } from '../../../templates/index';
import { decodeEntities } from '../helpers';

export const NAMES = ['Anna', 'Ben', 'Chiara', 'Daisuke'];

export interface Position {
  readonly match: Match;
  readonly state: BarrageState;
  /** Steps of the replay, for the digest. */
  readonly steps: ReplayReport['steps'];
}

/** The position after `fraction` of the moves (or, from 1 up, that many moves) of a random play-out with this seed. */
export function position(seed: string, fraction: number, players = 4): Position {
  const full = randomPlayout(barrage, players, seed, { checks: 'none' });
  const count = fraction > 1 ? fraction : Math.floor(full.moves.length * fraction);
  const part = replay(barrage, { players, seed, moves: full.moves.slice(0, count) });
  if (!part.match) throw new Error(`replay of ${seed} failed`);
  return { match: part.match, state: part.match.state as BarrageState, steps: part.steps };
}

export function seatOnTurn(p: Position): number {
  return barrage.pending(p.state)[0]?.seat ?? 0;
}

export function emailFor(
  p: Position,
  seat: number,
  names: readonly string[] = NAMES,
  digest = 12,
): { model: StatusEmailModel; email: RenderedEmail; view: BarrageView } {
  const model = buildStatusModel({
    game: barrage,
    match: p.match,
    seat,
    names,
    gameId: 'g7k2',
    recipientAddress: `p${seat}@example.com`,
    replyAddress: `g-g7k2-${seat}-abcdefgh12345678@play.example.org`,
    since: p.steps.slice(-digest),
  });
  return { model, email: renderStatusEmail(withBoard(model)), view: model.view as BarrageView };
}

/** Visible text of HTML: tags dropped, entities and no-break spaces turned into plain text. */
export function visible(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' '))
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The HTML of each player card, in seat order (each card opens with its coloured name bar). */
export function playerCards(html: string): string[] {
  // The board comes last in a status email (phone first: moves on top), after the turn order.
  const start = html.indexOf('Turn order');
  return html
    .slice(start < 0 ? 0 : start)
    .split('border-left:5px solid')
    .slice(1);
}
