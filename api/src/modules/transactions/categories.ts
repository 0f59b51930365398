// The original client's transaction categories (facts §4.6) a member sees for the ledger's transfer kinds
// (ledger/transferKinds.ts), and the labels of a member's transactions.
import { TRANSFER_KIND } from '../../ledger';

export const CATEGORY = {
  regularSavings: 1,
  targetSavings: 2,
  shareholding: 3,
  loanRepayment: 4,
  /** not in the original's table (save-to-loan had no code of its own there) */
  saveToLoan: 5,
  /** beyond the original: dividends on shareholdings */
  dividend: 6,
  wallet: 7,
  businessFinance: 8,
  productsFinancing: 9,
  disbursement: 10,
  membershipForm: 20,
  loanForm: 21,
  /** beyond the original: market and halal investments */
  investments: 12,
  /** beyond the original: an administrators' correcting transfer (a refund, a correction) */
  adjustment: 13,
} as const;

const CATEGORY_OF_KIND: Record<string, number> = {
  [TRANSFER_KIND.walletFunding]: CATEGORY.wallet,
  [TRANSFER_KIND.cardVerification]: CATEGORY.wallet,
  [TRANSFER_KIND.withdrawal]: CATEGORY.wallet,
  [TRANSFER_KIND.registrationFee]: CATEGORY.membershipForm,
  [TRANSFER_KIND.savingsDeposit]: CATEGORY.regularSavings,
  [TRANSFER_KIND.savingsWithdrawal]: CATEGORY.regularSavings,
  [TRANSFER_KIND.targetDeposit]: CATEGORY.targetSavings,
  [TRANSFER_KIND.targetWithdrawal]: CATEGORY.targetSavings,
  [TRANSFER_KIND.saveToLoanDeposit]: CATEGORY.saveToLoan,
  [TRANSFER_KIND.saveToLoanWithdrawal]: CATEGORY.saveToLoan,
  [TRANSFER_KIND.shareholdingDeposit]: CATEGORY.shareholding,
  [TRANSFER_KIND.dividend]: CATEGORY.dividend,
  [TRANSFER_KIND.loanFormFee]: CATEGORY.loanForm,
  [TRANSFER_KIND.loanFormFeeHold]: CATEGORY.loanForm,
  [TRANSFER_KIND.loanFormFeeReturn]: CATEGORY.loanForm,
  [TRANSFER_KIND.loanDisbursement]: CATEGORY.disbursement,
  [TRANSFER_KIND.loanRepayment]: CATEGORY.loanRepayment,
  [TRANSFER_KIND.businessRepayment]: CATEGORY.businessFinance,
  [TRANSFER_KIND.orderDownPayment]: CATEGORY.productsFinancing,
  [TRANSFER_KIND.orderRefund]: CATEGORY.productsFinancing,
  [TRANSFER_KIND.orderRepayment]: CATEGORY.productsFinancing,
  [TRANSFER_KIND.investmentPurchase]: CATEGORY.investments,
  [TRANSFER_KIND.investmentPayout]: CATEGORY.investments,
  [TRANSFER_KIND.adjustment]: CATEGORY.adjustment,
};

/** Labels as the original showed them, by category and direction. */
const LABELS: Record<number, { credit: string; debit: string; filter: string }> = {
  [CATEGORY.regularSavings]: { credit: 'Regular Savings', debit: 'Savings Withdrawal', filter: 'Regular Savings' },
  [CATEGORY.targetSavings]: { credit: 'Target Savings', debit: 'Target Withdrawal', filter: 'Target Savings' },
  [CATEGORY.shareholding]: { credit: 'Shareholding', debit: 'Shareholding', filter: 'Shareholding' },
  [CATEGORY.loanRepayment]: { credit: 'Loan Repayment', debit: 'Loan Repayment', filter: 'Loan Repayment' },
  [CATEGORY.saveToLoan]: { credit: 'Save To Loan', debit: 'Save To Loan Withdrawal', filter: 'Save To Loan' },
  [CATEGORY.dividend]: { credit: 'Dividend', debit: 'Dividend', filter: 'Dividend' },
  [CATEGORY.wallet]: { credit: 'Wallet Funding', debit: 'Wallet Withdrawal', filter: 'Wallet' },
  [CATEGORY.businessFinance]: { credit: 'Business Finance', debit: 'Business Finance', filter: 'Business Finance' },
  [CATEGORY.productsFinancing]: { credit: 'Products Financing', debit: 'Products Financing', filter: 'Products Financing' },
  [CATEGORY.disbursement]: { credit: 'Disbursement', debit: 'Disbursement', filter: 'Disbursement' },
  [CATEGORY.membershipForm]: { credit: 'Membership Form', debit: 'Membership Form', filter: 'Membership Form' },
  [CATEGORY.loanForm]: { credit: 'Loan Form', debit: 'Loan Form', filter: 'Loan Form' },
  [CATEGORY.investments]: { credit: 'Investment Payout', debit: 'Investment', filter: 'Investments' },
  [CATEGORY.adjustment]: { credit: 'Adjustment', debit: 'Adjustment', filter: 'Adjustments' },
};

/**
 * The category of a transfer. A reversal belongs to the category of what it reverses
 * (the ledger records `reversed_kind` in its metadata).
 */
export function categoryOf(kind: string, metadata?: Record<string, unknown> | null): number | null {
  if (kind === TRANSFER_KIND.reversal && typeof metadata?.reversed_kind === 'string') return categoryOf(metadata.reversed_kind);
  return CATEGORY_OF_KIND[kind] ?? null;
}

/**
 * Moves between a member's own accounts are labelled from the savings package's side, whichever account's row
 * shows them: a wallet → regular savings debit on the wallet is still "Regular Savings", the way back "Savings
 * Withdrawal" (facts §4.6).
 */
const LABEL_SIDE: Record<string, 'credit' | 'debit'> = {
  [TRANSFER_KIND.savingsDeposit]: 'credit',
  [TRANSFER_KIND.savingsWithdrawal]: 'debit',
  [TRANSFER_KIND.targetDeposit]: 'credit',
  [TRANSFER_KIND.targetWithdrawal]: 'debit',
  [TRANSFER_KIND.saveToLoanDeposit]: 'credit',
  [TRANSFER_KIND.saveToLoanWithdrawal]: 'debit',
  [TRANSFER_KIND.shareholdingDeposit]: 'credit',
};

/** Target savings name an exit or a completed plan by its payment method (facts §4.5, §4.6). */
const TARGET_PAYMENT_METHODS: ReadonlySet<string> = new Set(['Target Exit', 'Target Completed']);

/** The label a member sees for a category and direction (facts §4.6): the one table the app has. */
export function categoryLabel(category: number, type: 'credit' | 'debit', paymentMethod?: string): string {
  if (category === CATEGORY.targetSavings && paymentMethod !== undefined && TARGET_PAYMENT_METHODS.has(paymentMethod)) return paymentMethod;
  return LABELS[category]?.[type] ?? 'Other';
}

/** For filters: every category a member can pick. */
export function categoryOptions(): { code: number; label: string }[] {
  return Object.entries(LABELS).map(([code, l]) => ({ code: Number(code), label: l.filter }));
}

/** Every kind a member sees in their transactions (society-only kinds such as settlements are not listed). */
export function memberFacingKinds(): string[] {
  return Object.keys(CATEGORY_OF_KIND);
}

/**
 * The label of one of a member's transactions (`category_label` of transactions, wallet history and statement
 * rows). A reversal names what it undid, seen from the original's side ('Wallet Withdrawal reversed' for the
 * credit that returns a failed withdrawal). `otherwise`: the category of a kind this table does not know.
 */
export function transactionLabel(kind: string, metadata: Record<string, unknown> | null | undefined, type: 'credit' | 'debit', otherwise?: number): string {
  const category = categoryOf(kind, metadata) ?? otherwise ?? null;
  if (category === null) return 'Other';
  const paymentMethod = typeof metadata?.payment_method === 'string' ? metadata.payment_method : undefined;
  if (kind === TRANSFER_KIND.reversal) {
    const reversed = typeof metadata?.reversed_kind === 'string' ? LABEL_SIDE[metadata.reversed_kind] : undefined;
    return `${categoryLabel(category, reversed ?? (type === 'credit' ? 'debit' : 'credit'), paymentMethod)} reversed`;
  }
  return categoryLabel(category, LABEL_SIDE[kind] ?? type, paymentMethod);
}

/** The kinds a category filter selects (reversals of them are matched through their metadata). */
export function kindsOfCategory(category: number): string[] {
  return Object.entries(CATEGORY_OF_KIND)
    .filter(([, c]) => c === category)
    .map(([kind]) => kind);
}
