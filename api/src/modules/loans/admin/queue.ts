// The admin's loan queue: keyset-paged by id (newest first) on the status index; by default what needs an
// administrator — processing (to approve), approved (to disburse), business requests waiting for an offer.
import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AdminLoanQueueReply } from '../../../contract';
import type { Executor } from '../../../db/client';
import { LOAN_STATUS, loans, type LoanKind, type LoanStatus } from '../../../db/schema';
import { adminLoanRows } from './rows';

export interface QueueRequest {
  status: string;
  kind?: LoanKind;
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
  const rows = await executor
    .select()
    .from(loans)
    .where(and(statusFilter(request.status), request.kind ? eq(loans.kind, request.kind) : undefined, request.cursor ? lt(loans.id, request.cursor) : undefined))
    .orderBy(desc(loans.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  return { success: true, data: await adminLoanRows(executor, page, now, viewerId), next_cursor: rows.length > request.limit ? String(page[page.length - 1].id) : null };
}
