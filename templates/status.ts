/** Status emails (and the game-start email, a status email with a welcome block). */
import { boardFor } from './boards';
import { fill, movesBlock, subjectLine, withLast, type Frame } from './fill';
import type { GameStartModel, RenderedEmail, StatusEmailModel } from './model';

export function renderStatusEmail(model: StatusEmailModel): RenderedEmail {
  return renderStatus(model, model.headline, null);
}

/** Subject `[<title> <id> #<step>] Game started: <headline>`, so numbers in a reply still carry the decision id. */
export function renderGameStart(model: GameStartModel): RenderedEmail {
  const options = withLast(model.options);
  return renderStatus(model, `Game started: ${model.headline}`, { hasOptions: options.length > 0, options });
}

function renderStatus(model: StatusEmailModel, headline: string, welcome: object | null): RenderedEmail {
  const frame: Frame = { ...model, headline };
  const subject = subjectLine(model.game, model.step, headline);
  const board = boardFor(model.game.kind, model.view, model.players);
  return fill('status', board.template, subject, frame, {
    welcome,
    hasDigest: model.digest.length > 0,
    digest: model.digest,
    boardText: model.boardText,
    board: board.data,
    hasPending: model.pending.length > 0,
    pending: model.pending,
    players: withLast(model.players.map((p) => ({ ...p, number: p.seat + 1 }))),
    result: model.result
      ? {
          ranking: model.result.ranking.map((r) => ({ ...r, tieBreak: r.tieBreak ?? '', hasTieBreak: r.tieBreak !== undefined })),
          lines: model.result.lines,
        }
      : null,
    ...movesBlock(model.yourMoves, frame, subject),
  });
}
