/**
 * Counters behind the abuse limits (lambdas/play/limits/limit-settings.ts), under `LIMIT#<scope>`:
 * games set up per sender per day (an atomic counter), and the answer budget of an
 * address or a game (answers that changed nothing in the current hour, and whether the
 * service has fallen silent). Items expire by TTL; nothing here is part of a game's state.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { StoreContext } from './context';
import { parseItem } from './items';
import { mailboxPk, type ItemKey } from './keys';
import { TTL_ATTRIBUTE } from './table';

/** Whose budget: one mailbox (all its mail, every spelling of its address) or one game (all its players). */
export type LimitScope = { readonly address: string } | { readonly gameId: string };

const scopePk = (scope: LimitScope): string => `LIMIT#${'address' in scope ? mailboxPk(scope.address) : `GAME#${scope.gameId}`}`;
const budgetKey = (scope: LimitScope): ItemKey => ({ pk: scopePk(scope), sk: 'ANSWERS' });
const dailyKey = (address: string, day: string): ItemKey => ({ pk: scopePk({ address }), sk: `CREATED#${day}` });

const iso = z.iso.datetime({ offset: true });

export const answerBudgetSchema = z.object({
  /** Start of the current one-hour window. */
  windowStart: iso,
  /** Answers that changed nothing in that window. */
  count: z.number().int().min(0),
  /** When the service fell silent for this scope; absent while it still answers. */
  silencedAt: iso.optional(),
  /** The last mail counted or suppressed (silence ends after a quiet stretch from here). */
  lastAt: iso,
});
export type AnswerBudget = z.infer<typeof answerBudgetSchema>;

const storedBudget = answerBudgetSchema.extend({ version: z.number().int().min(1) });

const SECONDS_PER_DAY = 86_400;

export function limitsStore(ctx: StoreContext) {
  const { doc, tableName } = ctx;

  return {
    /**
     * Count one more game set up by `address` on `day` (YYYY-MM-DD), unless `max` are
     * counted already: the new count, or null when the quota is used up. Atomic, so
     * concurrent set-up mails cannot overshoot.
     */
    async takeDailyQuota(address: string, day: string, max: number): Promise<number | null> {
      const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 2 * SECONDS_PER_DAY;
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: dailyKey(address, day),
            UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
            ExpressionAttributeNames: { '#n': 'count', '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':one': 1, ':max': max, ':ttl': expiresAt },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(out.Attributes?.count ?? 0);
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return null;
        throw error;
      }
    },

    /** The budget as stored with its version (0 when there is none). */
    async getAnswerBudget(scope: LimitScope): Promise<{ budget: AnswerBudget | null; version: number }> {
      const key = budgetKey(scope);
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
      if (!Item) return { budget: null, version: 0 };
      const { version, ...budget } = parseItem(storedBudget, Item, key);
      return { budget, version };
    },

    /** Write the budget if nobody else did since it was read at `version`; false when somebody did. */
    async putAnswerBudget(scope: LimitScope, budget: AnswerBudget, version: number, expiresAt: string): Promise<boolean> {
      const valid = answerBudgetSchema.parse(budget);
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...budgetKey(scope), ...valid, version: version + 1, [TTL_ATTRIBUTE]: Math.ceil(Date.parse(expiresAt) / 1000) },
            ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#v = :v',
            ...(version === 0 ? {} : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': version } }),
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    /** A mail applied something: the scope's count and silence start over. */
    async clearAnswerBudget(scope: LimitScope): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: budgetKey(scope) }));
    },
  };
}

export type LimitsStore = ReturnType<typeof limitsStore>;
