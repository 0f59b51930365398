// Account purposes. A member account is credit-normal and can never go below zero (CHECK); society
// accounts may (e.g. provider_clearing is negative while the provider owes us settled card money).
import { InvalidLedgerRequestError } from './errors';

export const MEMBER_PURPOSE = {
  wallet: 'wallet',
  regularSavings: 'regular_savings',
  saveToLoan: 'save_to_loan',
  shares: 'shares',
  /** what the member owes on loans: positive = owed (pair it with a society contra account) */
  loanReceivable: 'loan_receivable',
} as const;

export const targetSavingsPurpose = (targetId: number | string): string => `target_savings:${targetId}`;

export const SOCIETY_PURPOSE = {
  /** the payment provider: card and transfer money on its way to / from our bank account */
  providerClearing: 'provider_clearing',
  /** withdrawals reserved from members and not yet confirmed paid out */
  payoutsInFlight: 'payouts_in_flight',
  feeIncome: 'fee_income',
  registrationFeeIncome: 'registration_fee_income',
  /** dividends declared on shareholdings, paid out of here into wallets */
  dividendPool: 'dividend_pool',
  /** money we cannot attribute yet */
  suspense: 'suspense',
} as const;

/** kinds the ledger itself writes */
export const REVERSAL_KIND = 'reversal';

const PURPOSE = /^[a-z][a-z0-9_]{0,62}(?::[A-Za-z0-9_-]{1,64})?$/;

export function assertPurpose(purpose: string): void {
  if (typeof purpose !== 'string' || !PURPOSE.test(purpose)) {
    throw new InvalidLedgerRequestError(`Invalid account purpose: ${JSON.stringify(purpose)}`);
  }
}
