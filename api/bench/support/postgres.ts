// The throwaway PostgreSQL server the benchmarks run on (scripts/lib/postgres.mjs starts it) and its databases.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** the folder of the server's binaries (pgbench lives there too) */
  bin: string;
  stop(): void;
}

/** null when this machine has no PostgreSQL binaries */
export async function startThrowawayPostgres(log: (line: string) => void): Promise<ThrowawayPostgres | null> {
  const lib = (await import(pathToFileURL(path.resolve(__dirname, '..', '..', '..', 'scripts', 'lib', 'postgres.mjs')).href)) as {
    startThrowawayPostgres(options: { log?: (m: string) => void }): Promise<ThrowawayPostgres | null>;
  };
  return lib.startThrowawayPostgres({ log });
}

/** creates `name` on the server and returns its connection URL */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A throwaway server with one migrated database `name` for a bench (the caller stops the server when done); exits
 * with a message when this machine has no PostgreSQL binaries.
 */
export async function benchDatabase(name: string, log: (line: string) => void, options: { poolMax?: number } = {}): Promise<{ server: ThrowawayPostgres; database: DatabaseHandle }> {
  const server = await startThrowawayPostgres(log);
  if (!server) {
    log('No PostgreSQL binaries found: set PG_BIN or install postgresql.');
    process.exit(1);
  }
  const database = await openDatabase({ url: await createDatabase(server.url, name), poolMax: options.poolMax ?? 10 });
  await migrate(database);
  return { server, database };
}
