// Reading transfers: a member's history (every transfer naming them or touching one of their
// accounts) and single transfers by id or reference.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { TransferStatus } from '../db/schema';
import { InvalidLedgerRequestError } from './errors';
import { REVERSAL_KIND } from './purposes';
import { assertDate, pageInfo, pageParams, type PageInfo } from './paging';
import { int8Array, queryRows, toBigInt, toDate, toId } from './sql';

export interface TransferView {
  id: number;
  reference: string;
  kind: string;
  status: TransferStatus;
  user_id: number | null;
  description: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  deadline_at: Date | null;
  posted_at: Date | null;
  voided_at: Date | null;
  reverses_transfer_id: number | null;
  reversed_by_transfer_id: number | null;
}

export interface UserTransferRow extends TransferView {
  /** kobo: Σ of this member's postings in the transfer (positive = money in; 0 = between their own accounts) */
  net_amount: bigint;
  /** this member's postings only */
  postings: Array<{ account_id: number; purpose: string; amount: bigint }>;
}

export interface TransferDetail extends TransferView {
  postings: Array<{ posting_id: number; account_id: number; owner_user_id: number | null; purpose: string; amount: bigint; balance_after: bigint }>;
}

export interface TransfersForUserOptions {
  page?: number;
  perPage?: number;
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
  kinds?: string[];
  /** with `kinds`: also the reversals of transfers of those kinds (a reversal records `reversed_kind` in its metadata) */
  withReversals?: boolean;
}

export interface Page<T> extends PageInfo {
  rows: T[];
}

const VIEW_COLUMNS = sql`t.id, t.reference, t.kind, t.status, t.user_id, t.description, t.metadata, t.created_at, t.deadline_at,
  t.posted_at, t.voided_at, t.reverses_transfer_id, r.id AS reversed_by_transfer_id`;

function toView(r: Record<string, unknown>): TransferView {
  const optionalDate = (v: unknown) => (v === null || v === undefined ? null : toDate(v));
  return {
    id: toId(r.id),
    reference: String(r.reference),
    kind: String(r.kind),
    status: r.status as TransferStatus,
    user_id: r.user_id === null ? null : Number(r.user_id),
    description: String(r.description),
    metadata: (typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata) as Record<string, unknown>,
    created_at: toDate(r.created_at),
    deadline_at: optionalDate(r.deadline_at),
    posted_at: optionalDate(r.posted_at),
    voided_at: optionalDate(r.voided_at),
    reverses_transfer_id: r.reverses_transfer_id === null ? null : toId(r.reverses_transfer_id),
    reversed_by_transfer_id: r.reversed_by_transfer_id === null || r.reversed_by_transfer_id === undefined ? null : toId(r.reversed_by_transfer_id),
  };
}

/** Newest first. */
export async function transfersForUser(executor: Executor, userId: number, options: TransfersForUserOptions = {}): Promise<Page<UserTransferRow>> {
  const { page, perPage } = pageParams(options.page, options.perPage);
  assertDate(options.from, 'from');
  assertDate(options.to, 'to');
  const kinds = options.kinds ?? [];
  if (!Array.isArray(kinds) || kinds.some((k) => typeof k !== 'string')) throw new InvalidLedgerRequestError('kinds must be strings');

  const filters: SQL[] = [];
  if (options.from) filters.push(sql`t.created_at >= ${options.from.toISOString()}::timestamptz`);
  if (options.to) filters.push(sql`t.created_at < ${options.to.toISOString()}::timestamptz`);
  if (kinds.length) {
    const list = sql.join(kinds.map((k) => sql`${k}`), sql`, `);
    filters.push(
      options.withReversals
        ? sql`(t.kind IN (${list}) OR (t.kind = ${REVERSAL_KIND} AND t.metadata->>'reversed_kind' IN (${list})))`
        : sql`t.kind IN (${list})`,
    );
  }
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const mine = sql`WITH mine AS (
      SELECT id AS transfer_id FROM ledger_transfers WHERE user_id = ${userId}
      UNION
      SELECT p.transfer_id FROM ledger_postings p
      WHERE p.account_id IN (SELECT id FROM ledger_accounts WHERE owner_user_id = ${userId})
    )`;

  const rows = await queryRows(
    executor,
    sql`${mine}
        SELECT ${VIEW_COLUMNS}, count(*) OVER () AS total
        FROM mine JOIN ledger_transfers t ON t.id = mine.transfer_id
        LEFT JOIN ledger_transfers r ON r.reverses_transfer_id = t.id
        ${where}
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    const [count] = await queryRows(executor, sql`${mine} SELECT count(*) AS total FROM mine JOIN ledger_transfers t ON t.id = mine.transfer_id ${where}`);
    total = Number(count.total);
  }

  const ids = rows.map((r) => toId(r.id));
  const postings = ids.length
    ? await queryRows(
        executor,
        sql`SELECT p.transfer_id, p.account_id, a.purpose, p.amount::text AS amount
            FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
            WHERE p.transfer_id = ANY(${int8Array(ids)}::bigint[]) AND a.owner_user_id = ${userId}
            ORDER BY p.id`,
      )
    : [];
  const byTransfer = new Map<number, UserTransferRow['postings']>();
  for (const p of postings) {
    const list = byTransfer.get(toId(p.transfer_id)) ?? [];
    list.push({ account_id: toId(p.account_id), purpose: String(p.purpose), amount: toBigInt(p.amount) });
    byTransfer.set(toId(p.transfer_id), list);
  }
  return {
    rows: rows.map((r) => {
      const own = byTransfer.get(toId(r.id)) ?? [];
      return { ...toView(r), net_amount: own.reduce((sum, p) => sum + p.amount, 0n), postings: own };
    }),
    ...pageInfo(total, page, perPage),
  };
}

async function detail(executor: Executor, where: SQL): Promise<TransferDetail | null> {
  const rows = await queryRows(executor, sql`SELECT ${VIEW_COLUMNS} FROM ledger_transfers t LEFT JOIN ledger_transfers r ON r.reverses_transfer_id = t.id WHERE ${where}`);
  if (!rows.length) return null;
  const view = toView(rows[0]);
  const postings = await queryRows(
    executor,
    sql`SELECT p.id, p.account_id, a.owner_user_id, a.purpose, p.amount::text AS amount, p.balance_after::text AS balance_after
        FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = ${view.id} ORDER BY p.id`,
  );
  return {
    ...view,
    postings: postings.map((p) => ({
      posting_id: toId(p.id),
      account_id: toId(p.account_id),
      owner_user_id: p.owner_user_id === null ? null : Number(p.owner_user_id),
      purpose: String(p.purpose),
      amount: toBigInt(p.amount),
      balance_after: toBigInt(p.balance_after),
    })),
  };
}

export function getTransfer(executor: Executor, transferId: number): Promise<TransferDetail | null> {
  return detail(executor, sql`t.id = ${transferId}`);
}

export function findTransferByReference(executor: Executor, reference: string): Promise<TransferDetail | null> {
  return detail(executor, sql`t.reference = ${reference}`);
}
