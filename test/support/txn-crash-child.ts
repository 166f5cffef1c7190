/**
 * Child process of the local store's crash test: opens the LevelDB folder given as
 * argument (its table made by the parent), says "ready <committed>", then commits workload transactions (a
 * "+" after each) until it is killed.
 */
import { startLocalDynamo } from '../../infra/local/store/local-dynamo';
import { wireClient } from '../../infra/local/store/wire';
import { commitTransaction, committedCount } from './txn-workload';

const [path, tableName] = process.argv.slice(2);
if (!path || !tableName) throw new Error('usage: txn-crash-child <leveldb folder> <table name>');
// The table exists (the parent created it); only dynalite and the proxy are started here.
const local = await startLocalDynamo({ path });
const wire = wireClient(Number(new URL(local.endpoint).port));
let n = await committedCount(wire, tableName);
process.stdout.write(`ready ${n}\n`);
for (;;) {
  await commitTransaction(wire, tableName, n);
  n++;
  process.stdout.write('+');
}
