/** AWS entry: EventBridge schedule → the reminders job (due games from the sparse index). */
import type { Context } from 'aws-lambda';
import { logger, runtime } from './aws/runtime';
import { countReminders, metrics } from './aws/telemetry';
import { runReminders } from './play/reminders';

export const handler = async (_event?: unknown, context?: Context): Promise<void> => {
  if (context) logger.addContext(context);
  try {
    const result = await runReminders((await runtime()).deps);
    countReminders(metrics, result);
    logger.info('reminders run', { ...result });
  } finally {
    metrics.publishStoredMetrics();
  }
};
