/**
 * The parts of dynalite 4.0.0 the transaction emulator reuses, so conditions are parsed
 * and evaluated exactly as dynalite's own PutItem/UpdateItem/DeleteItem do. dynalite has
 * no types for these modules; this file is the one place that says what we rely on.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** An item or key in DynamoDB's wire format (`{ pk: { S: '…' } }`). */
export type WireItem = Record<string, unknown>;

/** A request body after dynalite's validation; `_condition` holds the parsed ConditionExpression. */
export type ValidatedRequest = Record<string, unknown>;

interface ActionValidation {
  readonly types: Record<string, unknown>;
  readonly custom?: (data: ValidatedRequest, store: unknown) => string | undefined;
}

interface Validations {
  checkTypes(data: unknown, types: Record<string, unknown>): ValidatedRequest;
  checkValidations(data: ValidatedRequest, types: Record<string, unknown>, custom: ActionValidation['custom'], store: unknown): void;
}

interface Db {
  /** Null when the condition holds; an error with `body` when it fails. */
  checkConditional(data: ValidatedRequest, existingItem: WireItem | undefined): { body: unknown } | null | undefined;
  MAX_SIZE: number;
}

/** dynalite's errors carry the HTTP status and the JSON body DynamoDB would send. */
export interface DynaliteError {
  readonly statusCode: number;
  readonly body: { readonly __type: string; readonly message?: string };
}

export function isDynaliteError(error: unknown): error is DynaliteError {
  return typeof error === 'object' && error !== null && 'statusCode' in error && 'body' in error;
}

const validations = require('dynalite/validations/index.js') as Validations;
const db = require('dynalite/db/index.js') as Db;
const actionValidations = {
  PutItem: require('dynalite/validations/putItem.js') as ActionValidation,
  UpdateItem: require('dynalite/validations/updateItem.js') as ActionValidation,
  DeleteItem: require('dynalite/validations/deleteItem.js') as ActionValidation,
} as const;

export type WriteAction = keyof typeof actionValidations;

/** The only store field validations read (the item size limit, as dynalite computes it). */
const validationStore = { options: { maxItemSize: db.MAX_SIZE } };

/** Validate a request as dynalite would for `action`; throws a `DynaliteError` when invalid. */
export function validateAs(action: WriteAction, request: Record<string, unknown>): ValidatedRequest {
  const { types, custom } = actionValidations[action];
  const data = validations.checkTypes(structuredClone(request), types);
  validations.checkValidations(data, types, custom, validationStore);
  return data;
}

/** Whether the request's condition holds against the item as it is now. */
export function conditionHolds(request: ValidatedRequest, existing: WireItem | undefined): boolean {
  return !db.checkConditional(request, existing);
}
