import type { AdminWithdrawal, AdminWithdrawalDetails } from '@coop/api/contract';
import { withdrawal } from '../support/fixtures';

export function adminWithdrawal(over: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    ...withdrawal({ status: 'sent' }),
    user_id: 7,
    member_name: 'Amaka Obi',
    member_email: 'amaka@example.com',
    provider_status: 'pending',
    last_provider_error: null,
    send_attempts: 1,
    deadline_at: '2026-11-21T09:00:00.000Z',
    stuck: false,
    anomaly: false,
    anomaly_at: null,
    amount_owed: null,
    yours: false,
    ...over,
  };
}

/** a keyset page as the admin lists send it */
export const keyset = <Row>(data: Row[], nextBefore: number | null = null) => ({ data, next_before: nextBefore });

export function withdrawalDetails(over: Partial<AdminWithdrawalDetails> = {}): AdminWithdrawalDetails {
  return {
    id: 31,
    reference: 'WD-000007-31',
    status: 'sent',
    amount: '2500.00',
    fee: '0.00',
    created_at: '2026-11-20T09:00:00.000Z',
    deadline_at: '2026-11-21T09:00:00.000Z',
    member: { id: 7, name: 'Amaka Obi', email: 'amaka@example.com', phone_no: '08031234567' },
    bank_account: { bank_name: 'Guaranty Trust Bank', bank_code: '058', account_no: '****6785', account_name: 'AMAKA OBI' },
    provider: { name: 'paystack', transfer_code: 'TRF_abc', status: 'not_found', last_error: 'Transfer not found', send_attempts: 2 },
    stuck: true,
    anomaly: false,
    anomaly_at: null,
    amount_owed: null,
    failure_reason: null,
    history: [
      { kind: 'reserved', at: '2026-11-20T09:00:00.000Z', note: '₦2,500.00 reserved from the wallet', by: null },
      { kind: 'retried', at: '2026-11-20T10:00:00.000Z', note: 'Sent again by an administrator (the provider said: not_found)', by: { id: 2, name: 'Sade Second', email: 'sade@example.com' } },
    ],
    administrator_acts: [
      { id: 90, at: '2026-11-20T10:00:00.000Z', action: 'withdrawals.retry', outcome: 'done', by: { id: 2, name: 'Sade Second', email: 'sade@example.com', role: 'SA' }, detail: null },
    ],
    open_actions: ['retry', 'void'],
    closed_because: null,
    yours: false,
    ...over,
  };
}
