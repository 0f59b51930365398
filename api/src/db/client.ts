// One PostgreSQL dialect, two drivers: embedded PGlite (DATABASE_URL unset) or a pg.Pool.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { Pool, types } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema';
import { lockDataDir } from './dataDirLock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take the executor as a parameter: using `db` inside a transaction hangs PGlite. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** the pg.Pool's connections right now (/metrics); PGlite is one in-process connection and has none */
  poolStats?(): PoolStats | null;
  /** run raw SQL on a dedicated connection (migrations under an advisory lock) */
  withConnection<T>(fn: (query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** requests queued for a connection */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** postgres://… → pg.Pool; 'memory://' → in-memory PGlite; otherwise a PGlite data folder */
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** PostgreSQL: give up on getting a connection (a new one, or a turn in the pool's queue) after this long, so a
   *  request fails fast while the server is down instead of hanging; unset → wait (tools and tests) */
  connectTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options.poolMax ?? 10, options.connectTimeoutMs ?? 0);
  return openPglite(options.url === 'memory://' ? 'memory://' : pgdataFolder(options.dataDir ?? '.data'));
}

/** where PGlite keeps its files inside DATA_DIR (the lock file sits beside it, in DATA_DIR) */
export const pgdataFolder = (dataDir: string): string => path.join(dataDir, 'pgdata');

async function openPostgres(url: string, max: number, connectTimeoutMs: number): Promise<DatabaseHandle> {
  // int8 → bigint is done per column by drizzle; keep the driver from turning numerics into floats.
  types.setTypeParser(1700, (v: string) => v);
  // A connection broken by a server restart errors its query and is dropped by the pool (never reused), so the API
  // recovers by itself once PostgreSQL is back (test/observability/database-restart.pg.test.ts).
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: connectTimeoutMs });
  // An idle connection can die under the pool (server restart, failover, DROP DATABASE … WITH (FORCE)):
  // the pool discards it, but without a listener node-postgres re-throws it and the process crashes.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`[database] an idle connection failed and was discarded: ${error.message}`);
  });
  // pool.end() resolves before its connections have finished closing: close() waits for them.
  const open = new Set<unknown>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn((sql, params) => client.query(sql, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>);
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await pool.end();
      while (open.size) await new Promise((resolve) => pool.once('remove', resolve));
    },
  };
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (dir === 'memory://') return pgliteHandle(new PGlite());
  return (await openLockedPglite(dir)).handle;
}

/** PGlite on `folder` under the lock on its parent (DATA_DIR), released when the handle is closed. */
export async function openLockedPglite(folder: string): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  const releaseLock = lockDataDir(path.dirname(folder));
  try {
    const client = new PGlite(folder);
    return { client, handle: await pgliteHandle(client, releaseLock) };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A handle on a PGlite instance the caller created (and locked, for a folder); `afterClose` runs once it is closed. */
export async function pgliteHandle(client: PGlite, afterClose: () => void = () => {}): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    poolStats: () => null,
    withConnection: (fn) => fn((sql, params) => client.query(sql, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>),
    async close() {
      await client.close();
      afterClose();
    },
  };
}
