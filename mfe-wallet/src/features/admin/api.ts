// The administrators' money routes (SA, ADMIN): ledger check, withdrawals, society balances, fee settings.
import { http } from '@coop/shared';
import type { AdminWithdrawal, LedgerCheckReply, MutationReply, Paginator, SocietyBalance, SocietySettings } from '@coop/api/contract';

export type AdminWithdrawalTab = 'pending' | 'stuck' | 'reversed' | 'confirmed' | 'anomaly';

/** What `admin/settings` answers: the settings, possibly wrapped with their latest changes. */
export type SettingsReply = SocietySettings | { success?: boolean; message?: string; settings: SocietySettings; changes?: SettingsChangeRow[] };

export interface SettingsChangeRow {
  id: number;
  field: keyof SocietySettings;
  old_value: string;
  new_value: string;
  changed_by?: { id: number; name: string; email: string } | null;
  changed_at: string;
}

/** `PUT admin/settings`: money as exact naira strings, durations as whole months. */
export type SettingsUpdate = SocietySettings;

export interface AdminWithdrawalActionReply extends MutationReply {
  withdrawal?: AdminWithdrawal;
}

export const adminApi = {
  ledgerCheck: () => http.get<LedgerCheckReply>('admin/ledger/check'),
  withdrawals: (status: AdminWithdrawalTab, page: number) =>
    http.get<Paginator<AdminWithdrawal> | AdminWithdrawal[]>('admin/withdrawals', { query: { status, page } }),
  retry: (id: number, idempotencyKey: string) => http.post<AdminWithdrawalActionReply>(`admin/withdrawals/${id}/retry`, undefined, { idempotencyKey }),
  void: (id: number, reason: string, idempotencyKey: string) =>
    http.post<AdminWithdrawalActionReply>(`admin/withdrawals/${id}/void`, { reason }, { idempotencyKey }),
  balances: () => http.get<SocietyBalance[] | { data: SocietyBalance[] }>('admin/society-balances'),
  settings: () => http.get<SettingsReply>('admin/settings'),
  saveSettings: (body: SettingsUpdate) => http.put<SettingsReply>('admin/settings', body),
};
