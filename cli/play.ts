/**
 * `pbem play <file>`: hot-seat play in a terminal. Shows the position to the seat that
 * must decide, reads a move (notation or number) or a command (`help`, `status`, `undo`,
 * `q`), appends each move to the file at once so nothing typed is lost, and reports forced
 * steps that followed. After a refused line only the reason is printed, not the board again.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pendingDecisions, playText, replay, type AnyGame, type Match } from '../engine/index';
import { nameSeats } from '../lambdas/play/letters/engine-words';
import { describePosition, isCommandResult, replayFile, seatName, type CommandResult, EXIT } from './commands';
import { writeGameFile, type GameFile } from './game-file';

const HELP = [
  'Type a move in the game\'s words (e.g. "role settler") or its number in the list.',
  '  status  show the position again',
  '  undo    take back the last move (not one that revealed something or drew at random)',
  '  help    this list',
  '  q       quit (every move is already saved)',
].join('\n');

export async function playCommand(path: string, file: GameFile, input: Readable, output: Writable): Promise<CommandResult> {
  const replayed = replayFile(file);
  if (isCommandResult(replayed)) return replayed;
  if (replayed.error) {
    return { output: `Move ${replayed.error.index + 1} in the file could not be applied: ${replayed.error.reason}`, exitCode: EXIT.rule };
  }
  const { game } = replayed;
  let match = replayed.match;
  let moves = [...file.moves];
  const names = Array.from({ length: match.players }, (_, s) => seatName(file, s));
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const say = (text: string) => output.write(`${text}\n`);
  const position = (seat: number) => nameSeats(describePosition(game, match, seat, file), names);
  let showBoard = true;
  try {
    for (;;) {
      const pending = pendingDecisions(game, match);
      const seat = pending[0]?.seat;
      if (seat === undefined) {
        say(position(0));
        return { output: 'The game is over.', exitCode: EXIT.ok };
      }
      if (showBoard) {
        say('');
        say(position(seat));
      }
      showBoard = false;
      output.write(`${names[seat]}, ${pending[0]!.prompt} (help, status, undo, q): `);
      const next = await lines.next();
      if (next.done) return { output: '\nInput ended; the file keeps every move made.', exitCode: EXIT.ok };
      const text = String(next.value).trim();
      const word = text.toLowerCase();
      if (text === '') continue;
      if (word === 'q' || word === 'quit') return { output: 'Saved.', exitCode: EXIT.ok };
      if (word === 'help') {
        say(HELP);
        continue;
      }
      if (word === 'status') {
        showBoard = true;
        continue;
      }
      if (word === 'undo') {
        const undone = undoLast(game, match, moves);
        if (!undone.ok) {
          say(`Not undone: ${undone.reason}`);
          continue;
        }
        ({ match, moves } = undone);
        await writeGameFile(path, { ...file, moves });
        say(`Took back: ${undone.move}.`);
        showBoard = true;
        continue;
      }
      const outcome = playText(game, match, seat, text);
      if (!outcome.ok) {
        say(`Not applied: ${nameSeats(outcome.error.reason, names)}`);
        continue;
      }
      match = outcome.match;
      moves.push({ seat, move: outcome.steps[0]!.move });
      await writeGameFile(path, { ...file, moves });
      for (const step of outcome.steps) {
        const who = names[step.seat];
        const events = step.events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat)).map((e) => e.text);
        say(`${step.by === 'forced' ? '(automatic) ' : ''}${who}: ${step.move}${events.length ? ` — ${events.join('; ')}` : ''}`);
      }
      showBoard = true;
    }
  } finally {
    rl.close();
  }
}

/** The position without the file's last move, unless that move revealed something or drew at random. */
function undoLast(
  game: AnyGame,
  match: Match,
  moves: GameFile['moves'],
): { ok: true; match: Match; moves: GameFile['moves']; move: string } | { ok: false; reason: string } {
  const last = moves.at(-1);
  if (!last) return { ok: false, reason: 'there is no move to take back.' };
  const keep = moves.slice(0, -1);
  const input = { players: match.players, options: match.options, seed: match.seed };
  const before = replay(game, { ...input, moves: keep });
  const full = replay(game, { ...input, moves });
  if (before.error || !before.match || full.error) return { ok: false, reason: 'the file does not replay.' };
  if (full.steps.slice(before.steps.length).some((st) => st.reveals))
    return { ok: false, reason: `"${last.move}" revealed hidden information or drew at random.` };
  return { ok: true, match: before.match, moves: keep, move: last.move };
}
