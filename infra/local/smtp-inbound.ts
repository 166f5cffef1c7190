/**
 * Inbound SMTP for the local stack: plain SMTP on loopback, no auth, no TLS, accepting
 * mail only for our own domain (other recipients are refused at RCPT TO, so the stack is
 * never an open relay). Each message is handed to `onMail` with its envelope recipients
 * before the 250 answer, so a client that got "250" knows the game has seen the mail;
 * a temporary failure answers 451 and the client retries (the inbound code drops
 * duplicates); a permanent one (`isPermanent`) answers 554, so the client stops retrying.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInboundOptions {
  readonly host: string;
  /** 0 = a free port. */
  readonly port: number;
  readonly domain: string;
  /** Handle one message; the returned text goes into the 250 answer. */
  readonly onMail: (raw: Buffer, envelope: { from: string; recipients: string[] }) => Promise<string>;
  /** Connection-level errors after start (a client that hung up mid-message). */
  readonly onError?: (error: Error) => void;
  /** Largest message accepted (bytes). */
  readonly maxBytes?: number;
  /** Whether a failure of `onMail` would repeat on every retry (answered 554 instead of 451). */
  readonly isPermanent?: (error: unknown) => boolean;
}

export interface SmtpInbound {
  readonly port: number;
  /** Stop accepting, wait for messages being handled, close. */
  stop(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpInbound(options: SmtpInboundOptions): Promise<SmtpInbound> {
  const domain = options.domain.toLowerCase();
  const inFlight = new Set<Promise<unknown>>();
  const server = new SMTPServer({
    name: domain,
    banner: `pbem local stack for @${domain}`,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes ?? 10 * 1024 * 1024,
    logger: false,
    // A mail client left connected must not hold up Ctrl-C for long.
    closeTimeout: 2_000,
    onRcptTo(address, _session, callback) {
      const at = address.address.lastIndexOf('@');
      if (at < 0 || address.address.slice(at + 1).toLowerCase() !== domain) {
        return callback(smtpError(550, `5.1.1 this server only takes mail for @${domain}`));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, '5.3.4 message too big'));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((r) => r.address),
        };
        const work = options.onMail(Buffer.concat(chunks), envelope).then(
          (message) => callback(null, message),
          (error: unknown) => {
            const why = error instanceof Error ? error.message : String(error);
            if (options.isPermanent?.(error))
              return callback(smtpError(554, `5.6.0 this mail cannot be processed, do not send it again (${why})`));
            callback(smtpError(451, `4.3.0 could not process the mail now, try again (${why})`));
          },
        );
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    // smtp-server re-emits listen errors (EADDRINUSE) on itself; unhandled, they would crash the process.
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      server.on('error', (error: Error) => options.onError?.(error));
      resolve((server.server.address() as AddressInfo).port);
    });
  });
  return {
    port,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...inFlight]);
      await closed;
    },
  };
}
