import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  BUNDLE_ASSETS,
  BUNDLE_TARGET,
  CHARSET,
  ESM_REQUIRE_BANNER,
  EXTERNAL_MODULES,
  LAMBDA_HANDLERS,
  MAIN_FIELDS,
  type HandlerName,
} from '../bundle/options';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  readonly functions: Record<HandlerName, nodejs.NodejsFunction>;
  /** Where a failed invocation ends up after its retries: one queue per function. */
  readonly failureQueues: Record<HandlerName, sqs.Queue>;

  constructor(scope: Construct, id: string, props: HandlersProps) {
    super(scope, id);
    const functions: Partial<Record<HandlerName, nodejs.NodejsFunction>> = {};
    const failureQueues: Partial<Record<HandlerName, sqs.Queue>> = {};

    for (const { name, entry } of LAMBDA_HANDLERS) {
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
      functions[name] = new nodejs.NodejsFunction(this, pascal(name), {
        entry: path.join(REPO_ROOT, entry),
        handler: 'handler',
        projectRoot: REPO_ROOT,
        depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
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
        bundling: {
          format: nodejs.OutputFormat.ESM,
          target: BUNDLE_TARGET,
          // The same text encoding as `npm run build` measures (bundle/options.ts). As an
          // esbuild argument: this aws-cdk-lib declares a `charset` prop but never passes it on.
          esbuildArgs: { '--charset': CHARSET },
          minify: true,
          sourceMap: true,
          // Smaller zip; the sources are in the repository.
          sourcesContent: false,
          mainFields: [...MAIN_FIELDS],
          banner: ESM_REQUIRE_BANNER,
          externalModules: [...EXTERNAL_MODULES],
          bundleAwsSDK: true,
          // Bundle with the esbuild in node_modules: no Docker on the build machine.
          forceDockerBundling: false,
          // Files the handler reads beside its bundle (the board pictures' WebAssembly and font).
          ...((BUNDLE_ASSETS[name] ?? []).length > 0
            ? {
                commandHooks: {
                  beforeBundling: () => [],
                  beforeInstall: () => [],
                  afterBundling: (inputDir: string, outputDir: string) =>
                    (BUNDLE_ASSETS[name] ?? []).map((a) => `cp "${path.join(inputDir, 'node_modules', a.from)}" "${path.join(outputDir, a.to)}"`),
                },
              }
            : {}),
        },
      });
      failureQueues[name] = failureQueue;
    }
    this.functions = functions as Record<HandlerName, nodejs.NodejsFunction>;
    this.failureQueues = failureQueues as Record<HandlerName, sqs.Queue>;
  }
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
