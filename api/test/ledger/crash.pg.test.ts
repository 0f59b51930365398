// Crash safety on a real PostgreSQL server: a child process posts transfers and acknowledges each
// committed one; we SIGKILL it mid-run and check that every acknowledged transfer survived and the
// ledger is still exact (no half-written transfer). Needs a server (TEST_DATABASE_URL): PGlite is
// in-process and cannot be shared with a child.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, runLedgerCheck, societyAccount } from '../../src/ledger';
import { describeOnPostgres, openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { fundWallet, insertMember } from './support/fixtures';

const API_DIR = path.resolve(__dirname, '..', '..');
const WORKER = path.join(__dirname, 'support', 'crashWorker.ts');

let url: string;
let database: DatabaseHandle;

beforeAll(async () => {
  if (!usingPostgres) return;
  // a database the child can reach by URL
  ({ handle: database, url } = await openPostgresTestDatabase({ poolMax: 5, prefix: 'crash' }));
});

afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('crash mid-run (PostgreSQL)', () => {
  it('keeps every acknowledged transfer and an exact ledger after SIGKILL', async () => {
    const wallets: number[] = [];
    for (let i = 0; i < 10; i++) {
      const member = await insertMember(database.db);
      await fundWallet(database.db, member, 200_000n);
      wallets.push(await memberAccount(database.db, member, MEMBER_ACCOUNT_KIND.wallet));
    }
    const society = [await societyAccount(database.db, SOCIETY_ACCOUNT_KIND.payoutsInFlight), await societyAccount(database.db, SOCIETY_ACCOUNT_KIND.providerClearing)];

    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: url, CRASH_WALLETS: JSON.stringify(wallets), CRASH_SOCIETY: JSON.stringify(society) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    const killAfter = 400 + Math.floor(Math.random() * 200);
    const safety = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if ((out.match(/^ACK /gm)?.length ?? 0) >= killAfter) child.kill('SIGKILL');
    });
    const { signal } = await exited;
    clearTimeout(safety);
    await new Promise((r) => setImmediate(r));

    expect(err).toBe('');
    expect(signal).toBe('SIGKILL');
    const acknowledged = [...out.matchAll(/^ACK (\S+)$/gm)].map((m) => m[1]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

    // what the dead client had in flight is uncommitted (rolled back once the server notices), never visible
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT reference FROM ledger_transfers WHERE reference = ANY($1::text[])', [acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    const check = await database.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
    expect(check).toMatchObject({ ok: true, postings_sum: 0n, unbalanced_transfers: [], mismatched_accounts: [], broken_running_balances: [] });
    expect(check.transfers_checked).toBeGreaterThanOrEqual(10 + acknowledged.length);
  }, 120_000);
});
