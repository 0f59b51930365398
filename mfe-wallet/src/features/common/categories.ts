// Transaction labels of the original client (facts §4.6), by category code and direction.
import type { TransactionType } from '@coop/api/contract';

const LABELS: Record<number, { credit: string; debit: string }> = {
  1: { credit: 'Regular Savings', debit: 'Savings Withdrawal' },
  2: { credit: 'Target Savings', debit: 'Target Withdrawal' },
  3: { credit: 'Shareholding', debit: 'Shareholding' },
  4: { credit: 'Loan Repayment', debit: 'Loan Repayment' },
  7: { credit: 'Wallet Funding', debit: 'Wallet Withdrawal' },
  8: { credit: 'Business Finance', debit: 'Business Finance' },
  9: { credit: 'Products Financing', debit: 'Products Financing' },
  10: { credit: 'Disbursement', debit: 'Disbursement' },
  20: { credit: 'Membership Form', debit: 'Membership Form' },
  21: { credit: 'Loan Form', debit: 'Loan Form' },
};

/** Target savings name an exit or a completed plan by its payment method (facts §4.5, §4.6). */
const TARGET_METHODS = new Set(['Target Exit', 'Target Completed']);

export function categoryLabel(category: number, type: TransactionType, paymentMethod?: string): string {
  if (category === 2 && paymentMethod && TARGET_METHODS.has(paymentMethod)) return paymentMethod;
  return LABELS[category]?.[type] ?? 'Other';
}
