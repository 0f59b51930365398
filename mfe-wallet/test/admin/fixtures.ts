import type { AdminWithdrawal } from '@coop/api/contract';
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
