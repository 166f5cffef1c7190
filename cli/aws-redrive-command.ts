/** The AWS clients for `pbem aws redrive` (cli/aws-redrive.ts), in the queue's own region. */
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { formatRedrive, redrive, type RedriveOptions } from './aws-redrive';
import type { CommandResult } from './commands';

/** `https://sqs.<region>.amazonaws.com/<account>/<name>` → region; null for any other shape. */
export function regionOfQueueUrl(url: string): string | null {
  return /^https:\/\/sqs\.([a-z0-9-]+)\.amazonaws\.com(\.cn)?\/\d{12}\/[\w-]+$/.exec(url)?.[1] ?? null;
}

export async function awsRedriveCommand(options: RedriveOptions): Promise<CommandResult> {
  const region = regionOfQueueUrl(options.queueUrl);
  if (!region)
    return {
      output: `pbem: "${options.queueUrl}" is not an SQS queue URL (https://sqs.<region>.amazonaws.com/<account>/<name>)`,
      exitCode: 2,
    };
  const sqs = new SQSClient({ region });
  const lambda = new LambdaClient({ region });
  try {
    const lines = await redrive({ sqs, lambda }, options);
    const failed = lines.some((l) => l.outcome === 'failed');
    return { output: formatRedrive(lines, options.dryRun), exitCode: failed ? 1 : 0 };
  } catch (error) {
    return { output: `pbem: redrive stopped: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 };
  } finally {
    sqs.destroy();
    lambda.destroy();
  }
}
