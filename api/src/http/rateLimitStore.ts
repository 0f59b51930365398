// @fastify/rate-limit's store on PostgreSQL, so API instances behind one load balancer share their counters: one
// atomic upsert per counted request (the row lock orders concurrent requests), a window opening at a key's first
// hit like the plugin's in-memory store. Expired rows are deleted by the rate-limits.cleanup job.
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
/** what the plugin really passes to child(): its merged options with the route (typed as the route options) */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** the largest count stored: an attacker's flood must not overflow the integer column */
const COUNT_CEILING = 2_000_000_000;

function hashed(key: string): string {
  return crypto.createHash('sha256').update(key).digest('base64url');
}

export async function countHit(deps: Pick<RateLimitStoreDeps, 'db' | 'now'>, key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const endsIfNew = new Date(now.getTime() + timeWindowMs);
  const [row] = await queryRows<{ count: number; window_ends_at: unknown }>(
    deps.db,
    sql`INSERT INTO rate_limit_hits AS h (key, count, window_ends_at) VALUES (${key}, 1, ${endsIfNew.toISOString()}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN h.window_ends_at <= ${now.toISOString()}::timestamptz THEN 1 ELSE LEAST(h.count, ${COUNT_CEILING}) + 1 END,
          window_ends_at = CASE WHEN h.window_ends_at <= ${now.toISOString()}::timestamptz THEN excluded.window_ends_at ELSE h.window_ends_at END
        RETURNING count, window_ends_at`,
  );
  return { current: Number(row.count), ttl: Math.max(0, toDate(row.window_ends_at).getTime() - now.getTime()) };
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

    constructor(_options: unknown, name = 'global') {
      this.name = name;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(deps, `${this.name}|${hashed(key)}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
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
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
