// The held bank accounts for the console: accounts whose name, as the bank gives it, is not the member's, waiting for an
// administrator. Oldest first (the longest wait is dealt with first), searched by member, in keyset pages: `before` is
// the last id shown and the next page goes on after it in the list's order, by (created_at, id) read in the same
// statement. The signed-in administrator's own account is marked `yours`: they cannot decide on it.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HeldBankAccountsReply } from '../../contract';
import type { Executor } from '../../db/client';
import { bankAccounts, users } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { keysetLimit, recordId } from '../../http/validation';
import { memberSearchCondition, memberSearchQuery } from '../withdrawals';

/** a page when no `limit` is sent: what the list always showed, so the console's count of them stays whole */
export const HELD_SHOWN = 200;
export const UNKNOWN_HELD_BEFORE = 'before must be the id of a bank account: send next_before from the previous page';

export const heldBankAccountsQuery = z.object({
  search: memberSearchQuery,
  before: recordId('before').optional().describe('next_before of the previous page: the last account id shown'),
  limit: keysetLimit().optional().describe(`rows per page (${HELD_SHOWN} when not sent)`),
});

const fullName = (user: { firstName: string; middleName: string; lastName: string }) =>
  [user.firstName, user.middleName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');

export async function heldBankAccounts(
  executor: Executor,
  query: { search?: string; before?: number; limit?: number },
  viewerId: number,
): Promise<HeldBankAccountsReply> {
  const limit = query.limit ?? HELD_SHOWN;
  if (query.before !== undefined) {
    const [cursor] = await executor.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, query.before));
    if (!cursor) throw unprocessable(UNKNOWN_HELD_BEFORE);
  }
  // the cursor's own row is read whatever its status now: an account decided on between two pages still places the next
  const after =
    query.before === undefined
      ? undefined
      : sql`(${bankAccounts.createdAt}, ${bankAccounts.id}) > (select c.created_at, c.id from ${bankAccounts} c where c.id = ${query.before})`;
  const rows = await executor
    .select({ account: bankAccounts, user: { id: users.id, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName, email: users.email } })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(and(eq(bankAccounts.reviewStatus, 'held'), isNull(bankAccounts.replacedAt), memberSearchCondition(query.search), after))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return {
    success: true,
    data: shown.map(({ account, user }) => ({
      id: account.id,
      member: { id: user.id, name: fullName(user), email: user.email },
      bank_name: account.bankName,
      account_no: account.accountNo,
      account_name: account.accountName,
      created_at: account.createdAt.toISOString(),
      yours: user.id === viewerId,
    })),
    next_before: rows.length > limit ? shown[shown.length - 1].account.id : null,
  };
}
