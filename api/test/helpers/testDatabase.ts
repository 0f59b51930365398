// A real database per test file: in-memory PGlite, or — when TEST_DATABASE_URL names a PostgreSQL
// server — a fresh database created on it and dropped afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `describe` for suites that only mean something on PostgreSQL (concurrency, crash recovery): PGlite runs one
 * statement at a time, so races and deadlocks cannot happen there and these suites would prove nothing.
 * `npm test` runs them against a throwaway PostgreSQL server.
 */
export const describeOnPostgres = usingPostgres ? describe : describe.skip;

/**
 * `describe` for suites about the embedded database itself (its folder lock, migrations on PGlite, restarts of an
 * in-process database): they open PGlite whatever the pass, so the PostgreSQL pass would only run them again.
 */
export const describeOnPglite = usingPostgres ? describe.skip : describe;

interface PgliteWorkerCache {
  /** a freshly initialised data directory (initdb, no migrations) and the same one migrated */
  pgliteDataDirs: Promise<{ empty: Uint8Array; migrated: Uint8Array }> | null;
}

/** set by test/databaseEnvironment.cjs: this jest worker's data directories, once a test file made them */
const workerCache = (globalThis as { __pgliteWorkerCache?: PgliteWorkerCache }).__pgliteWorkerCache;

// a Buffer belongs to the worker's realm (jest hands every test file Node's own Buffer), not this file's
const dumpOf = async (client: PGlite): Promise<Uint8Array> => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());

/**
 * A test database's server settings. PostgreSQL's defaults size shared memory for a server (128 MB of buffers, 100
 * connections): an embedded one zeroes all of it in WebAssembly at every start (about 0.5 s of CPU a database, and
 * most test files open several). A test's data fits 16 MB of buffers many times over; PGlite is one connection.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=8'];

/**
 * The copies' data directory holds the `postgres` database only: initdb's template0 and template1 are two thirds of
 * its files and nothing in a test connects to them or creates a database from them (PGlite is one database), yet
 * every open unpacked them.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
  await client.exec('CHECKPOINT');
}

/**
 * Where the data directories are kept between workers and runs: initdb and the migrations cost 5 to 15 s of CPU on a
 * busy machine, and every jest worker (each pass has its own, and a worker past its memory limit is replaced) would
 * pay them again. The name holds everything the bytes depend on.
 */
function dataDirsCacheFile(kind: 'empty' | 'migrated'): string {
  const pglitePackage = fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8');
  const migrateSource = fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'db', 'migrate.ts'));
  const key = crypto
    .createHash('sha256')
    .update(pglitePackage)
    .update(`v1 ${TEST_START_PARAMS.join(' ')} ${migrationsFingerprint()}`)
    .update(migrateSource)
    .update(dropTemplateDatabases.toString())
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), 'coop-test-pglite', `${key}-${kind}.tar`);
}

async function makeDataDirs(): Promise<{ empty: Uint8Array; migrated: Uint8Array }> {
  const client = new PGlite({ startParams: TEST_START_PARAMS });
  const handle = await pgliteHandle(client);
  await dropTemplateDatabases(client);
  const empty = await dumpOf(client);
  await migrate(handle);
  await client.exec('CHECKPOINT');
  const migrated = await dumpOf(client);
  await handle.close();
  return { empty, migrated };
}

/** one initdb for all workers (kept in the temporary folder): its dump before and after the migrations */
function workerDataDirs(): Promise<{ empty: Uint8Array; migrated: Uint8Array }> {
  const make = async () => {
    const files = { empty: dataDirsCacheFile('empty'), migrated: dataDirsCacheFile('migrated') };
    try {
      // a Buffer belongs to the worker's realm, as dumpOf's do
      return { empty: Buffer.from(fs.readFileSync(files.empty)), migrated: Buffer.from(fs.readFileSync(files.migrated)) };
    } catch {
      const made = await makeDataDirs();
      fs.mkdirSync(path.dirname(files.empty), { recursive: true });
      for (const kind of ['empty', 'migrated'] as const) {
        // written whole under another name first: a worker reading at the same time sees all of it or none
        const partial = `${files[kind]}.${process.pid}`;
        fs.writeFileSync(partial, made[kind]);
        fs.renameSync(partial, files[kind]);
      }
      return made;
    }
  };
  if (!workerCache) return make();
  workerCache.pgliteDataDirs ??= make();
  return workerCache.pgliteDataDirs;
}

/**
 * The cached bytes as PGlite's loadDataDir reads them (it only calls arrayBuffer() and copies each file out): a Blob
 * would copy the ~40 MB twice more on every open (about 0.1 s of CPU each).
 */
function tarball(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  return { arrayBuffer: async () => whole } as unknown as Blob;
}

/** a fresh, migrated in-memory PGlite whatever the pass (for suites about the embedded database itself) */
export async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  const { migrated } = await workerDataDirs();
  return pgliteHandle(new PGlite({ loadDataDir: tarball(migrated), startParams: TEST_START_PARAMS }));
}

/**
 * A fresh in-memory PGlite with no migrations applied (for suites that migrate it themselves): a copy of the
 * worker's initdb, not another initdb (about 2 s of CPU each).
 */
export async function openEmptyPglite(): Promise<DatabaseHandle> {
  const { empty } = await workerDataDirs();
  return pgliteHandle(new PGlite({ loadDataDir: tarball(empty), startParams: TEST_START_PARAMS }));
}

export async function openTestDatabase(options: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  if (!usingPostgres) return openPgliteTestDatabase();
  return (await openPostgresTestDatabase(options)).handle;
}

/**
 * A fresh, migrated database on the TEST_DATABASE_URL server and its URL (for a child process to reach);
 * closing the handle drops the database.
 */
/** the migrations' own fingerprint: a template made from older migrations is never used for newer ones */
function migrationsFingerprint(): string {
  const folder = path.resolve(__dirname, '..', '..', 'drizzle');
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

let templateReady: Promise<string> | null = null;

/**
 * A migrated template database on the server, made once (under an advisory lock, so parallel jest workers wait for
 * the first): each test database is then a copy of it (CREATE DATABASE … TEMPLATE), not a run of every migration.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateReady ??= (async () => {
    const name = `test_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(7310024)');
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_building_${crypto.randomBytes(3).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ url: url.toString(), poolMax: 2 });
        await migrate(handle);
        await handle.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7310024)').catch(() => undefined);
      await admin.end();
    }
  })();
  return templateReady;
}

/**
 * A fresh, migrated database on the TEST_DATABASE_URL server and its URL (for a child process to reach);
 * closing the handle drops the database.
 */
export async function openPostgresTestDatabase(options: { poolMax?: number; prefix?: string } = {}): Promise<{ handle: DatabaseHandle; url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('openPostgresTestDatabase needs TEST_DATABASE_URL');
  const template = await migratedTemplate(serverUrl);
  const name = `${options.prefix ?? 'test'}_${crypto.randomBytes(6).toString('hex')}`;
  const { Client } = pg;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: options.poolMax ?? 20 });
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
