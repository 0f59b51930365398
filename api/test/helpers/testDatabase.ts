// A real database per test file: in-memory PGlite, or — when TEST_DATABASE_URL names a PostgreSQL
// server — a fresh database created on it and dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `describe` for suites that only mean something on PostgreSQL (concurrency, crash recovery): PGlite runs one
 * statement at a time, so races and deadlocks cannot happen there and these suites would prove nothing.
 * `npm test` runs them against a throwaway PostgreSQL server.
 */
export const describeOnPostgres = usingPostgres ? describe : describe.skip;

export async function openTestDatabase(options: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  if (!usingPostgres) {
    const handle = await openDatabase({ url: 'memory://' });
    await migrate(handle);
    return handle;
  }
  return (await openPostgresTestDatabase(options)).handle;
}

/**
 * A fresh, migrated database on the TEST_DATABASE_URL server and its URL (for a child process to reach);
 * closing the handle drops the database.
 */
export async function openPostgresTestDatabase(options: { poolMax?: number; prefix?: string } = {}): Promise<{ handle: DatabaseHandle; url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('openPostgresTestDatabase needs TEST_DATABASE_URL');
  const name = `${options.prefix ?? 'test'}_${crypto.randomBytes(6).toString('hex')}`;
  const { Client } = pg;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: options.poolMax ?? 20 });
  await migrate(handle);
  const close = handle.close;
  handle.close = async () => {
    await close();
    const cleanup = new Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { handle, url: url.toString() };
}
