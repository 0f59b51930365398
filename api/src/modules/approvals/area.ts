// Proposals (issue 24): acts one administrator proposes and another carries out by approving them.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { approvalRoutes } from './routes';

export const approvalsArea = defineArea({ name: 'approvals', adminRoutes: [approvalRoutes] });
