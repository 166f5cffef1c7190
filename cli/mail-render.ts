/**
 * `pbem mail render <game file> --seat N [--lang en|ja] [--html out.html] [--eml out.eml] [--png out.png] [--text]`:
 * the status email a seat would get now, rendered from a replayed game file, in the language
 * a player chooses with `language en|ja` (English by default). `--eml` writes
 * the whole MIME message as it is sent (text, HTML and the board picture as an inline part),
 * `--png` the board picture alone. The model comes from lambdas/play/letters/status-model.ts and the
 * picture from lambdas/mail/outbound/board-picture.ts, as in the service.
 */
import { writeFile } from 'node:fs/promises';
import { gamePicture, pictureParts } from '../lambdas/mail/outbound/board-picture';
import { composeMime } from '../lambdas/mail/outbound/compose';
import { replay, type AnyGame, type AppliedStep, type Seat } from '../engine/index';
import type { Lang } from '../templates/i18n/index';
import { renderStatusEmail } from '../templates/status';
import { buildStatusModel, withBoard } from '../lambdas/play/letters/status-model';
import { EXIT, findGame, seatName, usageError, type CommandResult } from './commands';
import { readGameFile } from './game-file';

export interface MailRenderOptions {
  /** 0-based, as everywhere in the CLI. */
  readonly seat: number;
  /** The reader's language, as a player's `language` setting (English when absent). */
  readonly lang?: Lang;
  /** Write the HTML part to this path. */
  readonly html?: string;
  /** Write the whole MIME email (with the board picture inline) to this path. */
  readonly eml?: string;
  /** Write the board picture (PNG) to this path. */
  readonly png?: string;
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
    ...(opts.lang ? { lang: opts.lang } : {}),
    notices: report.error
      ? [{ tone: 'error', lines: [`The game file stops applying at move ${report.error.index + 1}: ${report.error.reason}`] }]
      : [],
  });
  const picture = await gamePicture(game, model.view, model.lang ?? 'en', model.players);
  const email = renderStatusEmail(withBoard(picture ? { ...model, picture: picture.model } : model));
  const out: string[] = [];
  if (opts.png) {
    if (!picture) return usageError(`${game.meta.title} draws no board picture`);
    await writeFile(opts.png, picture.png);
    out.push(`PNG written to ${opts.png} (${picture.model.width}×${picture.model.height}, ${picture.png.length} bytes)`);
  }
  if (opts.eml) {
    const raw = await composeMime({
      from: `"Play by email" <games@localhost>`,
      to: `player${opts.seat + 1}@localhost`,
      replyTo: `g-local-${opts.seat}-cli@localhost`,
      subject: email.subject,
      html: email.html,
      text: email.text,
      autoSubmitted: true,
      ...(picture ? { inlineImages: pictureParts(picture) } : {}),
    });
    await writeFile(opts.eml, raw);
    out.push(`Email written to ${opts.eml} (${raw.length} bytes${picture ? ', board picture inline' : ''})`);
  }
  if (opts.html) {
    await writeFile(opts.html, email.html, 'utf8');
    out.push(`HTML written to ${opts.html} (${email.html.length} bytes)`);
  }
  if (opts.text || (!opts.html && !opts.eml && !opts.png)) out.push(`Subject: ${email.subject}`, '', email.text.trimEnd());
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
