// Account ids by (owner, purpose), kept in the process so money routes do not look them up on every request. An
// account's identity never changes and accounts are never removed (drizzle/0001's triggers), so once its row is
// committed the mapping holds for ever. An id found inside a transaction is kept only once that transaction has
// committed (a rolled-back account must not be remembered); the cache is per database, and bounded (least recently
// used first out).
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';

const MAX_ENTRIES = 50_000;

const caches = new WeakMap<Database, Map<string, number>>();
/** the database each open transaction belongs to (registered by whoever opened it) */
const databaseOf = new WeakMap<object, Database>();
/** ids seen inside a transaction, kept when it commits */
const pending = new WeakMap<object, Array<[string, number]>>();

export const accountKey = (ownerUserId: number | null, purpose: string): string => `${ownerUserId ?? ''}|${purpose}`;

function rootOf(executor: Executor): Database | undefined {
  return is(executor, PgTransaction) ? databaseOf.get(executor) : (executor as Database);
}

function put(db: Database, key: string, id: number): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  cache.delete(key);
  cache.set(key, id);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

export function knownAccountId(executor: Executor, key: string): number | undefined {
  const root = rootOf(executor);
  const cache = root && caches.get(root);
  const id = cache?.get(key);
  if (id !== undefined) {
    cache!.delete(key);
    cache!.set(key, id);
  }
  return id;
}

/** an id read (or created) through `executor`: kept now outside a transaction, at commit inside one */
export function rememberAccountId(executor: Executor, key: string, id: number): void {
  if (!is(executor, PgTransaction)) return put(executor as Database, key, id);
  if (!databaseOf.has(executor)) return;
  const list = pending.get(executor) ?? [];
  list.push([key, id]);
  pending.set(executor, list);
}

/** called by whoever opens a transaction, before running work in it */
export function transactionOpened(db: Database, tx: object): void {
  databaseOf.set(tx, db);
}

/** called by whoever opened the transaction once it has committed */
export function transactionCommitted(tx: object): void {
  const db = databaseOf.get(tx);
  const list = pending.get(tx);
  if (db && list) for (const [key, id] of list) put(db, key, id);
  pending.delete(tx);
  databaseOf.delete(tx);
}
