// Who may approve a proposal: never its proposer, never the member an adjustment is for, and for a settings change
// an ADMIN proposed only an SA (the SA changes the settings; an ADMIN may only propose). Read by the approve route
// (inside its transaction, the row locked) and by the lists' `can_approve`.
import type { AdminProposalRow, Role } from '../../db/schema';
import { selfDealingMessage } from '../../http/selfDealing';
import { OWN_PROPOSAL_MESSAGE } from './service';

const ANY_ADMINISTRATOR: readonly Role[] = ['SA', 'ADMIN'];
const SA_ONLY: readonly Role[] = ['SA'];

export const SA_MUST_APPROVE_MESSAGE = 'Only an SA can approve this: an ADMIN proposed this settings change';

export function approverRoles(proposal: Pick<AdminProposalRow, 'kind' | 'payload'>): readonly Role[] {
  if (proposal.kind === 'settings' && proposal.payload.proposer_role !== 'SA') return SA_ONLY;
  return ANY_ADMINISTRATOR;
}

/** the member whose account the proposal moves money on, when it is one member's (an adjustment) */
export function subjectUserOf(proposal: Pick<AdminProposalRow, 'kind' | 'payload'>): number | null {
  if (proposal.kind !== 'adjustment') return null;
  const userId = Number(proposal.payload.user_id);
  return Number.isSafeInteger(userId) ? userId : null;
}

export interface Approver {
  id: number;
  role: Role;
}

/** why this administrator may not approve it (a 403's message), or null when they may */
export function approvalRefusal(proposal: Pick<AdminProposalRow, 'kind' | 'payload' | 'proposedBy'>, approver: Approver): string | null {
  if (proposal.proposedBy === approver.id) return OWN_PROPOSAL_MESSAGE;
  if (subjectUserOf(proposal) === approver.id) return selfDealingMessage('account');
  if (!approverRoles(proposal).includes(approver.role)) return SA_MUST_APPROVE_MESSAGE;
  return null;
}
