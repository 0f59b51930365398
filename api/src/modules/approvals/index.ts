// Proposals (issue 24): acts one administrator proposes and another carries out by approving them.
import { defineArea } from '../area';
import { approvalRoutes } from './routes';

export const approvalsArea = defineArea({ name: 'approvals', adminRoutes: [approvalRoutes] });

export { createProposal, PROPOSED_MESSAGE, OWN_PROPOSAL_MESSAGE } from './service';
