// The wallet: balance, history and funding by card. Money is a decimal string in naira ("1500.00").
import type { z } from 'zod';
import type { fundWalletBody } from '../modules/wallet/schema';
import type { Money, Paginator } from './common';

export interface WalletBalanceReply {
  success: true;
  balance: Money;
}
export type TransactionType = 'credit' | 'debit';
/** A row of `show_wallet?page=&per_page=` (paginated, newest first). `wallet_category` uses the original's codes (facts §4.6). */
export interface WalletEntry {
  /** the wallet posting's id */
  id: number;
  reference: string;
  wallet_category: number;
  wallet_type: TransactionType;
  /** always positive: `wallet_type` says the direction */
  amount: Money;
  payment_method: string;
  description: string;
  /** ISO time the server recorded it */
  entry_date: string;
  /** what the member sees in the TYPE column (facts §4.6), from the API's one category table */
  category_label: string;
  /** posted; pending (a withdrawal the bank has not confirmed yet); voided (a withdrawal that failed: a credit row gives it back) */
  status: 'posted' | 'pending' | 'voided';
  /** the wallet balance right after this row */
  balance_after: Money;
}
export type WalletHistoryReply = Paginator<WalletEntry>;
/**
 * `POST save_wallet/store {amount, payment_method: 'Paystack', paystack_id?, card_id?}` (Idempotency-Key).
 * Exactly one of `paystack_id` (a reference from `payments/charges`, paid on the checkout) or `card_id` (a saved
 * card the API charges amount + card fee). With `paystack_id` the charge's own amount is credited and `amount` may be
 * left out (when sent it must equal it). `save_card` is decided when the charge starts and is ignored here.
 */
export type FundWalletRequest = z.input<typeof fundWalletBody>;
export interface FundWalletReply {
  success: true;
  message: string;
  /** naira credited to the wallet (the card fee is not) */
  amount: Money;
  /** the wallet balance after the credit */
  balance: Money;
  /** the saved card used or created by this payment, if any (the client stores it as `card_id`) */
  card_id: number | null;
  reference: string;
}
