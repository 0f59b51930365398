// An administrator's sign-in, and a wrong password on an administrator's account, go in the audit trail (issue 24).
// Members' sign-ins are not recorded: the role is on the row the sign-in has already read, so they cost nothing more.
// A sign-in refused because the address must wait is not recorded either: it checks no password, and the wrong
// passwords that started the wait are in the trail already (one row per refusal would let anyone fill it).
import type { User } from '../../db/schema';
import { appendAudit } from '../../http/auditTrail';
import type { AccountContext } from './context';

export const ADMIN_SIGN_IN = 'admin.sign_in';

export const isAdministrator = (user: Pick<User, 'role'> | null): user is User => user?.role === 'SA' || user?.role === 'ADMIN';

export async function recordAdminSignIn(context: AccountContext, user: User, outcome: 'done' | 'failed', detail?: string): Promise<void> {
  await appendAudit(context.db, {
    actorId: user.id,
    actorRole: user.role,
    action: ADMIN_SIGN_IN,
    outcome,
    subjectType: 'user',
    subjectId: user.id,
    subjectUserId: user.id,
    detail: detail ?? null,
    requestId: context.requestId ?? null,
    address: context.address,
    at: context.now,
  });
}
