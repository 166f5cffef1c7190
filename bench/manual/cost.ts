/**
 * What one game costs on AWS, measured: a 4-player Puerto Rico game played to its end
 * through the service (set-up mail, three joins, then one reply per decision, each the
 * first legal move) against the local table, counting every DynamoDB request the service
 * makes and the capacity units DynamoDB would bill for it, the inbound mails (inbound
 * invocations) and the mails sent (SES sends, outbound work). README.md "Deploy to AWS",
 * "What a game costs" turns these counts into dollars.
 *
 * Units follow DynamoDB's rules: a write costs 1 WCU per started KB of the larger of the
 * item before and after (twice that inside a transaction); a read 1 RCU per started 4 KB
 * when strongly consistent, half when eventually consistent (twice inside a transaction);
 * a query is billed on the total size of the items it returns. Item sizes are the store's
 * own estimate (attribute names plus values), measured by reading each touched item
 * before and after the request with a separate client.
 */
import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { registry } from '../../engine/index';
import { approximateSize } from '../../lambdas/store/transact';
import { DOMAIN, replyMail, reSubject, startHarness } from '../../test/support/service';

const PLAYERS = ['ann@b.test', 'bo@b.test', 'cy@b.test', 'di@b.test'];

type Key = Record<string, AttributeValue>;
interface Tally {
  requests: Record<string, number>;
  wcu: number;
  rcu: number;
  /** Bytes of raw MIME the service sent (SES bills outgoing data per GB). */
  sentBytes: number;
}

/** An item's size, whether this request carries it marshalled (AttributeValues) or already native. */
function sizeOf(item: Key | undefined): number {
  if (!item) return 0;
  try {
    return approximateSize(unmarshall(item));
  } catch {
    return approximateSize(item);
  }
}
const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);

/** The keys a write request touches, each with how much one unit of it is multiplied by. */
function writtenKeys(command: string, input: Record<string, any>): { table: string; key: Key; item?: Key; factor: number }[] {
  if (command === 'PutItemCommand')
    return [{ table: input.TableName, key: { pk: input.Item.pk, sk: input.Item.sk }, item: input.Item, factor: 1 }];
  if (command === 'UpdateItemCommand' || command === 'DeleteItemCommand') return [{ table: input.TableName, key: input.Key, factor: 1 }];
  if (command === 'TransactWriteItemsCommand') {
    return (input.TransactItems as Record<string, any>[]).flatMap((t) => {
      if (t.Put) return [{ table: t.Put.TableName, key: { pk: t.Put.Item.pk, sk: t.Put.Item.sk }, item: t.Put.Item, factor: 2 }];
      const op = t.Update ?? t.Delete ?? t.ConditionCheck;
      // A condition check is billed as a write of the item it checks.
      return op ? [{ table: op.TableName, key: op.Key, factor: 2 }] : [];
    });
  }
  if (command === 'BatchWriteItemCommand') {
    return Object.entries(input.RequestItems as Record<string, any[]>).flatMap(([table, reqs]) =>
      reqs.map((r) =>
        r.PutRequest
          ? { table, key: { pk: r.PutRequest.Item.pk, sk: r.PutRequest.Item.sk }, item: r.PutRequest.Item, factor: 1 }
          : { table, key: r.DeleteRequest.Key, factor: 1 },
      ),
    );
  }
  return [];
}

function readUnitsOf(command: string, input: Record<string, any>, output: Record<string, any>): number {
  if (command === 'GetItemCommand') return readUnits(sizeOf(output.Item), Boolean(input.ConsistentRead));
  if (command === 'QueryCommand' || command === 'ScanCommand') {
    const bytes = ((output.Items as Key[] | undefined) ?? []).reduce((sum, item) => sum + sizeOf(item), 0);
    return readUnits(bytes, Boolean(input.ConsistentRead));
  }
  if (command === 'BatchGetItemCommand') {
    return Object.values((output.Responses as Record<string, Key[]>) ?? {})
      .flat()
      .reduce((sum, item) => sum + readUnits(sizeOf(item), false), 0);
  }
  if (command === 'TransactGetItemsCommand')
    return ((output.Responses as { Item?: Key }[]) ?? []).reduce((sum, r) => sum + 2 * readUnits(sizeOf(r.Item), true), 0);
  return 0;
}

export async function measureGameCost(): Promise<{
  tally: Tally;
  inboundMails: number;
  sentMails: number;
  replies: number;
  finished: boolean;
}> {
  const h = await startHarness();
  const probe = new DynamoDBClient({
    endpoint: h.db.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const tally: Tally = { requests: {}, wcu: 0, rcu: 0, sentBytes: 0 };
  const lookup = async (table: string, key: Key) =>
    sizeOf((await probe.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item);
  h.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      const input = args.input as Record<string, any>;
      const keys = writtenKeys(command, input);
      const before = await Promise.all(keys.map((k) => lookup(k.table, k.key)));
      const result = await next(args);
      tally.requests[command] = (tally.requests[command] ?? 0) + 1;
      const after = await Promise.all(keys.map((k) => (k.item ? sizeOf(k.item) : lookup(k.table, k.key))));
      keys.forEach((k, i) => (tally.wcu += k.factor * writeUnits(Math.max(before[i]!, after[i]!))));
      tally.rcu += readUnitsOf(command, input, result.output as Record<string, any>);
      return result;
    },
    { step: 'build', name: 'pbemCostTally' },
  );
  let inboundMails = 0;
  let replies = 0;
  const receive = async (raw: string) => {
    inboundMails++;
    return h.receive(raw);
  };
  try {
    const created = await receive(
      replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'cost', body: `new puerto-rico ${PLAYERS.slice(1).join(' ')}` }),
    );
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    for (const p of PLAYERS.slice(1)) {
      const invite = (await h.inbox(p)).at(-1)!;
      await receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
      await h.flush();
    }
    const pr = registry.get('puerto-rico')!;
    let finished = false;
    for (;;) {
      const game = await h.store.getGame(gameId);
      if (!game?.match || game.status !== 'active') {
        finished = game?.status === 'finished';
        break;
      }
      const seat = pr.pending(game.match.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const mail = (await h.inbox(player.address)).filter((m) => /^(Game started: )?Your turn/.test(m.text)).at(-1)!;
      const move = pr.format(pr.legalMoves(game.match.state, seat)[0]);
      const out = await receive(
        replyMail({ from: player.address, to: mail.replyTo, subject: reSubject(mail.subject), body: move, quote: mail.text }),
      );
      if (out.kind !== 'applied') throw new Error(`reply ${replies} (${move}) was ${out.kind}`);
      replies++;
      await h.flush();
    }
    tally.sentBytes = h.mailer.sent.reduce((sum, m) => sum + m.raw.length, 0);
    return { tally, inboundMails, sentMails: h.mailer.sent.length, replies, finished };
  } finally {
    probe.destroy();
    await h.stop();
  }
}

export async function benchCost(): Promise<string[]> {
  const { tally, inboundMails, sentMails, replies, finished } = await measureGameCost();
  const requests = Object.entries(tally.requests)
    .sort((a, b) => b[1] - a[1])
    .map(([c, n]) => `${c.replace(/Command$/, '')} ${n}`)
    .join(', ');
  return [
    `one 4-player Puerto Rico game (${finished ? 'played to its end' : 'NOT finished'}): ${inboundMails} inbound mails (${replies} move replies, 1 set-up, 3 joins), ${sentMails} mails sent (${(tally.sentBytes / 1e6).toFixed(1)} MB of MIME)`,
    `DynamoDB: ${tally.wcu} write units, ${tally.rcu} read units; requests: ${requests}`,
    `per inbound mail: ${(tally.wcu / inboundMails).toFixed(1)} WCU, ${(tally.rcu / inboundMails).toFixed(1)} RCU, ${(sentMails / inboundMails).toFixed(1)} mails sent`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchCost().then((lines) => console.log(lines.join('\n')));
}
