// Test fixtures: verified users with a live session token, created straight in the database.
import crypto from 'node:crypto';
import { users, type Role } from '../../src/db/schema';
import { issueToken } from '../../src/http/auth';
import type { TestApp } from './testApp';

export interface TestUser {
  id: number;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject */
  headers: Record<string, string>;
}

let counter = 0;

export async function createUser(
  t: TestApp,
  options: { role?: Role; memberStatus?: boolean; email?: string; firstName?: string; lastName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      // not a usable password hash: these users sign in through their token only
      passwordHash: 'fixture',
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? `Member${counter}`,
      phoneNo: '08012345678',
      role: options.role ?? 'MEMBER',
      memberStatus: options.memberStatus ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const { token } = await issueToken(t.database.db, user.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES });
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
