/** `undo`: take back the author's last move where the rules allow it (undo-plan.ts). */
import { gameModule } from '../../letters/compose-letters';
import { shared } from '../../letters/shared-notices';
import { planUndo } from '../undo-plan';
import { authorWords, failLine, type ReplyState } from './reply-state';

export async function undoLastMove(state: ReplyState, line: string): Promise<void> {
  if (state.steps.length > 0) {
    failLine(state, line, authorWords(state).undoSameReply);
    return;
  }
  const log = await state.ctx.loadLog();
  const plan = planUndo(
    gameModule(state.game.kind),
    state.game.match,
    log.map((m) => ({ ...m, reveals: m.reveals ?? true })),
    state.ctx.seat,
    authorWords(state),
  );
  if (!plan.ok) {
    failLine(state, line, plan.reason);
    return;
  }
  state.undone = plan.undone.map((u) => u.step);
  state.game = { ...state.game, match: plan.match };
  state.changed = true;
  state.lines.push({
    line,
    status: 'applied',
    played: `undo ${plan.undone
      .filter((u) => u.by !== 'forced')
      .map((u) => u.move)
      .join(', ')}`,
  });
  const moves = plan.undone.map((u) => u.move).join(', ');
  const name = state.name;
  state.noticesForAll.push(shared('info', (w) => w.tookBack({ name, moves })));
}
