// Races on a real PostgreSQL server. PGlite runs one statement at a time, which would serialise these
// races and hide deadlocks and lost updates, so this file runs only when TEST_DATABASE_URL names a server
// (`node scripts/test-api-pg.mjs`, and the PostgreSQL step of `npm test`).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import {
  InsufficientFundsError,
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  accountBalance,
  memberAccount,
  runLedgerCheck,
  societyAccount,
  transfer,
  withMoneyTransaction,
} from '../../src/ledger';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';


let database: DatabaseHandle;
const db = () => database.db;
beforeAll(async () => {
  if (usingPostgres) database = await openTestDatabase({ poolMax: 60 });
});
afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('concurrent transfers on PostgreSQL', () => {
  it('50 concurrent ₦300 withdrawals from a ₦10,000 wallet: exactly 33 succeed, ₦100 left, never negative', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        withMoneyTransaction(db(), async (tx) => {
          const from = await memberAccount(tx, member, MEMBER_ACCOUNT_KIND.wallet);
          const inFlight = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.payoutsInFlight);
          return transfer(tx, {
            reference: ref('WD'),
            kind: 'withdrawal',
            userId: member,
            description: 'Withdrawal',
            status: 'pending',
            deadlineAt: new Date(Date.now() + 3_600_000),
            postings: [
              { accountId: from, amount: -30_000n },
              { accountId: inFlight, amount: 30_000n },
            ],
          });
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await accountBalance(db(), wallet)).toBe(10_000n);
    const [low] = await rawRows<{ min: string; n: number }>(db(), sql`SELECT min(balance_after)::text AS min, count(*)::int AS n FROM ledger_postings WHERE account_id = ${wallet}`);
    expect(BigInt(low.min)).toBeGreaterThanOrEqual(0n);
    expect(low.n).toBe(34);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('transfer() given the bare database opens its own transaction: the same race stays exact', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        transfer(db(), { reference: ref('FEE'), kind: 'fee', description: 'fee', postings: [{ accountId: wallet, amount: -7_000n }, { accountId: fees, amount: 7_000n }] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(14);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await accountBalance(db(), wallet)).toBe(2_000n);
  });

  it('opposite-order transfers between the same accounts do not deadlock (locks are taken in id order)', async () => {
    const a = await insertMember(db());
    const b = await insertMember(db());
    const wa = await fundWallet(db(), a, 1_000_000n);
    const wb = await fundWallet(db(), b, 1_000_000n);
    const deadlocks: unknown[] = [];
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        withMoneyTransaction(
          db(),
          (tx) =>
            transfer(tx, {
              reference: ref('P2P'),
              kind: 'member_transfer',
              description: 'p2p',
              postings: i % 2 ? [{ accountId: wa, amount: -100n }, { accountId: wb, amount: 100n }] : [{ accountId: wb, amount: 100n - 200n }, { accountId: wa, amount: 100n }],
            }),
          { retries: 0 },
        ).catch((error: unknown) => deadlocks.push(error)),
      ),
    );
    expect(deadlocks).toEqual([]);
    expect((await accountBalance(db(), wa)) + (await accountBalance(db(), wb))).toBe(2_000_000n);
  });

  it('withMoneyTransaction retries a real deadlock to success', async () => {
    await db().execute(sql`CREATE TABLE IF NOT EXISTS deadlock_probe (id int PRIMARY KEY, n int NOT NULL DEFAULT 0)`);
    await db().execute(sql`INSERT INTO deadlock_probe (id) VALUES (1), (2) ON CONFLICT DO NOTHING`);
    let attempts = 0;
    let arrived = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((r) => (bothLocked = r));
    const crossing = (first: number, second: number) =>
      withMoneyTransaction(
        db(),
        async (tx) => {
          attempts += 1;
          await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${first}`);
          if (attempts <= 2) {
            if (++arrived === 2) bothLocked();
            await barrier; // first attempts: each holds one row and wants the other's
          }
          await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${second}`);
        },
        { backoffMs: 5 },
      );
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBe(3); // one of the two was chosen as the deadlock victim and ran again
    const rows = await rawRows<{ n: number }>(db(), sql`SELECT n FROM deadlock_probe ORDER BY id`);
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('creates a member account once under concurrent first use', async () => {
    const member = await insertMember(db());
    const ids = await Promise.all(Array.from({ length: 30 }, () => withMoneyTransaction(db(), (tx) => memberAccount(tx, member, MEMBER_ACCOUNT_KIND.shares))));
    expect(new Set(ids).size).toBe(1);
  });
});
