// Account kinds: what a ledger account holds (stored in ledger_accounts.purpose, a column named before the word was
// kept for what a member pays for). A member account is credit-normal and can never go below zero (CHECK); society
// accounts may (e.g. provider_clearing is negative while the provider owes us settled card money).
import { InvalidLedgerRequestError } from './errors';

export const MEMBER_ACCOUNT_KIND = {
  wallet: 'wallet',
  regularSavings: 'regular_savings',
  saveToLoan: 'save_to_loan',
  shares: 'shares',
  /** what the member owes on loans: positive = owed (pair it with a society contra account) */
  loanReceivable: 'loan_receivable',
} as const;

export const targetSavingsAccountKind = (targetId: number | string): string => `target_savings:${targetId}`;

/**
 * What a member still owes on one loan or business-finance request: credited with the total at disbursement and
 * debited by each repayment (against the society's `loans_receivable_contra`), so it can never go below zero and the
 * loan is complete when it reaches zero.
 */
export const loanReceivableAccountKind = (loanId: number | string): string => `loan_receivable:${loanId}`;

/** What a member still owes on one delivered product order (like a loan's receivable, against `orders_receivable_contra`). */
export const orderReceivableAccountKind = (orderId: number | string): string => `order_receivable:${orderId}`;

/** One investment's pool: members' purchases in, principal back out at maturity. */
export const investmentPoolAccountKind = (investmentId: number | string): string => `investment_pool:${investmentId}`;

export const SOCIETY_ACCOUNT_KIND = {
  /** the payment provider: card and transfer money on its way to / from our bank account */
  providerClearing: 'provider_clearing',
  /** withdrawals reserved from members and not yet confirmed paid out */
  payoutsInFlight: 'payouts_in_flight',
  feeIncome: 'fee_income',
  registrationFeeIncome: 'registration_fee_income',
  /** dividends declared on shareholdings, paid out of here into wallets */
  dividendPool: 'dividend_pool',
  /** the money the society lends: disbursements leave it, repayments (less business mark-up) return to it */
  loanFund: 'loan_fund',
  /** the other side of every member's loan receivable (Σ receivables + this = 0) */
  loansReceivableContra: 'loans_receivable_contra',
  loanFormFeeIncome: 'loan_form_fee_income',
  /** loan form fees paid ahead of their application, until one uses them or they go back to the wallet */
  loanFeeHeld: 'loan_fee_held',
  /** business finance: the admin's mark-up, earned pro rata as it is repaid */
  businessMarkupIncome: 'business_markup_income',
  /** product orders' down payments, held until the order is delivered (then sales) or declined (back to the wallet) */
  orderDownPaymentsHeld: 'order_down_payments_held',
  /** product finance sales: delivered orders' down payments and their repayments */
  productSales: 'product_sales',
  /** the other side of every member's order receivable */
  ordersReceivableContra: 'orders_receivable_contra',
  /** investment returns paid to members at maturity (an expense: negative as returns are paid) */
  investmentReturns: 'investment_returns',
  /** money we cannot attribute yet */
  suspense: 'suspense',
} as const;

const ACCOUNT_KIND = /^[a-z][a-z0-9_]{0,62}(?::[A-Za-z0-9_-]{1,64})?$/;

export function assertAccountKind(kind: string): void {
  if (typeof kind !== 'string' || !ACCOUNT_KIND.test(kind)) {
    throw new InvalidLedgerRequestError(`Invalid account purpose: ${JSON.stringify(kind)}`);
  }
}
