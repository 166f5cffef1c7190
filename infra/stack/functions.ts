import { AssetHashType, DockerImage, Duration, RemovalPolicy, type BundlingOptions } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LAMBDA_HANDLERS, type HandlerName } from '../bundle/options';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A handler's code: the folder scripts/bundle-handler.ts writes (index.mjs and a chunk per
 * game), built on this machine with the esbuild in node_modules (no Docker; the image named
 * is never pulled). The asset hash is that of the output, so an unchanged bundle is not
 * uploaded again. The asset's source folder only feeds the hash when bundling is skipped
 * (`cdk synth --exclusively`, tests), so it is the small lambdas/ folder, not the repository.
 */
function handlerCode(name: HandlerName): lambda.Code {
  return lambda.Code.fromAsset(path.join(REPO_ROOT, 'lambdas'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: handlerBundling(name),
  });
}

/**
 * CDK reuses a bundle for every asset with the same source folder and the same bundling
 * options as JSON (the `local` function is not part of it), so the handler's name is in
 * `command`, which only this key reads: without it, all four functions got the first one's code.
 */
export function handlerBundling(name: HandlerName): BundlingOptions {
  return {
    image: DockerImage.fromRegistry('pbem-local-bundling-only'),
    command: ['bundle-handler', name],
    local: {
      tryBundle(outputDir: string): boolean {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'bundle-handler.ts'), name, outputDir],
          {
            cwd: REPO_ROOT,
            stdio: 'inherit',
          },
        );
        if (run.status !== 0) throw new Error(`bundling the ${name} handler failed (exit ${run.status ?? run.signal})`);
        return true;
      },
    },
  };
}

/**
 * Per-function sizing. Memory also buys CPU, which shortens cold starts; the inbound and
 * outbound functions parse and render mail, the other two only touch the table.
 */
export const HANDLER_SETTINGS = {
  inbound: { memoryMb: 1024, timeoutSeconds: 30, description: 'Parses a reply from S3 and applies its moves' },
  outbound: { memoryMb: 1024, timeoutSeconds: 60, description: 'Sends outbox items (table stream) through SES' },
  reminders: { memoryMb: 512, timeoutSeconds: 120, description: 'Queues reminders and applies timeout policies' },
  bounces: { memoryMb: 256, timeoutSeconds: 30, description: 'Records SES bounces and complaints' },
} as const satisfies Record<HandlerName, { memoryMb: number; timeoutSeconds: number; description: string }>;

/** Asynchronous invocations (SES, EventBridge, SNS) retry this often before going to the failure queue. */
export const ASYNC_RETRY_ATTEMPTS = 2;

export interface HandlersProps {
  /** Environment variables every handler reads (TABLE_NAME, MAIL_DOMAIN, …). */
  readonly environment: Readonly<Record<string, string>>;
  readonly logLevel: string;
  readonly logRetentionDays: number;
  readonly inboundReservedConcurrency: number | undefined;
}

/**
 * The four Lambda functions, each with its own log group (explicit retention) and its
 * own failure queue. Permissions are granted elsewhere (permissions.ts), per function.
 */
export class Handlers extends Construct {
  readonly functions: Record<HandlerName, lambda.Function>;
  /** Where a failed invocation ends up after its retries: one queue per function. */
  readonly failureQueues: Record<HandlerName, sqs.Queue>;

  constructor(scope: Construct, id: string, props: HandlersProps) {
    super(scope, id);
    const functions: Partial<Record<HandlerName, lambda.Function>> = {};
    const failureQueues: Partial<Record<HandlerName, sqs.Queue>> = {};

    for (const { name } of LAMBDA_HANDLERS) {
      const settings = HANDLER_SETTINGS[name];
      const failureQueue = new sqs.Queue(this, `${pascal(name)}Failures`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // The longest SQS allows: time to look at a failure after a weekend.
        retentionPeriod: Duration.days(14),
      });
      const logGroup = new logs.LogGroup(this, `${pascal(name)}Logs`, {
        retention: props.logRetentionDays as logs.RetentionDays,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      // Stream-invoked functions (outbound) fail into the event source's own queue instead.
      const isAsync = name !== 'outbound';
      functions[name] = new lambda.Function(this, pascal(name), {
        code: handlerCode(name),
        handler: 'index.handler',
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: settings.memoryMb,
        timeout: Duration.seconds(settings.timeoutSeconds),
        description: settings.description,
        logGroup,
        environment: {
          ...props.environment,
          POWERTOOLS_SERVICE_NAME: `pbem-${name}`,
          LOG_LEVEL: props.logLevel,
          // Stack traces point at the TypeScript source (the bundle ships a source map).
          NODE_OPTIONS: '--enable-source-maps',
        },
        ...(name === 'inbound' && props.inboundReservedConcurrency !== undefined
          ? { reservedConcurrentExecutions: props.inboundReservedConcurrency }
          : {}),
        ...(isAsync
          ? {
              retryAttempts: ASYNC_RETRY_ATTEMPTS,
              maxEventAge: Duration.hours(6),
              onFailure: new SqsDestination(failureQueue),
            }
          : {}),
      });
      failureQueues[name] = failureQueue;
    }
    this.functions = functions as Record<HandlerName, lambda.Function>;
    this.failureQueues = failureQueues as Record<HandlerName, sqs.Queue>;
  }
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
