import type {
  AutosaveHealthReply, Dividend, DividendDetailsReply, DividendKeysetPage, DividendPoolReply, DividendPreviewReply, SavingsMemberReply, SavingsTotalsReply,
} from '@coop/api/contract';

export const totals: SavingsTotalsReply = {
  success: true,
  regular: { balance: '1250000.00', members: 40 },
  target: { balance: '300000.50', members: 12, active_targets: 15 },
  save_to_loan: { balance: '90000.00', members: 7 },
  shares: { balance: '2000000.00', members: 50 },
  liens: { amount: '45000.00', members: 3, count: 4 },
  total_savings: '1640000.50',
};

export const autosave: AutosaveHealthReply = {
  success: true,
  plans: { autosave_on: 21, due_now: 2, paused: 3 },
  runs: { last_24_hours: { charged: 18, failed: 1 }, last_7_days: { charged: 120, failed: 6 } },
  recent_failures: [
    { run_id: 91, plan_id: 5, user_id: 7, name: 'Amaka Obi', email: 'amaka@example.com', kind: 'target', target_name: 'School fees', amount: '5000.00', reason: 'Insufficient funds', at: '2026-11-23T08:00:00.000Z' },
  ],
};

export const memberSavings: SavingsMemberReply = {
  success: true,
  member: { id: 7, name: 'Amaka Obi', email: 'amaka@example.com', member_status: true },
  balances: { wallet: '1000.00', regular: '25000.00', target: '8000.00', save_to_loan: '4000.00', shares: '10000.00', pledged: '3000.00' },
  plans: [
    {
      id: 5, kind: 'target', status: 'active', target_name: 'School fees', targeted_amount: '100000.00', balance: '8000.00', amount: '5000.00', frequency: 'Monthly',
      auto_status: true, paused: true, consecutive_failures: 3, next_run_at: null, end_date: '2027-06-01', created_at: '2026-10-01T09:00:00.000Z', closed_at: null,
    },
    {
      id: 2, kind: 'regular', status: 'active', target_name: null, targeted_amount: null, balance: '25000.00', amount: '2000.00', frequency: 'Weekly',
      auto_status: true, paused: false, consecutive_failures: 0, next_run_at: '2026-11-30T08:00:00.000Z', end_date: null, created_at: '2026-09-01T09:00:00.000Z', closed_at: null,
    },
  ],
  liens: [{ id: 3, reason: 'guarantee', reference: 'LN-44', amount: '3000.00', created_at: '2026-11-01T09:00:00.000Z' }],
  transactions: [
    { id: 81, reference: 'SV-81', purpose: 'regular_savings', amount: '2000.00', transaction_type: 'credit', date_time: '2026-11-22T08:00:00.000Z', description: 'Regular savings autosave', category_label: 'Savings' },
  ],
};

export const preview: DividendPreviewReply & { pool_balance: string } = {
  success: true,
  amount: '1000.00',
  pool_balance: '50000.00',
  total_shares: '30000.00',
  member_count: 3,
  allocations: [
    { user_id: 1, name: 'Bola Ade', email: 'bola@example.com', shares: '10000.00', amount: '333.34' },
    { user_id: 2, name: 'Chidi Eze', email: 'chidi@example.com', shares: '10000.00', amount: '333.33' },
    { user_id: 3, name: 'Dayo Ola', email: 'dayo@example.com', shares: '10000.00', amount: '333.33' },
  ],
};

export const dividend: Dividend = {
  id: 4,
  amount: '1000.00',
  note: '2026 dividend',
  declared_by: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
  posted_at: '2026-11-23T10:00:00.000Z',
  member_count: 3,
  total_shares: '30000.00',
};

export function dividendPage(rows: Dividend[], nextBefore: number | null = null): DividendKeysetPage {
  return { data: rows, next_before: nextBefore };
}

export const pool: DividendPoolReply = {
  success: true,
  pool_balance: '50000.00',
  sources: [
    { source: 'fee_income', label: 'Fee income', balance: '120000.00' },
    { source: 'business_markup_income', label: 'Business finance mark-up', balance: '80000.00' },
  ],
};

export function dividendDetails(page: number, lastPage: number): DividendDetailsReply {
  return {
    success: true,
    dividend,
    allocations: {
      data: page === 1 ? preview.allocations : [{ user_id: 9, name: 'Zainab Musa', email: 'zainab@example.com', shares: '100.00', amount: '3.33' }],
      total: 4,
      per_page: 3,
      current_page: page,
      last_page: lastPage,
      next_page_url: null,
      prev_page_url: null,
    },
  };
}
