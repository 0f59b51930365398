// Manual adjustments (a refund, a correction): never an edit of a posting, always a correcting transfer between the
// member's account and the society's suspense account, with its reason as the description the member reads. One
// administrator proposes it, another approves it (../approvals); nobody adjusts their own account.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type AdminProposalRow } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { InsufficientFundsError, SOCIETY_ACCOUNT_KIND, findMemberAccount, memberAccount, societyAccount, transfer, TRANSFER_KIND } from '../../ledger';
import { formatKobo, formatNairaText, parseNaira } from '../../money/money';
import { createProposal } from '../approvals';
import { displayName } from '../auth';
import { notify } from '../notifications';
import { ADJUSTABLE_ACCOUNTS, type AdjustableAccount, type AdjustmentInput } from './schema';

const ACCOUNT_NAMES: Record<AdjustableAccount, string> = {
  wallet: 'wallet',
  regular_savings: 'regular savings',
  save_to_loan: 'save-to-loan savings',
  shares: 'shares',
};

export const MEMBER_NOT_FOUND = 'Member not found';

const shortMessage = (name: string, account: AdjustableAccount, heldKobo: bigint, amountKobo: bigint) =>
  `${name}'s ${ACCOUNT_NAMES[account]} holds ${formatNairaText(heldKobo)}: it cannot be debited ${formatNairaText(amountKobo)}`;

export const adjustmentDescription = (reason: string) => `Adjustment: ${reason}`;

async function memberName(executor: Executor, userId: number): Promise<string> {
  const [user] = await executor.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(MEMBER_NOT_FOUND);
  return displayName(user);
}

async function balanceOf(executor: Executor, userId: number, account: AdjustableAccount): Promise<bigint> {
  return (await findMemberAccount(executor, userId, account))?.balance ?? 0n;
}

/** An `adjustment` proposal; 404 for an unknown member, 422 for a debit larger than the account holds now. */
export async function proposeAdjustment(tx: Executor, input: AdjustmentInput & { proposedBy: number; now: Date }): Promise<AdminProposalRow> {
  const name = await memberName(tx, input.user_id);
  if (input.direction === 'debit') {
    const held = await balanceOf(tx, input.user_id, input.account);
    if (held < input.amount) throw unprocessable(shortMessage(name, input.account, held, input.amount));
  }
  const amount = formatNairaText(input.amount);
  const where = input.direction === 'credit' ? `to ${name}'s ${ACCOUNT_NAMES[input.account]}` : `from ${name}'s ${ACCOUNT_NAMES[input.account]}`;
  return createProposal(tx, {
    kind: 'adjustment',
    payload: { user_id: input.user_id, member: name, account: input.account, direction: input.direction, amount: formatKobo(input.amount), reason: input.reason },
    summary: `${input.direction === 'credit' ? 'Credit' : 'Debit'} ${amount} ${where}: ${input.reason}`,
    proposedBy: input.proposedBy,
    now: input.now,
  });
}

/**
 * The executor of an `adjustment` proposal: one transfer suspense → member (credit) or member → suspense (debit),
 * refused when a debit finds the member's account short now. The member is told.
 */
export async function postAdjustment(tx: Executor, proposal: AdminProposalRow, context: { approver: { id: number }; now: Date }) {
  const userId = Number(proposal.payload.user_id);
  const account = proposal.payload.account as AdjustableAccount;
  const credit = proposal.payload.direction === 'credit';
  const amountKobo = parseNaira(proposal.payload.amount);
  const reason = String(proposal.payload.reason ?? '');
  if (!amountKobo || !ADJUSTABLE_ACCOUNTS.includes(account)) throw unprocessable('This proposal no longer reads as a valid adjustment: reject it and propose again');
  const name = await memberName(tx, userId);
  const member = await memberAccount(tx, userId, account);
  const suspense = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.suspense);
  try {
    const posted = await transfer(tx, {
      reference: `ADJ-${proposal.id}`,
      kind: TRANSFER_KIND.adjustment,
      userId,
      description: adjustmentDescription(reason),
      postings: credit
        ? [
            { accountId: suspense, amount: -amountKobo },
            { accountId: member, amount: amountKobo },
          ]
        : [
            { accountId: member, amount: -amountKobo },
            { accountId: suspense, amount: amountKobo },
          ],
      metadata: { payment_method: 'Adjustment', proposal_id: proposal.id, account, direction: credit ? 'credit' : 'debit' },
    });
    await notify(tx, userId, {
      title: 'Account adjusted',
      message: `${credit ? 'Credited' : 'Debited'} ${formatNairaText(amountKobo)} ${credit ? 'to' : 'from'} your ${ACCOUNT_NAMES[account]}: ${reason}`,
      link: '/wallet',
      createdAt: context.now,
    });
    return {
      message: `${formatNairaText(amountKobo)} ${credit ? 'credited to' : 'debited from'} ${name}'s ${ACCOUNT_NAMES[account]}`,
      result: { transfer_reference: posted.reference },
    };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw unprocessable(shortMessage(name, account, error.available, amountKobo));
    throw error;
  }
}
