// Small helpers for the raw SQL the ledger runs through drizzle's executor (same on pg and PGlite).
import { StringChunk, is, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgTransaction, type PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../db/client';
import { nodePgClient, nodePgTransaction, type IsolationLevel } from '../db/nodePgDirect';
import { transactionCommitted, transactionOpened } from './accountIdCache';

export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * queryRows for a hot statement: on PostgreSQL it goes as a named prepared statement, parsed and planned once per
 * connection instead of on every call (the ledger's transfer: the same text thousands of times a second). `name`
 * must be unique to the query's text. PGlite has no named statements: there it is queryRows.
 */
export async function preparedRows<T = Record<string, unknown>>(executor: Executor, name: string, query: SQL): Promise<T[]> {
  const client = nodePgClient(executor);
  if (!client) return queryRows<T>(executor, query);
  const { sql: text, params } = plainTemplateQuery(query) ?? (executor as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  try {
    return (await client.query({ name, text, values: params })).rows as T[];
  } catch (error) {
    // wrapped as drizzle wraps it, so the error log scrubs the values from it the same way
    throw new DrizzleQueryError(text, params, error as Error);
  }
}

/**
 * The text and values drizzle's sqlToQuery makes of one `sql` template whose values are all plain (string, number,
 * bigint, boolean, null), without it: its tracing span and its walk over every kind of chunk cost a hot statement more
 * than the rest of sending it. Anything else (a nested fragment, a column, undefined) is null: sqlToQuery's to build.
 */
export function plainTemplateQuery(query: SQL): { sql: string; params: unknown[] } | null {
  let text = '';
  const params: unknown[] = [];
  for (const chunk of query.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) text += chunk.value.join('');
    else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'bigint' || typeof chunk === 'boolean') {
      params.push(chunk);
      text += `$${params.length}`;
    } else return null;
  }
  return { sql: text, params };
}

/** int8 arrives as a string (pg), a number or a bigint (PGlite): always read it through this. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`Not an integer: ${String(value)}`);
}

/** ids are int8 too; they stay far below 2^53 */
export function toId(value: unknown): number {
  return Number(toBigInt(value));
}

// drizzle hands timestamptz back as PostgreSQL's text form ("2026-01-31 10:33:27.884123+01"): normalise to ISO.
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  const match = PG_TIMESTAMP.exec(text);
  if (!match) {
    const parsed = new Date(text);
    if (Number.isNaN(parsed.getTime())) throw new TypeError(`Not a timestamp: ${text}`);
    return parsed;
  }
  const [, day, time, fraction = '', zone = 'Z'] = match;
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '';
  const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return new Date(`${day}T${time}${millis}${offset}`);
}

/** A PostgreSQL int8[] literal for integers only: drizzle would expand a JS array into separate parameters. */
export function int8Array(values: ReadonlyArray<bigint | number>): string {
  for (const v of values) {
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new TypeError(`Not an integer: ${v}`);
  }
  return `{${values.join(',')}}`;
}

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** drizzle wraps driver errors (DrizzleQueryError.cause): find the PostgreSQL error underneath. */
function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function pgErrorCode(error: unknown): string | undefined {
  return pgError(error)?.code as string | undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const constraint = pgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** JSON for jsonb columns: bigint values become decimal strings instead of throwing. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * Lock-then-write work must share one transaction: given a transaction, run in it; given the database,
 * open one (no retries: use withMoneyTransaction for those).
 */
export function inTransaction<T>(executor: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return is(executor, PgTransaction) ? fn(executor) : openTransaction(executor as Database, fn);
}

/** A new transaction on `db`, told to the account id cache (./accountIdCache.ts) when it opens and once it commits. */
export async function openTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>, config?: { isolationLevel: IsolationLevel }): Promise<T> {
  let opened: object | undefined;
  const run = (tx: Transaction) => {
    opened = tx;
    transactionOpened(db, tx);
    return fn(tx);
  };
  const result = await (nodePgTransaction(db, run, config?.isolationLevel) ?? db.transaction(run, config));
  if (opened) transactionCommitted(opened);
  return result;
}
