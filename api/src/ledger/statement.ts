// An account statement in O(page): every figure comes from index lookups on the postings' running
// columns (balance_after, entry_no, debits_after), never from summing the range.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { TransferStatus } from '../db/schema';
import { AccountNotFoundError } from './errors';
import { assertDate, pageInfo, pageParams, type PageInfo } from './paging';
import { queryRows, toBigInt, toDate, toId } from './sql';

export interface StatementOptions {
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
  page?: number;
  perPage?: number;
  /** 'asc' (default): oldest first, as a printed statement; 'desc': newest first */
  order?: 'asc' | 'desc';
}

export interface StatementRow {
  posting_id: number;
  transfer_id: number;
  reference: string;
  kind: string;
  status: TransferStatus;
  description: string;
  /** signed kobo: positive = credit (money in) */
  amount: bigint;
  balance_after: bigint;
  /** 1, 2, 3… on this account */
  entry_no: number;
  created_at: Date;
}

export interface AccountStatement extends PageInfo {
  account_id: number;
  from: Date | null;
  to: Date | null;
  /** kobo: the balance before the first row of the range */
  opening_balance: bigint;
  /** kobo: the balance after the last row of the range */
  closing_balance: bigint;
  /** kobo: Σ positive amounts in the range */
  total_credits: bigint;
  /** kobo, positive: Σ |negative amounts| in the range */
  total_debits: bigint;
  rows: StatementRow[];
}

interface Mark {
  entryNo: bigint;
  balance: bigint;
  debits: bigint;
}

const ZERO: Mark = { entryNo: 0n, balance: 0n, debits: 0n };

function parseMark(value: unknown): Mark {
  if (value === null || value === undefined) return ZERO;
  const [entryNo, balance, debits] = String(value).replace(/[{}]/g, '').split(',').map((v) => BigInt(v));
  return { entryNo, balance, debits };
}

export async function accountStatement(executor: Executor, accountId: number, options: StatementOptions = {}): Promise<AccountStatement> {
  const { page, perPage } = pageParams(options.page, options.perPage);
  assertDate(options.from, 'from');
  assertDate(options.to, 'to');
  const order = options.order === 'desc' ? 'desc' : 'asc';

  // the last posting before `from` (opening) and before `to` (closing), or the latest one
  const mark = (before: Date | undefined) =>
    before
      ? sql`(SELECT ARRAY[entry_no, balance_after, debits_after]::text FROM ledger_postings
             WHERE account_id = ${accountId} AND created_at < ${before.toISOString()}::timestamptz
             ORDER BY created_at DESC, entry_no DESC LIMIT 1)`
      : sql`(SELECT ARRAY[entry_no, balance_after, debits_after]::text FROM ledger_postings
             WHERE account_id = ${accountId} ORDER BY entry_no DESC LIMIT 1)`;
  const [bounds] = await queryRows(
    executor,
    sql`SELECT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = ${accountId}) AS found,
               ${options.from ? mark(options.from) : sql`NULL::text`} AS opening,
               ${mark(options.to)} AS closing`,
  );
  if (!bounds.found) throw new AccountNotFoundError([accountId]);
  const opening = parseMark(bounds.opening);
  let closing = parseMark(bounds.closing);
  // from ≥ to, or a clock that stepped back: an empty range, never a negative one
  if (closing.entryNo < opening.entryNo) closing = opening;

  const total = Number(closing.entryNo - opening.entryNo);
  const skip = BigInt((page - 1) * perPage);
  const size = BigInt(perPage);
  let lo: bigint;
  let hi: bigint;
  if (order === 'asc') {
    lo = opening.entryNo + skip + 1n;
    hi = lo + size - 1n < closing.entryNo ? lo + size - 1n : closing.entryNo;
  } else {
    hi = closing.entryNo - skip;
    lo = hi - size + 1n > opening.entryNo ? hi - size + 1n : opening.entryNo + 1n;
  }
  const rows =
    lo <= hi
      ? await queryRows(
          executor,
          // The LIMIT states the page size: account_id and entry_no are correlated, and without it the
          // planner overestimates the rows and hash-joins against a full scan of ledger_transfers.
          sql`WITH page AS MATERIALIZED (
                SELECT id, transfer_id, amount, balance_after, entry_no, created_at FROM ledger_postings
                WHERE account_id = ${accountId} AND entry_no BETWEEN ${lo.toString()}::bigint AND ${hi.toString()}::bigint
                ORDER BY entry_no LIMIT ${perPage}
              )
              SELECT p.id, p.transfer_id, t.reference, t.kind, t.status, t.description, p.amount::text AS amount,
                     p.balance_after::text AS balance_after, p.entry_no, p.created_at
              FROM page p JOIN ledger_transfers t ON t.id = p.transfer_id
              ORDER BY p.entry_no ${order === 'asc' ? sql`ASC` : sql`DESC`}`,
        )
      : [];

  return {
    account_id: accountId,
    from: options.from ?? null,
    to: options.to ?? null,
    opening_balance: opening.balance,
    closing_balance: closing.balance,
    // credits through a posting = balance_after + debits_after
    total_credits: closing.balance + closing.debits - (opening.balance + opening.debits),
    total_debits: closing.debits - opening.debits,
    rows: rows.map((r) => ({
      posting_id: toId(r.id),
      transfer_id: toId(r.transfer_id),
      reference: String(r.reference),
      kind: String(r.kind),
      status: r.status as TransferStatus,
      description: String(r.description),
      amount: toBigInt(r.amount),
      balance_after: toBigInt(r.balance_after),
      entry_no: toId(r.entry_no),
      created_at: toDate(r.created_at),
    })),
    ...pageInfo(total, page, perPage),
  };
}
