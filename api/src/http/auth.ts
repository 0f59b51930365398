// Authentication for every protected route: an opaque token from `Authorization: Bearer …`, or `?token=` on the routes
// that opt in (./queryToken.ts), looked up by its SHA-256 hash. Modules declare it per group of routes (./scopes.ts) and
// read `currentUser(request)` inside the handlers. A member's session is read from the database once per
// SESSION_CACHE_MS and served from ./sessionCache.ts in between (issue 11, choice (b): see there what keeps it fresh).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { authTokens, users, type Role } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { suspendedSession } from '../modules/members';
import { takesTokenInQuery } from './queryToken';
import { sessionCacheOf } from './sessionCache';

export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  memberStatus: boolean;
  tokenId: number;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export function hashToken(token: string): string {
  // the one-shot form: on every authenticated request, and without a Hash object it costs half as much
  return crypto.hash('sha256', token, 'hex');
}

/** Creates a session token; only its hash is stored. */
export async function issueToken(executor: Executor, userId: number, options: { now: Date; ttlMinutes: number; userAgent?: string }) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + options.ttlMinutes * 60_000);
  const [row] = await executor
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token), createdAt: options.now, expiresAt, userAgent: options.userAgent?.slice(0, 300) })
    .returning({ id: authTokens.id });
  return { token, tokenId: row.id, expiresAt };
}

export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const value = header.slice(7).trim();
    if (value && value !== 'null' && value !== 'undefined') return value;
  }
  if (!takesTokenInQuery(request)) return null;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export async function findSession(executor: Executor, token: string, now: Date): Promise<AuthUser | null> {
  const found = await findSessionByHash(executor, hashToken(token), now);
  return found === SUSPENDED ? null : found;
}

const SUSPENDED = 'suspended';

/** the live session of a token hash; SUSPENDED for any token of a suspended account (one query either way) */
async function findSessionByHash(executor: Executor, tokenHash: string, now: Date): Promise<AuthUser | typeof SUSPENDED | null> {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      memberStatus: users.memberStatus,
      tokenId: authTokens.id,
      tokenExpiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.suspendedAt) return SUSPENDED;
  if (row.revokedAt || row.tokenExpiresAt.getTime() <= now.getTime()) return null;
  return { id: row.id, email: row.email, role: row.role, memberStatus: row.memberStatus, tokenId: row.tokenId, tokenExpiresAt: row.tokenExpiresAt };
}

export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFromRequest(request);
  if (!token) throw unauthorized();
  const { deps } = request.server;
  const now = deps.now();
  const tokenHash = hashToken(token);
  const sessions = sessionCacheOf(deps);
  const cached = sessions.get(tokenHash, now);
  if (cached) {
    request.user = cached;
    return;
  }
  const user = await findSessionByHash(deps.db, tokenHash, now);
  // a suspended account's tab is signed out like any other, and told why (modules/members/suspensionGuard.ts)
  if (user === SUSPENDED) throw suspendedSession();
  if (!user) throw unauthorized();
  request.user = sessions.remember(tokenHash, user, now);
}

export function requireRole(...roles: Role[]) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // inside an authenticated scope the session is already known
    if (!request.user) await requireAuth(request, reply);
    if (!roles.includes(request.user!.role)) throw forbidden();
  };
}

/** The signed-in user of a request behind requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
