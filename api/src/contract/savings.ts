// Savings and shareholdings (spec §7 "Regular savings", "Target savings", "Save-to-loan", "Registration and
// shares"; facts §2.2–§2.5, §2.11). Money is a decimal string in naira ("1500.00"). Request bodies are the
// original client's payloads (facts §2), typed by the routes' zod schemas where the routes define them.
// Single figures answer `{ success, balance }` like `show_wallet_balance`; the original's positional arrays
// (`all_targets_in_one`, `all_funds`, `total_balances_for_all_savings_packages`, `save_to_loan_all_api`) keep
// their positions.
import type { z } from 'zod';
import type { amountBody, fundBody } from '../modules/savings/schema';
import type { verifyWithdrawalBody, withdrawBody } from '../modules/withdrawals/schema';
import type { autosavePlanBody, targetBody } from '../modules/savings/planBodies';
import type { Money, Paginator } from './common';

/** `savingsFunds`, `targets/add_funds/{id}`, `save_loan/add_funds`, `addShareHoldingsFunds` (other keys the original sent are ignored) */
export type FundSavingsRequest = z.input<typeof fundBody>;
/** `targets/add_withdrawal/{id}`, `save_loan/add_withdrawal` */
export type SavingsAmountRequest = z.input<typeof amountBody>;
/** `verifySavingsWithdrawal` */
export type VerifySavingsWithdrawalRequest = z.input<typeof verifyWithdrawalBody>;
/** `savingsWithdrawal` */
export type SavingsWithdrawalRequest = z.input<typeof withdrawBody>;

export type SavingsFrequency = 'Daily' | 'Weekly' | 'Monthly';
export type SavingsPlanKind = 'regular' | 'target' | 'save_to_loan';
export type SavingsPlanStatus = 'active' | 'completed' | 'exited';

/** the saved card a plan charges, as the member recognises it */
export interface PlanCard {
  id: number;
  bank: string;
  last4: string;
}

/** An autosave plan (regular, save-to-loan) as `saving` / `save_loan` list it: the original's keys plus ours. */
export interface SavingsPlan {
  id: number;
  kind: SavingsPlanKind;
  status: SavingsPlanStatus;
  /** charged each period */
  amount: Money;
  frequency: SavingsFrequency;
  /** Weekly: "1" (Monday) … "7" (Sunday); null otherwise */
  transaction_day: string | null;
  /** Monthly: the day of the month 1 … 31; null otherwise */
  transaction_month: number | null;
  /** 'HH:MM', Lagos time */
  transaction_time: string;
  /** 'YYYY-MM-DD' */
  start_date: string;
  payment_method: 'Debit Card';
  card_id: number | null;
  card: PlanCard | null;
  /** autosave on */
  auto_status: boolean;
  /** ISO time of the next autosave charge; null while off or paused */
  next_run_at: string | null;
  /** three failed charges in a row paused it: turn it on again (or edit it) to resume */
  paused: boolean;
  consecutive_failures: number;
  created_at: string;
}

/** A target (facts §2.4): the plan plus its goal and progress. */
export interface TargetPlan extends SavingsPlan {
  kind: 'target';
  target_name: string;
  targeted_amount: Money;
  /** in the target now (active); what it held when it completed or was stopped (completed, exited) */
  target_balance: Money;
  /** floor(100 × balance / targeted), 0 … 100 */
  percent_complete: number;
  /** targeted − balance, at least 0 (the Quick Save helper "Remaining amount to complete plan is…") */
  remaining_amount: Money;
  /** 'YYYY-MM-DD', computed by the server (facts §3.3) */
  end_date: string;
  /** 1 once its money went to the wallet (the original's keys: active items `withdraw_status`, completed `withdrawal_status`) */
  withdraw_status: 0 | 1;
  withdrawal_status: 0 | 1;
  closed_at: string | null;
}

/** `GET saving`, `GET save_loan`: `data[0]` is the member's plan (empty when they never made one) */
export interface SavingsPlanListReply {
  success: true;
  data: SavingsPlan[];
}
/** `POST saving/store`, `PUT saving/{id}` (+ `id`), `POST save_loan/store`, `POST save_loan/modify/{id}`:
 *  `{amount, frequency, transaction_time, transaction_day, transaction_month, start_date, payment_method:'Debit Card', card_id}` */
export type SavingsPlanRequest = z.input<typeof autosavePlanBody>;
/** `POST targets/store` (an optional Idempotency-Key makes a double submit create one target), `POST targets/{id}`;
 *  `card_id` optional (none: autosave off); `end_date` is checked and ignored (the server computes it) */
export type TargetPlanRequest = z.input<typeof targetBody>;

/** `POST saving/store`, `PUT saving/{id}`, `POST deactivateAutoSave`, the save-to-loan equivalents */
export interface SavingsPlanReply {
  success: true;
  message: string;
  plan: SavingsPlan;
}
/** `POST targets/store`, `POST targets/{id}`, `POST targetsActivateAutoSave/{id}`, `POST targetsDeactivateAutoSave/{id}` */
export interface TargetReply {
  success: true;
  message: string;
  target: TargetPlan;
}
/** `GET targets`, `GET all_targets_plan_per_user`: every target, newest first */
export interface TargetListReply {
  success: true;
  data: TargetPlan[];
}
/** `GET targets/details/{id}`: `[0]` is the target (facts §2.4) */
export type TargetDetailsReply = [TargetPlan];
/** `GET all_targets_in_one`: [total target balance, active targets, completed targets, number of targets ever made] */
export type AllTargetsInOneReply = [Money, TargetPlan[], TargetPlan[], number];

/**
 * Money into a package: `savingsFunds`, `targets/add_funds/{id}`, `save_loan/add_funds`, `addShareHoldingsFunds`
 * (Idempotency-Key; `{amount, date_time?, payment_method, paystack_id, save_card, card_id}` as the original sent it).
 */
export interface FundSavingsReply {
  success: true;
  message: string;
  /** naira put into the package (a card fee is not) */
  amount: Money;
  /** the package's balance after it */
  balance: Money;
  card_id: number | null;
  reference: string;
  /** targets: true when this payment reached the targeted amount (the plan completed and paid into the wallet) */
  completed?: boolean;
}

/** Money out of a package into the wallet: `targets/add_withdrawal/{id}`, `targetsExit/{id}`, `save_loan/add_withdrawal`, `saveLoanExit/{id}` (Idempotency-Key) */
export interface SavingsPayoutReply {
  success: true;
  message: string;
  /** naira moved to the wallet */
  amount: Money;
  /** the package's balance after it */
  balance: Money;
  wallet_balance: Money;
  reference: string | null;
}

/** `POST verifySavingsWithdrawal {password, amount, payment_method:'Wallet', date_time, withdrawal_pin:''}`: a PIN is mailed */
export interface VerifySavingsWithdrawalReply {
  success: true;
  message: string;
  expires_at: string;
  amount: Money;
}
/** `POST savingsWithdrawal` (the same body with `withdrawal_pin`; Idempotency-Key): regular savings → wallet */
export type SavingsWithdrawalReply = SavingsPayoutReply;

/** A row of `savingsTransactions`, `targets/transactions/{id}`, `save_loan/transactions/{id}`, `shareHoldingsTransactions` (paginated, newest first) */
export interface SavingsTransaction {
  /** the posting's id (the UI shows `Fin{id}` / `SES{id}`) */
  id: number;
  reference: string;
  amount: Money;
  transaction_type: 'credit' | 'debit';
  /** ISO time the server recorded it */
  date_time: string;
  payment_method: string;
  description: string;
  category_label: string;
}
export type SavingsTransactionsReply = Paginator<SavingsTransaction>;

/** `savingsBalance`, `all_targets_sum_per_user`, `targets/total_funds/{id}`, `shareHoldingsTotalBalance` */
export interface SavingsBalanceReply {
  success: true;
  balance: Money;
  /** `savingsBalance` only: the original's "Avaliable Balance" (= `loan_owner_savings_balance`) */
  available?: Money;
}

/** `loan_owner_savings_balance`: the guarantable amount = regular + save-to-loan − active liens */
export interface GuarantableReply {
  success: true;
  balance: Money;
  regular: Money;
  save_to_loan: Money;
  /** pledged to loans now (own cover and guarantees) */
  pledged: Money;
  /** 2 × balance: the largest loan the member may request today (facts §4.7) */
  loan_limit: Money;
  /** the active pledges making up `pledged`, oldest first: what holds the money and until which loan is repaid */
  pledges: SavingsPledge[];
}

/** one active lien on the member's savings: their own loan's cover or their guarantee of another member's loan */
export interface SavingsPledge {
  reason: 'loan_cover' | 'guarantee';
  /** the loan it secures (null when the lien names no loan) */
  loan_id: number | null;
  /** what it still holds (it shrinks as the loan is repaid) */
  amount: Money;
}

/** `share_holding`: the member's shares against the society's minimum (facts §1.4) */
export interface ShareholdingReply {
  success: true;
  balance: Money;
  minimum: Money;
  minimum_met: boolean;
  /** minimum − balance, at least 0 */
  shortfall: Money;
}

/** `total_balances_for_all_savings_packages`: [regular + target + save-to-loan, regular, target] */
export type SavingsPackagesTotalsReply = [Money, Money, Money];
/** `all_funds`: [loan investment balance (save-to-loan savings pledged to loans), save-to-loan balance] */
export type AllFundsReply = [Money, Money];
/** `save_to_loan_all_api`: [[the plan] or [], loan investment balance, save-to-loan balance, the latest transactions] */
export type SaveToLoanAllReply = [SavingsPlan[], Money, Money, SavingsTransaction[]];
