// Money out of a savings package always goes to the member's own wallet (a withdrawal, an exit, a completed target):
// one balanced transfer, package −amount / wallet +amount. Bank payouts then go through the wallet's PIN-guarded flow.
import crypto from 'node:crypto';
import type { Executor } from '../../db/client';
import { MEMBER_ACCOUNT_KIND, memberAccount, transfer } from '../../ledger';
import { chargeCategory } from '../payments';

export interface PayoutToWallet {
  userId: number;
  fromAccountId: number;
  amountKobo: bigint;
  /** a TRANSFER_KIND (transactions/categories.ts) */
  kind: string;
  description: string;
  /** shown on statements: 'Wallet', 'Target Exit', 'Target Completed', … */
  paymentMethod: string;
  /** the purpose whose category code the reference carries */
  purpose: string;
  metadata?: Record<string, unknown>;
}

export interface PayoutResult {
  reference: string;
  /** the package's balance after it */
  balanceKobo: bigint;
  walletBalanceKobo: bigint;
}

export function payoutReference(purpose: string, userId: number): string {
  return `FIN-${chargeCategory(purpose)}-${String(userId).padStart(5, '0')}-W${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}

/** inside the caller's transaction; a package that cannot cover it throws the ledger's InsufficientFundsError */
export async function payoutToWallet(tx: Executor, input: PayoutToWallet): Promise<PayoutResult> {
  const walletId = await memberAccount(tx, input.userId, MEMBER_ACCOUNT_KIND.wallet);
  const result = await transfer(tx, {
    reference: payoutReference(input.purpose, input.userId),
    kind: input.kind,
    userId: input.userId,
    description: input.description,
    postings: [
      { accountId: input.fromAccountId, amount: -input.amountKobo },
      { accountId: walletId, amount: input.amountKobo },
    ],
    metadata: { payment_method: input.paymentMethod, ...input.metadata },
  });
  const after = (id: number) => result.postings.find((p) => p.accountId === id)?.balanceAfter ?? 0n;
  return { reference: result.reference, balanceKobo: after(input.fromAccountId), walletBalanceKobo: after(walletId) };
}
