// `npm run backup [-- --out <folder>]` (after `npm run build`): backs the database up into `backups/` (or --out).
// Embedded PGlite: a verified copy of the data folder; stop the API first (PGlite allows one process).
// PostgreSQL (DATABASE_URL): `pg_dump --format=custom` when pg_dump is on the PATH, else the command to run.
// Exit code 0 when backed up (and the copy's ledger check passed), 1 when the ledger check found a problem, 2 on failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { fileStamp } from '../db/backupFile';
import { backupEmbedded } from '../db/embeddedBackup';
import { formatDatabaseReport, option, userPath } from './databaseReport';

/** a file size for people: "12.3 MB" */
const megabytes = (bytes: number) => `${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

export async function runBackupCli(env: NodeJS.ProcessEnv, argv: string[], write: (text: string) => void): Promise<number> {
  const config = loadConfig(env);
  const out = option(argv, '--out');
  const outDir = out ? userPath(env, out) : path.resolve('backups');
  if (config.DATABASE_URL) return backupPostgres(config.DATABASE_URL, outDir, env, write);
  const result = await backupEmbedded({ dataDir: config.DATA_DIR, outDir });
  write(`Backed up the embedded database in ${config.DATA_DIR} to\n  ${result.file} (${megabytes(result.bytes)})\n`);
  write(`The copy was opened again and checked:\n${formatDatabaseReport(result.copy)}`);
  const relative = path.relative(env.INIT_CWD ?? process.cwd(), result.file);
  write(`Restore it with: npm run restore -- ${relative.startsWith('..') ? result.file : relative}\n`);
  return result.copy.ledger.ok ? 0 : 1;
}

function backupPostgres(databaseUrl: string, outDir: string, env: NodeJS.ProcessEnv, write: (text: string) => void): number {
  const file = path.join(outDir, `coop-postgres-${fileStamp(new Date())}.dump`);
  // the password goes in the environment, not on a command line other users can list
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  fs.mkdirSync(outDir, { recursive: true });
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], {
    env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if ((dump.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    write(`pg_dump is not on the PATH. Install the PostgreSQL client tools (the server's major version or newer) and run:\n  pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"\n`);
    return 2;
  }
  if (dump.status !== 0) {
    fs.rmSync(file, { force: true });
    write(`pg_dump failed (exit code ${dump.status}); no backup was written.\n`);
    return 2;
  }
  fs.chmodSync(file, 0o600);
  write(`Backed up the PostgreSQL database to\n  ${file} (${megabytes(fs.statSync(file).size)})\n`);
  write(`Restore it into an empty database with: pg_restore --no-owner --dbname="$DATABASE_URL" ${file}\n`);
  return 0;
}

if (require.main === module) {
  runBackupCli(process.env, process.argv.slice(2), (text) => process.stdout.write(text)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`backup failed: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
