// Proposals (issue 24): acts one administrator proposes and another carries out by approving them.
export { approvalRoutes } from './routes';
export { createProposal, PROPOSED_MESSAGE, OWN_PROPOSAL_MESSAGE } from './service';
