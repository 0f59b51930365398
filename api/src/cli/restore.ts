// `npm run restore -- <backup file> [--replace]` (after `npm run build`): restores the embedded database in DATA_DIR
// from a file `npm run backup` wrote, then reports its migrations and ledger check. Stop the API first. A database
// already in DATA_DIR is replaced only with --replace, and kept beside it, renamed. With DATABASE_URL set it prints
// the pg_restore command instead: restoring over a server database is a decision for its administrator.
// Exit code 0 when restored and the ledger check passed, 1 when restored but the ledger check found a problem,
// 2 when nothing was restored.
import { loadConfig } from '../config';
import { pgdataFolder } from '../db/client';
import { restoreEmbedded } from '../db/embeddedRestore';
import { formatDatabaseReport, userPath } from './databaseReport';

const USAGE = 'Usage: npm run restore -- <backup file> [--replace]\n';

export async function runRestoreCli(env: NodeJS.ProcessEnv, argv: string[], write: (text: string) => void): Promise<number> {
  const typed = argv.find((arg) => !arg.startsWith('--'));
  if (!typed) {
    write(USAGE);
    return 2;
  }
  const file = userPath(env, typed);
  const config = loadConfig(env);
  if (config.DATABASE_URL) {
    write(
      'DATABASE_URL is set: restore a PostgreSQL backup with pg_restore, into an empty database, with the API stopped:\n' +
        `  pg_restore --no-owner --dbname="$DATABASE_URL" ${file}\n` +
        'then check it with: npm run ledger:check (in api/, after npm run build)\n',
    );
    return 2;
  }
  const result = await restoreEmbedded({ file, dataDir: config.DATA_DIR, replace: argv.includes('--replace') });
  write(`Restored ${file} into ${pgdataFolder(config.DATA_DIR)}\n`);
  if (result.keptAside) write(`The database that was there is kept at ${result.keptAside}\n`);
  write(formatDatabaseReport(result));
  return result.ledger.ok ? 0 : 1;
}

if (require.main === module) {
  runRestoreCli(process.env, process.argv.slice(2), (text) => process.stdout.write(text)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`restore refused: ${(error as Error).message}\nNothing was changed.`);
      process.exit(2);
    },
  );
}
