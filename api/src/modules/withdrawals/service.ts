// Withdrawals from the wallet to the member's bank account: reserving the money (a pending ledger transfer
// wallet → payouts_in_flight) and reading withdrawals back. Talking to the provider is in ./payout.ts, the end states
// in ./settle.ts.
import crypto from 'node:crypto';
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminWithdrawal, Paginator, Withdrawal } from '../../contract';
import type { Executor } from '../../db/client';
import { users, withdrawals, type WithdrawalRow } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { pageOffset, paginator, type PageRequest } from '../../http/pagination';
import { InsufficientFundsError, MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, TRANSFER_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { displayName } from '../auth';
import { insufficientBalanceMessage } from '../payments';
import { maskAccount, type PayoutAccount } from './bankAccount';
import { memberSearchCondition } from './memberSearch';
import { LEASE_MS } from './payout';
import { BANK_PAYMENT_METHOD, recordEvent } from './settle';
import { INCONCLUSIVE_PROVIDER_STATES, UNACKNOWLEDGED_AFTER_MS, adminWithdrawalViews, withdrawalViews } from './views';

/** how long a payout may stay unconfirmed before the ledger watcher raises an alert */
export const WITHDRAWAL_DEADLINE_MS = 24 * 60 * 60_000;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * `wd_20261128_k3m9…`: also the provider's transfer reference, so within Paystack's rule (lowercase letters, digits,
 * `-` and `_`, at least 16 characters). Older rows keep their uppercase `WD-…`: settlement matches either case.
 */
export function newWithdrawalReference(now: Date): string {
  let random = '';
  for (const byte of crypto.randomBytes(12)) random += ALPHABET[byte % ALPHABET.length];
  return `wd_${now.toISOString().slice(0, 10).replace(/-/g, '')}_${random}`;
}

/**
 * Moves the amount out of the wallet at once (pending, deadline 24 h) and records the withdrawal, leased to the caller
 * who sends the payout next. 422 with the balance when the wallet cannot cover it (nothing written).
 */
export async function reserveWithdrawal(
  tx: Executor,
  input: { userId: number; amountKobo: bigint; account: PayoutAccount; provider: string; now: Date },
): Promise<WithdrawalRow> {
  const { now, account } = input;
  const wallet = await memberAccount(tx, input.userId, MEMBER_ACCOUNT_KIND.wallet);
  const inFlight = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.payoutsInFlight);
  const reference = newWithdrawalReference(now);
  const deadlineAt = new Date(now.getTime() + WITHDRAWAL_DEADLINE_MS);
  let transferId: number;
  try {
    ({ id: transferId } = await transfer(tx, {
      reference,
      kind: TRANSFER_KIND.withdrawal,
      userId: input.userId,
      description: `Withdrawal to ${account.bankName} (${maskAccount(account.accountNo)})`,
      status: 'pending',
      deadlineAt,
      postings: [
        { accountId: wallet, amount: -input.amountKobo },
        { accountId: inFlight, amount: input.amountKobo },
      ],
      metadata: { payment_method: BANK_PAYMENT_METHOD, bank_name: account.bankName, bank_code: account.bankCode, account_no: maskAccount(account.accountNo) },
    }));
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw unprocessable(insufficientBalanceMessage(error.available));
    throw error;
  }
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId: input.userId,
      reference,
      amountKobo: input.amountKobo,
      status: 'reserved',
      transferId,
      bankName: account.bankName,
      bankCode: account.bankCode,
      accountNo: account.accountNo,
      accountName: account.accountName,
      provider: input.provider,
      createdAt: now,
      deadlineAt,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      nextCheckAt: new Date(now.getTime() + LEASE_MS),
    })
    .returning();
  await recordEvent(tx, row.id, 'reserved', now, `${formatKobo(input.amountKobo)} reserved from the wallet`);
  return row;
}

/** true while the provider holds this withdrawal's transfer for the society's OTP (./payout.ts holdForOtp) */
export async function isHeldForOtp(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ providerStatus: withdrawals.providerStatus }).from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row?.providerStatus === 'otp';
}

/** The member's own withdrawal, or 404 (someone else's counts as none). */
export async function memberWithdrawal(executor: Executor, userId: number, id: number): Promise<Withdrawal> {
  const [row] = await executor.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId))).limit(1);
  if (!row) throw notFound('Withdrawal not found');
  return (await withdrawalViews(executor, [row]))[0];
}

/**
 * A member's own withdrawals, newest first. They are few (a handful a month, each one confirmed by an e-mailed
 * PIN), so the exact count stays: it reads withdrawals_user_idx (user_id, created_at), never the society's table.
 */
export async function memberWithdrawals(executor: Executor, userId: number, page: PageRequest): Promise<Paginator<Withdrawal>> {
  const [{ total }] = await executor.select({ total: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
  const rows = await executor
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  return paginator(await withdrawalViews(executor, rows), total, page);
}

export type AdminWithdrawalFilter = 'pending' | 'reversed' | 'confirmed' | 'stuck' | 'anomaly';

export function adminWithdrawalFilter(filter: AdminWithdrawalFilter | undefined, now: Date): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'reversed' || filter === 'confirmed') return eq(withdrawals.status, filter);
  // paid by the bank after it was reversed (./anomaly.ts): the status stays reversed, anomaly_at marks it
  if (filter === 'anomaly') return isNotNull(withdrawals.anomalyAt);
  const pending = sql`${withdrawals.status} in ('reserved', 'sent')`;
  if (filter === 'pending') return pending;
  const at = now.toISOString();
  const unacknowledged = new Date(now.getTime() - UNACKNOWLEDGED_AFTER_MS).toISOString();
  return sql`${pending} and (${withdrawals.deadlineAt} < ${at}::timestamptz
    or ${withdrawals.providerStatus} in (${sql.join(INCONCLUSIVE_PROVIDER_STATES.map((s) => sql`${s}`), sql`, `)})
    or (${withdrawals.status} = 'reserved' and ${withdrawals.createdAt} < ${unacknowledged}::timestamptz))`;
}

/**
 * The society's withdrawals, newest first, without a count of the whole table: a page reads one row more than it
 * shows, and `total` / `last_page` are what is known so far (this page's rows, plus one and a next page while
 * `has_more`). An admin pages from the newest, so the first page costs the same at any history size.
 */
export async function adminWithdrawals(
  executor: Executor,
  query: { filter?: AdminWithdrawalFilter; search?: string },
  page: PageRequest,
  now: Date,
  viewerId: number,
): Promise<Paginator<AdminWithdrawal>> {
  const where = and(adminWithdrawalFilter(query.filter, now), memberSearchCondition(query.search));
  const rows = await executor
    .select({ withdrawal: withdrawals, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.perPage + 1)
    .offset(pageOffset(page));
  const hasMore = rows.length > page.perPage;
  const shown = rows.slice(0, page.perPage);
  const data = await adminWithdrawalViews(
    executor,
    shown.map((r) => ({ withdrawal: r.withdrawal, member: { name: displayName(r.user), email: r.user.email } })),
    now,
    viewerId,
  );
  return { ...paginator(data, pageOffset(page) + shown.length + (hasMore ? 1 : 0), page), has_more: hasMore };
}

export async function adminWithdrawal(executor: Executor, id: number, now: Date, viewerId: number): Promise<AdminWithdrawal> {
  const [row] = await executor
    .select({ withdrawal: withdrawals, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  if (!row) throw notFound('Withdrawal not found');
  return (await adminWithdrawalViews(executor, [{ withdrawal: row.withdrawal, member: { name: displayName(row.user), email: row.user.email } }], now, viewerId))[0];
}
