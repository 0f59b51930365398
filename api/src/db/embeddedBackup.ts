// `npm run backup` for the embedded database: while no process has the data folder (the lock makes a running API
// refuse it), checkpoint, dump the folder to a gzipped tar in the backups folder (owner-only: it holds members'
// personal data), then prove the file restores by opening it in memory and running the ledger check on it.
import fs from 'node:fs';
import path from 'node:path';
import { backupFileName, inspectDatabase, verifyBackupFile, type DatabaseReport } from './backupFile';
import { openLockedPglite, pgdataFolder } from './client';

export interface BackupResult {
  file: string;
  bytes: number;
  /** the database as it was backed up */
  source: DatabaseReport;
  /** the file, opened again */
  copy: DatabaseReport;
}

export async function backupEmbedded(options: { dataDir: string; outDir: string; now?: Date }): Promise<BackupResult> {
  const pgdata = pgdataFolder(options.dataDir);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${options.dataDir} to back up.`);
  const { handle, client } = await openLockedPglite(pgdata);
  let source: DatabaseReport;
  let tarball: Blob;
  try {
    source = await inspectDatabase(handle, options.dataDir);
    await client.exec('CHECKPOINT');
    tarball = await client.dumpDataDir('gzip');
  } finally {
    await handle.close();
  }

  fs.mkdirSync(options.outDir, { recursive: true });
  const file = path.join(options.outDir, backupFileName(options.now ?? new Date()));
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600, flag: 'wx' });
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, source, copy: await verifyBackupFile(file) };
}
