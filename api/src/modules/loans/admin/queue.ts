// The admin's loan queue: keyset-paged by id (newest first) on the status index; by default what needs an
// administrator — processing (to approve), approved (to disburse), business requests waiting for an offer. The search
// (./search.ts) narrows the same ordered list, so a page's last id stays a correct cursor.
import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AdminLoanQueueReply } from '../../../contract';
import type { Executor } from '../../../db/client';
import { LOAN_STATUS, loans, type LoanKind, type LoanStatus } from '../../../db/schema';
import { adminLoanRows } from './rows';
import { loanSearch } from './search';

export interface QueueRequest {
  status: string;
  kind?: LoanKind;
  search?: string;
  /** the last loan shown (`before`, or `cursor` as older clients send it) */
  before?: number;
  cursor?: number;
  limit: number;
}

function statusFilter(status: string): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'action') {
    return or(
      inArray(loans.status, [LOAN_STATUS.processing, LOAN_STATUS.approved]),
      and(eq(loans.kind, 'business'), eq(loans.status, LOAN_STATUS.pending), isNull(loans.totalKobo)),
    );
  }
  return eq(loans.status, Number(status) as LoanStatus);
}

export async function loanQueue(executor: Executor, request: QueueRequest, now: Date, viewerId: number): Promise<AdminLoanQueueReply> {
  const last = request.before ?? request.cursor;
  const rows = await executor
    .select()
    .from(loans)
    .where(and(statusFilter(request.status), request.kind ? eq(loans.kind, request.kind) : undefined, loanSearch(executor, request.search), last ? lt(loans.id, last) : undefined))
    .orderBy(desc(loans.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  const next = rows.length > request.limit ? page[page.length - 1].id : null;
  return { success: true, data: await adminLoanRows(executor, page, now, viewerId), next_before: next, next_cursor: next === null ? null : String(next) };
}
