// @fastify/rate-limit's store on PostgreSQL, so API instances behind one load balancer share their counters: an
// atomic upsert adds hits to a key's row (the row lock orders concurrent requests), a window opening at a key's first
// hit like the plugin's in-memory store. Expired rows are deleted by the rate-limits.cleanup job.
//
// Not one upsert per request (issue 11: it was the costliest query of every request, on one hot row per address,
// and slowed down as the row's dead versions piled up): an instance answers from its own count while the key is far
// from its limit (under half of it, as this instance sees it), for at most SHARED_COUNT_MAX_AGE_MS after it last read
// the shared count and for fewer than max/LOCAL_BATCH_DIVISOR hits, then adds them in one upsert and reads the total.
// So every answer that may refuse is taken on a fresh shared count, a limit under LOCAL_BATCH_DIVISOR (the sign-in
// limits, the costly calls') is counted in the database on every hit as before, and another instance can have let
// through at most max/LOCAL_BATCH_DIVISOR hits (5%) that this one does not see yet.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows, toDate } from '../ledger/sql';

export interface RateLimitStoreDeps {
  db: Database;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

interface LocalCount {
  /** the shared count as last read */
  shared: number;
  /** hits answered here since, not yet added to it */
  pending: number;
  windowEndsAt: number;
  /** app clock (ms) of that read */
  readAt: number;
}
/** what the plugin really passes to child(): its merged options with the route (typed as the route options) */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** the largest count stored: an attacker's flood must not overflow the integer column */
const COUNT_CEILING = 2_000_000_000;

function hashed(key: string): string {
  return crypto.hash('sha256', key, 'base64url');
}

/** how long an instance may count a key on its own before it adds its hits to the shared count and reads it again */
export const SHARED_COUNT_MAX_AGE_MS = 1_000;
/** an instance adds its hits to the shared count before it holds max / this many of them */
export const LOCAL_BATCH_DIVISOR = 20;
/** keys one limiter of one instance counts on its own at most (the oldest are flushed out of memory first) */
const LOCAL_KEYS_MAX = 10_000;

/** adds `hits` to a key's shared count (starting a new window if its last one has ended) */
export async function countHit(deps: Pick<RateLimitStoreDeps, 'db' | 'now'>, key: string, timeWindowMs: number, hits = 1): Promise<{ current: number; ttl: number }> {
  const { current, ttl } = await addHits(deps, key, timeWindowMs, hits);
  return { current, ttl };
}

async function addHits(deps: Pick<RateLimitStoreDeps, 'db' | 'now'>, key: string, timeWindowMs: number, hits: number) {
  const now = deps.now();
  const endsIfNew = new Date(now.getTime() + timeWindowMs);
  const [row] = await queryRows<{ count: number; window_ends_at: unknown }>(
    deps.db,
    sql`INSERT INTO rate_limit_hits AS h (key, count, window_ends_at) VALUES (${key}, ${hits}::int, ${endsIfNew.toISOString()}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN h.window_ends_at <= ${now.toISOString()}::timestamptz THEN ${hits}::int ELSE LEAST(h.count, ${COUNT_CEILING}) + ${hits}::int END,
          window_ends_at = CASE WHEN h.window_ends_at <= ${now.toISOString()}::timestamptz THEN excluded.window_ends_at ELSE h.window_ends_at END
        RETURNING count, window_ends_at`,
  );
  const windowEndsAt = toDate(row.window_ends_at).getTime();
  return { current: Number(row.count), ttl: Math.max(0, windowEndsAt - now.getTime()), windowEndsAt, readAt: now.getTime() };
}

/**
 * The store class the plugin instantiates. Each route's limiter (`child`) counts under its own name, as the
 * in-memory store does; limiters made with `app.rateLimit()`/`createRateLimit()` have no route and are named by
 * creation order, which is the same on every instance because they all build the same app.
 *
 * A failing store fails open (logged at error level; the plugin runs with skipOnError): the counters live in the
 * same database every request needs, so when it fails the request's own queries fail too and refusing it here
 * would only add a misleading 429 for members; password guessing stays bounded by the sign-in lockout.
 */
export function postgresRateLimitStore(deps: RateLimitStoreDeps): FastifyRateLimitStoreCtor {
  let unnamedLimiters = 0;

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly name: string;
    /** this instance's view of each key it counted lately */
    private readonly counts = new Map<string, LocalCount>();

    constructor(_options: unknown, name = 'global') {
      this.name = name;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const rowKey = `${this.name}|${hashed(key)}`;
      const now = deps.now().getTime();
      const known = this.counts.get(rowKey);
      const live = known && known.windowEndsAt > now ? known : undefined;
      const age = live ? now - live.readAt : -1;
      const farFromLimit = live && 2 * (live.shared + live.pending + 1) <= max && LOCAL_BATCH_DIVISOR * (live.pending + 1) < max;
      if (live && farFromLimit && age >= 0 && age < SHARED_COUNT_MAX_AGE_MS) {
        live.pending += 1;
        callback(null, { current: live.shared + live.pending, ttl: live.windowEndsAt - now });
        return;
      }
      const hits = (live?.pending ?? 0) + 1;
      if (live) live.pending = 0;
      addHits(deps, rowKey, timeWindow, hits).then(
        ({ current, ttl, windowEndsAt, readAt }) => {
          this.remember(rowKey, { shared: current, windowEndsAt, readAt });
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          if (live) live.pending += hits - 1;
          deps.log.error({ err: error, limiter: this.name }, 'rate limit store failed: request let through');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      unnamedLimiters += url ? 0 : 1;
      return new PostgresRateLimitStore(routeOptions, url ? `${String(method)} ${url}` : `limiter#${unnamedLimiters}`);
    }

    private remember(rowKey: string, read: Omit<LocalCount, 'pending'>): void {
      const { windowEndsAt, readAt } = read;
      const known = this.counts.get(rowKey);
      const sameWindow = known?.windowEndsAt === windowEndsAt;
      // hits counted here while the upsert ran are still pending; an answer older than one already kept is ignored
      if (known && sameWindow && known.shared >= read.shared) return;
      this.counts.delete(rowKey);
      this.counts.set(rowKey, { ...read, pending: known && sameWindow ? known.pending : 0 });
      if (this.counts.size > LOCAL_KEYS_MAX) this.forgetOld(readAt);
    }

    /** drops ended windows, then the least recently read keys (their pending hits are lost: a handful, under a second old) */
    private forgetOld(now: number): void {
      for (const [rowKey, count] of this.counts) if (count.windowEndsAt <= now) this.counts.delete(rowKey);
      for (const rowKey of this.counts.keys()) {
        if (this.counts.size <= LOCAL_KEYS_MAX / 2) break;
        this.counts.delete(rowKey);
      }
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
