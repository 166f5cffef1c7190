/**
 * `npm start`: the whole service on this machine (see the README, "Play locally"). Reads the PBEM_*
 * environment, starts the stack, prints where everything is, and on Ctrl-C (SIGINT) or
 * SIGTERM stops accepting mail, finishes what is in flight and closes the table cleanly.
 */
import { limitsFromEnv } from '../../lambdas/play/limits/limit-settings';
import { readLocalEnv } from './env';
import { redactUrl } from './mailers';
import { startLocalStack } from './stack';
import { describeSpeed } from './virtual-clock';

async function main(): Promise<void> {
  // The SDK only talks to the local table here; its Node-version notice is noise at start-up.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const env = readLocalEnv(process.env);
  const stack = await startLocalStack({
    dataDir: env.PBEM_DATA_DIR,
    domain: env.PBEM_DOMAIN,
    ...(env.PBEM_SENDER ? { senderAddress: env.PBEM_SENDER } : {}),
    smtpHost: env.PBEM_SMTP_HOST,
    smtpPort: env.PBEM_SMTP_PORT,
    httpPort: env.PBEM_HTTP_PORT,
    ...(env.PBEM_SMTP_RELAY ? { relayUrl: env.PBEM_SMTP_RELAY } : {}),
    clockSpeed: env.PBEM_CLOCK_SPEED,
    limits: limitsFromEnv(process.env, 'PBEM_LIMIT_'),
    log: { write: (line) => process.stdout.write(`${line}\n`), colour: process.stdout.isTTY === true },
  });
  const lines = [
    '',
    'pbem local stack is running',
    `  web mailbox  http://127.0.0.1:${stack.httpPort}/`,
    `  SMTP in      ${env.PBEM_SMTP_HOST}:${stack.smtpPort}  (mail to new@${stack.domain} and g-…@${stack.domain})`,
    `  data         ${stack.dataDir}`,
    `  clock        ${describeSpeed(stack.clock.speed)}, now ${stack.clock.now().toISOString()}`,
    `  relay        ${env.PBEM_SMTP_RELAY ? redactUrl(env.PBEM_SMTP_RELAY) : 'off (mail stays in the web mailbox)'}`,
    'Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(lines.join('\n'));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      process.stdout.write(`${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`\n${signal}: stopping (finishing mail in progress, closing the table)…\n`);
    stack.stop().then(
      () => {
        process.stdout.write('stopped; every game is saved in the data folder.\n');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  const hint = code === 'EADDRINUSE' ? '\n(a port is taken: is another `npm start` running? set PBEM_SMTP_PORT / PBEM_HTTP_PORT)' : '';
  process.stderr.write(`npm start failed: ${message}${hint}\n`);
  process.exit(1);
});
