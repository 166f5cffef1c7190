/**
 * A local transaction is all-or-nothing under I/O errors (README "Storage and
 * exactly-once": "a crash before the transaction leaves nothing behind" holds locally):
 * a write error injected at each position of a commit leaves either the whole
 * transaction or none of it, items and index rows alike, and the retry then applies once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTable, type LocalTable } from '../../../../infra/local/store';
import { wireClient, type WireClient } from '../../../../infra/local/store/wire';
import { commitTransaction, committedCount, findTornTransactions } from '../../../support/txn-workload';

type Mode = 'one write fails' | 'every write fails from then on';
let table: LocalTable;
let wire: WireClient;
let fault: { at: number; seen: number; mode: Mode } | null = null;

beforeAll(async () => {
  table = await startLocalTable({
    tableName: `faults-${process.pid}`,
    beforeWrite: () => {
      if (!fault) return;
      fault.seen++;
      if (fault.seen === fault.at || (fault.mode === 'every write fails from then on' && fault.seen > fault.at)) {
        throw new Error(`injected I/O error on write ${fault.seen}`);
      }
    },
  });
  wire = wireClient(Number(new URL(table.endpoint).port));
});
afterAll(async () => {
  wire.close();
  await table.stop();
});

describe('local transactions under injected write errors', () => {
  for (const mode of ['one write fails', 'every write fails from then on'] as const) {
    it(`leaves no torn transaction when ${mode}, at every write position of a commit`, async () => {
      // Far more positions than one commit has writes when applied item by item (5 items, their index rows).
      for (let at = 1; at <= 16; at++) {
        const n = await committedCount(wire, table.tableName);
        fault = { at, seen: 0, mode };
        const failed = await commitTransaction(wire, table.tableName, n).then(
          () => false,
          () => true,
        );
        fault = null;
        const after = await findTornTransactions(wire, table.tableName, n + 1);
        expect(after.problems, `fault at write ${at}`).toEqual([]);
        expect(after.committed, `fault at write ${at}`).toBe(failed ? n : n + 1);
        if (failed) {
          await commitTransaction(wire, table.tableName, n);
          expect(await committedCount(wire, table.tableName)).toBe(n + 1);
        }
      }
      expect((await findTornTransactions(wire, table.tableName, 40)).problems).toEqual([]);
    });
  }
});
