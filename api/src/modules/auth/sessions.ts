// Ending sessions: logout revokes one token, a password change all the others, a reset every one. Each revocation
// also reaches the session caches of this process at once (src/http/sessionCache.ts); other processes follow within
// SESSION_CACHE_MS.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens } from '../../db/schema';
import { forgetSessions } from '../../http/sessionCache';

/** revokes one live token; false when it was already revoked */
export async function revokeToken(executor: Executor, tokenId: number, now: Date): Promise<boolean> {
  const rows = await executor
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  forgetSessions([tokenId]);
  return rows.length > 0;
}

/** revokes every live token of the user, except `keepTokenId` when given */
export async function revokeUserTokens(executor: Executor, userId: number, now: Date, keepTokenId?: number): Promise<number> {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (keepTokenId !== undefined) conditions.push(ne(authTokens.id, keepTokenId));
  const rows = await executor
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: authTokens.id });
  forgetSessions(rows.map((row) => row.id));
  return rows.length;
}
