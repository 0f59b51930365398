// The member list and a member's file for administrators, and the actions on a member (verify, reset, suspend).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { memberActionRoutes } from './actionsRoutes';
import { memberAdminRoutes } from './routes';

export const membersArea = defineArea({ name: 'members', adminRoutes: [memberAdminRoutes, memberActionRoutes] });
