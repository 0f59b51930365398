// The API's 202 answer to a money act that waits for a second administrator (ProposedReply), for the remotes' admin
// tests: the proposal is the signed-in administrator's own (adminUser), so they cannot approve it themselves.
import type { Proposal, ProposalKind, ProposedReply } from '@coop/api/contract';
import { adminUser } from './users';

export function proposed(kind: ProposalKind, message: string, over: Partial<Proposal> = {}): { status: number; body: ProposedReply } {
  const proposal: Proposal = {
    id: 12,
    kind,
    summary: message,
    payload: {},
    status: 'pending',
    proposed_by: { id: adminUser.user_id, name: adminUser.name, email: adminUser.email },
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
