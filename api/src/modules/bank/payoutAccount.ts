// May withdrawals be paid into the member's bank account now? Not while the account waits for an administrator
// (its name is not the member's), nor during the cooling period after a change of account. The one check every
// payout (wallet and savings withdrawals) makes, at each step, so a change between the steps cannot slip through.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { lagosDateTimeText } from '../../time/lagos';
import { getSettings } from '../settings';
import { bankAccountOf, type MemberBankAccount } from './service';

const HOUR_MS = 60 * 60_000;

export const HELD_FOR_REVIEW =
  'Your bank account is waiting for the society to confirm it is in your name, because the name your bank gave does not match your profile. Withdrawals open once it is approved.';
export const coolingMessage = (opensAt: Date) =>
  `Your bank account was changed recently. For your safety, withdrawals to it open on ${lagosDateTimeText(opensAt)} (Lagos time).`;

export type PayoutAccountCheck =
  | { ok: true; account: MemberBankAccount }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'held'; account: MemberBankAccount; message: string }
  | { ok: false; reason: 'cooling'; account: MemberBankAccount; opensAt: Date; message: string };

/** When withdrawals to `account` open: null for the member's first account, else its creation plus the cooling period. */
export async function withdrawalsOpenAt(executor: Executor, account: MemberBankAccount): Promise<Date | null> {
  const [earlier] = await executor
    .select({ one: sql<number>`1` })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, account.userId), lt(bankAccounts.id, account.id)))
    .limit(1);
  if (!earlier) return null;
  const { bankChangeCoolingHours } = await getSettings(executor);
  return bankChangeCoolingHours > 0 ? new Date(account.createdAt.getTime() + bankChangeCoolingHours * HOUR_MS) : null;
}

export async function payoutAccountFor(executor: Executor, userId: number, now: Date): Promise<PayoutAccountCheck> {
  const account = await bankAccountOf(executor, userId);
  if (!account) return { ok: false, reason: 'none' };
  if (account.reviewStatus !== 'approved') return { ok: false, reason: 'held', account, message: HELD_FOR_REVIEW };
  const opensAt = await withdrawalsOpenAt(executor, account);
  if (opensAt && opensAt > now) return { ok: false, reason: 'cooling', account, opensAt, message: coolingMessage(opensAt) };
  return { ok: true, account };
}
