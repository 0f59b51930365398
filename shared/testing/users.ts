import type { LoginUser } from '@coop/api/contract';
import { saveSession } from '../src';

export const memberUser: LoginUser = {
  token: 'tok_member_1',
  expires_at: '2030-01-01T00:00:00.000Z',
  user_id: 7,
  email: 'amaka@example.com',
  name: 'Amaka Obi',
  first_name: 'Amaka',
  last_name: 'Obi',
  profile_pic: null,
  member_status: true,
  role: 'MEMBER',
  bank: true,
  profile: true,
};

export const adminUser: LoginUser = { ...memberUser, token: 'tok_admin_1', user_id: 1, email: 'admin@example.com', name: 'Ada Admin', first_name: 'Ada', last_name: 'Admin', role: 'ADMIN' };

/** Signs the user in the way the shell does: stored session (the http client reads the token from it). */
export function signIn(user: LoginUser = memberUser, overrides: Partial<LoginUser> = {}) {
  const stored = { ...user, ...overrides };
  saveSession(stored);
  return stored;
}
