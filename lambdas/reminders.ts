/** AWS entry: EventBridge schedule → the reminders job (due games from the sparse index). */
import { logger, runtime } from './aws/runtime';
import { runReminders } from './play/schedule/reminders-job';

export const handler = async (): Promise<void> => {
  const result = await runReminders(runtime().deps);
  logger.info('reminders run', { ...result });
};
