// What the console's API answers in tests unless a test says otherwise: the figures that need action, alerts,
// sign-up figures and the chrome's own calls. Spread it into mockApi and override what the test is about.
import type { Handler } from '@coop/shared/testing';
import type { AdminMembersPage, Proposal, SignupStats } from '@coop/api/contract';

export const STATS: SignupStats = { total: 1250, verified: 1100, unverified: 150, members: 900, today: 4, last_7_days: 31, last_30_days: 120, by_day: [] };

export const NO_MEMBERS: AdminMembersPage = { success: true, data: [], next_cursor: null, total: 0 };

export function proposal(id: number, extra: Partial<Proposal> = {}): Proposal {
  return {
    id,
    kind: 'settings',
    summary: `Proposal ${id}`,
    payload: {},
    status: 'pending',
    proposed_by: { id: 2, name: 'Chidi Admin', email: 'chidi@example.com' },
    proposed_at: '2026-03-01T09:00:00Z',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    result: null,
    yours: false,
    can_approve: true,
    ...extra,
  };
}

/** the figures: 3 proposals, 2 loans (1 above the threshold), 1 held account, 2 locked, 1 stuck withdrawal, 4 orders, 1 request */
export function consoleApi(): Record<string, Handler> {
  const loan = (id: number, needsSecond: boolean) => ({ id, needs_second_admin: needsSecond });
  return {
    'GET auth/session': { body: { success: true } },
    'GET notification': { body: [] },
    'GET admin/alerts': { body: { success: true, data: [], next_cursor: null } },
    'GET admin/signup-stats': { body: STATS },
    'GET admin/members': { body: NO_MEMBERS },
    'GET admin/proposals': { body: { success: true, proposals: [], next_cursor: null, pending_count: 3 } },
    'GET admin/loans': { body: { success: true, data: [loan(1, true), loan(2, false)], next_cursor: null } },
    'GET admin/bank_accounts/held': { body: { success: true, data: [{ id: 1 }] } },
    'GET admin/pin_locks': { body: { data: [{ user_id: 1 }, { user_id: 2 }] } },
    'GET admin/withdrawals': (call) => ({ body: { data: [], total: call.query.status === 'stuck' ? 1 : 0, per_page: 1, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null } }),
    'GET admin/shop/orders': { body: { data: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], next_before: null } },
    'GET admin/shop/requests': { body: { data: [{ id: 1 }], next_before: null } },
  };
}
