// Reading transfers: a member's history (every transfer naming them or touching one of their
// accounts) and single transfers by id or reference.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { TransferStatus } from '../db/schema';
import { InvalidLedgerRequestError } from './errors';
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
  /** only transfers of these kinds, and the reversals of transfers of these kinds */
  kinds?: string[];
}

export interface Page<T> extends PageInfo {
  rows: T[];
  /** whether a later page has rows; with a `kinds` filter `total` is only what is known so far (see transfersForUser) */
  has_more: boolean;
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

/**
 * A member's history, newest first, read from their history index (ledger_member_entries, kept by transfer()):
 *  - without `kinds`, a page is a range of the member's entry numbers and `total` is exact: the cached entry count,
 *    or, with dates, the distance between the first and last entry numbers in the range (two index probes);
 *  - with `kinds`, each kind is read newest first on its own index range and the streams are merged: the page costs
 *    the same at any history size, and `total` is the rows up to this page plus one when `has_more` (no count of the
 *    whole history).
 */
export async function transfersForUser(executor: Executor, userId: number, options: TransfersForUserOptions = {}): Promise<Page<UserTransferRow>> {
  const { page, perPage } = pageParams(options.page, options.perPage);
  assertDate(options.from, 'from');
  assertDate(options.to, 'to');
  const kinds = options.kinds ?? [];
  if (!Array.isArray(kinds) || kinds.some((k) => typeof k !== 'string')) throw new InvalidLedgerRequestError('kinds must be strings');
  const offset = (page - 1) * perPage;
  const window = { userId, from: options.from, to: options.to };

  const rows = await queryRows(
    executor,
    sql`WITH b AS (SELECT ${entryBounds(window)})
        SELECT b.lo::text AS lo, b.hi::text AS hi, ${VIEW_COLUMNS}
        FROM b
        LEFT JOIN LATERAL (${kinds.length ? pageOfKinds(window, kinds, offset, perPage) : pageOfRange(window, offset, perPage)}) e ON true
        LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
        LEFT JOIN ledger_transfers r ON r.reverses_transfer_id = t.id
        ORDER BY e.seq DESC`,
  );
  const lo = toBigInt(rows[0].lo);
  const hi = toBigInt(rows[0].hi);
  const found = rows.filter((r) => r.id !== null && r.id !== undefined);
  let total: number;
  let hasMore: boolean;
  if (kinds.length) {
    hasMore = found.length > perPage;
    found.splice(perPage);
    total = found.length ? offset + found.length + (hasMore ? 1 : 0) : 0;
  } else {
    total = hi >= lo ? Number(hi - lo + 1n) : 0;
    hasMore = offset + perPage < total;
  }
  const ids = found.map((r) => toId(r.id));
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
    rows: found.map((r) => {
      const own = byTransfer.get(toId(r.id)) ?? [];
      return { ...toView(r), net_amount: own.reduce((sum, p) => sum + p.amount, 0n), postings: own };
    }),
    ...pageInfo(total, page, perPage),
    has_more: hasMore,
  };
}

interface EntryWindow {
  userId: number;
  from?: Date;
  to?: Date;
}

/** `lo` and `hi`: the first and last entry numbers of the member's history inside the dates (lo > hi: none) */
function entryBounds({ userId, from, to }: EntryWindow): SQL {
  const count = sql`coalesce((SELECT entry_count FROM ledger_member_history WHERE user_id = ${userId}), 0)`;
  const lo = from
    ? sql`coalesce((SELECT seq FROM ledger_member_entries WHERE user_id = ${userId} AND created_at >= ${from.toISOString()}::timestamptz
                    ORDER BY created_at, seq LIMIT 1), ${count} + 1)`
    : sql`1::bigint`;
  const hi = to
    ? sql`coalesce((SELECT seq FROM ledger_member_entries WHERE user_id = ${userId} AND created_at < ${to.toISOString()}::timestamptz
                    ORDER BY created_at DESC, seq DESC LIMIT 1), 0)`
    : count;
  return sql`${lo} AS lo, ${hi} AS hi`;
}

/** the dates again on the rows: entry numbers follow time, this keeps a page inside the dates even at a tie */
function insideDates({ from, to }: EntryWindow): SQL {
  const conditions = [sql`true`];
  if (from) conditions.push(sql`created_at >= ${from.toISOString()}::timestamptz`);
  if (to) conditions.push(sql`created_at < ${to.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` AND `);
}

function pageOfRange(window: EntryWindow, offset: number, perPage: number): SQL {
  return sql`SELECT seq, transfer_id FROM ledger_member_entries
             WHERE user_id = ${window.userId} AND seq BETWEEN greatest(b.lo, b.hi - ${offset + perPage - 1}) AND b.hi - ${offset}
               AND ${insideDates(window)}
             ORDER BY seq DESC`;
}

function pageOfKinds(window: EntryWindow, kinds: string[], offset: number, perPage: number): SQL {
  const streams = [...new Set(kinds)].map(
    (kind) => sql`(SELECT seq, transfer_id FROM ledger_member_entries
                   WHERE user_id = ${window.userId} AND kind = ${kind} AND seq BETWEEN b.lo AND b.hi AND ${insideDates(window)}
                   ORDER BY seq DESC LIMIT ${offset + perPage + 1})`,
  );
  return sql`SELECT seq, transfer_id FROM (${sql.join(streams, sql` UNION ALL `)}) s ORDER BY seq DESC LIMIT ${perPage + 1} OFFSET ${offset}`;
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
