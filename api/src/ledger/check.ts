// The ledger's invariants, checked set-based (a few scans of the postings, no per-row round trips):
// Σ postings = 0, every transfer ≥ 2 postings summing to 0, every cached balance and counter = its
// postings, every running balance consistent, no member account below zero, no overdue pending
// transfer without an alert. Run it inside a REPEATABLE READ transaction for one consistent snapshot.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { formatKobo } from '../money/money';
import { queryRows, toBigInt, toDate, toId } from './sql';

/** each list is capped: one bad account is as alarming as a thousand */
const LIST_LIMIT = 100;

export interface LedgerCheckResult {
  ok: boolean;
  checked_at: Date;
  /** kobo: must be 0 */
  postings_sum: bigint;
  postings_checked: number;
  accounts_checked: number;
  transfers_checked: number;
  mismatched_accounts: Array<{ account_id: number; cached: bigint; actual: bigint }>;
  /** cached posting_count / debit_total that disagree with the postings */
  mismatched_account_counters: Array<{ account_id: number; field: 'posting_count' | 'debit_total'; cached: bigint; actual: bigint }>;
  negative_member_accounts: Array<{ account_id: number; owner_user_id: number; purpose: string; cached: bigint; actual: bigint }>;
  unbalanced_transfers: Array<{ transfer_id: number; reference: string; sum: bigint; postings: number }>;
  /** postings whose balance_after / debits_after / entry_no disagree with the account's history */
  broken_running_balances: Array<{ account_id: number; posting_id: number; entry_no: bigint; balance_after: bigint; expected_balance_after: bigint }>;
  overdue_pending_without_alert: OverduePending[];
  /** every pending transfer past its deadline, alerted or not (informational) */
  overdue_pending: OverduePending[];
}

export interface OverduePending {
  transfer_id: number;
  reference: string;
  kind: string;
  deadline_at: Date;
  alerted: boolean;
}

export async function runLedgerCheck(executor: Executor, now: Date): Promise<LedgerCheckResult> {
  const [totals] = await queryRows(
    executor,
    sql`SELECT (SELECT coalesce(sum(amount), 0)::text FROM ledger_postings) AS postings_sum,
               (SELECT count(*) FROM ledger_postings) AS postings,
               (SELECT count(*) FROM ledger_accounts) AS accounts,
               (SELECT count(*) FROM ledger_transfers) AS transfers`,
  );

  const accountRows = await queryRows(
    executor,
    sql`WITH actual AS (
          SELECT account_id, sum(amount) AS balance, count(*) AS postings,
                 coalesce(sum(-amount) FILTER (WHERE amount < 0), 0) AS debits
          FROM ledger_postings GROUP BY account_id
        )
        SELECT a.id, a.kind, a.owner_user_id, a.purpose,
               a.balance::text AS cached_balance, coalesce(x.balance, 0)::text AS actual_balance,
               a.posting_count::text AS cached_count, coalesce(x.postings, 0)::text AS actual_count,
               a.debit_total::text AS cached_debits, coalesce(x.debits, 0)::text AS actual_debits
        FROM ledger_accounts a LEFT JOIN actual x ON x.account_id = a.id
        WHERE a.balance <> coalesce(x.balance, 0)
           OR a.posting_count <> coalesce(x.postings, 0)
           OR a.debit_total <> coalesce(x.debits, 0)
           OR (a.kind = 'member' AND (a.balance < 0 OR coalesce(x.balance, 0) < 0))
        ORDER BY a.id LIMIT ${LIST_LIMIT * 3}`,
  );

  const unbalanced = await queryRows(
    executor,
    sql`SELECT t.id, t.reference, coalesce(x.total, 0)::text AS total, coalesce(x.postings, 0) AS postings
        FROM ledger_transfers t
        LEFT JOIN (SELECT transfer_id, sum(amount) AS total, count(*) AS postings FROM ledger_postings GROUP BY transfer_id) x
          ON x.transfer_id = t.id
        WHERE coalesce(x.total, 0) <> 0 OR coalesce(x.postings, 0) < 2
        ORDER BY t.id LIMIT ${LIST_LIMIT}`,
  );

  const broken = await queryRows(
    executor,
    sql`SELECT account_id, id, entry_no::text AS entry_no, balance_after::text AS balance_after, expected_balance::text AS expected_balance
        FROM (
          SELECT account_id, id, entry_no, balance_after, debits_after,
                 sum(amount) OVER w AS expected_balance,
                 sum(CASE WHEN amount < 0 THEN -amount ELSE 0 END) OVER w AS expected_debits,
                 row_number() OVER w AS expected_entry
          FROM ledger_postings
          WINDOW w AS (PARTITION BY account_id ORDER BY entry_no ROWS UNBOUNDED PRECEDING)
        ) x
        WHERE balance_after <> expected_balance OR debits_after <> expected_debits OR entry_no <> expected_entry
        ORDER BY account_id, entry_no LIMIT ${LIST_LIMIT}`,
  );

  const overdue = await queryRows(
    executor,
    sql`SELECT t.id, t.reference, t.kind, t.deadline_at, (a.id IS NOT NULL) AS alerted
        FROM ledger_transfers t LEFT JOIN ledger_alerts a ON a.transfer_id = t.id
        WHERE t.status = 'pending' AND t.deadline_at < ${now.toISOString()}::timestamptz
        ORDER BY t.deadline_at, t.id LIMIT ${LIST_LIMIT * 10}`,
  );

  const result: LedgerCheckResult = {
    ok: false,
    checked_at: now,
    postings_sum: toBigInt(totals.postings_sum),
    postings_checked: Number(totals.postings),
    accounts_checked: Number(totals.accounts),
    transfers_checked: Number(totals.transfers),
    mismatched_accounts: [],
    mismatched_account_counters: [],
    negative_member_accounts: [],
    unbalanced_transfers: unbalanced.map((r) => ({ transfer_id: toId(r.id), reference: String(r.reference), sum: toBigInt(r.total), postings: Number(r.postings) })),
    broken_running_balances: broken.map((r) => ({
      account_id: toId(r.account_id),
      posting_id: toId(r.id),
      entry_no: toBigInt(r.entry_no),
      balance_after: toBigInt(r.balance_after),
      expected_balance_after: toBigInt(r.expected_balance),
    })),
    overdue_pending: overdue.map((r) => ({
      transfer_id: toId(r.id),
      reference: String(r.reference),
      kind: String(r.kind),
      deadline_at: toDate(r.deadline_at),
      alerted: Boolean(r.alerted),
    })),
    overdue_pending_without_alert: [],
  };
  result.overdue_pending_without_alert = result.overdue_pending.filter((o) => !o.alerted);

  for (const r of accountRows) {
    const id = toId(r.id);
    const cached = toBigInt(r.cached_balance);
    const actual = toBigInt(r.actual_balance);
    if (cached !== actual) result.mismatched_accounts.push({ account_id: id, cached, actual });
    const counters = [
      ['posting_count', toBigInt(r.cached_count), toBigInt(r.actual_count)],
      ['debit_total', toBigInt(r.cached_debits), toBigInt(r.actual_debits)],
    ] as const;
    for (const [field, c, a] of counters) if (c !== a) result.mismatched_account_counters.push({ account_id: id, field, cached: c, actual: a });
    if (r.kind === 'member' && (cached < 0n || actual < 0n)) {
      result.negative_member_accounts.push({ account_id: id, owner_user_id: Number(r.owner_user_id), purpose: String(r.purpose), cached, actual });
    }
  }
  result.mismatched_accounts = result.mismatched_accounts.slice(0, LIST_LIMIT);
  result.mismatched_account_counters = result.mismatched_account_counters.slice(0, LIST_LIMIT);
  result.negative_member_accounts = result.negative_member_accounts.slice(0, LIST_LIMIT);

  result.ok =
    result.postings_sum === 0n &&
    result.mismatched_accounts.length === 0 &&
    result.mismatched_account_counters.length === 0 &&
    result.negative_member_accounts.length === 0 &&
    result.unbalanced_transfers.length === 0 &&
    result.broken_running_balances.length === 0 &&
    result.overdue_pending_without_alert.length === 0;
  return result;
}

/** JSON-safe form for an admin endpoint or a log line: kobo as naira strings ("1500.00"), dates ISO. */
export function ledgerCheckToJson(result: LedgerCheckResult): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(result, (key, value: unknown) => {
      if (typeof value !== 'bigint') return value;
      return key === 'entry_no' ? value.toString() : formatKobo(value);
    }),
  ) as Record<string, unknown>;
}
