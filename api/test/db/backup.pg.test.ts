// `npm run backup` with DATABASE_URL: pg_dump writes a custom-format archive into backups/; pg_restore (the command
// the README and `npm run restore` give) puts it into an empty database whose wallets and ledger match the original.
// PostgreSQL pass only, and only where the client tools are on the PATH.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runBackupCli } from '../../src/cli/backup';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { findMemberAccount, MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { ledgerCheckNow } from '../money-load/support/crashAudit';
import { seedCrashMembers, type CrashMember } from '../money-load/support/crashRun';
import { moveMoney } from './support/moveMoney';

const haveTools = spawnSync('pg_restore', ['--version']).status === 0;
const describeWithPgDump = usingPostgres && haveTools ? describe : describe.skip;

let scratch: string;
let source: { handle: DatabaseHandle; url: string };
let members: CrashMember[];
const balances = new Map<number, bigint>();
let transfers: number;

beforeAll(async () => {
  if (!usingPostgres || !haveTools) return;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pgdump-'));
  source = await openPostgresTestDatabase({ poolMax: 2, prefix: 'pgdump' });
  ({ members } = await seedCrashMembers(source.handle, 3));
  for (const m of members) {
    for (const kobo of [700_000n, -12_345n]) await moveMoney(source.handle, m, kobo);
    balances.set(m.id, (await findMemberAccount(source.handle.db, m.id, MEMBER_ACCOUNT_KIND.wallet))!.balance);
  }
  transfers = (await ledgerCheckNow(source.handle.db)).transfers_checked;
});

afterAll(async () => {
  if (source) await source.handle.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describeWithPgDump('backup of a PostgreSQL database (pg_dump)', () => {
  it('dumps into backups/ and restores with pg_restore into an empty database: same wallets, ledger check passes', async () => {
    let out = '';
    const code = await runBackupCli({ ...process.env, DATABASE_URL: source.url, INIT_CWD: scratch }, ['--out', 'backups'], (text) => (out += text));
    expect(code).toBe(0);
    const [file] = fs.readdirSync(path.join(scratch, 'backups'));
    expect(file).toMatch(/^coop-postgres-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/);
    const dump = path.join(scratch, 'backups', file);
    expect(out).toContain(`pg_restore --no-owner --dbname="$DATABASE_URL" ${dump}`);
    expect(fs.statSync(dump).mode & 0o777).toBe(0o600);

    const name = `restored_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${url}`, dump], { encoding: 'utf8' });
      expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
      const restored = await openDatabase({ url: url.toString(), poolMax: 2 });
      try {
        for (const m of members) expect((await findMemberAccount(restored.db, m.id, MEMBER_ACCOUNT_KIND.wallet))?.balance).toBe(balances.get(m.id));
        expect(await ledgerCheckNow(restored.db)).toMatchObject({ ok: true, postings_sum: 0n, transfers_checked: transfers });
      } finally {
        await restored.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
