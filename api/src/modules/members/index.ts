// The member list and a member's file for administrators, and the actions on a member (verify, reset, suspend).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { memberFilterCondition } from './audience';
export { membersQuery } from './schema';
export { ACCOUNT_SUSPENDED_MESSAGE, assertNotSuspended, isSuspended, suspendedSession } from './suspensionGuard';
