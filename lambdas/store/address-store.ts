/**
 * Per-address facts, all under `ADDR#<address>`: delivery status (fed by bounce and
 * complaint notifications), the "never invite me again" opt-out, and declines of one
 * sender's invitations (so that sender waits before inviting the address again).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { StoreContext } from './context';
import { addressStatusSchema, parseItem, type AddressStatus } from './items';
import { addressPk, addressStatusKey, type ItemKey } from './keys';
import { TTL_ATTRIBUTE } from './table';

const optOutKey = (address: string): ItemKey => ({ pk: addressPk(address), sk: 'OPTOUT' });
const declineKey = (invitee: string, sender: string): ItemKey => ({ pk: addressPk(invitee), sk: `DECLINED#${sender.toLowerCase()}` });

const iso = z.iso.datetime({ offset: true });
const optOutSchema = z.object({ address: z.string(), at: iso });
const declineSchema = z.object({ invitee: z.string(), sender: z.string(), at: iso, until: iso });

export function addressStore(ctx: StoreContext) {
  const { doc, tableName } = ctx;

  async function get(key: ItemKey): Promise<Record<string, unknown> | undefined> {
    const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item;
  }

  return {
    async setAddressStatus(status: AddressStatus): Promise<void> {
      const valid = addressStatusSchema.parse(status);
      const address = valid.address.toLowerCase();
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...addressStatusKey(address), ...valid, address } }));
    },

    async getAddressStatus(address: string): Promise<AddressStatus | null> {
      const key = addressStatusKey(address);
      const Item = await get(key);
      return Item ? parseItem(addressStatusSchema, Item, key) : null;
    },

    /** The address asked for no invitations from anyone (kept until removed by hand). */
    async setInvitationOptOut(address: string, at: string): Promise<void> {
      const valid = optOutSchema.parse({ address: address.toLowerCase(), at });
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...optOutKey(valid.address), ...valid } }));
    },

    /** When the address opted out of invitations, or null. */
    async invitationOptOut(address: string): Promise<string | null> {
      const key = optOutKey(address);
      const Item = await get(key);
      return Item ? parseItem(optOutSchema, Item, key).at : null;
    },

    /** `invitee` declined an invitation from `sender`; remembered until `until` (then expires). */
    async recordDecline(invitee: string, sender: string, at: string, until: string): Promise<void> {
      const valid = declineSchema.parse({ invitee: invitee.toLowerCase(), sender: sender.toLowerCase(), at, until });
      const expiresAt = Math.ceil(Date.parse(valid.until) / 1000);
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...declineKey(valid.invitee, valid.sender), ...valid, [TTL_ATTRIBUTE]: expiresAt } }));
    },

    /** Until when `sender` may not invite `invitee` again (TTL deletes lazily, so the caller compares with now). */
    async declinedUntil(invitee: string, sender: string): Promise<string | null> {
      const key = declineKey(invitee, sender);
      const Item = await get(key);
      return Item ? parseItem(declineSchema, Item, key).until : null;
    },
  };
}

export type AddressStore = ReturnType<typeof addressStore>;
