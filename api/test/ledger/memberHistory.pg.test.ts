// The member history index under real concurrency (PostgreSQL only: PGlite runs one statement at a time).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, runLedgerCheck, societyAccount, transfer, transfersForUser, withMoneyTransaction } from '../../src/ledger';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;
beforeAll(async () => {
  if (usingPostgres) database = await openTestDatabase({ poolMax: 40 });
});
afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('member history index on PostgreSQL', () => {
  it('numbers 120 concurrent transfers over different accounts of the same members 1…n, without gaps, twins or deadlocks', async () => {
    const [a, b] = [await insertMember(db()), await insertMember(db())];
    const aWallet = await fundWallet(db(), a, 10_000_000n);
    const bWallet = await fundWallet(db(), b, 10_000_000n);
    const aSavings = await memberAccount(db(), a, MEMBER_ACCOUNT_KIND.regularSavings);
    const bSavings = await memberAccount(db(), b, MEMBER_ACCOUNT_KIND.regularSavings);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    // moves that share members but not always accounts: a's wallet → b's savings, b's wallet → a's savings, own saves, fees
    const shapes: Array<[number, number, number | undefined]> = [
      [aWallet, bSavings, a],
      [bWallet, aSavings, b],
      [aWallet, aSavings, a],
      [bWallet, bSavings, b],
      [aWallet, fees, a],
      [bWallet, fees, undefined],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) => {
        const [from, to, userId] = shapes[i % shapes.length];
        return withMoneyTransaction(db(), (tx) =>
          transfer(tx, { reference: ref('RACE'), kind: 'member_transfer', userId, description: 'race', postings: [{ accountId: from, amount: -100n }, { accountId: to, amount: 100n }] }),
        );
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    // 4 of the 6 shapes touch each member, 20 times each, plus their funding
    for (const [user, expected] of [[a, 1 + 80], [b, 1 + 80]] as const) {
      const [row] = await rawRows<{ n: string; last: string; distinct_seq: string; entry_count: string }>(
        db(),
        sql`SELECT count(*)::text AS n, max(seq)::text AS last, count(DISTINCT transfer_id)::text AS distinct_seq,
                   (SELECT entry_count::text FROM ledger_member_history WHERE user_id = ${user}) AS entry_count
            FROM ledger_member_entries WHERE user_id = ${user}`,
      );
      expect(row).toEqual({ n: String(expected), last: String(expected), distinct_seq: String(expected), entry_count: String(expected) });
      const page = await transfersForUser(db(), user, { perPage: 500 });
      expect(page.total).toBe(expected);
      expect(new Set(page.rows.map((r) => r.id)).size).toBe(expected);
    }
    const check = await withMoneyTransaction(db(), (tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read' });
    expect(check.mismatched_member_histories).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
