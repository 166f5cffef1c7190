/**
 * Per-address facts, all under `ADDR#<address>`: delivery status (fed by bounce and
 * complaint notifications), the "never invite me again" opt-out, and declines of one
 * sender's invitations (so that sender waits before inviting the address again).
 *
 * The opt-out and declines key on the mailbox (`ann+x@…` is `ann@…`), so no spelling
 * gets round them; items written before that, under the spelling itself, are still read.
 * Delivery status stays per spelling: a provider without plus-tags bounces `ann+x@…`
 * while `ann@…` is fine.
 */
import { canonicalMailbox } from '../mail/address/canonical-mailbox';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import type { StoreContext } from './context';
import { addressStatusSchema, parseItem, type AddressStatus } from './items';
import { addressPk, addressStatusKey, mailboxPk, mailboxPks, type ItemKey } from './keys';
import { TTL_ATTRIBUTE } from './table';

const optOutKey = (pk: string): ItemKey => ({ pk, sk: 'OPTOUT' });
const declineSk = (sender: string): string => `DECLINED#${sender}`;
/** Where an opt-out may be: the mailbox's key, then the key of the spelling (older items). */
const optOutKeys = (address: string): ItemKey[] => mailboxPks(address).map(optOutKey);
/** Where a decline may be: mailbox and sender's mailbox, then both spellings (older items). */
function declineKeys(invitee: string, sender: string): ItemKey[] {
  const canonical = { pk: mailboxPk(invitee), sk: declineSk(canonicalMailbox(sender)) };
  const legacy = { pk: addressPk(invitee), sk: declineSk(sender.toLowerCase()) };
  return canonical.pk === legacy.pk && canonical.sk === legacy.sk ? [canonical] : [canonical, legacy];
}

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
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...optOutKey(mailboxPk(valid.address)), ...valid } }));
    },

    /** When the address's mailbox (any spelling of it) opted out of invitations, or null. */
    async invitationOptOut(address: string): Promise<string | null> {
      for (const key of optOutKeys(address)) {
        const Item = await get(key);
        if (Item) return parseItem(optOutSchema, Item, key).at;
      }
      return null;
    },

    /** `invitee` declined an invitation from `sender`; remembered until `until` (then expires). */
    async recordDecline(invitee: string, sender: string, at: string, until: string): Promise<void> {
      const valid = declineSchema.parse({ invitee: invitee.toLowerCase(), sender: sender.toLowerCase(), at, until });
      const expiresAt = Math.ceil(Date.parse(valid.until) / 1000);
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...declineKeys(valid.invitee, valid.sender)[0]!, ...valid, [TTL_ATTRIBUTE]: expiresAt },
        }),
      );
    },

    /**
     * Until when `sender` (any spelling of their mailbox) may not invite `invitee`'s mailbox
     * again, the latest if several are kept (TTL deletes lazily, so the caller compares with now).
     */
    async declinedUntil(invitee: string, sender: string): Promise<string | null> {
      let latest: string | null = null;
      for (const key of declineKeys(invitee, sender)) {
        const Item = await get(key);
        const until = Item ? parseItem(declineSchema, Item, key).until : null;
        if (until && (latest === null || Date.parse(until) > Date.parse(latest))) latest = until;
      }
      return latest;
    },
  };
}

export type AddressStore = ReturnType<typeof addressStore>;
