import type { AdminWithdrawal, Proposal, ProposedReply } from '@coop/api/contract';
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

export function proposed(message: string, over: Partial<Proposal> = {}): { status: number; body: ProposedReply } {
  const proposal: Proposal = {
    id: 12,
    kind: 'adjustment',
    summary: 'Credit ₦1,500.00 to Amaka Obi’s wallet',
    payload: {},
    status: 'pending',
    proposed_by: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
    proposed_at: '2026-11-28T09:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    result: null,
    yours: true,
    can_approve: false,
    ...over,
  };
  return { status: 202, body: { success: true, message, proposal } };
}
