// The keys one loan is known by elsewhere: the lien reference on pledged savings, and its receivable account.
import type { Executor } from '../../db/client';
import { MEMBER_ACCOUNT_KIND, loanReceivableAccountKind, memberAccount, societyAccount, SOCIETY_ACCOUNT_KIND } from '../../ledger';

/** the `savings_liens.reference` of every pledge (own cover and guarantees) securing a loan */
export const lienReference = (loanId: number): string => `loan:${loanId}`;

export interface LoanAccounts {
  receivable: number;
  contra: number;
  fund: number;
  wallet: number;
}

export async function loanAccounts(executor: Executor, loan: { id: number; userId: number }): Promise<LoanAccounts> {
  return {
    receivable: await memberAccount(executor, loan.userId, loanReceivableAccountKind(loan.id)),
    contra: await societyAccount(executor, SOCIETY_ACCOUNT_KIND.loansReceivableContra),
    fund: await societyAccount(executor, SOCIETY_ACCOUNT_KIND.loanFund),
    wallet: await memberAccount(executor, loan.userId, MEMBER_ACCOUNT_KIND.wallet),
  };
}
