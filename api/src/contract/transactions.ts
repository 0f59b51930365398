// The member's transactions across all their accounts (`transactions/details`).
import type { Money, Paginator } from './common';
import type { TransactionType } from './wallet';

/** 'pending': reserved, waiting for the bank or provider; 'voided': it failed and a reversal returned the money. */
export type EntryStatus = 'posted' | 'pending' | 'voided';
/**
 * A row of `transactions/details?page=&per_page=&from=YYYY-MM-DD&to=YYYY-MM-DD&category=`: one money movement of
 * the member across all their accounts, newest first. `amount` is the member's net (positive), `transaction_type`
 * its direction for them; a move between their own accounts carries the amount moved (credit when it went into a
 * product, debit when it came back to the wallet). `transaction_category` 0 = other.
 */
export interface TransactionRow {
  id: number;
  reference: string;
  transaction_category: number;
  category_label: string;
  transaction_type: TransactionType;
  amount: Money;
  payment_method: string;
  description: string;
  status: EntryStatus;
  /** ISO 8601 instant */
  entry_date: string;
}
export interface TransactionCategory {
  code: number;
  label: string;
}
export type TransactionsReply = Paginator<TransactionRow> & { categories: TransactionCategory[] };
