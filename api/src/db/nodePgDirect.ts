// Two shortcuts under drizzle on node-postgres for the money path, where a few statements run thousands of times a
// second (api/bench/ledger.bench.ts prints both effects):
//  - nodePgClient(executor): the pg client under a drizzle database or transaction, for named prepared statements;
//  - nodePgTransaction(db, fn): BEGIN and COMMIT sent as plain queries on a pooled connection, with drizzle's own
//    transaction class over it, built once per connection (measured: about a fifth more transfers per second than
//    going through drizzle's transaction, which builds and runs BEGIN/COMMIT like any query).
// On PGlite both step aside (null): callers go through drizzle as before. This leans on drizzle's exported session
// classes and the `session`/`dialect` fields of its database object (drizzle-orm is pinned in the lockfile); the
// PostgreSQL test run (scripts/test-api-pg.mjs) exercises every transaction through it.
import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Database, Executor, Transaction } from './client';

interface DrizzleInternals {
  session: unknown;
  dialect: PgDialect;
}

interface NodePgSessionInternals {
  client: Pool | PoolClient;
  schema: unknown;
  options: unknown;
}

export interface PgQueryClient {
  query(config: QueryConfig): Promise<QueryResult>;
}

const BEGIN = {
  'read committed': 'BEGIN ISOLATION LEVEL READ COMMITTED',
  'repeatable read': 'BEGIN ISOLATION LEVEL REPEATABLE READ',
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
} as const;

export type IsolationLevel = keyof typeof BEGIN;

function nodePgSession(executor: Executor): NodePgSessionInternals | null {
  const { session } = executor as unknown as DrizzleInternals;
  return is(session, NodePgSession) ? (session as unknown as NodePgSessionInternals) : null;
}

/** the pg pool (database) or pooled connection (transaction) under `executor`; null on PGlite */
export function nodePgClient(executor: Executor): PgQueryClient | null {
  return nodePgSession(executor)?.client ?? null;
}

/**
 * `fn` in a transaction on its own pooled connection, or null when `db` is not a node-postgres pool (use
 * db.transaction there). A failure rolls back and is thrown as it came; a connection whose ROLLBACK fails is
 * destroyed instead of going back to the pool.
 */
export function nodePgTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>, isolationLevel?: IsolationLevel): Promise<T> | null {
  const outer = nodePgSession(db);
  if (!outer || !('totalCount' in outer.client)) return null;
  return runTransaction(db, outer as NodePgSessionInternals & { client: Pool }, fn, isolationLevel);
}

// drizzle's transaction object builds a query helper for every table of the schema on construction. Each pooled
// connection builds one on its first transaction; every transaction then gets a fresh object over it (Object.create),
// so it costs nothing and still has an identity of its own: state kept per transaction (the account id cache's ids
// seen before commit) must never carry over from an earlier transaction on the same connection.
const transactionOfConnection = new WeakMap<PoolClient, Transaction>();

function freshTransaction(client: PoolClient, dialect: PgDialect, outer: NodePgSessionInternals): Transaction {
  let built = transactionOfConnection.get(client);
  if (!built) {
    const session = new NodePgSession(client, dialect, outer.schema as never, outer.options as never);
    built = new NodePgTransaction(dialect, session, outer.schema as never) as unknown as Transaction;
    transactionOfConnection.set(client, built);
  }
  return Object.create(built) as Transaction;
}

async function runTransaction<T>(db: Database, outer: NodePgSessionInternals & { client: Pool }, fn: (tx: Transaction) => Promise<T>, isolationLevel?: IsolationLevel): Promise<T> {
  const { dialect } = db as unknown as DrizzleInternals;
  const client: PoolClient = await (outer.client as Pool).connect();
  try {
    await client.query(isolationLevel ? BEGIN[isolationLevel] : 'BEGIN');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let broken: Error | undefined;
  try {
    const result = await fn(freshTransaction(client, dialect, outer));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
