// A society's database that already holds money when it upgrades past 0016: migration 0017 builds every member's
// history index from the ledger as it stands (numbered by time, bookkeeping kinds left out, reversals under the kind
// they reverse), the ledger check agrees with it, and the transfers made after the upgrade carry on the numbering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { MEMBER_ACCOUNT_KIND, runLedgerCheck, transfer, transfersForUser } from '../../src/ledger';
import { describeOnPglite, openEmptyPglite } from '../helpers/testDatabase';
import { rawRows } from '../ledger/support/fixtures';

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');
const LAST_BEFORE_HISTORY = '0016_commerce';

let handle: DatabaseHandle;
let olderDir: string;
const db = () => handle.db;

/** api/drizzle as it stood at `lastTag`: the same files (so their recorded hashes hold), a shorter journal */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-upgrade-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const last = journal.entries.find((e) => e.tag === lastTag);
  if (!last) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.filter((e) => e.idx <= last.idx);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

async function insertUser(tag: string): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    db(),
    sql`INSERT INTO users (email, password_hash, first_name, last_name, phone_no, member_status) VALUES (${`${tag}@example.com`}, 'x', 'Up', ${tag}, '08012345678', true) RETURNING id`,
  );
  return Number(row.id);
}

async function insertAccount(owner: number | null, purpose: string): Promise<number> {
  const [row] = await rawRows<{ id: string }>(db(), sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) VALUES (${owner}, ${purpose}, ${owner === null ? 'society' : 'member'}) RETURNING id::text AS id`);
  return Number(row.id);
}

/** a posted transfer written the way the ledger wrote them before 0017: running balances, entry numbers, counters */
async function writeOldTransfer(reference: string, kind: string, userId: number | null, at: string, postings: Array<[number, bigint]>, metadata: Record<string, unknown> = {}): Promise<number> {
  const [t] = await rawRows<{ id: string }>(
    db(),
    sql`INSERT INTO ledger_transfers (reference, kind, status, user_id, description, metadata, created_at, posted_at)
        VALUES (${reference}, ${kind}, 'posted', ${userId}, ${kind}, ${JSON.stringify(metadata)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id::text AS id`,
  );
  for (const [account, amount] of postings) {
    const [a] = await rawRows<{ balance: string; posting_count: string; debit_total: string }>(
      db(),
      sql`SELECT balance::text AS balance, posting_count::text AS posting_count, debit_total::text AS debit_total FROM ledger_accounts WHERE id = ${account}`,
    );
    const balance = BigInt(a.balance) + amount;
    const entryNo = BigInt(a.posting_count) + 1n;
    const debits = BigInt(a.debit_total) + (amount < 0n ? -amount : 0n);
    await db().execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
      VALUES (${t.id}::bigint, ${account}, ${amount.toString()}::bigint, ${balance.toString()}::bigint, ${entryNo.toString()}::bigint, ${debits.toString()}::bigint, ${at}::timestamptz)`);
    await db().execute(sql`UPDATE ledger_accounts SET balance = ${balance.toString()}::bigint, posting_count = ${entryNo.toString()}::bigint, debit_total = ${debits.toString()}::bigint WHERE id = ${account}`);
  }
  return Number(t.id);
}

const entriesOf = async (userId: number) =>
  (await rawRows<{ seq: string; transfer_id: string; kind: string }>(db(), sql`SELECT seq::text AS seq, transfer_id::text AS transfer_id, kind FROM ledger_member_entries WHERE user_id = ${userId} ORDER BY seq`)).map(
    (r) => [Number(r.seq), Number(r.transfer_id), r.kind],
  );

beforeAll(async () => {
  // an empty in-memory database (a copy of the worker's initdb), migrated by the test to before 0017
  handle = await openEmptyPglite();
  olderDir = migrationsUpTo(LAST_BEFORE_HISTORY);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(olderDir, { recursive: true, force: true });
});

describeOnPglite('upgrading a database with money in it to the member history index (0017 onwards)', () => {
  it('indexes every existing history, passes the ledger check, and numbers new transfers after the old ones', async () => {
    expect((await migrate(handle, olderDir)).at(-1)).toBe(LAST_BEFORE_HISTORY);
    const ada = await insertUser('ada');
    const bola = await insertUser('bola');
    const chidi = await insertUser('chidi');
    const clearing = await insertAccount(null, 'provider_clearing');
    const inFlight = await insertAccount(null, 'payouts_in_flight');
    const adaWallet = await insertAccount(ada, MEMBER_ACCOUNT_KIND.wallet);
    const bolaWallet = await insertAccount(bola, MEMBER_ACCOUNT_KIND.wallet);
    await insertAccount(chidi, MEMBER_ACCOUNT_KIND.wallet);

    const funding = await writeOldTransfer('OLD-1', 'wallet_funding', ada, '2026-01-02T09:00:00Z', [[clearing, -1_000_000n], [adaWallet, 1_000_000n]]);
    const sent = await writeOldTransfer('OLD-2', 'member_transfer', ada, '2026-01-03T09:00:00Z', [[adaWallet, -200_000n], [bolaWallet, 200_000n]]);
    // society bookkeeping that names Ada but is not hers to see
    await writeOldTransfer('OLD-3', 'withdrawal_settlement', ada, '2026-01-04T09:00:00Z', [[inFlight, -50_000n], [clearing, 50_000n]]);
    const reversal = await writeOldTransfer('OLD-4', 'reversal', ada, '2026-01-05T09:00:00Z', [[bolaWallet, -200_000n], [adaWallet, 200_000n]], { reversed_kind: 'member_transfer' });
    // written last, but the oldest: the backfill numbers by time, not by id
    const bolaFunding = await writeOldTransfer('OLD-0', 'wallet_funding', bola, '2026-01-01T09:00:00Z', [[clearing, -500_000n], [bolaWallet, 500_000n]]);

    expect(await migrate(handle)).toEqual(expect.arrayContaining(['0017_member_history', '0020_ledger_transfer_generic_plans']));

    expect(await entriesOf(ada)).toEqual([
      [1, funding, 'wallet_funding'],
      [2, sent, 'member_transfer'],
      [3, reversal, 'member_transfer'],
    ]);
    expect(await entriesOf(bola)).toEqual([
      [1, bolaFunding, 'wallet_funding'],
      [2, sent, 'member_transfer'],
      [3, reversal, 'member_transfer'],
    ]);
    expect(await entriesOf(chidi)).toEqual([]);
    const counts = await rawRows<{ user_id: number; entry_count: string }>(db(), sql`SELECT user_id, entry_count::text AS entry_count FROM ledger_member_history ORDER BY user_id`);
    expect(counts.map((r) => [Number(r.user_id), Number(r.entry_count)])).toEqual([
      [ada, 3],
      [bola, 3],
    ]);
    const checked = await runLedgerCheck(db(), new Date());
    expect(checked.mismatched_member_histories).toEqual([]);
    expect(checked.ok).toBe(true);

    const after = await transfer(db(), { reference: 'NEW-1', kind: 'member_transfer', userId: ada, description: 'After the upgrade', postings: [{ accountId: adaWallet, amount: -10_000n }, { accountId: bolaWallet, amount: 10_000n }] });
    expect((await entriesOf(ada)).at(-1)).toEqual([4, after.id, 'member_transfer']);
    expect((await entriesOf(bola)).at(-1)).toEqual([4, after.id, 'member_transfer']);
    const page = await transfersForUser(db(), ada, { perPage: 10 });
    expect(page.rows.map((r) => r.reference)).toEqual(['NEW-1', 'OLD-4', 'OLD-2', 'OLD-1']);
    expect(page.total).toBe(4);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });
});
