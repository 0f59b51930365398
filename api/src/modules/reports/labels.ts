// What each line of the books is called: the society's accounts by purpose, the members' accounts by family (the part
// of the purpose before ':'; a business-finance receivable is its own family here). An unknown purpose reads as a
// sentence made from it, so a new account shows up at once, named plainly.
import { MEMBER_PURPOSE, SOCIETY_PURPOSE } from '../../ledger';
import { CARD_FEES_PURPOSE } from '../payments/cardMoney';

export const MEMBER_FAMILY = {
  ...MEMBER_PURPOSE,
  targetSavings: 'target_savings',
  businessReceivable: 'business_receivable',
  orderReceivable: 'order_receivable',
} as const;

const SOCIETY_LABELS: Record<string, string> = {
  [SOCIETY_PURPOSE.providerClearing]: 'Payment provider (clearing)',
  [SOCIETY_PURPOSE.payoutsInFlight]: 'Withdrawals being paid out',
  [SOCIETY_PURPOSE.feeIncome]: 'Fee income',
  [SOCIETY_PURPOSE.registrationFeeIncome]: 'Registration fee income',
  [SOCIETY_PURPOSE.dividendPool]: 'Dividend pool',
  [SOCIETY_PURPOSE.loanFund]: 'Loan fund',
  [SOCIETY_PURPOSE.loansReceivableContra]: 'Loans receivable (society side)',
  [SOCIETY_PURPOSE.loanFormFeeIncome]: 'Loan form fee income',
  [SOCIETY_PURPOSE.loanFeeHeld]: 'Loan form fees held',
  [SOCIETY_PURPOSE.businessMarkupIncome]: 'Business finance mark-up income',
  [SOCIETY_PURPOSE.orderDownPaymentsHeld]: 'Product order down payments held',
  [SOCIETY_PURPOSE.productSales]: 'Product finance sales',
  [SOCIETY_PURPOSE.ordersReceivableContra]: 'Product finance receivable (society side)',
  [SOCIETY_PURPOSE.investmentReturns]: 'Investment returns paid',
  [SOCIETY_PURPOSE.suspense]: 'Suspense (not yet allocated)',
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
export const INCOME_PURPOSES = [
  SOCIETY_PURPOSE.feeIncome,
  SOCIETY_PURPOSE.registrationFeeIncome,
  SOCIETY_PURPOSE.loanFormFeeIncome,
  SOCIETY_PURPOSE.businessMarkupIncome,
  SOCIETY_PURPOSE.productSales,
] as const;

/** the fee accounts of the monthly report's fee income */
export const FEE_PURPOSES = [SOCIETY_PURPOSE.feeIncome, SOCIETY_PURPOSE.registrationFeeIncome, SOCIETY_PURPOSE.loanFormFeeIncome] as const;
