/**
 * The one retry loop for game updates guarded by the version read (ARCHITECTURE.md
 * "Storage"): on `VersionConflict` someone else changed the game in between, so the
 * update is read and computed again, up to `maxConflictRetries` more times. Giving up is
 * always the same: a log entry and `TooManyConflicts`, which the caller lets through, so
 * the work is retried as a whole (mail redelivery, the next reminders run, SNS).
 */
import { VersionConflict } from '../../store/index';
import type { Deps } from '../deps';

/** Every attempt of a game update lost the race for the game's version. */
export class TooManyConflicts extends Error {
  override readonly name = 'TooManyConflicts';
  constructor(
    readonly job: string,
    readonly gameId: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`${job}: gave up on game ${gameId} after ${attempts} version conflicts`, options);
  }
}

/**
 * Run `attempt` (which reads the game, computes the change and commits it) until it
 * returns or fails with something other than a version conflict.
 */
export async function retryOnConflict<T>(
  deps: Pick<Deps, 'config' | 'log'>,
  what: { readonly job: string; readonly gameId: string },
  attempt: (n: number) => Promise<T>,
): Promise<T> {
  const attempts = deps.config.maxConflictRetries + 1;
  let last: unknown;
  for (let n = 0; n < attempts; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
      last = error;
      deps.log.info('version conflict; re-reading and re-applying', { job: what.job, gameId: what.gameId, attempt: n + 1 });
    }
  }
  deps.log.error('gave up after version conflicts', { job: what.job, gameId: what.gameId, attempts });
  throw new TooManyConflicts(what.job, what.gameId, attempts, { cause: last });
}
