// The figures that need an administrator, read from the admin list endpoints (each alone: one failing leaves the
// others): the overview shows them as links, the section navigation as count badges.
import { http } from '@coop/shared';
import type { AdminLoanQueueReply, AdminOrdersPage, AdminWithdrawalsReply, HeldBankAccountsReply, LockedMembersReply, ProposalsReply } from '@coop/api/contract';

/** as many as a first page holds; `more` when there are others beyond it */
export interface Count {
  value: number;
  more: boolean;
}

export type FigureKey = 'proposals' | 'loans' | 'second_admin' | 'held_bank_accounts' | 'locked_withdrawals' | 'withdrawals' | 'orders' | 'product_requests';

export interface FigureSpec {
  key: FigureKey;
  label: string;
  /** where it is dealt with */
  section: string;
}

/** One request to the API, giving one or more figures. */
export interface FigureSource {
  keys: FigureKey[];
  load: (signal: AbortSignal) => Promise<Partial<Record<FigureKey, Count>>>;
}

export const FIGURES: readonly FigureSpec[] = [
  { key: 'proposals', label: 'Proposals waiting for a second administrator', section: 'approvals' },
  { key: 'loans', label: 'Loans waiting for a decision', section: 'loans' },
  { key: 'second_admin', label: 'Loans waiting for a second administrator', section: 'loans' },
  { key: 'held_bank_accounts', label: 'Held bank accounts', section: 'money' },
  { key: 'locked_withdrawals', label: 'Locked withdrawals', section: 'money' },
  { key: 'withdrawals', label: 'Withdrawals needing attention', section: 'money' },
  { key: 'orders', label: 'Orders waiting', section: 'shop' },
  { key: 'product_requests', label: 'Product requests waiting', section: 'shop' },
];

const LOANS_PAGE = 100;
const count = (rows: unknown[], more: boolean): Count => ({ value: rows.length, more });

export const FIGURE_SOURCES: readonly FigureSource[] = [
  {
    keys: ['proposals'],
    load: async (signal) => ({ proposals: { value: (await http.get<ProposalsReply>('admin/proposals', { query: { status: 'pending', limit: 1 }, signal })).pending_count, more: false } }),
  },
  {
    keys: ['loans', 'second_admin'],
    load: async (signal) => {
      const reply = await http.get<AdminLoanQueueReply>('admin/loans', { query: { status: 'action', limit: LOANS_PAGE }, signal });
      const more = reply.next_cursor !== null;
      return { loans: count(reply.data, more), second_admin: count(reply.data.filter((loan) => loan.needs_second_admin), more) };
    },
  },
  {
    keys: ['held_bank_accounts'],
    load: async (signal) => ({ held_bank_accounts: count((await http.get<HeldBankAccountsReply>('admin/bank_accounts/held', { signal })).data, false) }),
  },
  {
    keys: ['locked_withdrawals'],
    load: async (signal) => ({ locked_withdrawals: count((await http.get<LockedMembersReply>('admin/pin_locks', { signal })).data, false) }),
  },
  {
    keys: ['withdrawals'],
    load: async (signal) => {
      const read = (status: 'stuck' | 'anomaly') => http.get<AdminWithdrawalsReply>('admin/withdrawals', { query: { status, per_page: 1 }, signal });
      const [stuck, anomaly] = await Promise.all([read('stuck'), read('anomaly')]);
      return { withdrawals: { value: stuck.total + anomaly.total, more: false } };
    },
  },
  {
    keys: ['orders'],
    load: async (signal) => {
      const page = await http.get<AdminOrdersPage>('admin/shop/orders', { query: { status: 'action' }, signal });
      return { orders: count(page.data, page.next_before !== null) };
    },
  },
  {
    keys: ['product_requests'],
    load: async (signal) => {
      const page = await http.get<{ data: unknown[]; next_before: number | null }>('admin/shop/requests', { query: { status: 'pending' }, signal });
      return { product_requests: count(page.data, page.next_before !== null) };
    },
  },
];

/** The badge of a section: what waits there, summed (the second-administrator loans are among the loans). */
export function sectionCounts(values: Partial<Record<FigureKey, Count>>): Record<string, Count> {
  const sums: Record<string, Count> = {};
  for (const spec of FIGURES) {
    const figure = values[spec.key];
    if (!figure || spec.key === 'second_admin') continue;
    const sum = sums[spec.section] ?? { value: 0, more: false };
    sums[spec.section] = { value: sum.value + figure.value, more: sum.more || figure.more };
  }
  return sums;
}

export const formatCount = (c: Count) => `${new Intl.NumberFormat('en-NG').format(c.value)}${c.more ? '+' : ''}`;
