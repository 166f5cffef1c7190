/** Per-address delivery status, fed by bounce and complaint notifications. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreContext } from './context';
import { addressStatusSchema, parseItem, type AddressStatus } from './items';
import { addressStatusKey } from './keys';

export function addressStore(ctx: StoreContext) {
  const { doc, tableName } = ctx;
  return {
    async setAddressStatus(status: AddressStatus): Promise<void> {
      const valid = addressStatusSchema.parse(status);
      const address = valid.address.toLowerCase();
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...addressStatusKey(address), ...valid, address } }));
    },

    async getAddressStatus(address: string): Promise<AddressStatus | null> {
      const key = addressStatusKey(address);
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
      return Item ? parseItem(addressStatusSchema, Item, key) : null;
    },
  };
}

export type AddressStore = ReturnType<typeof addressStore>;
