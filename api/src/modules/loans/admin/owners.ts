// Whose case a decision on a loan is (../../../http/selfDealing.ts): the borrower first, then the guarantors who have
// not declined (their savings stand behind it). Lists use `guaranteedBy` to mark the signed-in administrator's own.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { GUARANTOR_STATUS, loanGuarantors } from '../../../db/schema';
import type { OwnerLookup } from '../../../http/selfDealing';
import { queryRows } from '../../../ledger/sql';

const idOf = (params: unknown) => (params as { id: number }).id;

/** a loan's borrower, then its guarantors: one statement on the loan's key and the guarantors' (loan, user) index */
export const loanOwners: OwnerLookup = async (db, request) => {
  const id = idOf(request.params);
  const rows = await queryRows<{ user_id: unknown }>(
    db,
    sql`SELECT user_id, 0 AS at FROM loans WHERE id = ${id}
        UNION ALL
        SELECT user_id, 1 AS at FROM loan_guarantors WHERE loan_id = ${id} AND status <> ${GUARANTOR_STATUS.cancelled}
        ORDER BY at`,
  );
  return rows.map((r) => Number(r.user_id));
};

/** a business finance request's member ([] for another kind of loan: the route's 404 answers) */
export const businessRequestOwners: OwnerLookup = async (db, request) => {
  const rows = await queryRows<{ user_id: unknown }>(db, sql`SELECT user_id FROM loans WHERE id = ${idOf(request.params)} AND kind = 'business'`);
  return rows.map((r) => Number(r.user_id));
};

/** which of `loanIds` the user guarantees (or is asked to) */
export async function guaranteedBy(executor: Executor, userId: number, loanIds: number[]): Promise<Set<number>> {
  if (!loanIds.length) return new Set();
  const rows = await executor
    .select({ loanId: loanGuarantors.loanId })
    .from(loanGuarantors)
    .where(and(eq(loanGuarantors.userId, userId), inArray(loanGuarantors.loanId, loanIds), ne(loanGuarantors.status, GUARANTOR_STATUS.cancelled)));
  return new Set(rows.map((r) => r.loanId));
}
