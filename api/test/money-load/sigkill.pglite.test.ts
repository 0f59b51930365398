// Crash safety of the EMBEDDED database: the built API (node dist/main.js) on a PGlite data folder takes saved-card
// fundings, withdrawals and registration fees from concurrent clients and is SIGKILLed mid-run, several times; each
// restart opens the folder, taking over the dead process's lock. Then the ledger-check CLI (its own process) and this
// test read the folder: every acknowledged (2xx) request is there with its stored reply, every wallet holds exactly
// what the completed requests moved, the ledger check passes. A graceful SIGTERM keeps everything acknowledged too.
// Runs in the PGlite pass only: the PostgreSQL pass has sigkill.pg.test.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { LOCK_FILE } from '../../src/db/dataDirLock';
import { migrate } from '../../src/db/migrate';
import { usingPostgres } from '../helpers/testDatabase';
import { API_DIR, ensureBuilt, freePort, startApi } from './support/builtApi';
import { expectWalletsAsCompleted, ledgerCheckNow } from './support/crashAudit';
import { addCards, apiClient, expectAcknowledgedPresent, isAcknowledged, runMoneyWorkload, seedCrashMembers, type CrashCast, type Sent } from './support/crashRun';

const describeOnPglite = usingPostgres ? describe.skip : describe;

const CLIENTS = 6;
const KILLS = 3;
const KILL_AFTER_ACKS = 40;

let folder: string;
let cast: CrashCast;
let cards: Map<number, number>;
const registered = new Set<number>();
/** every request sent, across the runs */
const sent: Sent[] = [];

/** the folder, opened in this process for a look (the API must be stopped) */
async function inspect<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: folder });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function expectFolderSound(): Promise<void> {
  await inspect(async (database) => {
    await expectAcknowledgedPresent(database.db, sent.filter(isAcknowledged));
    await expectWalletsAsCompleted(database.db, cast.members, sent);
    expect(await ledgerCheckNow(database.db)).toMatchObject({ ok: true, postings_sum: 0n, mismatched_accounts: [], unbalanced_transfers: [], broken_running_balances: [] });
  });
}

beforeAll(async () => {
  if (usingPostgres) return;
  ensureBuilt();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-sigkill-'));
  cast = await inspect(async (database) => {
    await migrate(database);
    return seedCrashMembers(database, CLIENTS);
  });
}, 120_000);

afterAll(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describeOnPglite('SIGKILL of the built API mid-run (PGlite data folder)', () => {
  it(`survives ${KILLS} kills: the folder opens, nothing acknowledged is lost, wallets and ledger exact`, async () => {
    const started = Date.now();
    const port = await freePort();
    for (let kill = 0; kill < KILLS; kill++) {
      // from the second start on, the lock of the killed process is still in the folder: it must be taken over
      expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(kill > 0);
      const api = await startApi(port, { DATA_DIR: folder });
      const client = apiClient(port, cast.tokens);
      cards ??= await addCards(port, client, cast.members);
      sent.push(...(await runMoneyWorkload({ api, client, cast, cards, registered, killAfterAcks: KILL_AFTER_ACKS + Math.floor(Math.random() * 20) })));
      expect((await api.exited).signal).toBe('SIGKILL');
    }

    // the ledger-check CLI, in its own process, opens the folder the last kill left
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder };
    delete env.DATABASE_URL;
    const cli = spawnSync(process.execPath, ['dist/cli/ledger-check.js'], { cwd: API_DIR, env, encoding: 'utf8' });
    expect({ status: cli.status, stderr: cli.stderr }).toEqual({ status: 0, stderr: '' });
    expect(cli.stdout).toMatch(/Ledger check at .*: OK/);
    await expectFolderSound();
    const acknowledged = sent.filter(isAcknowledged).length;
    expect(acknowledged).toBeGreaterThanOrEqual(KILLS * KILL_AFTER_ACKS);
    console.log(`pglite sigkill: ${KILLS} kills, ${sent.length} requests, ${acknowledged} acknowledged, ${sent.filter((s) => s.status === undefined).length} cut in flight, ${Date.now() - started} ms`);
  }, 300_000);

  it('keeps everything acknowledged through a graceful SIGTERM, and replays earlier requests from their keys', async () => {
    const port = await freePort();
    const api = await startApi(port, { DATA_DIR: folder });
    const client = apiClient(port, cast.tokens);
    cards ??= await addCards(port, client, cast.members);
    for (const s of sent.filter(isAcknowledged)) {
      const again = await client.post(s.member, s.url, s.body, s.key);
      expect({ key: s.key, status: again.status, replayed: again.replayed }).toEqual({ key: s.key, status: s.status, replayed: true });
    }
    sent.push(...(await runMoneyWorkload({ api, client, cast, cards, registered, killAfterAcks: 40, kill: false })));

    const stopping = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(15_000);
    expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    expect(api.stderr()).not.toMatch(/unhandled|TypeError|ReferenceError/);

    await expectFolderSound();
  }, 180_000);
});
