/**
 * `pbem`: the command-line tool users and tests drive the engine (and later the mail
 * pipeline and the local store) with. Argument parsing only; the work is in commands.ts.
 */
import { parseArgs } from 'node:util';
import { parseOptionWords } from '../engine/index';
import { gamesCommand, newCommand, randomCommand, replayCommand, showCommand, usageError, type CommandResult, EXIT } from './commands';
import { GameFileError, readGameFile } from './game-file';
import { playCommand } from './play';
import { extraCommands } from './extra';

export const HELP = `pbem: play-by-email board games, from the command line

Usage:
  pbem games [--json]                         list games, player counts and options
  pbem new <game> --players N [--seed S] [--option key=value]... [--name NAME]...
                                              print a new game file (JSON)
  pbem show <file> [--seat N]                 the position as seat N sees it (seats are 0-based),
                                              whose turn it is, and N's numbered legal moves
  pbem play <file>                            hot-seat play in the terminal; each move is saved
  pbem replay <file> [--json]                 apply every move in the file and report
  pbem random <game> --players N --games G [--seed S] [--checks none|light|full] [--policy SHARE]
                [--option key=value]... [--json]
                                              seeded random play-outs with invariant checks
${extraCommands.map((c) => c.usage).join('\n')}
Exit codes: 0 ok, 1 a rule error in the file (or a failed play-out), 2 bad usage.`;

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        return { output: HELP, exitCode: EXIT.ok };
      case 'games': {
        const { values } = parseArgs({ args: rest, options: { json: { type: 'boolean' } } });
        return gamesCommand(Boolean(values.json));
      }
      case 'new': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: {
            players: { type: 'string' },
            seed: { type: 'string' },
            option: { type: 'string', multiple: true },
            name: { type: 'string', multiple: true },
          },
        });
        const gameId = positionals[0];
        if (!gameId) return usageError('new needs a game id (see "pbem games")');
        const players = Number(values.players);
        if (!values.players || !Number.isInteger(players)) return usageError('new needs --players N');
        const words = parseOptionWords(values.option ?? []);
        if (!words.ok) return usageError(words.error.reason);
        return newCommand(gameId, players, values.seed, words.raw, values.name ?? []);
      }
      case 'show': {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { seat: { type: 'string' } } });
        if (!positionals[0]) return usageError('show needs a game file');
        const seat = values.seat === undefined ? undefined : Number(values.seat);
        if (seat !== undefined && !Number.isInteger(seat)) return usageError('--seat takes a seat number (0-based)');
        return showCommand(await readGameFile(positionals[0]), seat);
      }
      case 'play': {
        const { positionals } = parseArgs({ args: rest, allowPositionals: true, options: {} });
        if (!positionals[0]) return usageError('play needs a game file');
        return playCommand(positionals[0], await readGameFile(positionals[0]), process.stdin, process.stdout);
      }
      case 'replay': {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { json: { type: 'boolean' } } });
        if (!positionals[0]) return usageError('replay needs a game file');
        return replayCommand(await readGameFile(positionals[0]), Boolean(values.json));
      }
      case 'random': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: {
            players: { type: 'string' },
            games: { type: 'string', default: '100' },
            seed: { type: 'string', default: 'random' },
            checks: { type: 'string', default: 'light' },
            policy: { type: 'string', default: '0' },
            option: { type: 'string', multiple: true },
            json: { type: 'boolean' },
          },
        });
        if (!positionals[0]) return usageError('random needs a game id');
        const policyShare = Number(values.policy);
        if (!(policyShare >= 0 && policyShare <= 1))
          return usageError('--policy takes the share of games played by the bot policy, 0 to 1');
        const players = Number(values.players);
        const games = Number(values.games);
        if (!Number.isInteger(players)) return usageError('random needs --players N');
        if (!Number.isInteger(games) || games < 1) return usageError('--games takes a positive whole number');
        if (!['none', 'light', 'full'].includes(values.checks!)) return usageError('--checks is none, light or full');
        const words = parseOptionWords(values.option ?? []);
        if (!words.ok) return usageError(words.error.reason);
        return randomCommand(
          positionals[0],
          players,
          games,
          values.seed!,
          Boolean(values.json),
          values.checks as 'none' | 'light' | 'full',
          policyShare,
          words.raw,
        );
      }
      default: {
        const extra = extraCommands.find((c) => c.matches(argv));
        if (extra) return await extra.run(argv);
        return usageError(`unknown command "${command}"`);
      }
    }
  } catch (e) {
    if (e instanceof GameFileError) return { output: `pbem: ${e.message}`, exitCode: EXIT.usage };
    if (e instanceof TypeError && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      return usageError(e.message);
    }
    throw e;
  }
}
