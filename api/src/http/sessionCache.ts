// Issue 11, "an authenticated read near one query": choice (b), a short in-process cache of successful session
// lookups, so a signed-in member's read costs its own query and not a session lookup besides. Chosen over (a), the
// session and the data in one query, because (a) would have to be rebuilt inside every route's own query, while this
// serves all of them at once, and the lookup it saves is the costlier of the two (a join on a hashed token).
//
// How each change to a session reaches the cache:
// - revocation (sign-out, relogin, password change or reset, every-device sign-out): ../modules/auth/sessions.ts calls
//   forgetSessions with the revoked token ids. Every cache of this process drops them at once, and keeps them out for
//   HELD_OFF_MS: the revocation is announced inside its transaction, so a lookup made before the commit still reads
//   the live row and must not be kept. Other processes drop their copy when it is SESSION_CACHE_MS old (config).
// - expiry: judged on every request from the cached tokenExpiresAt, with the app's clock.
// - member status: only members' sessions are kept. member_status only ever turns true (the registration fee, paid
//   possibly on another process, e.g. by the card webhook), so a kept `true` cannot be stale and a `false` is never
//   kept: a member's next request after paying sees it, on every process.
// - role: no route changes it; whatever does must call forgetUserSessions (other processes follow within the TTL).
// Only successful lookups are kept (a wrong token always reaches the database); at most SESSION_CACHE_MAX_ENTRIES,
// the least recently used dropped first.
import type { Config } from '../config';
import type { AuthUser } from './auth';

interface Entry {
  user: Readonly<AuthUser>;
  /** app clock (ms) when it was read from the database */
  readAt: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/** how long a revoked session stays out of every cache of this process: longer than its transaction takes to commit */
export const HELD_OFF_MS = 60_000;

const caches = new Set<WeakRef<SessionCache>>();
/** 'token:<id>' | 'user:<id>' → until (performance.now()); insertion order is expiry order */
const heldOff = new Map<string, number>();

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: SessionCacheOptions) {
    caches.add(new WeakRef(this));
  }

  get size(): number {
    return this.entries.size;
  }

  /** the session of a token hash read less than the TTL ago and not yet expired at `now` */
  get(tokenHash: string, now: Date): Readonly<AuthUser> | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const age = now.getTime() - entry.readAt;
    this.entries.delete(tokenHash);
    // a clock moved back (tests) makes the age negative: read again rather than trust it
    if (age < 0 || age >= this.options.ttlMs || entry.user.tokenExpiresAt.getTime() <= now.getTime()) return null;
    this.entries.set(tokenHash, entry);
    return entry.user;
  }

  /** keeps a session just read from the database at `now`, when it may be kept (see the top of the file) */
  remember(tokenHash: string, user: AuthUser, now: Date): Readonly<AuthUser> {
    const kept = Object.freeze({ ...user });
    if (this.options.ttlMs <= 0 || !user.memberStatus || isHeldOff(user)) return kept;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { user: kept, readAt: now.getTime() });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return kept;
  }

  drop(matches: (user: Readonly<AuthUser>) => boolean): void {
    for (const [tokenHash, entry] of this.entries) if (matches(entry.user)) this.entries.delete(tokenHash);
  }
}

const appCaches = new WeakMap<object, SessionCache>();

/** the cache of one app (its `deps`), made on first use from its config */
export function sessionCacheOf(deps: { config: Pick<Config, 'SESSION_CACHE_MS' | 'SESSION_CACHE_MAX_ENTRIES'> }): SessionCache {
  let cache = appCaches.get(deps);
  if (!cache) {
    cache = new SessionCache({ ttlMs: deps.config.SESSION_CACHE_MS, maxEntries: deps.config.SESSION_CACHE_MAX_ENTRIES });
    appCaches.set(deps, cache);
  }
  return cache;
}

/** revoked tokens: out of every cache of this process now, and not kept again for HELD_OFF_MS */
export function forgetSessions(tokenIds: readonly number[]): void {
  if (!tokenIds.length) return;
  holdOff(tokenIds.map((id) => `token:${id}`));
  const ids = new Set(tokenIds);
  eachCache((cache) => cache.drop((user) => ids.has(user.tokenId)));
}

/** every session of a user whose role or status changed: out of every cache of this process now */
export function forgetUserSessions(userId: number): void {
  holdOff([`user:${userId}`]);
  eachCache((cache) => cache.drop((user) => user.id === userId));
}

function eachCache(fn: (cache: SessionCache) => void): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) fn(cache);
    else caches.delete(ref);
  }
}

function holdOff(keys: string[]): void {
  const now = performance.now();
  for (const [key, until] of heldOff) {
    if (until > now) break;
    heldOff.delete(key);
  }
  for (const key of keys) {
    heldOff.delete(key);
    heldOff.set(key, now + HELD_OFF_MS);
  }
}

function isHeldOff(user: AuthUser): boolean {
  if (!heldOff.size) return false;
  const now = performance.now();
  return [`token:${user.tokenId}`, `user:${user.id}`].some((key) => (heldOff.get(key) ?? 0) > now);
}
