// The embedded database's backup file: PGlite's dump of its data folder (a gzipped tar), named by when it was made.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { runLedgerCheck, type LedgerCheckResult } from '../ledger';
import { pgliteHandle, type DatabaseHandle } from './client';
import { migrationStatus, type MigrationStatus } from './migrationStatus';

/** 2026-11-23T18-05-09Z: a UTC time that sorts and is a valid file name everywhere */
export const fileStamp = (now: Date): string => now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/** coop-embedded-2026-11-23T18-05-09Z.tar.gz */
export const backupFileName = (now: Date): string => `coop-embedded-${fileStamp(now)}.tar.gz`;

/** Thrown when a file is not a backup this version can restore; nothing was changed. */
export class NotABackupError extends Error {}

const TAR_BLOCK = 512;

/** A cheap look before PGlite is handed the file: gzip, then a tar whose entries include the data folder's PG_VERSION. */
export function assertLooksLikeBackup(file: string, bytes: Buffer): void {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(bytes);
  } catch {
    throw new NotABackupError(`${file} is not a backup of the embedded database: it is not a gzip file, or it is cut short.`);
  }
  for (let offset = 0; offset + TAR_BLOCK <= tar.length; ) {
    const name = tar.subarray(offset, offset + 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    if (/(^|\/)PG_VERSION$/.test(name)) return;
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    if (Number.isNaN(size)) break;
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  throw new NotABackupError(`${file} is not a backup of the embedded database: it holds no PostgreSQL data folder.`);
}

export interface DatabaseReport {
  migrations: MigrationStatus;
  ledger: LedgerCheckResult;
}

/** The migrations and the ledger of an open database; refuses one that is not this app's, or is newer than this version. */
export async function inspectDatabase(handle: DatabaseHandle, what: string): Promise<DatabaseReport> {
  const migrations = await migrationStatus(handle);
  if (!migrations) throw new NotABackupError(`${what} is not a database of this app: it has no schema_migrations table.`);
  if (migrations.unknown.length) {
    throw new NotABackupError(`${what} was made by a newer version of the app (migrations ${migrations.unknown.join(', ')} are unknown here): upgrade first.`);
  }
  const ledger = await handle.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return { migrations, ledger };
}

/** Unpacks a backup with PGlite, into `folder` or else in memory (nothing on disk touched), and inspects it. */
export async function unpackAndInspect(file: string, bytes: Buffer, folder?: string): Promise<DatabaseReport> {
  assertLooksLikeBackup(file, bytes);
  const loadDataDir = new Blob([bytes]);
  let handle: DatabaseHandle;
  try {
    handle = await pgliteHandle(folder ? new PGlite(folder, { loadDataDir }) : new PGlite({ loadDataDir }));
  } catch (error) {
    throw new NotABackupError(`${file} could not be opened as a database (${(error as Error).message}).`);
  }
  try {
    return await inspectDatabase(handle, path.basename(file));
  } finally {
    await handle.close();
  }
}

export const verifyBackupFile = (file: string): Promise<DatabaseReport> => unpackAndInspect(file, fs.readFileSync(file));
