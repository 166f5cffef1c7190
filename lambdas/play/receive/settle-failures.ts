/**
 * Temporary or permanent: what a failure while handling one inbound mail means for its
 * delivery. A temporary failure (storage or network, a lost race for a game's version)
 * may pass, so the mail is handed back for a retry (SMTP 451, a Lambda error). Anything
 * else (a sender address that is not one, an invalid item, a name the file system refuses,
 * a bug) fails again on every retry of the same bytes, so it gets a permanent answer
 * (SMTP 5xx; on AWS a log entry and no retry) instead of days of redelivery.
 */
import type { Log } from '../deps';
import { TooManyConflicts } from '../game/conflict-retry';
import type { MailOutcome } from './mail-outcome';

/** Node system error codes that say "not now" rather than "never". */
const TEMPORARY_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAGAIN',
  'EBUSY',
  'EMFILE',
  'ENFILE',
  'ENOSPC',
  'EIO',
]);

export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof TooManyConflicts) return true;
  if (typeof error !== 'object' || error === null) return false;
  // AWS SDK errors (throttling, timeouts, the local store's 500s) carry $metadata.
  if ('$metadata' in error) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TEMPORARY_CODES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isTemporaryFailure(cause);
}

/**
 * Handle one mail: a temporary failure is thrown (for a retry), a permanent one is logged
 * and answered as refused, so the delivery is not retried.
 */
export async function settlePermanentFailures(
  log: Log,
  context: Record<string, unknown>,
  handle: () => Promise<MailOutcome>,
): Promise<MailOutcome> {
  try {
    return await handle();
  } catch (error) {
    if (isTemporaryFailure(error)) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log.error('inbound mail failed permanently; not retried', { ...context, error: reason.slice(0, 2000) });
    return { kind: 'refused', reason: `cannot be processed: ${reason.slice(0, 300)}`, permanent: true };
  }
}
