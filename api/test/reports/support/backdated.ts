// Ledger history in the past, for reports as of an earlier day: transfer() always stamps the database clock, so these
// posted transfers are written the way it writes them (running balance, entry number and debits per account, the
// cached counters on the accounts), stamped `at`. Write them before any transfer() touches the same accounts later
// in time, so each account's postings stay in time order.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { queryRows, toBigInt } from '../../../src/ledger/sql';

export async function backdatedTransfer(db: Database, postings: Array<{ accountId: number; amount: bigint }>, at: Date): Promise<void> {
  const [transfer] = await queryRows<{ id: unknown }>(
    db,
    sql`INSERT INTO ledger_transfers (reference, kind, status, description, metadata, created_at, posted_at)
        VALUES (${`BACKDATED-${crypto.randomBytes(6).toString('hex')}`}, 'wallet_funding', 'posted', 'Earlier money', '{}'::jsonb, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        RETURNING id`,
  );
  for (const p of postings) {
    const [account] = await queryRows<{ balance: unknown; n: unknown; debits: unknown }>(db, sql`SELECT balance, posting_count AS n, debit_total AS debits FROM ledger_accounts WHERE id = ${p.accountId}`);
    const balance = toBigInt(account.balance) + p.amount;
    const n = toBigInt(account.n) + 1n;
    const debits = toBigInt(account.debits) + (p.amount < 0n ? -p.amount : 0n);
    await db.execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
      VALUES (${Number(transfer.id)}, ${p.accountId}, ${p.amount.toString()}::bigint, ${balance.toString()}::bigint, ${n.toString()}::bigint, ${debits.toString()}::bigint, ${at.toISOString()}::timestamptz)`);
    await db.execute(sql`UPDATE ledger_accounts SET balance = ${balance.toString()}::bigint, posting_count = ${n.toString()}::bigint, debit_total = ${debits.toString()}::bigint WHERE id = ${p.accountId}`);
  }
}
