// Test data for the Members section's tests: a list row and a whole member's file, each overridable.
import type { AdminMember, AdminMemberDetails } from '@coop/api/contract';

export const member = (id: number, extra: Partial<AdminMember> = {}): AdminMember => ({
  id, name: `Member ${id}`, first_name: 'Member', last_name: String(id), email: `m${id}@example.com`, phone_no: `0801000000${id}`,
  role: 'MEMBER', verified: id % 2 === 0, member_status: id % 3 === 0, suspended: false, created_at: '2025-03-07T10:00:00Z', ...extra,
});

export const memberFile = (extra: Partial<AdminMemberDetails> = {}): AdminMemberDetails => ({
  ...member(42, { name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi', verified: true, member_status: true }),
  middle_name: 'Ngozi',
  member_since: '2025-04-01T10:00:00Z',
  role_changed_at: null,
  role_changed_by: null,
  profile: { address: '12 Marina, Lagos', state_of_origin: 'Anambra', local_govt: 'Onitsha North', occupation: 'Trader', next_of_kin: 'Uche Obi', next_of_kin_phone_no: '08030000000' },
  suspended_at: null,
  suspended_by: null,
  suspension_reason: null,
  yours: false,
  bank_account: { bank_name: 'Access Bank', account_name: 'ADA OBI', account_no: '******6784', review_status: 'approved' },
  shareholding: { balance: '3000.00', minimum: '5000.00', minimum_met: false, shortfall: '2000.00' },
  balances: {
    wallet: '16000.00',
    shares: '3000.00',
    regular: '3000.00',
    save_to_loan: '2000.00',
    targets: [{ id: 5, name: 'School fees', status: 'active', balance: '1500.00' }],
    savings_total: '6500.00',
    under_lien: '1000.00',
    guarantable: '4000.00',
  },
  loans: [{ id: 77, kind: 'individual', amount: '4000.00', outstanding: '3500.00', status: 11, days_overdue: 3, created_at: '2026-01-05T10:00:00Z' }],
  guarantees: [{ loan_id: 81, borrower: { id: 9, name: 'Bayo Ade', email: 'bayo@example.com' }, guaranteed: '1000.00', held: '750.00', status: 1, loan_status: 11 }],
  orders: [{ id: 12, order_no: 'ORD-0012', status: 5, total: '25000.00', remaining: '10000.00', created_at: '2026-02-01T10:00:00Z' }],
  investments: [{ investment_id: 3, kind: 'market', investment_type: 'Cassava farm', slots: 2, amount: '20000.00', payout: '24000.00', maturity_date: '2026-12-31', paid_out: false }],
  cards: [{ id: 1, brand: 'visa', last4: '4081' }],
  sign_ins: [{ at: '2026-03-02T08:00:00Z', user_agent: 'Mozilla/5.0 (Android)', active: true }],
  withdrawals_locked: false,
  withdrawals_locked_at: null,
  audit: [
    {
      id: 900, at: '2026-03-01T09:00:00Z', actor: { id: 1, name: 'Bola Admin', email: 'admin@example.com' }, actor_role: 'ADMIN', action: 'pin_locks.unlock', outcome: 'done',
      subject_type: 'pin_lock', subject_id: '42', subject_user: null, before: null, after: null, detail: 'Checked with the member by phone', status_code: 200, request_id: 'r1', address: null,
    },
  ],
  ...extra,
});
