// A long account history written set-based, with the ledger's running columns numbered the way transfer() does,
// and the member's history index (ledger_member_entries, ledger_member_history) numbered the way it does too.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * `n` posted transfers between `account` and `counter`, one a second from `base`: odd ones +₦10.00 into `account`
 * (kind wallet_funding, paid by card), even ones −₦4.00 out of it (kind withdrawal, to the bank).
 */
export async function writePostingHistory(db: Database, options: { userId: number; account: number; counter: number; n: number; tag: string; base: Date }) {
  const { userId, account, counter, n, tag, base } = options;
  await db.execute(sql`INSERT INTO ledger_transfers (reference, kind, status, user_id, description, metadata, created_at, posted_at)
    SELECT ${tag} || '-' || i, CASE WHEN i % 2 = 1 THEN 'wallet_funding' ELSE 'withdrawal' END, 'posted', ${userId}, 'Movement ' || i,
           CASE WHEN i % 2 = 1 THEN '{"payment_method":"Paystack"}'::jsonb ELSE '{"payment_method":"Bank"}'::jsonb END,
           ${base.toISOString()}::timestamptz + i * interval '1 second', ${base.toISOString()}::timestamptz + i * interval '1 second'
    FROM generate_series(1, ${n}) AS i`);
  await db.execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
    SELECT t.id, x.account, x.amount, x.balance, t.i, x.debits, t.created_at
    FROM (SELECT id, created_at, split_part(reference, '-', 2)::bigint AS i FROM ledger_transfers WHERE reference LIKE ${`${tag}-%`}) t
    CROSS JOIN LATERAL (VALUES
      (${account}::bigint, CASE WHEN t.i % 2 = 1 THEN 1000 ELSE -400 END, 1000 * ((t.i + 1) / 2) - 400 * (t.i / 2), 400 * (t.i / 2)),
      (${counter}::bigint, CASE WHEN t.i % 2 = 1 THEN -1000 ELSE 400 END, 400 * (t.i / 2) - 1000 * ((t.i + 1) / 2), 1000 * ((t.i + 1) / 2))
    ) AS x(account, amount, balance, debits)`);
  await db.execute(sql`UPDATE ledger_accounts a SET balance = s.balance, posting_count = s.n, debit_total = s.debits
    FROM (SELECT account_id, sum(amount) AS balance, count(*) AS n, coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits
          FROM ledger_postings WHERE account_id IN (${account}, ${counter}) GROUP BY account_id) s
    WHERE a.id = s.account_id`);
  await db.execute(sql`INSERT INTO ledger_member_entries (user_id, seq, transfer_id, kind, created_at)
    SELECT ${userId}, coalesce((SELECT entry_count FROM ledger_member_history WHERE user_id = ${userId}), 0) + row_number() OVER (ORDER BY created_at, id),
           id, kind, created_at
    FROM ledger_transfers WHERE reference LIKE ${`${tag}-%`}`);
  await db.execute(sql`INSERT INTO ledger_member_history (user_id, entry_count)
    SELECT ${userId}, count(*) FROM ledger_member_entries WHERE user_id = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET entry_count = excluded.entry_count`);
}
