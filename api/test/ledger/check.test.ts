import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm';
import type { DatabaseHandle, Executor, Transaction } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { formatLedgerCheckReport, runLedgerCheckCli } from '../../src/cli/ledger-check';
import {
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  flagOverduePendingTransfers,
  ledgerCheckToJson,
  memberAccount,
  runLedgerCheck,
  societyAccount,
  transfer,
  reverse,
  withMoneyTransaction,
} from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
let member: number;
let wallet: number;
let fees: number;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  member = await insertMember(db());
  wallet = await fundWallet(db(), member, 100_000n);
  fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
  const savings = await memberAccount(db(), member, MEMBER_ACCOUNT_KIND.regularSavings);
  const moved = await transfer(db(), { reference: ref(), kind: 'savings_deposit', userId: member, description: 'save', postings: [{ accountId: wallet, amount: -30_000n }, { accountId: savings, amount: 30_000n }] });
  await transfer(db(), { reference: ref(), kind: 'fee', userId: member, description: 'fee', postings: [{ accountId: wallet, amount: -500n }, { accountId: fees, amount: 500n }] });
  await withMoneyTransaction(db(), (tx) => reverse(tx, moved.id, 'test'));
});
afterAll(() => database.close());

/** corrupts the ledger inside a transaction, checks it there, and rolls everything back */
async function corrupted<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db()
    .transaction(async (tx) => {
      result = await fn(tx as Transaction);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  expect((await check()).ok).toBe(true);
  return result as T;
}

const check = (executor: Executor = db()) => runLedgerCheck(executor, new Date());

describe('runLedgerCheck', () => {
  it('passes on a healthy ledger', async () => {
    const result = await check();
    expect(result).toMatchObject({
      ok: true,
      postings_sum: 0n,
      accounts_checked: 4,
      transfers_checked: 4,
      postings_checked: 8,
      mismatched_accounts: [],
      mismatched_account_counters: [],
      negative_member_accounts: [],
      unbalanced_transfers: [],
      broken_running_balances: [],
      overdue_pending_without_alert: [],
      mismatched_member_histories: [],
    });
    expect(formatLedgerCheckReport(result)).toMatch(/OK\n/);
  });

  it('reports a cached balance that disagrees with the postings', async () => {
    const result = await corrupted(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${fees}`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.mismatched_accounts).toEqual([{ account_id: fees, cached: 507n, actual: 500n }]);
    expect(formatLedgerCheckReport(result)).toMatch(/FAIL\] every cached balance[\s\S]*account \d+: cached ₦5\.07, postings ₦5\.00/);
  });

  it('reports cached counters that disagree', async () => {
    const result = await corrupted(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET posting_count = posting_count + 1, debit_total = debit_total + 1 WHERE id = ${wallet}`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.mismatched_account_counters.map((m) => m.field).sort()).toEqual(['debit_total', 'posting_count']);
    expect(result.mismatched_accounts).toEqual([]);
  });

  it('reports a transfer that does not sum to zero (and the non-zero grand total)', async () => {
    const [t] = await rawRows<{ transfer_id: number }>(db(), sql`SELECT transfer_id FROM ledger_postings WHERE account_id = ${fees}`);
    const result = await corrupted(async (tx) => {
      // a consistent extra posting: the account stays in step, the transfer does not balance
      await tx.execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after)
        SELECT ${t.transfer_id}, id, 100, balance + 100, posting_count + 1, debit_total FROM ledger_accounts WHERE id = ${fees}`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 100, posting_count = posting_count + 1 WHERE id = ${fees}`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.postings_sum).toBe(100n);
    expect(result.unbalanced_transfers).toEqual([{ transfer_id: Number(t.transfer_id), reference: expect.any(String), sum: 100n, postings: 3 }]);
    expect(result.mismatched_accounts).toEqual([]);
    expect(result.broken_running_balances).toEqual([]);
  });

  it("reports a member's history index that misses a transfer or is misnumbered", async () => {
    const missing = await corrupted(async (tx) => {
      await tx.execute(sql`DELETE FROM ledger_member_entries WHERE user_id = ${member} AND seq = (SELECT max(seq) FROM ledger_member_entries WHERE user_id = ${member})`);
      return check(tx);
    });
    expect(missing.ok).toBe(false);
    expect(missing.mismatched_member_histories).toEqual([{ user_id: member, entry_count: 4, entries: 3, expected: 4, last_seq: 3 }]);
    expect(formatLedgerCheckReport(missing)).toMatch(/FAIL\] every member's history index[\s\S]*user \d+: 3 entries/);
    const renumbered = await corrupted(async (tx) => {
      await tx.execute(sql`UPDATE ledger_member_entries SET seq = seq + 10 WHERE user_id = ${member} AND seq = 1`);
      return check(tx);
    });
    expect(renumbered.mismatched_member_histories).toEqual([{ user_id: member, entry_count: 4, entries: 4, expected: 4, last_seq: 11 }]);
  });

  it('reports a transfer without postings', async () => {
    const { result, id } = await corrupted(async (tx) => {
      const [t] = await rawRows<{ id: number }>(tx, sql`INSERT INTO ledger_transfers (reference, kind, status, description, posted_at) VALUES ('EMPTY', 'fee', 'posted', 'nothing', now()) RETURNING id`);
      return { result: await check(tx), id: Number(t.id) };
    });
    expect(result.unbalanced_transfers).toEqual([{ transfer_id: id, reference: 'EMPTY', sum: 0n, postings: 0 }]);
    expect(result.ok).toBe(false);
  });

  it('reports an edited posting (trigger dropped first): balances, running balances and the transfer', async () => {
    const [p] = await rawRows<{ id: number; transfer_id: number }>(db(), sql`SELECT id, transfer_id FROM ledger_postings WHERE account_id = ${fees}`);
    const result = await corrupted(async (tx) => {
      await tx.execute(sql`DROP TRIGGER ledger_postings_no_update_delete ON ledger_postings`);
      await tx.execute(sql`UPDATE ledger_postings SET amount = 900 WHERE id = ${p.id}`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.mismatched_accounts).toEqual([{ account_id: fees, cached: 500n, actual: 900n }]);
    expect(result.unbalanced_transfers.map((t) => t.transfer_id)).toEqual([Number(p.transfer_id)]);
    expect(result.broken_running_balances).toEqual([{ account_id: fees, posting_id: Number(p.id), entry_no: 1n, balance_after: 500n, expected_balance_after: 900n }]);
  });

  it('reports a broken running balance on its own', async () => {
    const result = await corrupted(async (tx) => {
      await tx.execute(sql`DROP TRIGGER ledger_postings_no_update_delete ON ledger_postings`);
      await tx.execute(sql`UPDATE ledger_postings SET balance_after = balance_after + 1 WHERE account_id = ${wallet} AND entry_no = 2`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.broken_running_balances).toHaveLength(1);
    expect(result.broken_running_balances[0]).toMatchObject({ account_id: wallet, entry_no: 2n });
  });

  it('reports a member account below zero (CHECK constraint dropped first)', async () => {
    const result = await corrupted(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_member_balance_non_negative`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${wallet}`);
      return check(tx);
    });
    expect(result.ok).toBe(false);
    expect(result.negative_member_accounts).toEqual([{ account_id: wallet, owner_user_id: member, purpose: 'wallet', cached: -1n, actual: 99_500n }]);
    expect(result.mismatched_accounts).toEqual([{ account_id: wallet, cached: -1n, actual: 99_500n }]);
  });

  it('reports an overdue pending transfer until the watcher has alerted it', async () => {
    const later = new Date(Date.now() + 120_000);
    const { pending, overdue, alerted } = await corrupted(async (tx) => {
      const inFlight = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.payoutsInFlight);
      const pending = await transfer(tx, {
        reference: ref('WD'),
        kind: 'withdrawal',
        userId: member,
        description: 'w',
        status: 'pending',
        deadlineAt: new Date(Date.now() + 60_000),
        postings: [
          { accountId: wallet, amount: -1_000n },
          { accountId: inFlight, amount: 1_000n },
        ],
      });
      expect((await check(tx)).ok).toBe(true);
      const overdue = await runLedgerCheck(tx, later);
      await flagOverduePendingTransfers(tx, later);
      return { pending, overdue, alerted: await runLedgerCheck(tx, later) };
    });
    expect(overdue.ok).toBe(false);
    expect(overdue.overdue_pending_without_alert).toEqual([{ transfer_id: pending.id, reference: pending.reference, kind: 'withdrawal', deadline_at: expect.any(Date), alerted: false }]);
    expect(alerted.ok).toBe(true);
    expect(alerted.overdue_pending).toMatchObject([{ transfer_id: pending.id, alerted: true }]);
    expect(formatLedgerCheckReport(alerted)).toMatch(/1 overdue pending transfer\(s\) already alerted/);
  });

  it('serialises to JSON with naira strings', async () => {
    const json = await corrupted(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${fees}`);
      return ledgerCheckToJson(await check(tx));
    });
    expect(json).toMatchObject({ ok: false, postings_sum: '0.00', mismatched_accounts: [{ account_id: fees, cached: '5.07', actual: '5.00' }] });
    expect(typeof json.checked_at).toBe('string');
  });
});

describe('ledger-check CLI', () => {
  it('checks the DATA_DIR database, prints a summary and exits 0 when sound and 1 when not', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-check-'));
    try {
      const handle = await openDatabase({ dataDir });
      await migrate(handle);
      const someone = await insertMember(handle.db);
      const w = await fundWallet(handle.db, someone, 12_345n);
      await handle.close();

      let out = '';
      const env = { DATA_DIR: dataDir, NODE_ENV: 'test' } as NodeJS.ProcessEnv;
      expect(await runLedgerCheckCli(env, (text) => (out += text))).toBe(0);
      expect(out).toMatch(/Ledger check at .*: OK/);
      expect(out).toMatch(/2 accounts, 1 transfers, 2 postings/);

      const again = await openDatabase({ dataDir });
      await again.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${w}`);
      await again.close();
      out = '';
      expect(await runLedgerCheckCli(env, (text) => (out += text))).toBe(1);
      expect(out).toMatch(/PROBLEMS FOUND/);
      expect(out).toMatch(/cached ₦123\.46, postings ₦123\.45/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
