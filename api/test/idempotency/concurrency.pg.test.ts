// Duplicate requests racing on a real PostgreSQL server. PGlite runs one statement at a time and would
// serialise the race away, so this file runs only when TEST_DATABASE_URL names a server.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../src/db/client';
import { AppError } from '../../src/http/errors';
import { withIdempotency, type IdempotentReply } from '../../src/idempotency';
import { SOCIETY_ACCOUNT_KIND, accountBalance, runLedgerCheck, societyAccount, transfer } from '../../src/ledger';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from '../ledger/support/fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: DatabaseHandle;
const db = () => database.db;
beforeAll(async () => {
  if (usingPostgres) database = await openTestDatabase({ poolMax: 60 });
});
afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('idempotency under concurrency (PostgreSQL)', () => {
  it('50 concurrent requests with one key: exactly one effect, the rest replay or get 409', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    let runs = 0;
    const handler = async (tx: Transaction): Promise<IdempotentReply> => {
      runs += 1;
      const t = await transfer(tx, { reference: ref('ONCE'), kind: 'idem_once', userId: member, description: 'once', postings: [{ accountId: wallet, amount: -1_000n }, { accountId: fees, amount: 1_000n }] });
      await sleep(30); // keep the claim in flight while the others arrive
      return { status: 201, body: { success: true, transfer_id: t.id } };
    };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => withIdempotency(db(), { scope: `user:${member}`, key: 'same-key-for-all', requestHash: 'h' }, handler)));
    const fulfilled = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ status: number; body: unknown; replayed: boolean }>).value);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled.filter((r) => !r.replayed)).toHaveLength(1);
    const original = fulfilled.find((r) => !r.replayed)!;
    for (const r of fulfilled) expect({ status: r.status, body: r.body }).toEqual({ status: original.status, body: original.body });
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ statusCode: 409, message: 'This request is still being processed, please wait' });
    }
    expect(fulfilled.length + rejected.length).toBe(50);
    expect(runs).toBe(1);
    const [n] = await rawRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'idem_once'`);
    expect(n.n).toBe(1);
    expect(await accountBalance(db(), wallet)).toBe(99_000n);
  });

  it('a slow holder whose lock expired loses the key to the retry and its own effect rolls back', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const claim = { scope: `user:${member}`, key: 'slow-holder-key', requestHash: 'h', lockMs: 200 };
    const effect = (label: string, pause: number) => async (tx: Transaction): Promise<IdempotentReply> => {
      if (pause) await sleep(pause); // e.g. a provider call that hangs past the lock
      const t = await transfer(tx, { reference: ref(label), kind: 'idem_slow', userId: member, description: label, postings: [{ accountId: wallet, amount: -500n }, { accountId: fees, amount: 500n }] });
      return { status: 201, body: { by: label, transfer_id: t.id } };
    };
    const slow = withIdempotency(db(), claim, effect('slow', 600)).then(
      (r) => ({ ok: true as const, r }),
      (e: unknown) => ({ ok: false as const, e }),
    );
    await sleep(350); // the slow holder's lock has expired
    const retry = await withIdempotency(db(), claim, effect('retry', 0));
    expect(retry).toMatchObject({ status: 201, replayed: false, body: { by: 'retry' } });
    const outcome = await slow;
    if (outcome.ok) expect(outcome.r).toMatchObject({ replayed: true, body: { by: 'retry' } });
    else expect(outcome.e).toMatchObject({ statusCode: 409 });
    const rows = await rawRows<{ description: string }>(db(), sql`SELECT description FROM ledger_transfers WHERE kind = 'idem_slow'`);
    expect(rows.map((r) => r.description)).toEqual(['retry']);
    expect(await accountBalance(db(), wallet)).toBe(99_500n);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });
});
