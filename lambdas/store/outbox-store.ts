/**
 * The outbox: mails written in the same transaction as the update that caused them, then
 * sent by the outbound Lambda. A sender claims a mail with a lease (so two senders never
 * both send it, and a crashed sender's mail is retried after the lease), then marks it
 * sent or failed, which takes it out of the sparse byPendingOutbox index.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { outboxMailSchema, parseItem, type OutboxMail } from './items';
import { OUTBOX_PARTITION, outboxKeyString, parseOutboxKey, sortableIso, timeOfSk, timeSk, timeSkUpperBound, type ItemKey } from './keys';
import { expiresAfter } from './retention';
import { INDEXES, TTL_ATTRIBUTE } from './table';

const pendingRow = z.object({ [INDEXES.byPendingOutbox.sk]: z.string().includes('#') });

function toMail(raw: Record<string, unknown>, key: ItemKey): OutboxMail {
  return parseItem(outboxMailSchema, { ...raw, key: outboxKeyString(key) }, key);
}

/** The index attributes and the lease go together: a mail leaves the index when it is done. */
const DONE = `REMOVE #opk, #osk, leaseUntil`;
const DONE_NAMES = { '#opk': INDEXES.byPendingOutbox.pk, '#osk': INDEXES.byPendingOutbox.sk, '#status': 'status' };
/** A mail that will never be sent again expires after the retention period (retention.ts). */
const EXPIRES = `#ttl = :ttl`;
const EXPIRES_NAMES = { ...DONE_NAMES, '#ttl': TTL_ATTRIBUTE };

export function outboxStore(ctx: StoreContext) {
  const { doc, tableName, outboxRetentionDays } = ctx;

  /** Conditional update of an existing mail; false when the condition fails. */
  async function update(key: ItemKey, input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) {
    try {
      const out = await doc.send(new UpdateCommand({ TableName: tableName, Key: key, ReturnValues: 'ALL_NEW', ...input }));
      return out.Attributes ? toMail(out.Attributes, key) : null;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  }

  return {
    /**
     * Unsent mails by when they are due, earliest first: a new mail is due when it was
     * written, a mail whose send failed when its pause ends (`releaseOutbox` moves it in
     * the index). With `dueBy`, only mails due by then: mails waiting out a pause never
     * fill the page ahead of newer mail. Claimed mails stay listed until sent; claiming
     * skips them.
     */
    async pendingOutbox(limit: number, dueBy?: string): Promise<{ key: string; dueAt: string }[]> {
      if (limit < 1) return [];
      const page = await doc.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: INDEXES.byPendingOutbox.name,
          KeyConditionExpression: dueBy === undefined ? '#pk = :outbox' : '#pk = :outbox AND #sk < :upTo',
          ExpressionAttributeNames: {
            '#pk': INDEXES.byPendingOutbox.pk,
            ...(dueBy === undefined ? {} : { '#sk': INDEXES.byPendingOutbox.sk }),
          },
          ExpressionAttributeValues: { ':outbox': OUTBOX_PARTITION, ...(dueBy === undefined ? {} : { ':upTo': timeSkUpperBound(dueBy) }) },
          Limit: limit,
        }),
      );
      return (page.Items ?? []).map((row) => {
        const sk = parseItem(pendingRow, row, { pk: String(row.pk), sk: String(row.sk) })[INDEXES.byPendingOutbox.sk] as string;
        return { key: sk.slice(sk.indexOf('#') + 1), dueAt: timeOfSk(sk) };
      });
    },

    async getOutbox(key: string): Promise<OutboxMail | null> {
      const itemKey = parseOutboxKey(key);
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: itemKey, ConsistentRead: true }));
      return Item ? toMail(Item, itemKey) : null;
    },

    /**
     * Take the lease on a pending mail until `leaseUntilIso`. Returns the mail, or false if
     * it is not pending or another sender holds an unexpired lease.
     */
    async claimOutbox(key: string, nowIso: string, leaseUntilIso: string): Promise<OutboxMail | false> {
      const mail = await update(parseOutboxKey(key), {
        UpdateExpression: 'SET leaseUntil = :until, attempts = attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        // Compared as text in the condition: both must be in the one sortable ISO form.
        ExpressionAttributeValues: { ':until': sortableIso(leaseUntilIso), ':one': 1, ':pending': 'pending', ':now': sortableIso(nowIso) },
      });
      return mail ?? false;
    },

    /** The provider accepted the mail: it is kept for the retention period, then expires. Idempotent for the same mail. */
    async markSent(key: string, providerMessageId: string, nowIso: string): Promise<OutboxMail> {
      const mail = await update(parseOutboxKey(key), {
        UpdateExpression: `SET #status = :sent, sentAt = :now, providerMessageId = :id, ${EXPIRES} ${DONE}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: EXPIRES_NAMES,
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':now': nowIso,
          ':id': providerMessageId,
          ':ttl': expiresAfter(nowIso, outboxRetentionDays),
        },
      });
      if (!mail) throw new StoreError(`no outbox mail ${key}`);
      return mail;
    },

    /**
     * A send failed for a reason that may pass (throttling, a network error): keep the error
     * and let the lease run until `retryAtIso` (the backoff), so no sender claims it before;
     * in the pending index it moves to `retryAtIso`, behind the mail due before then.
     */
    async releaseOutbox(key: string, retryAtIso: string, lastError: string): Promise<boolean> {
      const itemKey = parseOutboxKey(key);
      const mail = await update(itemKey, {
        UpdateExpression: 'SET leaseUntil = :retryAt, lastError = :error, #osk = :due',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#osk': INDEXES.byPendingOutbox.sk },
        // Compared as text by claimOutbox: the one sortable ISO form.
        ExpressionAttributeValues: {
          ':retryAt': sortableIso(retryAtIso),
          ':error': lastError.slice(0, 1000),
          ':pending': 'pending',
          ':due': timeSk(retryAtIso, outboxKeyString(itemKey)),
        },
      });
      return mail !== null;
    },

    /**
     * A dead letter: the mail failed every attempt it was allowed. It leaves the pending
     * index, keeps its last error, and is never claimed again (README "Storage and exactly-once").
     */
    async parkOutbox(key: string, lastError: string, nowIso: string): Promise<OutboxMail> {
      const mail = await update(parseOutboxKey(key), {
        UpdateExpression: `SET #status = :parked, failedAt = :now, lastError = :error ${DONE}`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: DONE_NAMES,
        ExpressionAttributeValues: { ':parked': 'parked', ':now': nowIso, ':error': lastError.slice(0, 1000), ':pending': 'pending' },
      });
      if (!mail) throw new StoreError(`no pending outbox mail ${key}`);
      return mail;
    },

    /** Give up on a mail (permanent rejection): it leaves the pending index with the reason kept, and expires like a sent one. */
    async markFailed(key: string, reason: string, nowIso: string): Promise<OutboxMail> {
      const mail = await update(parseOutboxKey(key), {
        UpdateExpression: `SET #status = :failed, failedAt = :now, lastError = :reason, ${EXPIRES} ${DONE}`,
        ConditionExpression: 'attribute_exists(pk) AND #status <> :sent',
        ExpressionAttributeNames: EXPIRES_NAMES,
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':now': nowIso,
          ':reason': reason,
          ':sent': 'sent',
          ':ttl': expiresAfter(nowIso, outboxRetentionDays),
        },
      });
      if (!mail) throw new StoreError(`no unsent outbox mail ${key}`);
      return mail;
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
