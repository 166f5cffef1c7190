/**
 * Log lines for a person watching `npm start`: time on the stack's clock, level, the
 * message, then key=value pairs. One line per event, so "what arrived, what was applied,
 * what was sent" reads top to bottom.
 */
import type { Log } from '../../lambdas/play/deps';

const COLOURS = { info: '\x1b[36m', warn: '\x1b[33m', error: '\x1b[31m' } as const;
const RESET = '\x1b[0m';

export interface ConsoleLogOptions {
  readonly now: () => Date;
  readonly write?: (line: string) => void;
  readonly colour?: boolean;
}

export function formatValue(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? value.join(',')
        : (JSON.stringify(value) ?? String(value));
  return /[\s"=]/.test(text) ? JSON.stringify(text) : text;
}

export function formatLine(
  level: keyof typeof COLOURS,
  now: Date,
  message: string,
  extra: Record<string, unknown> | undefined,
  colour: boolean,
): string {
  const pairs = Object.entries(extra ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${formatValue(v)}`);
  const time = now.toISOString().slice(0, 19).replace('T', ' ');
  const tag = level.padEnd(5);
  return `${time} ${colour ? `${COLOURS[level]}${tag}${RESET}` : tag} ${message}${pairs.length > 0 ? `  ${pairs.join(' ')}` : ''}`;
}

export function consoleLog(options: ConsoleLogOptions): Log {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const colour = options.colour ?? false;
  const at = (level: keyof typeof COLOURS) => (message: string, extra?: Record<string, unknown>) =>
    write(formatLine(level, options.now(), message, extra, colour));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
