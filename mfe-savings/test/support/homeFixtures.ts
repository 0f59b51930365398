// The API the savings home, /shareholdings, the gate and Quick Save meet (the tabs' replies are in ./fixtures).
import type { Profile, ShareholdingReply, TargetPlan, TransactionRow } from '@coop/api/contract';
import { mockApi, type Handler } from '@coop/shared/testing';
import { page, visaCard } from './fixtures';

export { page, visaCard };

export const BELOW_MINIMUM: ShareholdingReply = { success: true, balance: '2000.00', minimum: '5000.00', minimum_met: false, shortfall: '3000.00' };
export const MINIMUM_MET: ShareholdingReply = { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' };

export function target(over: Partial<TargetPlan> = {}): TargetPlan {
  return {
    id: 41, kind: 'target', status: 'active', amount: '1000.00', frequency: 'Monthly', transaction_day: null, transaction_month: 5, transaction_time: '09:00',
    start_date: '2026-11-01', payment_method: 'Debit Card', card_id: 11, card: null, auto_status: true, next_run_at: null, paused: false, consecutive_failures: 0,
    created_at: '2026-11-01T09:00:00.000Z', target_name: 'School fees', targeted_amount: '50000.00', target_balance: '12000.00', percent_complete: 24,
    remaining_amount: '38000.00', end_date: '2027-12-05', withdraw_status: 0, withdrawal_status: 0, closed_at: null, ...over,
  };
}

export function transaction(over: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id: 5, reference: 'SAV-5', transaction_category: 1, category_label: 'Regular Savings', transaction_type: 'credit', amount: '2500.00', payment_method: 'Wallet',
    description: 'Quick Save', status: 'posted', entry_date: '2026-11-02T10:00:00.000Z', ...over,
  };
}

export const fullProfile = { user_id: 7, first_name: 'Amaka', last_name: 'Obi', relationship: 'Brother' } as Profile;

/** everything the savings home and PayWith read, each overridable */
export function savingsApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET share_holding': { body: MINIMUM_MET },
    'GET show_wallet_balance': { body: { success: true, balance: '10000.00' } },
    'GET shareHoldingsTotalBalance': { body: { success: true, balance: '5000.00' } },
    'GET savingsBalance': { body: { success: true, balance: '3000.00', available: '2500.00' } },
    'GET all_targets_sum_per_user': { body: { success: true, balance: '12000.00' } },
    'GET all_funds': { body: ['0.00', '1500.00'] },
    'GET total_balances_for_all_savings_packages': { body: ['16500.00', '3000.00', '12000.00'] },
    'GET bank_account/details': { body: { success: true, data: { bank_name: 'Access Bank', bank_code: '044', account_no: '0690000031', account_name: 'AMAKA OBI' } } },
    'GET show_profile': { body: { success: true, data: fullProfile } },
    'GET transactions/details': { body: { ...page([transaction(), transaction({ id: 6, transaction_type: 'debit', category_label: 'Wallet Withdrawal', amount: '700.00' })]), categories: [] } },
    'GET loan_owner_savings_balance': { body: { success: true, balance: '4500.00', regular: '3000.00', save_to_loan: '1500.00', pledged: '0.00', loan_limit: '9000.00', pledges: [] } },
    'GET all_targets_in_one': { body: ['12000.00', [target(), target({ id: 42, target_name: 'Rent', remaining_amount: '100000.00' })], [], 2] },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [visaCard] },
    'GET payments/fee-preview': (call) => ({ body: { success: true, amount: call.query.amount, fee: '75.00', total: call.query.amount } }),
    ...extra,
  });
}

export function fundReply(amount: string, balance: string) {
  return { body: { success: true, message: `${amount} has been saved.`, amount, balance, card_id: null, reference: 'SAV-1' } };
}
