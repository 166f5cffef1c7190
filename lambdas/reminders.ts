/** AWS entry: EventBridge schedule → the reminders job (due games from the sparse index). */
import type { Context } from 'aws-lambda';
import { logger, runtime } from './aws/runtime';
import { runReminders } from './play/schedule/reminders-job';

/** Kept free at the end of a run: the last games' transactions finish before the timeout. */
const RESERVE_MS = 15_000;

export const handler = async (_event?: unknown, context?: Context): Promise<void> => {
  const budgetMs = context ? Math.max(1_000, context.getRemainingTimeInMillis() - RESERVE_MS) : undefined;
  const result = await runReminders(runtime().deps, budgetMs ? { budgetMs } : {});
  logger.info('reminders run', { ...result });
};
