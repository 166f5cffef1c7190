/**
 * A mail to a player's game address: authenticate, run its commands, commit the result
 * with the message marker in one transaction, and queue every email it causes. On a
 * version conflict (two players replying at once) the game is re-read and the commands
 * re-run against the new position, a bounded number of times.
 */
import {
  classifySender,
  readCommands,
  tokenMatches,
  type InboundMail,
  type SenderVerdict,
  type SesVerdicts,
} from '../../mail/inbound/index';
import { DuplicateMessage, type NewMail } from '../../store/index';
import { messages, type Messages } from '../../../templates/i18n/index';
import type { Notice } from '../../../templates/model';
import { answeredStep } from '../receive/answered-decision';
import type { Deps } from '../deps';
import { gameRef, langOf, render, toAddress, type LiveGame } from '../letters/compose-letters';
import { lettersFor, type GameLetters } from '../letters/game-letters';
import { isJapanese } from './settings-words';
import { digestFor } from '../letters/status-model';
import { runGameCommands, type CommandsResult } from './run-commands';
import { handleInvitationReply } from '../setup/new-game';
import { loadEarlierMoves, prepareUpdate } from '../game/game-update';
import type { MailOutcome } from '../receive/mail-outcome';
import { retryOnConflict } from '../game/conflict-retry';
import { messageKeyOf, markerFor, updateIdOf, versionUpdateId } from '../receive/mail-outcome';
import { helpCommands } from './help-commands';
import { appliedText, receiptFor, skippedLines, wantsReceipts } from './receipt-letter';

export async function handleGameMail(
  deps: Deps,
  mail: InboundMail,
  route: { gameId: string; seat: number; token: string },
  sesVerdicts?: SesVerdicts,
): Promise<MailOutcome> {
  const key = messageKeyOf(mail);
  return retryOnConflict(deps, { job: 'reply', gameId: route.gameId }, async (): Promise<MailOutcome> => {
    const game = await deps.store.getGame(route.gameId);
    const player = game?.players.find((p) => p.seat === route.seat);
    if (!game || !player || !tokenMatches(route.token, player.tokenHash)) {
      // A wrong or stale address: nobody to tell who is surely a player, so say nothing.
      deps.log.warn('refused: unknown game address', { gameId: route.gameId, seat: route.seat, from: mail.from?.address });
      await recordQuietly(deps, key, route.gameId, 'refused: unknown game address');
      return { kind: 'refused', reason: 'unknown game address' };
    }
    const verdict = classifySender({
      mail,
      expectedAddress: player.address,
      aliases: player.aliases,
      otherPlayers: game.players.filter((p) => p.seat !== player.seat).flatMap((p) => [p.address, ...p.aliases]),
      ...(sesVerdicts ? { sesVerdicts } : {}),
    });
    if (!verdict.ok) {
      deps.log.warn('refused: sender check failed', {
        gameId: game.gameId,
        seat: player.seat,
        code: verdict.code,
        from: mail.from?.address,
      });
      const mails: NewMail[] = [];
      if (verdict.tellPlayer && verdict.tellAddress) {
        const email = render.refusal({
          recipient: { seat: player.seat, name: player.name, address: verdict.tellAddress, timezone: player.timezone },
          replyAddress: `new@${deps.config.domain}`,
          lang: langOf(player),
          game: gameRef(game, langOf(player)),
          headline: messages(langOf(player)).replyNotAccepted,
          lines: [senderRefusal(verdict, messages(langOf(player)))],
        });
        mails.push(toAddress(deps.config, verdict.tellAddress, email));
      }
      await recordQuietly(deps, key, game.gameId, `refused: ${verdict.code}`, mails);
      return { kind: 'refused', reason: verdict.reason, told: mails.length > 0 };
    }

    // Only now, with the game address and the sender accepted, are the lines read as commands.
    const read = readCommands(mail);
    try {
      if (game.status === 'inviting' || !game.match) {
        return await handleInvitationReply(deps, read, game, player.seat);
      }
      return await runAndCommit(deps, read, game as LiveGame, player.seat);
    } catch (e) {
      if (e instanceof DuplicateMessage) return { kind: 'duplicate' };
      throw e;
    }
  });
}

async function runAndCommit(deps: Deps, mail: InboundMail, game: LiveGame, seat: number): Promise<MailOutcome> {
  const now = deps.now();
  let result: CommandsResult;
  try {
    result = await runGameCommands({
      game,
      seat,
      commands: mail.commands,
      answeredStep: answeredStep(mail, game.gameId),
      now,
      loadLog: () => deps.store.listMoves(game.gameId),
    });
  } catch (error) {
    if (isInfrastructureError(error)) throw error;
    return answerInternalError(deps, mail, game, seat, error);
  }
  // Built once per game item: every letter of this reply shares them.
  const before = lettersFor(deps.config, game);
  const after = result.game === game ? before : lettersFor(deps.config, result.game);
  const player = after.player(seat);
  const answers = await answerMails(deps, after, result, seat);
  // A reply written in Japanese is answered in Japanese, whatever the player's setting.
  const lang = mail.commands.some((c) => 'text' in c && isJapanese(c.text)) ? 'ja' : langOf(player);
  const report = reportNotice(result, mail, messages(lang));
  const marker = markerFor(mail, game.gameId, now, summary(result));

  if (mail.commands.length === 0) {
    const own = langOf(player);
    const email = render.refusal({
      ...before.addressing(player),
      game: before.ref(own),
      step: game.match.step,
      headline: messages(own).noCommandsHeadline,
      lines: [messages(own).noCommands],
      yourMoves: before.yourMoves(seat, own),
    });
    await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails: [before.toPlayer(player, email)] });
    return { kind: 'answered', gameId: game.gameId, applied: 0 };
  }

  if (!result.changed) {
    const mails = [...answers];
    if (result.failed) {
      const failedLine = result.lines.find((l) => l.status === 'failed')!;
      mails.unshift(
        before.toPlayer(
          player,
          render.report({
            ...before.addressing(player),
            lang,
            game: before.ref(lang),
            step: game.match.step,
            applied: result.lines.filter((l) => l.status === 'applied').map((l) => l.line),
            failed: { line: failedLine.line, reason: failedLine.reason ?? 'refused' },
            notRun: result.lines.filter((l) => l.status === 'not-run').map((l) => l.line),
            yourMoves: before.yourMoves(seat, lang),
          }),
        ),
      );
    } else if (report && (mail.ignored.length > 0 || mail.notRead > 0)) {
      // Nothing changed (help, status…) but part of the reply was skipped: say which.
      const email = render.refusal({
        ...before.addressing(player),
        lang,
        game: before.ref(lang),
        step: game.match.step,
        headline: messages(lang).partNotReadHeadline,
        lines: [...report.lines],
      });
      mails.unshift(before.toPlayer(player, email));
    }
    await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails });
    deps.log.info('answered without a game change', { gameId: game.gameId, seat, lines: result.lines.length, failed: result.failed });
    return { kind: 'answered', gameId: game.gameId, applied: 0 };
  }

  const prepared = await prepareUpdate(deps, {
    before: game,
    after: result.game,
    steps: result.steps,
    actor: seat,
    receipt: needsReceipt(result) || wantsReceipts(player),
    receiptFor: receiptFor(result, mail, lang),
    noticesFor: new Map(report ? [[seat, [report]]] : []),
    noticesForAll: result.noticesForAll,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    earlierMoves: await loadEarlierMoves(deps, game),
    undone: result.undone,
  });
  await deps.store.commit({
    gameId: game.gameId,
    expectedVersion: game.version,
    game: prepared.game,
    moves: prepared.moves,
    ...(result.undone.length > 0 ? { undoneSteps: result.undone } : {}),
    outbox: { updateId: versionUpdateId(game.version + 1), mails: [...prepared.mails, ...answers] },
    marker,
    continueChain: prepared.continues,
  });
  deps.log.info('applied', {
    gameId: game.gameId,
    seat,
    moves: result.lines.filter((l) => l.status === 'applied').map((l) => l.played ?? l.line),
    steps: result.steps.length,
    mails: prepared.mails.length + answers.length,
  });
  return { kind: 'applied', gameId: game.gameId, applied: result.steps.length, mails: prepared.mails.length + answers.length };
}

function reportNotice(result: CommandsResult, mail: Pick<InboundMail, 'ignored' | 'notRead'>, t: Messages): Notice | null {
  const applied = result.lines.filter((l) => l.status === 'applied');
  const failed = result.lines.find((l) => l.status === 'failed');
  const notRun = result.lines.filter((l) => l.status === 'not-run');
  if (!failed && applied.every((l) => !l.line) && mail.ignored.length === 0 && mail.notRead === 0) return null;
  const lines = [
    ...applied.map((l) => t.reportApplied({ line: appliedText(l, t) })),
    ...(failed ? [t.reportNotApplied({ line: failed.line, reason: failed.reason ?? '' })] : []),
    ...notRun.map((l) => t.reportNotRun({ line: l.line })),
    ...skippedLines(mail, t),
  ];
  return { tone: failed ? 'error' : 'info', lines };
}

/**
 * A reply of moves that all applied needs no answer of its own (who-gets-mail.ts): with
 * receipts off the player's next email starts with them. Anything else (a refusal, undo, a
 * setting, a question) does, whatever the setting.
 */
function needsReceipt(result: CommandsResult): boolean {
  // An undo line names the moves it took back (`played`): `undone` says it was no move.
  const onlyMoves = result.lines.every((l) => l.status === 'applied' && l.played !== undefined);
  return result.failed || result.answers.length > 0 || result.undone.length > 0 || result.steps.length === 0 || !onlyMoves;
}

function summary(result: CommandsResult): string {
  const applied = result.lines.filter((l) => l.status === 'applied').length;
  return result.failed ? `applied ${applied}, failed 1` : `applied ${applied}`;
}

/** Help, status and history answers, each its own email to the sender. */
async function answerMails(deps: Deps, letters: GameLetters, result: CommandsResult, seat: number): Promise<NewMail[]> {
  const game = letters.game;
  const player = letters.player(seat);
  const base = letters.addressing(player);
  const ref = letters.ref(base.lang);
  const mails: NewMail[] = [];
  for (const answer of result.answers) {
    switch (answer.kind) {
      case 'help':
        mails.push(letters.toPlayer(player, render.help({ ...base, game: ref, step: game.match.step, commands: helpCommands(base.lang) })));
        break;
      case 'status':
        mails.push(letters.toPlayer(player, render.status(letters.status(player, { digest: [] }))));
        break;
      case 'history': {
        const from = Math.max(1, game.match.step - answer.count + 1);
        const log = await deps.store.listMoves(game.gameId, { fromStep: from });
        const t = messages(base.lang);
        const entries = log.flatMap((m) =>
          digestFor([m], seat, letters.nameOf, base.lang).map((d) => ({
            step: m.step,
            actor: d.actor,
            text: d.how ? `${d.text}${t.openParen}${d.how === 'forced' ? t.automatic : t.byTimeout}${t.closeParen}` : d.text,
          })),
        );
        mails.push(letters.toPlayer(player, render.history({ ...base, game: ref, step: game.match.step, entries })));
        break;
      }
    }
  }
  return mails;
}

/** Why a known player's mail was not read, in their language (the log keeps `verdict.reason`). */
export function senderRefusal(verdict: Extract<SenderVerdict, { ok: false }>, t: Messages): string {
  switch (verdict.code) {
    case 'dmarc-fail':
      return t.senderDmarcFail;
    case 'unauthenticated':
      return t.senderUnverified({ detail: verdict.detail ?? '' });
    case 'other-seat':
      return t.senderOtherSeat;
    default:
      return verdict.reason;
  }
}

async function recordQuietly(deps: Deps, key: string, gameId: string, outcome: string, mails: NewMail[] = []): Promise<void> {
  try {
    await deps.store.recordMessage(
      { key, at: deps.now().toISOString(), gameId, outcome },
      mails.length > 0 ? { updateId: updateIdOf(key), mails } : undefined,
    );
  } catch (e) {
    if (!(e instanceof DuplicateMessage)) throw e;
  }
}

/** AWS SDK errors (throttling, timeouts) pass with a retry; the caller's retry handles them. */
function isInfrastructureError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '$metadata' in error;
}

/**
 * A bug in the rules or the service while running the commands: retrying the same mail
 * would fail the same way, so the player gets a generic sentence (nothing was applied,
 * send it again later), the details go to the log, and the message is marked handled.
 */
async function answerInternalError(deps: Deps, mail: InboundMail, game: LiveGame, seat: number, error: unknown): Promise<MailOutcome> {
  deps.log.error('internal error while running a reply', {
    gameId: game.gameId,
    seat,
    step: game.match.step,
    messageId: mail.messageId,
    error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error),
  });
  const player = game.players.find((p) => p.seat === seat)!;
  const lang = langOf(player);
  const letters = lettersFor(deps.config, game);
  const email = render.error({
    ...letters.addressing(player),
    game: letters.ref(lang),
    step: game.match.step,
    headline: messages(lang).internalErrorHeadline,
    yourMoves: letters.yourMoves(seat, lang),
  });
  const marker = markerFor(mail, game.gameId, deps.now(), 'internal error');
  await deps.store.recordMessage(marker, { updateId: updateIdOf(marker.key), mails: [letters.toPlayer(player, email)] });
  return { kind: 'answered', gameId: game.gameId, applied: 0 };
}
