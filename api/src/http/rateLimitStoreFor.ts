// Where the rate limits count: in PostgreSQL when the API runs on it (several instances may share one database),
// in memory on the embedded PGlite (one process by construction: its data folder is locked).
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../db/client';
import { postgresRateLimitStore, type RateLimitStoreDeps } from './rateLimitStore';

export function rateLimitStoreFor(database: DatabaseHandle, deps: Omit<RateLimitStoreDeps, 'db'>): Pick<RateLimitPluginOptions, 'store' | 'skipOnError'> {
  if (database.kind !== 'postgres') return {};
  // skipOnError: the store logs and the request goes through (see postgresRateLimitStore)
  return { store: postgresRateLimitStore({ db: database.db, ...deps }), skipOnError: true };
}
