// A purpose's gate (./purposes.ts `payers` and `gate`): who may pay for it, the same rule its direct route applies.
// Checked when a checkout starts and before a wallet or saved card is debited, so no money is taken for what the member
// may not have; and again when a paid charge is applied, since the gate may have closed while the member paid (their
// shares fell below the minimum) or the charge was started before the gate existed. Card money that arrives for a
// closed gate is not lost: it goes to the member's wallet, and a notification and the request's answer say why.
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, memberAccount, TRANSFER_KIND } from '../../ledger';
import { assertMember } from '../membership';
import { notify } from '../notifications';
import { naira } from './cardMoney';
import type { PaymentPurpose, TakenPayment } from './purposes';

/** set in the metadata of the wallet credit of a charge whose gate was closed: the refusal the member is told */
export const GATE_CLOSED = 'gate_closed';

export const membersOnlyMessage = (title: string): string => `Only members can pay for ${title}. Pay the registration fee to become a member.`;

export const isMembersOnly = (purpose: PaymentPurpose): boolean => (purpose.payers ?? 'members') === 'members';

/** Throws the gate's refusal (403) when this user may not pay for the purpose now. */
export async function assertPurposeGate(executor: Executor, purpose: PaymentPurpose, userId: number): Promise<void> {
  if (isMembersOnly(purpose)) await assertMember(executor, { id: userId }, membersOnlyMessage(purpose.title));
  await purpose.gate?.(executor, userId);
}

/** the gate's refusal, or null when it holds */
export async function gateRefusal(executor: Executor, purpose: PaymentPurpose, userId: number): Promise<AppError | null> {
  try {
    await assertPurposeGate(executor, purpose, userId);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** what the member's request is answered when its charge went to the wallet instead */
export const creditedToWalletMessage = (refusal: string, amountKobo: bigint): string => `${sentence(refusal)} Your payment of ${naira(amountKobo)} has been added to your wallet.`;

/** Gives a paid charge whose gate is closed to the member's wallet (its one transfer) and tells them why. */
export async function creditClosedGateToWallet(tx: Transaction, payment: TakenPayment, purpose: PaymentPurpose, refusal: AppError, now: Date): Promise<void> {
  await payment.transferTo({
    accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet),
    kind: TRANSFER_KIND.walletFunding,
    description: `A card payment for ${purpose.title}, added to your wallet`,
    metadata: { charge_purpose: purpose.name, [GATE_CLOSED]: refusal.message },
  });
  await notify(tx, payment.userId, {
    title: 'Payment added to your wallet',
    message: `${sentence(refusal.message)} Your card payment of ${naira(payment.amountKobo)} (reference ${payment.reference}) has been added to your wallet.`,
    link: '/wallet',
    createdAt: now,
  });
}
