/** `resign`: the bot plays the seat from now on; when nobody is left the game is abandoned. */
import { shared } from '../../letters/shared-notices';
import { authorWords, failLine, lineApplied, patchAuthor, type ReplyState } from './reply-state';

export function resign(state: ReplyState, line: string): void {
  if (state.game.status !== 'active') {
    failLine(state, line, authorWords(state).gameNotRunning);
    return;
  }
  patchAuthor(state, { dropped: true });
  lineApplied(state, line);
  const everyoneGone = state.game.players.every((p) => p.dropped);
  const name = state.name;
  state.noticesForAll.push(shared('info', (w) => (everyoneGone ? w.resignedAbandoned({ name }) : w.resigned({ name }))));
  if (everyoneGone) state.game = { ...state.game, status: 'abandoned' };
}
