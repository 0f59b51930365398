// Money out of a package into the member's wallet, for the routes (savingsWithdrawal, targets/add_withdrawal/{id},
// targetsExit/{id}, save_loan/add_withdrawal, saveLoanExit/{id}): under the request's Idempotency-Key, in one money
// transaction; a pledged package (regular, save-to-loan) checks the liens first, which locks both pledged accounts.
import type { FastifyRequest } from 'fastify';
import type { SavingsPayoutReply } from '../../contract';
import type { Transaction } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { currentUser } from '../../http/auth';
import { idempotencyOf, userScope, withIdempotency, type IdempotentReply, type IdempotentResult } from '../../idempotency';
import { InsufficientFundsError, MEMBER_ACCOUNT_KIND, memberAccount } from '../../ledger';
import { formatKobo, formatNairaText } from '../../money/money';
import { MONEY_CLAIM_MS } from '../payments';
import { walletBalance } from '../wallet';
import { assertNotSuspended } from '../members';
import { assertWithdrawalKeepsLiens } from './liens';
import { payoutToWallet, type PayoutToWallet } from './payout';

export const packageShortMessage = (title: string, availableKobo: bigint): string =>
  `Insufficient balance: your ${title} balance is ${formatNairaText(availableKobo)}`;

export interface PackagePayout extends PayoutToWallet {
  /** "regular savings", "save to loan", "target" (the refusal names it) */
  title: string;
  /** regular savings and save-to-loan: the liens must stay covered */
  pledged: boolean;
}

export interface PackagePayoutDone {
  amountKobo: bigint;
  balanceKobo: bigint;
  walletBalanceKobo: bigint;
  reference: string | null;
}

/** inside the caller's transaction: 422 when the package cannot cover it or the liens would not stay covered */
export async function payoutFromPackage(tx: Transaction, input: PackagePayout): Promise<PackagePayoutDone> {
  if (input.pledged) await assertWithdrawalKeepsLiens(tx, input.userId, input.amountKobo, [await memberAccount(tx, input.userId, MEMBER_ACCOUNT_KIND.wallet)]);
  try {
    const done = await payoutToWallet(tx, input);
    return { amountKobo: input.amountKobo, ...done };
  } catch (error) {
    if (error instanceof InsufficientFundsError && error.accountId === input.fromAccountId) throw unprocessable(packageShortMessage(input.title, error.available));
    throw error;
  }
}

/** a nothing-to-move outcome (an exit of an empty package) in the same shape */
export async function nothingMoved(tx: Transaction, userId: number): Promise<PackagePayoutDone> {
  return { amountKobo: 0n, balanceKobo: 0n, walletBalanceKobo: await walletBalance(tx, userId), reference: null };
}

export function payoutReply(message: string, done: PackagePayoutDone): IdempotentReply<SavingsPayoutReply> {
  return {
    status: 200,
    body: {
      success: true,
      message,
      amount: formatKobo(done.amountKobo),
      balance: formatKobo(done.balanceKobo),
      wallet_balance: formatKobo(done.walletBalanceKobo),
      reference: done.reference,
    },
  };
}

/** runs `move` once per Idempotency-Key of the member's request */
export function idempotentPayout<B>(request: FastifyRequest, move: (tx: Transaction, userId: number) => Promise<IdempotentReply<B>>): Promise<IdempotentResult<B>> {
  const user = currentUser(request);
  const { key, requestHash } = idempotencyOf(request);
  return withIdempotency(request.server.deps.db, { scope: userScope(user.id), key, requestHash, lockMs: MONEY_CLAIM_MS }, async (tx) => {
    // nothing leaves a suspended account, not even into its own wallet (../members/suspensionGuard.ts)
    await assertNotSuspended(tx, user.id);
    return move(tx, user.id);
  });
}
