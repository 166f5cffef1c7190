/**
 * AWS entry: the reminders job. Two triggers: the EventBridge schedule (every due game, from
 * the sparse index), and the table's stream for new chain requests (`CHAIN#` items), so the
 * bots and dropped seats of a game move seconds after the reply that handed them the turn,
 * each batch its own transaction, never inside the reply.
 */
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { CHAIN_PREFIX, gameIdOf } from './store/index';
import { logger, runtime } from './aws/runtime';
import { countReminders, metrics } from './aws/telemetry';
import { continueChains, runReminders } from './play/schedule/reminders-job';

/** Kept free at the end of a run: the last games' transactions finish before the timeout. */
const RESERVE_MS = 15_000;

export const handler = async (event?: unknown, context?: Context): Promise<void> => {
  if (context) logger.addContext(context);
  const budgetMs = context ? Math.max(1_000, context.getRemainingTimeInMillis() - RESERVE_MS) : undefined;
  const options = budgetMs ? { budgetMs } : {};
  try {
    const { deps } = await runtime();
    if (isStreamEvent(event)) {
      const gameIds = event.Records.flatMap((r) => {
        const pk = r.dynamodb?.Keys?.pk?.S;
        return pk && r.dynamodb?.Keys?.sk?.S?.startsWith(CHAIN_PREFIX) ? [gameIdOf(pk)] : [];
      });
      const result = await continueChains(deps, [...new Set(gameIds)], options);
      countReminders(metrics, result);
      logger.info('automatic chains continued', { ...result });
      return;
    }
    const result = await runReminders(deps, options);
    countReminders(metrics, result);
    logger.info('reminders run', { ...result });
  } finally {
    metrics.publishStoredMetrics();
  }
};

function isStreamEvent(event: unknown): event is DynamoDBStreamEvent {
  return typeof event === 'object' && event !== null && Array.isArray((event as { Records?: unknown }).Records);
}
