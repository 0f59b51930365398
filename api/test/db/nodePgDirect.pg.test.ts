// The money path's shortcuts under drizzle on node-postgres (src/db/nodePgDirect.ts): its own BEGIN … COMMIT on a
// pooled connection, and the ledger's transfer as a named prepared statement. A real server only
// (`node scripts/test-api-pg.mjs`, and the PostgreSQL step of `npm test`); on PGlite both step aside.
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { DatabaseHandle } from '../../src/db/client';
import { nodePgClient, nodePgTransaction } from '../../src/db/nodePgDirect';
import { withIdempotency } from '../../src/idempotency';
import { MEMBER_ACCOUNT_KIND, memberAccount, transfer, withMoneyTransaction } from '../../src/ledger';
import { openTransaction, preparedRows } from '../../src/ledger/sql';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from '../ledger/support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;
const POOL_MAX = 2;
beforeAll(async () => {
  if (usingPostgres) {
    database = await openTestDatabase({ poolMax: POOL_MAX });
    await db().execute(sql`CREATE TABLE IF NOT EXISTS direct_tx_probe (id serial PRIMARY KEY, note text NOT NULL UNIQUE)`);
  }
});
afterAll(async () => {
  if (usingPostgres) await database.close();
});

const notes = async () => (await rawRows<{ note: string }>(db(), sql`SELECT note FROM direct_tx_probe ORDER BY id`)).map((r) => r.note);
const insertNote = (executor: Parameters<typeof rawRows>[0], note: string) => executor.execute(sql`INSERT INTO direct_tx_probe (note) VALUES (${note})`);

describeOnPostgres('transactions on node-postgres (nodePgTransaction)', () => {
  it('takes over from drizzle on a pool, and only there', async () => {
    expect(nodePgClient(db())).not.toBeNull();
    const run = nodePgTransaction(db(), async () => 'done');
    expect(run).not.toBeNull();
    await expect(run).resolves.toBe('done');
    // inside a transaction the pooled connection is already taken: no second transaction over it
    await openTransaction(db(), async (tx) => {
      expect(nodePgTransaction(tx as never, async () => 'nested')).toBeNull();
      expect(nodePgClient(tx)).not.toBeNull();
    });
  });

  it('commits the work of a transaction that returns', async () => {
    const result = await openTransaction(db(), async (tx) => {
      await insertNote(tx, 'committed-1');
      await insertNote(tx, 'committed-2');
      return 42;
    });
    expect(result).toBe(42);
    expect(await notes()).toEqual(expect.arrayContaining(['committed-1', 'committed-2']));
  });

  it('rolls back everything when the work throws, and throws that same error', async () => {
    const failure = new Error('the handler failed');
    await expect(
      openTransaction(db(), async (tx) => {
        await insertNote(tx, 'rolled-back');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).not.toContain('rolled-back');
  });

  it('rolls back after a failed statement and leaves the connection usable', async () => {
    await insertNote(db(), 'taken');
    await expect(
      openTransaction(db(), async (tx) => {
        await insertNote(tx, 'before-the-failure');
        await insertNote(tx, 'taken');
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await notes()).not.toContain('before-the-failure');
    // every connection of the pool went back clean: more transactions than connections all go through
    for (let i = 0; i < POOL_MAX * 3; i++) await openTransaction(db(), (tx) => insertNote(tx, `after-${i}`));
    expect((await notes()).filter((n) => n.startsWith('after-'))).toHaveLength(POOL_MAX * 3);
  });

  it('opens at the isolation level asked for, and at the server default otherwise', async () => {
    const level = (executor: Parameters<typeof rawRows>[0]) => rawRows<{ transaction_isolation: string }>(executor, sql`SHOW transaction_isolation`);
    expect((await openTransaction(db(), (tx) => level(tx)))[0].transaction_isolation).toBe('read committed');
    expect((await openTransaction(db(), (tx) => level(tx), { isolationLevel: 'serializable' }))[0].transaction_isolation).toBe('serializable');
    expect((await openTransaction(db(), (tx) => level(tx), { isolationLevel: 'repeatable read' }))[0].transaction_isolation).toBe('repeatable read');
  });

  it('keeps savepoints: a nested transaction that throws undoes only its own work', async () => {
    await openTransaction(db(), async (tx) => {
      await insertNote(tx, 'outer');
      await expect(
        tx.transaction(async (inner) => {
          await insertNote(inner, 'inner');
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    const all = await notes();
    expect(all).toContain('outer');
    expect(all).not.toContain('inner');
  });

  it('builds drizzle\'s transaction once per connection, and gives every transaction an object of its own over it', async () => {
    const single = await openTestDatabase({ poolMax: 1 });
    try {
      await single.db.execute(sql`CREATE TABLE direct_tx_probe (id serial PRIMARY KEY, note text NOT NULL UNIQUE)`);
      const seen: unknown[] = [];
      const xids: string[] = [];
      const secondFails = new Error('the second one fails');
      for (const [i, fail] of [false, true, false].entries()) {
        const run = openTransaction(single.db, async (tx) => {
          seen.push(tx);
          xids.push((await rawRows<{ xid: string }>(tx, sql`SELECT txid_current()::text AS xid`))[0].xid);
          await insertNote(tx, `reused-${i + 1}`);
          if (fail) throw secondFails;
        });
        if (fail) await expect(run).rejects.toBe(secondFails);
        else await run;
      }
      expect(new Set(seen).size).toBe(3);
      expect(Object.getPrototypeOf(seen[1])).toBe(Object.getPrototypeOf(seen[0]));
      expect(Object.getPrototypeOf(seen[2])).toBe(Object.getPrototypeOf(seen[0]));
      expect(new Set(xids).size).toBe(3);
      const kept = await rawRows<{ note: string }>(single.db, sql`SELECT note FROM direct_tx_probe ORDER BY id`);
      expect(kept.map((r) => r.note)).toEqual(['reused-1', 'reused-3']);
    } finally {
      await single.close();
    }
  });

  it('runs concurrent transactions on separate connections without mixing their work', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        openTransaction(db(), async (tx) => {
          await insertNote(tx, `concurrent-${i}`);
          if (i % 2) throw new Error(`odd ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const kept = (await notes()).filter((n) => n.startsWith('concurrent-')).sort();
    expect(kept).toEqual(['concurrent-0', 'concurrent-2', 'concurrent-4', 'concurrent-6']);
  });
});

describeOnPostgres('the ledger transfer as a named prepared statement', () => {
  it('is prepared once on the connection and keeps working on it', async () => {
    const member = await insertMember(db());
    const other = await insertMember(db());
    const wallet = await fundWallet(db(), member, 10_000n);
    await withMoneyTransaction(db(), async (tx) => {
      const to = await memberAccount(tx, other, MEMBER_ACCOUNT_KIND.wallet);
      for (let i = 0; i < 3; i++) {
        const result = await transfer(tx, { reference: ref('NAMED'), kind: 'member_transfer', userId: member, description: 'Named', postings: [{ accountId: wallet, amount: -1_000n }, { accountId: to, amount: 1_000n }] });
        expect(result.postings[0].balanceAfter).toBe(10_000n - 1_000n * BigInt(i + 1));
      }
      const prepared = await rawRows<{ name: string }>(tx, sql`SELECT name FROM pg_prepared_statements WHERE name = 'ledger_transfer'`);
      expect(prepared).toHaveLength(1);
    });
  });

  it('goes for the idempotency claim and its stored reply too (one connection, so all of them show on it)', async () => {
    const single = await openTestDatabase({ poolMax: 1 });
    try {
      const member = await insertMember(single.db);
      const result = await withIdempotency(single.db, { scope: `user:${member}`, key: `named-${member}`, requestHash: 'h' }, async () => ({ status: 200, body: { ok: true } }));
      expect(result).toEqual({ status: 200, body: { ok: true }, replayed: false });
      const names = (await rawRows<{ name: string }>(single.db, sql`SELECT name FROM pg_prepared_statements ORDER BY name`)).map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['idempotency_claim', 'idempotency_done']));
    } finally {
      await single.close();
    }
  });

  it('fails the way drizzle fails: the database error under a DrizzleQueryError, with the query and its values', async () => {
    const member = await insertMember(db());
    const reference = ref('DUP');
    await fundWallet(db(), member, 10_000n, reference);
    const failure = await preparedRows(db(), 'direct_probe_failure', sql`INSERT INTO ledger_transfers (reference, kind, status, user_id, description, posted_at) VALUES (${reference}, 'x', 'posted', ${member}, 'again', now())`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect((failure as DrizzleQueryError).params).toContain(reference);
    expect((failure as DrizzleQueryError).cause).toMatchObject({ code: '23505' });
  });
});
