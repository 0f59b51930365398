// `npm run backup` / `npm run restore` for the embedded database: a round trip keeps every balance and passes the
// ledger check; a folder in use, a database already in place, and files that are not backups are refused, and a
// refusal changes nothing. Runs in the PGlite pass (the PostgreSQL pass has no embedded database to back up).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { runBackupCli } from '../../src/cli/backup';
import { runRestoreCli } from '../../src/cli/restore';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { findMemberAccount, MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { usingPostgres } from '../helpers/testDatabase';
import { ledgerCheckNow } from '../money-load/support/crashAudit';
import { seedCrashMembers, type CrashMember } from '../money-load/support/crashRun';
import { moveMoney } from './support/moveMoney';

const describeOnPglite = usingPostgres ? describe.skip : describe;

let scratch: string;
let source: string;
let backups: string;
let members: CrashMember[];
/** member id → wallet kobo, as the source database has it */
const balances = new Map<number, bigint>();
let transfers: number;

const cli = async (run: typeof runBackupCli, dataDir: string, argv: string[]) => {
  let out = '';
  const code = await run({ DATA_DIR: dataDir, INIT_CWD: scratch, LOG_LEVEL: 'silent' }, argv, (text) => (out += text));
  return { code, out };
};

async function opened<T>(dataDir: string, fn: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** every wallet as the source had it, the ledger exact, the same number of transfers */
async function expectSameMoney(dataDir: string) {
  await opened(dataDir, async (database) => {
    for (const m of members) expect({ member: m.id, balance: (await findMemberAccount(database.db, m.id, MEMBER_ACCOUNT_KIND.wallet))?.balance }).toEqual({ member: m.id, balance: balances.get(m.id) });
    const check = await ledgerCheckNow(database.db);
    expect(check).toMatchObject({ ok: true, postings_sum: 0n });
    expect(check.transfers_checked).toBe(transfers);
  });
}

const freshFolder = (name: string) => path.join(scratch, `${name}-${crypto.randomBytes(3).toString('hex')}`);
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : null);

beforeAll(async () => {
  if (usingPostgres) return;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-backup-'));
  source = path.join(scratch, 'source');
  backups = path.join(scratch, 'backups');
  await opened(source, async (database) => {
    await migrate(database);
    ({ members } = await seedCrashMembers(database, 4));
    for (const m of members) {
      for (const kobo of [500_000n, 123_456n, -78_900n]) await moveMoney(database, m, kobo);
      balances.set(m.id, (await findMemberAccount(database.db, m.id, MEMBER_ACCOUNT_KIND.wallet))!.balance);
    }
    transfers = (await ledgerCheckNow(database.db)).transfers_checked;
  });
}, 120_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describeOnPglite('backup and restore of the embedded database', () => {
  let backupFile: string;

  it('refuses to back up a folder another process has open, naming it', async () => {
    await opened(source, async () => {
      await expect(cli(runBackupCli, source, ['--out', 'backups'])).rejects.toThrow(new RegExp(`in use by process ${process.pid} on host ${os.hostname()}`));
    });
    expect(listing(backups)).toBeNull();
  });

  it('backs up into the backups folder under a timestamped name, readable by its owner only, and checks the copy', async () => {
    const { code, out } = await cli(runBackupCli, source, ['--out', 'backups']);
    expect(code).toBe(0);
    const files = listing(backups)!;
    expect(files).toEqual([expect.stringMatching(/^coop-embedded-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/)]);
    backupFile = path.join(backups, files[0]);
    expect(out).toContain(backupFile);
    expect(out).toMatch(/Ledger check at .*: OK/);
    expect(out).toMatch(/Migrations: \d+ applied, none pending/);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('restores into a fresh folder: the same balances, the same transfers, the ledger check passes', async () => {
    const target = freshFolder('restored');
    const { code, out } = await cli(runRestoreCli, target, [path.relative(scratch, backupFile)]);
    expect(out).toMatch(/Ledger check at .*: OK/);
    expect(code).toBe(0);
    expect(listing(target)).toEqual(['pgdata']);
    await expectSameMoney(target);
  });

  it('does not overwrite a database already in the folder unless told, and then keeps the old one aside', async () => {
    const target = freshFolder('occupied');
    await cli(runRestoreCli, target, [backupFile]);
    await opened(target, (database) => moveMoney(database, members[0], 1n));
    await expect(cli(runRestoreCli, target, [backupFile])).rejects.toThrow(/already holds a database.*--replace/);
    expect(listing(target)).toEqual(['pgdata']);
    await opened(target, async (database) => expect((await findMemberAccount(database.db, members[0].id, MEMBER_ACCOUNT_KIND.wallet))?.balance).toBe(balances.get(members[0].id)! + 1n));

    const { code, out } = await cli(runRestoreCli, target, [backupFile, '--replace']);
    expect(code).toBe(0);
    const aside = listing(target)!.find((name) => name.startsWith('pgdata.before-restore-'));
    expect(out).toContain(path.join(target, aside!));
    await expectSameMoney(target);
  });

  it('refuses a folder in use, naming the process, and changes nothing', async () => {
    const target = freshFolder('busy');
    await cli(runRestoreCli, target, [backupFile]);
    await opened(target, async () => {
      await expect(cli(runRestoreCli, target, [backupFile, '--replace'])).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
    });
    expect(listing(target)).toEqual(['pgdata']);
  });

  it('refuses files that are not backups, with a clear message, and changes nothing', async () => {
    const target = freshFolder('untouched');
    const write = (name: string, bytes: Buffer) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const whole = fs.readFileSync(backupFile);
    const cases: Array<[string, RegExp]> = [
      [write('notes.txt', Buffer.from('minutes of the annual general meeting')), /notes\.txt is not a backup of the embedded database: it is not a gzip file/],
      [write('cut.tar.gz', whole.subarray(0, Math.floor(whole.length / 2))), /cut\.tar\.gz is not a backup of the embedded database: it is not a gzip file, or it is cut short/],
      [write('other.tar.gz', zlib.gzipSync(Buffer.alloc(4096, 7))), /other\.tar\.gz is not a backup of the embedded database: it holds no PostgreSQL data folder/],
    ];
    for (const [file, message] of cases) {
      await expect(cli(runRestoreCli, target, [file])).rejects.toThrow(message);
      expect(listing(target)).toBeNull();
    }
  });

  it("refuses another PostgreSQL data folder that is not this app's database, and removes what it unpacked", async () => {
    const stranger = new PGlite({ loadDataDir: new Blob([fs.readFileSync(backupFile)]) });
    await stranger.exec('DROP TABLE schema_migrations');
    const file = path.join(scratch, 'stranger.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await stranger.dumpDataDir('gzip')).arrayBuffer()));
    await stranger.close();
    const target = freshFolder('stranger');
    await expect(cli(runRestoreCli, target, [file])).rejects.toThrow(/stranger\.tar\.gz is not a database of this app: it has no schema_migrations table/);
    expect(listing(target)).toEqual([]);
  }, 60_000);

  it('says how to run it when no file is given', async () => {
    expect(await cli(runRestoreCli, freshFolder('none'), [])).toEqual({ code: 2, out: expect.stringMatching(/^Usage: npm run restore -- <backup file> \[--replace\]/) });
  });

  it('says what to run for PostgreSQL instead of restoring over a server database', async () => {
    let out = '';
    const code = await runRestoreCli({ DATABASE_URL: 'postgres://coop@db.example:5432/coop', INIT_CWD: scratch }, [backupFile], (text) => (out += text));
    expect(code).toBe(2);
    expect(out).toContain(`pg_restore --no-owner --dbname="$DATABASE_URL" ${backupFile}`);
  });
});
