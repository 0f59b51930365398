// An account statement in O(page): every figure comes from index lookups on the postings' running
// columns (balance_after, entry_no, debits_after), never from summing the range.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { TransferStatus } from '../db/schema';
import { AccountNotFoundError, InvalidLedgerRequestError } from './errors';
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

/** A range's figures, without its rows */
export interface StatementRange {
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
  /** rows in the range */
  total: number;
}

export interface AccountStatement extends StatementRange, PageInfo {
  rows: StatementRow[];
}

interface Mark {
  entryNo: bigint;
  balance: bigint;
  debits: bigint;
}

/** rows a download reads per query: large enough that the per-query cost vanishes, small enough to hold */
export const STATEMENT_BATCH = 2_000;

const ZERO: Mark = { entryNo: 0n, balance: 0n, debits: 0n };

function parseMark(value: unknown): Mark {
  if (value === null || value === undefined) return ZERO;
  const [entryNo, balance, debits] = String(value).replace(/[{}]/g, '').split(',').map((v) => BigInt(v));
  return { entryNo, balance, debits };
}

/** The last posting before `from` (opening) and before `to` (closing, or the latest one): two index probes. */
async function statementBounds(executor: Executor, accountId: number, from: Date | undefined, to: Date | undefined): Promise<{ opening: Mark; closing: Mark }> {
  assertDate(from, 'from');
  assertDate(to, 'to');
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
               ${from ? mark(from) : sql`NULL::text`} AS opening,
               ${mark(to)} AS closing`,
  );
  if (!bounds.found) throw new AccountNotFoundError([accountId]);
  const opening = parseMark(bounds.opening);
  const closing = parseMark(bounds.closing);
  // from ≥ to, or a clock that stepped back: an empty range, never a negative one
  return { opening, closing: closing.entryNo < opening.entryNo ? opening : closing };
}

/** the range's figures, all from its two bounds */
function rangeFigures(accountId: number, options: Pick<StatementOptions, 'from' | 'to'>, opening: Mark, closing: Mark): StatementRange {
  return {
    account_id: accountId,
    from: options.from ?? null,
    to: options.to ?? null,
    opening_balance: opening.balance,
    closing_balance: closing.balance,
    // credits through a posting = balance_after + debits_after
    total_credits: closing.balance + closing.debits - (opening.balance + opening.debits),
    total_debits: closing.debits - opening.debits,
    total: Number(closing.entryNo - opening.entryNo),
  };
}

/**
 * The postings with entry numbers in (after, through], at most `limit`, each with its transfer. The LIMIT states
 * the page size: account_id and entry_no are correlated, and without it the planner overestimates the rows. The
 * transfer is fetched per row by its primary key (LIMIT 1 keeps the lateral from being flattened): as a plain join
 * of a large batch the planner hashes the whole of ledger_transfers, a cost that grows with the society's ledger.
 */
function entriesBetween(executor: Executor, accountId: number, after: bigint, through: bigint, limit: number, order: 'asc' | 'desc') {
  return queryRows(
    executor,
    sql`WITH page AS MATERIALIZED (
          SELECT id, transfer_id, amount, balance_after, entry_no, created_at FROM ledger_postings
          WHERE account_id = ${accountId} AND entry_no > ${after.toString()}::bigint AND entry_no <= ${through.toString()}::bigint
          ORDER BY entry_no LIMIT ${limit}
        )
        SELECT p.id, p.transfer_id, t.reference, t.kind, t.status, t.description, p.amount::text AS amount,
               p.balance_after::text AS balance_after, p.entry_no, p.created_at
        FROM page p
        CROSS JOIN LATERAL (
          SELECT reference, kind, status, description FROM ledger_transfers WHERE id = p.transfer_id LIMIT 1
        ) t
        ORDER BY p.entry_no ${order === 'asc' ? sql`ASC` : sql`DESC`}`,
  );
}

function toRow(r: Record<string, unknown>): StatementRow {
  return {
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
  };
}

export async function accountStatement(executor: Executor, accountId: number, options: StatementOptions = {}): Promise<AccountStatement> {
  const { page, perPage } = pageParams(options.page, options.perPage);
  const order = options.order === 'desc' ? 'desc' : 'asc';
  const { opening, closing } = await statementBounds(executor, accountId, options.from, options.to);
  const range = rangeFigures(accountId, options, opening, closing);

  // a page is a range of entry numbers: no OFFSET, no count
  const skip = BigInt((page - 1) * perPage);
  const size = BigInt(perPage);
  let after: bigint;
  let through: bigint;
  if (order === 'asc') {
    after = opening.entryNo + skip;
    through = after + size < closing.entryNo ? after + size : closing.entryNo;
  } else {
    through = closing.entryNo - skip;
    after = through - size > opening.entryNo ? through - size : opening.entryNo;
  }
  const rows = after < through ? await entriesBetween(executor, accountId, after, through, perPage, order) : [];
  return { ...range, rows: rows.map(toRow), ...pageInfo(range.total, page, perPage) };
}

export interface StatementStream extends StatementRange {
  /** every row of the range, oldest first, `batchSize` at a time */
  batches: AsyncIterable<StatementRow[]>;
}

/**
 * A whole range for downloads: its figures now, then its rows in batches walked by entry number (keyset), one
 * query a batch, so memory is one batch and each batch costs the same at any history size. The range is fixed
 * by the first read: a movement posted while the rows are read is after it, and cannot disagree with the totals.
 */
export async function accountStatementStream(executor: Executor, accountId: number, options: Pick<StatementOptions, 'from' | 'to'> & { batchSize?: number } = {}): Promise<StatementStream> {
  const batchSize = options.batchSize ?? STATEMENT_BATCH;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > 10 * STATEMENT_BATCH) throw new InvalidLedgerRequestError(`Invalid batchSize: ${batchSize}`);
  const { opening, closing } = await statementBounds(executor, accountId, options.from, options.to);
  async function* batches(): AsyncGenerator<StatementRow[]> {
    let after = opening.entryNo;
    while (after < closing.entryNo) {
      const rows = await entriesBetween(executor, accountId, after, closing.entryNo, batchSize, 'asc');
      if (!rows.length) return;
      yield rows.map(toRow);
      after = toBigInt(rows[rows.length - 1].entry_no);
    }
  }
  return { ...rangeFigures(accountId, options, opening, closing), batches: batches() };
}
