/**
 * `pbem mail parse <file.eml> [--json] --domain <mail domain>`: what the inbound pipeline
 * makes of one raw mail: sender, routed game and seat (or why not), loop-protection and
 * authentication verdicts, the decision named in the subject, and the command lines.
 * Reads the file, nothing else. Tokens are secrets, so only their first two characters
 * are shown (output like this ends up pasted in issues).
 */
import { readFile } from 'node:fs/promises';
import { dedupeKey, parseInboundMail } from '../lambdas/mail/inbound/parse-mail';
import type { Command, InboundMail, Route } from '../lambdas/mail/inbound/types';

export interface MailParseResult {
  output: string;
  exitCode: number;
}

const EXIT_OK = 0;
const EXIT_UNPARSEABLE = 1;
const EXIT_UNREADABLE = 2;

function maskToken(token: string): string {
  return `${token.slice(0, 2)}…`;
}

/** Any reply address in the output (To, Delivered-To, a VERP Return-Path…) keeps only two token characters. */
function redactTokens(output: string): string {
  return output.replace(/(g-[a-z0-9]{4,12}-(?:0|[1-9]\d?)-[a-z0-9]{2})[a-z0-9]{6,30}/gi, '$1…');
}

function maskedRoute(route: Route): Route {
  return route.kind === 'game' ? { ...route, token: maskToken(route.token) } : route;
}

function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'game':
      return `game ${route.gameId}, seat ${route.seat} (token ${maskToken(route.token)}, ${route.token.length} characters)`;
    case 'new':
      return `new game set-up (${route.address})`;
    case 'none':
      return `not routed: ${route.reason}`;
  }
}

function describeCommand(command: Command): string {
  switch (command.kind) {
    case 'move':
      return `move      ${command.text}`;
    case 'history':
      return command.count === null ? 'history' : `history   ${command.count}`;
    case 'notify':
      return `notify    ${command.mode}`;
    case 'vacation':
      return 'days' in command ? `vacation  ${command.days} days` : `vacation  until ${command.until}`;
    case 'timezone':
      return `timezone  ${command.zone}`;
    case 'new':
      return `new       ${command.game} ${command.addresses.join(' ')}${Object.entries(command.options)
        .map(([k, v]) => ` ${k}=${v}`)
        .join('')}`;
    case 'invalid':
      return `invalid   ${command.text}: ${command.reason}`;
    default:
      return command.kind;
  }
}

function formatText(file: string, mail: InboundMail): string {
  const from = mail.from === null ? '(none)' : mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address;
  const auth = `spf=${mail.auth.spf} dkim=${mail.auth.dkim} dmarc=${mail.auth.dmarc}${mail.auth.authServId ? ` (${mail.auth.authServId})` : ' (no Authentication-Results)'}`;
  const cut =
    mail.quoteCut === null ? 'whole body' : `ends at line ${mail.quoteCut.line + 1} (${mail.quoteCut.kind}: ${mail.quoteCut.marker})`;
  const lines = [
    `file:       ${file}`,
    `from:       ${from}`,
    `message:    ${dedupeKey(mail)}`,
    `route:      ${describeRoute(mail.route)}`,
    `subject:    ${mail.subject}`,
    `decision:   ${mail.decision === null ? 'none' : `game ${mail.decision.gameId}${mail.decision.step === null ? '' : `, step ${mail.decision.step}`}`}`,
    `automated:  ${mail.automated === null ? 'no' : `yes: ${mail.automated.reason}`}`,
    `auth:       ${auth}`,
    `text:       ${mail.textSource}; reply ${cut}`,
    `commands:   ${mail.commands.length}${mail.automated === null ? '' : ' (automated mail carries none)'}`,
    ...mail.commands.map((c, i) => `  ${i + 1}. ${describeCommand(c)}`),
  ];
  return lines.join('\n');
}

function formatJson(file: string, mail: InboundMail): string {
  const { text: _text, route, ...rest } = mail;
  return JSON.stringify({ file, dedupeKey: dedupeKey(mail), ...rest, route: maskedRoute(route) }, null, 2);
}

export async function mailParseCommand(file: string, opts: { json: boolean; domain: string }): Promise<MailParseResult> {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch (error) {
    return { output: `pbem: cannot read ${file}: ${(error as Error).message}`, exitCode: EXIT_UNREADABLE };
  }
  let mail: InboundMail;
  try {
    mail = await parseInboundMail(raw, { domain: opts.domain });
  } catch (error) {
    return { output: `pbem: ${file} is not a mail we can parse: ${(error as Error).message}`, exitCode: EXIT_UNPARSEABLE };
  }
  return { output: redactTokens(opts.json ? formatJson(file, mail) : formatText(file, mail)), exitCode: EXIT_OK };
}
