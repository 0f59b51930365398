// The ledger for administrators: the invariant check, the open alerts and the society's balances.
import type { Money } from './common';

export interface OverduePendingTransfer {
  transfer_id: number;
  reference: string;
  kind: string;
  deadline_at: string;
  alerted: boolean;
}
/** `GET admin/ledger/check`: the ledger's invariants over one consistent snapshot (`ok` = all hold). */
export interface LedgerCheckReply {
  success: true;
  ok: boolean;
  checked_at: string;
  /** must be "0.00" */
  postings_sum: Money;
  postings_checked: number;
  accounts_checked: number;
  transfers_checked: number;
  mismatched_accounts: { account_id: number; cached: Money; actual: Money }[];
  mismatched_account_counters: { account_id: number; field: 'posting_count' | 'debit_total'; cached: Money; actual: Money }[];
  negative_member_accounts: { account_id: number; owner_user_id: number; purpose: string; cached: Money; actual: Money }[];
  unbalanced_transfers: { transfer_id: number; reference: string; sum: Money; postings: number }[];
  broken_running_balances: { account_id: number; posting_id: number; entry_no: string; balance_after: Money; expected_balance_after: Money }[];
  overdue_pending_without_alert: OverduePendingTransfer[];
  overdue_pending: OverduePendingTransfer[];
  /** members whose history index (what transactions/details pages over) disagrees with their transfers */
  mismatched_member_histories: { user_id: number; entry_count: number; entries: number; expected: number; last_seq: number }[];
}
/** `GET admin/ledger/alerts` → `{success, data}`: unresolved alerts, oldest first */
export interface LedgerAlert {
  alert_id: number;
  alert_kind: string;
  created_at: string;
  transfer_id: number;
  reference: string;
  kind: string;
  user_id: number | null;
  deadline_at: string;
}
export interface LedgerAlertsReply {
  success: true;
  data: LedgerAlert[];
}
/** `GET admin/society-balances` → a bare array: every society account, then the members' accounts summed by purpose */
export interface SocietyBalance {
  purpose: string;
  label: string;
  balance: Money;
}
