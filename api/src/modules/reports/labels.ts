// What each line of the books is called: the society's accounts by purpose, the members' accounts by family (the part
// of the purpose before ':'; a business-finance receivable is its own family here). An unknown purpose reads as a
// sentence made from it, so a new account shows up at once, named plainly.
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../ledger';
import { CARD_FEES_PURPOSE } from '../payments';

export const MEMBER_FAMILY = {
  ...MEMBER_ACCOUNT_KIND,
  targetSavings: 'target_savings',
  businessReceivable: 'business_receivable',
  orderReceivable: 'order_receivable',
} as const;

const SOCIETY_LABELS: Record<string, string> = {
  [SOCIETY_ACCOUNT_KIND.providerClearing]: 'Payment provider (clearing)',
  [SOCIETY_ACCOUNT_KIND.payoutsInFlight]: 'Withdrawals being paid out',
  [SOCIETY_ACCOUNT_KIND.feeIncome]: 'Fee income',
  [SOCIETY_ACCOUNT_KIND.registrationFeeIncome]: 'Registration fee income',
  [SOCIETY_ACCOUNT_KIND.dividendPool]: 'Dividend pool',
  [SOCIETY_ACCOUNT_KIND.loanFund]: 'Loan fund',
  [SOCIETY_ACCOUNT_KIND.loansReceivableContra]: 'Loans receivable (society side)',
  [SOCIETY_ACCOUNT_KIND.loanFormFeeIncome]: 'Loan form fee income',
  [SOCIETY_ACCOUNT_KIND.loanFeeHeld]: 'Loan form fees held',
  [SOCIETY_ACCOUNT_KIND.businessMarkupIncome]: 'Business finance mark-up income',
  [SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld]: 'Product order down payments held',
  [SOCIETY_ACCOUNT_KIND.productSales]: 'Product finance sales',
  [SOCIETY_ACCOUNT_KIND.ordersReceivableContra]: 'Product finance receivable (society side)',
  [SOCIETY_ACCOUNT_KIND.investmentReturns]: 'Investment returns paid',
  [SOCIETY_ACCOUNT_KIND.suspense]: 'Suspense (not yet allocated)',
  [CARD_FEES_PURPOSE]: 'Card fees (passed on to the provider)',
};

const MEMBER_LABELS: Record<string, string> = {
  [MEMBER_FAMILY.wallet]: 'Members’ wallets',
  [MEMBER_FAMILY.regularSavings]: 'Members’ regular savings',
  [MEMBER_FAMILY.targetSavings]: 'Members’ target savings',
  [MEMBER_FAMILY.saveToLoan]: 'Members’ save-to-loan savings',
  [MEMBER_FAMILY.shares]: 'Members’ shareholdings',
  [MEMBER_FAMILY.loanReceivable]: 'Loans receivable from members',
  [MEMBER_FAMILY.businessReceivable]: 'Business finance receivable from members',
  [MEMBER_FAMILY.orderReceivable]: 'Product finance receivable from members',
};

const sentence = (purpose: string) => {
  const words = purpose.replace(/[_:]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function societyLabel(purpose: string): string {
  const pool = /^investment_pool:(.+)$/.exec(purpose);
  if (pool) return `Investment #${pool[1]}: members’ money invested`;
  return SOCIETY_LABELS[purpose] ?? sentence(purpose);
}

export const memberFamilyLabel = (family: string): string => MEMBER_LABELS[family] ?? `Members’ ${sentence(family).toLowerCase()}`;

/** the income accounts: fees and mark-ups the society earns (card fees pass through, so they are not income) */
export const INCOME_ACCOUNT_KINDS = [
  SOCIETY_ACCOUNT_KIND.feeIncome,
  SOCIETY_ACCOUNT_KIND.registrationFeeIncome,
  SOCIETY_ACCOUNT_KIND.loanFormFeeIncome,
  SOCIETY_ACCOUNT_KIND.businessMarkupIncome,
  SOCIETY_ACCOUNT_KIND.productSales,
] as const;

/** the fee accounts of the monthly report's fee income */
export const FEE_ACCOUNT_KINDS = [SOCIETY_ACCOUNT_KIND.feeIncome, SOCIETY_ACCOUNT_KIND.registrationFeeIncome, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome] as const;
