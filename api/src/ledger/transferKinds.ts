// Transfer kinds: what a ledger transfer is (its `kind`). The ledger writes reversals itself; every area that creates
// a member-facing transfer uses a kind from here and puts `payment_method` ('Wallet', 'Debit Card', 'Bank', …) in the
// transfer's metadata. The categories and labels a member sees for them are the transactions area's
// (modules/transactions/categories.ts).
/** kinds the ledger itself writes */
export const REVERSAL_KIND = 'reversal';

/**
 * Society-side bookkeeping: transfers of these kinds (and their reversals) are not listed in members' histories
 * (ledger_member_entries), even when they touch a member's receivable. Changing this list does not rewrite the
 * entries already written (drizzle/0017 backfilled with it).
 */
export const SOCIETY_ONLY_KINDS: ReadonlySet<string> = new Set(['withdrawal_settlement', 'loan_receivable', 'order_receivable', 'order_sale', 'dividend_funding']);

export const TRANSFER_KIND = {
  /** card → wallet */
  walletFunding: 'wallet_funding',
  /** the ₦100 charge that saves a card; the money lands in the wallet */
  cardVerification: 'card_verification',
  /** wallet → payouts in flight (pending until the provider confirms) */
  withdrawal: 'withdrawal',
  /** payouts in flight → provider clearing, once the bank transfer is confirmed (society only) */
  withdrawalSettlement: 'withdrawal_settlement',
  /** wallet or card → registration fee income; makes the member a member */
  registrationFee: 'registration_fee',
  /** wallet or card → regular savings (a quick save, a fund, an autosave charge) */
  savingsDeposit: 'savings_deposit',
  /** regular savings → wallet */
  savingsWithdrawal: 'savings_withdrawal',
  /** wallet or card → a target */
  targetDeposit: 'target_deposit',
  /** a target → wallet; `payment_method` 'Target Exit' (stopped) or 'Target Completed' (reached its amount) */
  targetWithdrawal: 'target_withdrawal',
  /** wallet or card → save-to-loan */
  saveToLoanDeposit: 'save_to_loan_deposit',
  /** save-to-loan → wallet (a withdrawal or the plan stopped) */
  saveToLoanWithdrawal: 'save_to_loan_withdrawal',
  /** wallet or card → shares */
  shareholdingDeposit: 'shareholding_deposit',
  /** the society's dividend pool → wallets, pro rata to shares */
  dividend: 'dividend',
  /** wallet or card → loan form fee income, with the application (category 21) */
  loanFormFee: 'loan_form_fee',
  /** wallet or card → the society's loan_fee_held: a form fee paid ahead of its application */
  loanFormFeeHold: 'loan_form_fee_hold',
  /** loan_fee_held → wallet: a held form fee no application used */
  loanFormFeeReturn: 'loan_form_fee_return',
  /** loan fund → wallet ("Loan Disbursement", payment_method 'Bank'); loans and business finance */
  loanDisbursement: 'loan_disbursement',
  /** wallet or card → loan fund: a loan repayment (category 4) */
  loanRepayment: 'loan_repayment',
  /** wallet or card → loan fund and mark-up income: a business-finance repayment (category 8) */
  businessRepayment: 'business_repayment',
  /** the receivable's own entries (owed at disbursement, settled by repayments): society-side, not listed to members */
  loanReceivable: 'loan_receivable',
  /** wallet or card → order down payments held: the down payment, with the order (category 9) */
  orderDownPayment: 'order_down_payment',
  /** order down payments held → wallet: a declined order's down payment returned (category 9) */
  orderRefund: 'order_refund',
  /** order down payments held → product sales: a delivered order's down payment earned (society only) */
  orderSale: 'order_sale',
  /** wallet or card → product sales: an order repayment (category 9) */
  orderRepayment: 'order_repayment',
  /** an order receivable's own entries (owed at delivery, settled by repayments): society-side, not listed */
  orderReceivable: 'order_receivable',
  /** wallet or card → an investment's pool: slots bought (category 12) */
  investmentPurchase: 'investment_purchase',
  /** pool and investment returns → wallet: principal and returns at maturity (category 12) */
  investmentPayout: 'investment_payout',
  /** a society income account → the dividend pool, approved by a second administrator (society only) */
  dividendFunding: 'dividend_funding',
  /** suspense ↔ a member's account: a correcting transfer with its reason, approved by a second administrator (category 13) */
  adjustment: 'adjustment',
  reversal: REVERSAL_KIND,
} as const;
