// `POST profilesChangePassword`: a signed-in member changes the password; other devices are signed out.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { queueMail } from '../../mail/queue';
import { passwordChangedMail } from '../../mail/templates';
import { hashPassword } from '../../security/password';
import { notify } from '../notifications';
import type { AccountContext } from './context';
import { checkMemberPassword } from './passwordAttempts';
import { revokeUserTokens } from './sessions';

export const WRONG_OLD_PASSWORD = 'Your old password is not correct';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

export async function changePassword(context: AccountContext, session: AuthUser, input: { old_password: string; new_password: string }): Promise<void> {
  const { db, now, config } = context;
  const user = await checkMemberPassword(db, { userId: session.id, password: input.old_password, address: context.address, now }, WRONG_OLD_PASSWORD);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id, now, session.tokenId);
    await notify(tx, user.id, {
      title: 'Password changed',
      message: 'Your password was changed and your other devices were signed out. If this was not you, reset your password at once.',
      link: '/settings',
      createdAt: now,
    });
    await queueMail(tx, passwordChangedMail(config, { email: user.email, firstName: user.firstName }));
  });
}
