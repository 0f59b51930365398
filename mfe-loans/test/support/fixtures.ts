// The API the loan screens meet, each reply overridable.
import type { BusinessRequestRow, LoanCard } from '@coop/api/contract';
import { mockApi, type Handler } from '@coop/shared/testing';

export const visaCard = { id: 11, bank: 'TEST BANK', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030', reusable: true };

export function loanCard(over: Partial<LoanCard> = {}): LoanCard {
  return {
    loan_id: 12, group_name: 'Individual Loan', loan_amount: '30000.00', repaid: '0.00', loan_status: 0, start_date: '2026-12-01', end_date: null, loan_group: 'Member', user_id: 7,
    kind: 'individual', group_id: null, payment_duration: 3, frequency: 'Monthly', repayment_amount: '10000.00', own_cover: '20000.00', guaranteed: '0.00', to_guarantee: '10000.00',
    form_fee: '1000.00', auto_repay: false, card_id: null, closed_reason: null, created_at: '2026-11-20T10:00:00.000Z', disbursed_at: null, completed_at: null,
    outstanding: '0.00', next_due_date: null, next_due_amount: null, overdue_amount: '0.00', days_overdue: 0, ...over,
  };
}

export function businessRow(over: Partial<BusinessRequestRow> = {}): BusinessRequestRow {
  return {
    id: 30, business_name: 'Mama Put Kitchen', requested_amount: '150000.00', total_amount: '0.00', offer_version: 0, amount_repaid: '0.00', request_status: 0, end_date: null, image: null, mark_up: '0.00',
    repayment_duration: 6, frequency: 'Monthly', repayment_amount: '25000.00', start_date: '2026-12-01', auto_repay: false, closed_reason: null, created_at: '2026-11-20T10:00:00.000Z',
    offered_at: null, outstanding: '0.00', next_due_date: null, next_due_amount: null, overdue_amount: '0.00', days_overdue: 0, ...over,
  };
}

export function loansApiMock(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
    'GET loan_owner_savings_balance': { body: { success: true, balance: '20000.00', regular: '20000.00', save_to_loan: '0.00', pledged: '0.00', loan_limit: '40000.00' } },
    'GET get_loan_fee': { body: { success: true, value: '1000.00' } },
    'GET loan_repayment_duration': { body: { success: true, value: 12 } },
    'GET business_finance_payment_duration': { body: { success: true, value: 12 } },
    'GET loan/view_loan': { body: [] },
    'GET show_non_group_loans_for_approval': { body: [] },
    'GET loan/guarantor_exposure': { body: { success: true, savings: '20000.00', pledged: '0.00', guarantable: '20000.00', pledges: [] } },
    'GET loan/loan_group': { body: [] },
    'GET display_request': { body: [] },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [visaCard] },
    'GET show_wallet_balance': { body: { success: true, balance: '50000.00' } },
    'GET payments/fee-preview': (call) => ({ body: { success: true, amount: call.query.amount, fee: '0.00', total: call.query.amount } }),
    ...extra,
  });
}
