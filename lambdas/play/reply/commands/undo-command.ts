/**
 * `undo`: take back what the author's last reply played, where the rules allow it
 * (undo-plan.ts). A second `undo` in the same reply takes back the reply before that one.
 */
import type { AnyGame } from '../../../../engine/index';
import type { Lang } from '../../../../templates/i18n/index';
import { messages } from '../../../../templates/i18n/index';
import { gameModule, langOf } from '../../letters/compose-letters';
import { moveLabel } from '../../letters/engine-words';
import { shared } from '../../letters/shared-notices';
import { planUndo, type LoggedStep } from '../undo-plan';
import { author, authorWords, failLine, type ReplyState } from './reply-state';

export async function undoLastMove(state: ReplyState, written: string): Promise<void> {
  // The report names the command in the author's words (取り消し in Japanese mail), whichever spelling was written.
  const line = written === 'undo' ? authorWords(state).undoCommand : written;
  if (state.steps.length > 0) {
    failLine(state, line, authorWords(state).undoSameReply);
    return;
  }
  const game = gameModule(state.game.kind);
  // Steps an earlier `undo` of this reply took back are still in the stored log until the commit.
  const gone = new Set(state.undone);
  const log = (await state.ctx.loadLog()).filter((m) => !gone.has(m.step));
  const plan = planUndo(
    game,
    state.game.match,
    log.map((m) => ({ ...m, reveals: m.reveals ?? true })),
    state.ctx.seat,
    authorWords(state),
    (step) => movesText(game, [step], langOf(author(state))),
  );
  if (!plan.ok) {
    failLine(state, line, plan.reason);
    return;
  }
  state.undone = [...state.undone, ...plan.undone.map((u) => u.step)];
  state.game = { ...state.game, match: plan.match };
  state.changed = true;
  // The moves the author made; the forced steps after them are gone too, as the board shows.
  const made = plan.undone.filter((u) => u.by !== 'forced');
  state.lines.push({ line, status: 'applied', played: movesText(game, made, langOf(author(state))) });
  const name = state.name;
  state.noticesForAll.push(shared('info', (w, lang) => w.tookBack({ name, moves: movesText(game, made, lang) })));
}

/** The moves as the reader's mail lists them: Japanese labels in Japanese mail, joined like a whole turn's parts. */
function movesText(game: AnyGame, steps: readonly LoggedStep[], lang: Lang): string {
  return steps.map((s) => (lang === 'ja' && s.data ? moveLabel(game, s.data, lang) : s.move)).join(messages(lang).partJoiner);
}
