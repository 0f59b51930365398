// Membership: paying the registration fee (from the wallet, or by card) makes a member (`member_status`, `member_since`).
// The fee goes to the society's registration_fee_income account.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type PaymentCharge } from '../../db/schema';
import { unauthorized, unprocessable } from '../../http/errors';
import { InsufficientFundsError, MEMBER_PURPOSE, SOCIETY_PURPOSE, memberAccount, societyAccount, transfer } from '../../ledger';
import { formatKobo } from '../../money/money';
import type { PaymentsService } from '../payments';
import { notify } from '../notifications/service';
import { TRANSFER_KIND } from '../transactions/categories';
import { CARD_PAYMENT_METHOD, cardMoneyPostings, naira } from '../wallet/cardMoney';
import { insufficientBalanceMessage } from '../wallet/service';

export const ALREADY_MEMBER = 'You are already a member';
export const REGISTRATION_PAID = 'Your registration fee has been paid and you are now a member. Please sign in again to continue.';

/** Locks the member's row (so two payments of one member queue) and says whether they are a member already. */
export async function lockMembership(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx.select({ memberStatus: users.memberStatus }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw unauthorized();
  return row.memberStatus;
}

export async function isMember(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor.select({ memberStatus: users.memberStatus }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.memberStatus ?? false;
}

async function activate(tx: Executor, input: { userId: number; feeKobo: bigint; reference: string; now: Date; societyName: string }): Promise<void> {
  await tx.update(users).set({ memberStatus: true, memberSince: input.now, updatedAt: input.now }).where(eq(users.id, input.userId));
  await notify(tx, input.userId, {
    title: 'Welcome, you are now a member',
    message: `Your registration fee of ${naira(input.feeKobo)} has been paid (reference ${input.reference}). Welcome to ${input.societyName}: savings, shareholdings, loans and your wallet are open to you.`,
    link: '/dashboard',
    createdAt: input.now,
  });
}

/** Debits the fee from the wallet (call after lockMembership said false). Returns the transfer reference. */
export async function payRegistrationFromWallet(tx: Executor, input: { userId: number; feeKobo: bigint; now: Date; societyName: string }): Promise<string> {
  const wallet = await memberAccount(tx, input.userId, MEMBER_PURPOSE.wallet);
  const income = await societyAccount(tx, SOCIETY_PURPOSE.registrationFeeIncome);
  const reference = `REG-${String(input.userId).padStart(5, '0')}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  try {
    await transfer(tx, {
      reference,
      kind: TRANSFER_KIND.registrationFee,
      userId: input.userId,
      description: 'Registration fee',
      postings: [
        { accountId: wallet, amount: -input.feeKobo },
        { accountId: income, amount: input.feeKobo },
      ],
      metadata: { payment_method: 'Wallet', fee: formatKobo(input.feeKobo) },
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw unprocessable(insufficientBalanceMessage(error.available));
    throw error;
  }
  await activate(tx, { ...input, reference });
  return reference;
}

export type RegistrationChargeOutcome = 'activated' | 'refunded_to_wallet' | 'already_applied';

/**
 * Gives the value of a successful registration_fee card charge, once. A member already (they paid twice, e.g. by
 * wallet and by card) gets the money in their wallet instead.
 */
export async function applyRegistrationCharge(
  tx: Executor,
  payments: PaymentsService,
  charge: PaymentCharge,
  context: { now: Date; societyName: string },
): Promise<RegistrationChargeOutcome> {
  const member = await lockMembership(tx, charge.userId);
  if (!(await payments.markChargeApplied(tx, charge.reference))) return 'already_applied';
  if (member) {
    const wallet = await memberAccount(tx, charge.userId, MEMBER_PURPOSE.wallet);
    await transfer(tx, {
      reference: charge.reference,
      kind: TRANSFER_KIND.walletFunding,
      userId: charge.userId,
      description: 'Registration fee paid by card while already a member: added to your wallet',
      postings: await cardMoneyPostings(tx, charge, wallet),
      metadata: { payment_method: CARD_PAYMENT_METHOD, charge_reference: charge.reference, fee: formatKobo(charge.feeKobo), charge_purpose: charge.purpose },
    });
    await notify(tx, charge.userId, {
      title: 'Payment added to your wallet',
      message: `You are already a member, so your card payment of ${naira(charge.amountKobo)} (reference ${charge.reference}) was added to your wallet.`,
      link: '/wallet',
      createdAt: context.now,
    });
    return 'refunded_to_wallet';
  }
  const income = await societyAccount(tx, SOCIETY_PURPOSE.registrationFeeIncome);
  await transfer(tx, {
    reference: charge.reference,
    kind: TRANSFER_KIND.registrationFee,
    userId: charge.userId,
    description: 'Registration fee',
    postings: await cardMoneyPostings(tx, charge, income),
    metadata: { payment_method: CARD_PAYMENT_METHOD, charge_reference: charge.reference, fee: formatKobo(charge.amountKobo), card_fee: formatKobo(charge.feeKobo) },
  });
  await activate(tx, { userId: charge.userId, feeKobo: charge.amountKobo, reference: charge.reference, now: context.now, societyName: context.societyName });
  return 'activated';
}
