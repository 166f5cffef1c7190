/** What the web mailbox needs from the running stack (and nothing else: it never touches the table). */
import type { GameMeta } from '../../../engine/index';
import type { MailOutcome } from '../../../lambdas/play/receive/mail-outcome';
import type { Mailbox } from '../mailbox';
import type { SmtpClient } from '../smtp-client';
import type { VirtualClock } from '../virtual-clock';
import type { Turns } from '../whose-turn';

export interface WebContext {
  readonly domain: string;
  readonly smtpPort: number;
  readonly mailbox: Mailbox;
  readonly clock: VirtualClock;
  readonly smtp: SmtpClient;
  readonly games: readonly GameMeta[];
  /** What the service made of a mail we sent over SMTP (by its Message-ID), for the page after a send. */
  outcomeOf(messageId: string): MailOutcome | undefined;
  /** Deliver every pending outbox mail now. */
  flush(): Promise<void>;
  /** Move the clock forward, run the reminders job and deliver what it wrote. */
  advance(ms: number): Promise<void>;
  /** Which of these addresses the games wait for, and in which games (the stack reads the games). */
  whoseTurn(addresses: readonly string[]): Promise<Turns>;
}

/** What a page is drawn from: the stack, and whose turn it is as the page is drawn. */
export interface PageContext extends WebContext {
  readonly turns: Turns;
}
