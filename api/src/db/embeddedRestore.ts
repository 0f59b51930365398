// `npm run restore -- <file>` for the embedded database. Under the data-folder lock (a running API refuses it), the
// file is checked, unpacked by PGlite into a staging folder beside pgdata and inspected (this app's migrations,
// ledger check); only then does it take pgdata's place. A database already there is kept, renamed, and only
// when told (`replace`). Anything refused leaves DATA_DIR as it was.
import fs from 'node:fs';
import { assertLooksLikeBackup, fileStamp, unpackAndInspect, type DatabaseReport } from './backupFile';
import { pgdataFolder } from './client';
import { lockDataDir } from './dataDirLock';

export interface RestoreResult extends DatabaseReport {
  /** where the database that was in DATA_DIR was kept, when there was one */
  keptAside: string | null;
}

/** Thrown when DATA_DIR already holds a database and `replace` was not given; nothing was changed. */
export class DatabasePresentError extends Error {}

export async function restoreEmbedded(options: { file: string; dataDir: string; replace?: boolean; now?: Date }): Promise<RestoreResult> {
  const bytes = fs.readFileSync(options.file);
  assertLooksLikeBackup(options.file, bytes);
  const pgdata = pgdataFolder(options.dataDir);
  const releaseLock = lockDataDir(options.dataDir);
  try {
    const present = fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
    if (present && !options.replace) {
      throw new DatabasePresentError(`${pgdata} already holds a database. To replace it, run the restore again with --replace: the current one is kept beside it, renamed.`);
    }
    const when = fileStamp(options.now ?? new Date());
    const staging = `${pgdata}.restoring-${when}`;
    let report: DatabaseReport;
    try {
      report = await unpackAndInspect(options.file, bytes, staging);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const keptAside = present ? `${pgdata}.before-restore-${when}` : null;
    if (keptAside) fs.renameSync(pgdata, keptAside);
    else fs.rmSync(pgdata, { recursive: true, force: true });
    fs.renameSync(staging, pgdata);
    return { ...report, keptAside };
  } finally {
    releaseLock();
  }
}
