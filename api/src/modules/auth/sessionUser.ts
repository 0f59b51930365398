// The user object of the login, relogin and session replies (contract `LoginUser`).
import type { LoginUser, SignedInUser } from '../../contract';
import type { Executor } from '../../db/client';
import type { User } from '../../db/schema';
import { sessionFlags } from './sessionFlags';
import { displayName } from './users';

export async function sessionUser(executor: Executor, user: User, expiresAt: Date): Promise<SignedInUser> {
  const flags = await sessionFlags(executor, user.id);
  return {
    expires_at: expiresAt.toISOString(),
    user_id: user.id,
    email: user.email,
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    profile_pic: user.profilePic ?? null,
    member_status: user.memberStatus,
    role: user.role,
    bank: flags.bank,
    profile: flags.profile,
  };
}

export async function loginUser(executor: Executor, user: User, session: { token: string; expiresAt: Date }): Promise<LoginUser> {
  return { token: session.token, ...(await sessionUser(executor, user, session.expiresAt)) };
}
