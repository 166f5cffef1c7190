/**
 * Subcommands that belong to the service side (mail, reminders), registered here so the
 * engine commands in main.ts stay independent of them.
 */
import { parseArgs } from 'node:util';
import { usageError, type CommandResult } from './commands';
import { mailParseCommand } from './mail-parse';
import { mailRenderCommand } from './mail-render';
import { remindersRunCommand } from './reminders-run';

export interface ExtraCommand {
  readonly usage: string;
  matches(argv: readonly string[]): boolean;
  run(argv: readonly string[]): Promise<CommandResult>;
}

const DEFAULT_DOMAIN = process.env.PBEM_DOMAIN ?? 'pbem.localhost';

export const extraCommands: readonly ExtraCommand[] = [
  {
    usage: `  pbem mail parse <file.eml> [--json] [--domain D]
                                              what inbound makes of a raw mail: sender, routed
                                              game/seat (or why not), auto-reply verdict, commands`,
    matches: (argv) => argv[0] === 'mail' && argv[1] === 'parse',
    async run(argv) {
      const { values, positionals } = parseArgs({
        args: argv.slice(2),
        allowPositionals: true,
        options: { json: { type: 'boolean' }, domain: { type: 'string' } },
      });
      if (!positionals[0]) return usageError('mail parse needs a .eml file');
      const r = await mailParseCommand(positionals[0], { json: Boolean(values.json), domain: values.domain ?? DEFAULT_DOMAIN });
      return { output: r.output, exitCode: r.exitCode as 0 | 1 | 2 };
    },
  },
  {
    usage: `  pbem mail render <game file> --seat N [--lang en|ja] [--html out.html] [--eml out.eml] [--png out.png] [--text]
                                              the status email seat N would get now, in English or Japanese
                                              (--eml: whole MIME with the board picture inline; --png: the picture alone)`,
    matches: (argv) => argv[0] === 'mail' && argv[1] === 'render',
    async run(argv) {
      const { values, positionals } = parseArgs({
        args: argv.slice(2),
        allowPositionals: true,
        options: {
          seat: { type: 'string' },
          lang: { type: 'string' },
          html: { type: 'string' },
          eml: { type: 'string' },
          png: { type: 'string' },
          text: { type: 'boolean' },
        },
      });
      if (!positionals[0]) return usageError('mail render needs a game file');
      const seat = Number(values.seat);
      if (values.seat === undefined || !Number.isInteger(seat)) return usageError('mail render needs --seat N (0-based)');
      if (values.lang !== undefined && values.lang !== 'en' && values.lang !== 'ja') return usageError('--lang takes en or ja');
      return mailRenderCommand(positionals[0], {
        seat,
        ...(values.lang ? { lang: values.lang } : {}),
        text: Boolean(values.text),
        ...(values.html ? { html: values.html } : {}),
        ...(values.eml ? { eml: values.eml } : {}),
        ...(values.png ? { png: values.png } : {}),
      });
    },
  },
  {
    usage: `  pbem reminders run [--now <ISO time>] [--data DIR]
                                              run the reminders job once against the local store
                                              (the data folder of npm start; stop npm start first)`,
    matches: (argv) => argv[0] === 'reminders' && argv[1] === 'run',
    async run(argv) {
      const { values } = parseArgs({ args: argv.slice(2), options: { now: { type: 'string' }, data: { type: 'string' } } });
      const now = values.now === undefined ? null : new Date(values.now);
      if (now && Number.isNaN(now.getTime())) return usageError(`--now takes an ISO time, not "${values.now}"`);
      return remindersRunCommand({ now, dataDir: values.data ?? process.env.PBEM_DATA_DIR ?? '.pbem' });
    },
  },
  {
    usage: `  pbem aws redrive --queue <queue URL> [--dry-run] [--max N]
                                              replay the failed invocations in a function's failure
                                              queue (stack outputs InboundFailureQueue, …); dry run first`,
    matches: (argv) => argv[0] === 'aws' && argv[1] === 'redrive',
    async run(argv) {
      const { values } = parseArgs({
        args: argv.slice(2),
        options: { queue: { type: 'string' }, 'dry-run': { type: 'boolean' }, max: { type: 'string' } },
      });
      if (!values.queue) return usageError('aws redrive needs --queue <queue URL> (the stack output InboundFailureQueue, for example)');
      const max = values.max === undefined ? 100 : Number(values.max);
      if (!Number.isInteger(max) || max < 1) return usageError(`--max takes a positive whole number, not "${values.max}"`);
      // Loaded here: the AWS clients are no cost to the other commands.
      const { awsRedriveCommand } = await import('./aws-redrive-command');
      return awsRedriveCommand({ queueUrl: values.queue, dryRun: Boolean(values['dry-run']), max });
    },
  },
];
