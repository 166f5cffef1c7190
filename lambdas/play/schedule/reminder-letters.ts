/**
 * The mails of the reminders job ("Reminders and late notices carry the board and
 * the moves, and say what the timeout will do"; `notify daily` digests). Each is built for
 * its reader: their language, their zone, their view of the board.
 */
import { pendingDecisions, type Seat } from '../../../engine/index';
import type { NewMail, Player } from '../../store/index';
import { messages, type Lang, type Messages } from '../../../templates/i18n/index';
import { neutralMove } from './automatic-moves';
import type { ClockAction, ClockPolicy } from './deadline-clock';
import type { Deps } from '../deps';
import { dueDigests } from './daily-digest';
import {
  addressing,
  gameModule,
  gameRef,
  langOf,
  localTime,
  namer,
  render,
  statusModel,
  toPlayer,
  type LiveGame,
} from '../letters/compose-letters';
import { digestFor } from '../letters/status-model';
import { promptText } from '../letters/engine-words';

type NoticeAction = Exclude<ClockAction, { kind: 'timeout' | 'automatic' }>;

/** What the end of grace will do to this seat, in words. */
export function timeoutSentence(game: LiveGame, seat: Seat, policy: ClockPolicy['timeout'], t: Messages, lang?: Lang): string {
  switch (policy) {
    case 'wait':
      return t.timeoutWait;
    case 'pass': {
      const module = gameModule(game.kind);
      const neutral = neutralMove(module, game.match, seat);
      // A Japanese reader gets the move's Japanese label where the game has one.
      const label = neutral && lang === 'ja' && module.formatJa ? module.formatJa(neutral) : neutral ? module.format(neutral) : null;
      return label !== null ? t.timeoutPass({ move: label }) : t.timeoutRandom;
    }
    case 'random':
      return t.timeoutRandom;
    case 'bot':
      return t.timeoutBot;
    case 'drop':
      return t.timeoutDrop;
  }
}

/**
 * A reminder, late or grace notice to the seat waited for (the whole status email: board
 * and moves, with the deadline and what the timeout will do on top), and for a late seat a
 * short notice to everybody else saying whom they wait for.
 */
export function reminderMails(
  deps: Deps,
  game: LiveGame,
  action: NoticeAction,
  deadline: string | undefined,
  policy: ClockPolicy,
): NewMail[] {
  const module = gameModule(game.kind);
  const late = game.players.find((p) => p.seat === action.seat);
  if (!late || late.bouncing) return [];
  const decision = pendingDecisions(module, game.match).find((p) => p.seat === action.seat);
  const t = messages(langOf(late));
  const prompt = decision ? promptText(decision, langOf(late)) : '';
  const when = deadline ? localTime(deadline, late) : '';
  const timeout = timeoutSentence(game, late.seat, policy.timeout, t, langOf(late));
  const lines =
    action.kind === 'reminder'
      ? [t.reminderLine({ prompt, deadline: when }), timeout]
      : action.kind === 'late'
        ? [t.lateLine({ deadline: when, graceEnds: localTime(action.graceEnds, late) }), timeout]
        : action.kind === 'grace'
          ? [t.graceLine({ graceEnds: localTime(action.graceEnds, late) }), timeout]
          : [t.stillWaiting];
  const status = statusModel(deps.config, game, late, { digest: [], ...(deadline ? { deadlines: new Map([[late.seat, deadline]]) } : {}) });
  const mails = [
    toPlayer(
      deps.config,
      game,
      late,
      render.reminder({ ...status, level: action.kind === 'reminder' ? 'reminder' : 'late', deadline: when, lines }),
    ),
  ];
  if (action.kind === 'late') {
    for (const other of game.players) {
      if (other.seat === late.seat || other.bouncing || other.dropped) continue;
      const w = messages(langOf(other));
      const theirPrompt = decision ? promptText(decision, langOf(other)) : '';
      mails.push(
        toPlayer(
          deps.config,
          game,
          other,
          render.notice({
            ...addressing(deps.config, game, other),
            game: gameRef(game, langOf(other)),
            step: game.match.step,
            headline: w.waitingForLate({ name: late.name }),
            lines: [w.passedDeadline({ name: late.name, prompt: theirPrompt, deadline: deadline ? localTime(deadline, other) : '' })],
            tone: 'info',
          }),
        ),
      );
    }
  }
  return mails;
}

/**
 * `notify daily` digests due now: one status email per such player with everything since
 * their last email. Returns the mails and the players with their cursors moved on.
 */
export async function dailyDigestMails(deps: Deps, game: LiveGame, now: Date): Promise<{ mails: NewMail[]; players: Player[] }> {
  const due = dueDigests(game, now);
  if (due.length === 0) return { mails: [], players: [...game.players] };
  const from = Math.min(...due.map((p) => p.lastEmailStep)) + 1;
  const log = await deps.store.listMoves(game.gameId, { fromStep: from });
  const mails: NewMail[] = [];
  const sent = new Set(due.map((p) => p.seat));
  for (const player of due) {
    const digest = digestFor(
      log.filter((m) => m.step > player.lastEmailStep),
      player.seat,
      namer(game),
      langOf(player),
    );
    const model = statusModel(deps.config, game, player, { digest, notices: player.queued ?? [] });
    mails.push(toPlayer(deps.config, game, player, render.status(model)));
  }
  const players = game.players.map((p) => {
    if (!sent.has(p.seat)) return p;
    const { queued: _sent, ...rest } = p;
    return { ...rest, lastEmailStep: game.match.step, lastMailAt: now.toISOString() };
  });
  return { mails, players };
}
