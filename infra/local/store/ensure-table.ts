/** Client and table set-up for the local DynamoDB (tests and `npm start`). */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../../../lambdas/store/table';

/** A client for a local endpoint: fixed fake credentials and region, so no AWS config is read. */
export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // A local server never throttles; retries would only hide bugs and slow tests down.
    maxAttempts: 1,
  });
}

const POLL_MS = 20;
const MAX_POLLS = 500;

/** Create the table unless it exists (a persisted local stack keeps it), then wait until ACTIVE. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`table ${tableName} did not become ACTIVE`);
}
