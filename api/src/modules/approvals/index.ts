// Proposals (issue 24): acts one administrator proposes and another carries out by approving them.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { createProposal, PROPOSED_MESSAGE, OWN_PROPOSAL_MESSAGE, pendingOfKind } from './service';
export { describeProposed, proposedReply } from './proposed';
export { proposalView, proposalViews } from './views';
