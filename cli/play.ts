/**
 * `pbem play <file>`: hot-seat play in a terminal. Shows the position to the seat that
 * must decide, reads a move (notation or number), appends it to the file at once so
 * nothing typed is lost, and reports forced steps that followed.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pendingDecisions, playText } from '../engine/index';
import { describePosition, isCommandResult, replayFile, seatName, type CommandResult, EXIT } from './commands';
import { writeGameFile, type GameFile } from './game-file';

export async function playCommand(path: string, file: GameFile, input: Readable, output: Writable): Promise<CommandResult> {
  const replayed = replayFile(file);
  if (isCommandResult(replayed)) return replayed;
  if (replayed.error) {
    return { output: `Move ${replayed.error.index + 1} in the file could not be applied: ${replayed.error.reason}`, exitCode: EXIT.rule };
  }
  const { game } = replayed;
  let match = replayed.match;
  const moves = [...file.moves];
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const say = (text: string) => output.write(`${text}\n`);
  try {
    for (;;) {
      const pending = pendingDecisions(game, match);
      const seat = pending[0]?.seat;
      if (seat === undefined) {
        say(describePosition(game, match, 0, file));
        return { output: 'The game is over.', exitCode: EXIT.ok };
      }
      say('');
      say(describePosition(game, match, seat, file));
      output.write(`${seatName(file, seat)} (seat ${seat}), your move (q to quit): `);
      const next = await lines.next();
      if (next.done) return { output: '\nInput ended; the file keeps every move made.', exitCode: EXIT.ok };
      const text = String(next.value).trim();
      if (text === '') continue;
      if (text === 'q' || text === 'quit') return { output: 'Saved.', exitCode: EXIT.ok };
      const outcome = playText(game, match, seat, text);
      if (!outcome.ok) {
        say(`Not applied: ${outcome.error.reason}`);
        continue;
      }
      match = outcome.match;
      moves.push({ seat, move: outcome.steps[0]!.move });
      await writeGameFile(path, { ...file, moves });
      for (const step of outcome.steps) {
        const who = seatName(file, step.seat);
        const events = step.events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat)).map((e) => e.text);
        say(`${step.by === 'forced' ? '(automatic) ' : ''}${who}: ${step.move}${events.length ? ` — ${events.join('; ')}` : ''}`);
      }
    }
  } finally {
    rl.close();
  }
}
