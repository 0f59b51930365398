// The ledger's invariants, checked set-based (a few scans of the postings, no per-row round trips):
// Σ postings = 0, every transfer ≥ 2 postings summing to 0, every cached balance and counter = its
// postings, every running balance consistent, no member account below zero, no overdue pending
// transfer without an alert, every member's history index complete and numbered 1…n. Run it inside a REPEATABLE READ transaction for one consistent snapshot.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { formatKobo } from '../money/money';
import { REVERSAL_KIND, SOCIETY_ONLY_KINDS } from './transferKinds';
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
  /** members whose history index (ledger_member_entries, ledger_member_history) disagrees with their transfers */
  mismatched_member_histories: Array<{ user_id: number; entry_count: number; entries: number; expected: number; last_seq: number }>;
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

  const histories = await queryRows(
    executor,
    sql`WITH expected AS (
          SELECT t.user_id, t.id AS transfer_id, t.kind, t.metadata FROM ledger_transfers t WHERE t.user_id IS NOT NULL
          UNION
          SELECT a.owner_user_id, t.id, t.kind, t.metadata
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id
          WHERE a.owner_user_id IS NOT NULL
        ),
        listed AS (
          SELECT user_id, transfer_id FROM expected
          WHERE NOT (CASE WHEN kind = ${REVERSAL_KIND} THEN coalesce(metadata->>'reversed_kind', kind) ELSE kind END
                     = ANY(${`{${[...SOCIETY_ONLY_KINDS].join(',')}}`}::text[]))
        ),
        pairs AS (
          SELECT coalesce(l.user_id, e.user_id) AS user_id, l.transfer_id IS NOT NULL AS is_expected, e.transfer_id IS NOT NULL AS is_entry, e.seq
          FROM listed l FULL JOIN ledger_member_entries e ON e.user_id = l.user_id AND e.transfer_id = l.transfer_id
        ),
        per_user AS (
          SELECT user_id, count(*) FILTER (WHERE is_expected) AS expected, count(*) FILTER (WHERE is_entry) AS entries,
                 count(*) FILTER (WHERE is_expected <> is_entry) AS unmatched, coalesce(max(seq), 0) AS last_seq
          FROM pairs GROUP BY user_id
        )
        SELECT coalesce(u.user_id, h.user_id) AS user_id, coalesce(h.entry_count, 0)::text AS entry_count,
               coalesce(u.entries, 0) AS entries, coalesce(u.expected, 0) AS expected, coalesce(u.last_seq, 0)::text AS last_seq
        FROM per_user u FULL JOIN ledger_member_history h ON h.user_id = u.user_id
        WHERE coalesce(u.unmatched, 0) > 0 OR coalesce(h.entry_count, 0) <> coalesce(u.entries, 0) OR coalesce(u.last_seq, 0) <> coalesce(u.entries, 0)
        ORDER BY 1 LIMIT ${LIST_LIMIT}`,
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
    mismatched_member_histories: histories.map((r) => ({
      user_id: Number(r.user_id),
      entry_count: Number(r.entry_count),
      entries: Number(r.entries),
      expected: Number(r.expected),
      last_seq: Number(r.last_seq),
    })),
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
    result.mismatched_member_histories.length === 0 &&
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
