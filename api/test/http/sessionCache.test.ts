// The session cache on its own (src/http/sessionCache.ts): its bounds, and the revocation that is announced before
// its transaction commits. The routes' side is in test/auth/session-cache.test.ts.
import type { AuthUser } from '../../src/http/auth';
import { SessionCache, forgetSessions, forgetUserSessions } from '../../src/http/sessionCache';

const T0 = new Date('2025-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let nextId = 1_000_000;

function session(overrides: Partial<AuthUser> = {}): AuthUser {
  nextId += 1;
  return { id: nextId, email: `m${nextId}@example.com`, role: 'MEMBER', memberStatus: true, tokenId: nextId, tokenExpiresAt: at(3_600_000), ...overrides };
}

const cache = (ttlMs = 5_000, maxEntries = 100) => new SessionCache({ ttlMs, maxEntries });

describe('SessionCache', () => {
  it('answers a kept session until it is ttlMs old, then asks for a fresh read', () => {
    const sessions = cache();
    const user = session();
    sessions.remember('h', user, T0);
    expect(sessions.get('h', at(4_999))).toEqual(user);
    expect(sessions.get('h', at(5_000))).toBeNull();
  });

  it('stops answering a session at its token’s expiry, whatever its age', () => {
    const sessions = cache();
    sessions.remember('h', session({ tokenExpiresAt: at(1_000) }), T0);
    expect(sessions.get('h', at(999))).not.toBeNull();
    expect(sessions.get('h', at(1_000))).toBeNull();
  });

  it('does not trust an entry when the clock has moved back', () => {
    const sessions = cache();
    sessions.remember('h', session(), at(10_000));
    expect(sessions.get('h', at(9_000))).toBeNull();
  });

  it('keeps members only, and nothing when the TTL is 0', () => {
    const sessions = cache();
    sessions.remember('applicant', session({ memberStatus: false }), T0);
    expect(sessions.get('applicant', T0)).toBeNull();
    const off = cache(0);
    off.remember('h', session(), T0);
    expect(off.get('h', T0)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const sessions = cache(5_000, 2);
    sessions.remember('a', session(), T0);
    sessions.remember('b', session(), T0);
    expect(sessions.get('a', T0)).not.toBeNull();
    sessions.remember('c', session(), T0);
    expect(sessions.size).toBe(2);
    expect(sessions.get('b', T0)).toBeNull();
    expect(sessions.get('a', T0)).not.toBeNull();
    expect(sessions.get('c', T0)).not.toBeNull();
  });

  it('hands out a copy that a handler cannot change', () => {
    const sessions = cache();
    const kept = sessions.remember('h', session(), T0);
    expect(() => Object.assign(kept, { role: 'SA' })).toThrow(TypeError);
  });
});

describe('forgetting sessions', () => {
  it('drops revoked tokens from every cache of the process, and leaves the others', () => {
    const one = cache();
    const two = cache();
    const revoked = session();
    const kept = session({ id: revoked.id });
    one.remember('revoked', revoked, T0);
    two.remember('revoked', revoked, T0);
    one.remember('kept', kept, T0);
    forgetSessions([revoked.tokenId]);
    expect(one.get('revoked', T0)).toBeNull();
    expect(two.get('revoked', T0)).toBeNull();
    expect(one.get('kept', T0)).not.toBeNull();
  });

  it('does not keep a session read before the revocation committed (read, revoked, then remembered)', () => {
    const sessions = cache();
    const user = session();
    // the lookup read the live row; the revocation, in its still open transaction, is announced; the lookup ends
    forgetSessions([user.tokenId]);
    expect(sessions.remember('h', user, T0)).toEqual(user);
    expect(sessions.get('h', T0)).toBeNull();
  });

  it('drops every session of a user whose role or status changed', () => {
    const sessions = cache();
    const phone = session();
    const laptop = session({ id: phone.id });
    sessions.remember('phone', phone, T0);
    sessions.remember('laptop', laptop, T0);
    forgetUserSessions(phone.id);
    expect(sessions.get('phone', T0)).toBeNull();
    expect(sessions.get('laptop', T0)).toBeNull();
    sessions.remember('phone', phone, T0);
    expect(sessions.get('phone', T0)).toBeNull();
  });
});
