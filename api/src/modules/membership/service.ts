// Membership: paying the registration fee (from the wallet, or by card) makes a member (`member_status`, `member_since`).
// The fee goes to the society's registration_fee_income account. It is paid through the payments module's
// takeFromMember as the registration_fee purpose (./purposes.ts).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, TRANSFER_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira, type TakenPayment } from '../payments';
import { notify } from '../notifications';

export const ALREADY_MEMBER = 'You are already a member';
export const REGISTRATION_PAID = 'Your registration fee has been paid and you are now a member. Please sign in again to continue.';

/** Locks the member's row (so two payments of one member queue) and says whether they are a member already. */
export async function lockMembership(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx.select({ memberStatus: users.memberStatus }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw unauthorized();
  return row.memberStatus;
}

export { isMember } from './status';

async function activate(tx: Executor, input: { userId: number; feeKobo: bigint; reference: string; now: Date; societyName: string }): Promise<void> {
  await tx.update(users).set({ memberStatus: true, memberSince: input.now, updatedAt: input.now }).where(eq(users.id, input.userId));
  await notify(tx, input.userId, {
    title: 'Welcome, you are now a member',
    message: `Your registration fee of ${naira(input.feeKobo)} has been paid (reference ${input.reference}). Welcome to ${input.societyName}: savings, shareholdings, loans and your wallet are open to you.`,
    link: '/dashboard',
    createdAt: input.now,
  });
}

/** REG-{user}-{random}: the reference of a fee paid from the wallet */
export const registrationReference = (userId: number): string => `REG-${String(userId).padStart(5, '0')}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

export type RegistrationOutcome = 'activated' | 'refunded_to_wallet';

/**
 * Gives the value of a registration fee payment, once (the payments module calls it in the payment's transaction).
 * A wallet payment was guarded (not a member, row locked). Card money from someone who is a member already (they paid
 * twice, e.g. by wallet and by card) goes to their wallet instead.
 */
export async function applyRegistrationPayment(tx: Executor, payment: TakenPayment, context: { now: Date; societyName: string }): Promise<RegistrationOutcome> {
  const charge = payment.charge;
  if (charge && (await lockMembership(tx, payment.userId))) {
    await payment.transferTo({
      accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet),
      kind: TRANSFER_KIND.walletFunding,
      description: 'Registration fee paid by card while already a member: added to your wallet',
      metadata: { charge_purpose: charge.purpose },
    });
    await notify(tx, payment.userId, {
      title: 'Payment added to your wallet',
      message: `You are already a member, so your card payment of ${naira(payment.amountKobo)} (reference ${payment.reference}) was added to your wallet.`,
      link: '/wallet',
      createdAt: context.now,
    });
    return 'refunded_to_wallet';
  }
  await payment.transferTo({
    accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.registrationFeeIncome),
    kind: TRANSFER_KIND.registrationFee,
    description: 'Registration fee',
    metadata: charge ? { fee: formatKobo(payment.amountKobo), card_fee: formatKobo(charge.feeKobo) } : { fee: formatKobo(payment.amountKobo) },
  });
  await activate(tx, { userId: payment.userId, feeKobo: payment.amountKobo, reference: payment.reference, now: context.now, societyName: context.societyName });
  return 'activated';
}
