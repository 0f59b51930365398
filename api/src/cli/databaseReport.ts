// What the backup and restore commands print about a database: its migrations and its ledger check.
import path from 'node:path';
import type { DatabaseReport } from '../db/backupFile';
import { formatLedgerCheckReport } from './ledger-check';

export function formatDatabaseReport(report: DatabaseReport): string {
  const { applied, pending } = report.migrations;
  const migrations = `Migrations: ${applied.length} applied${pending.length ? `, ${pending.length} to apply at the next start (${pending.join(', ')})` : ', none pending'}\n`;
  return migrations + formatLedgerCheckReport(report.ledger);
}

/** a path the user typed, relative to where they ran npm (npm runs scripts in the package's folder) */
export const userPath = (env: NodeJS.ProcessEnv, typed: string): string => path.resolve(env.INIT_CWD ?? process.cwd(), typed);

/** the value after `--name`, if given */
export function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}
