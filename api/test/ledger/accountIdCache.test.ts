// Account ids kept in the process: only once committed, per database.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { MEMBER_ACCOUNT_KIND, memberAccount, withMoneyTransaction } from '../../src/ledger';
import { accountKey, knownAccountId } from '../../src/ledger/accountIdCache';
import { openTestDatabase } from '../helpers/testDatabase';
import { insertMember, rawRows } from './support/fixtures';

let database: DatabaseHandle;
let other: DatabaseHandle;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
  other = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await other.close();
});

const exists = async (handle: DatabaseHandle, id: number) => (await rawRows(handle.db, sql`SELECT 1 FROM ledger_accounts WHERE id = ${id}`)).length === 1;

describe('account id cache', () => {
  it('forgets an account created in a transaction that rolled back, and keeps one that committed', async () => {
    const member = await insertMember(db());
    const key = accountKey(member, MEMBER_ACCOUNT_KIND.regularSavings);
    let rolledBack = 0;
    await expect(
      withMoneyTransaction(db(), async (tx) => {
        rolledBack = await memberAccount(tx, member, MEMBER_ACCOUNT_KIND.regularSavings);
        expect(await memberAccount(tx, member, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(rolledBack);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(knownAccountId(db(), key)).toBeUndefined();
    expect(await exists(database, rolledBack)).toBe(false);

    const committed = await withMoneyTransaction(db(), (tx) => memberAccount(tx, member, MEMBER_ACCOUNT_KIND.regularSavings));
    expect(committed).not.toBe(rolledBack);
    expect(await exists(database, committed)).toBe(true);
    expect(knownAccountId(db(), key)).toBe(committed);
    // inside a later transaction the id comes from the cache, and is the row's
    expect(await withMoneyTransaction(db(), (tx) => memberAccount(tx, member, MEMBER_ACCOUNT_KIND.regularSavings))).toBe(committed);
  });

  it('forgets a rolled-back account when the next transaction on the same connection commits other accounts', async () => {
    const single = await openTestDatabase({ poolMax: 1 });
    try {
      const member = await insertMember(single.db);
      await expect(
        withMoneyTransaction(single.db, async (tx) => {
          await memberAccount(tx, member, MEMBER_ACCOUNT_KIND.regularSavings);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const wallet = await withMoneyTransaction(single.db, (tx) => memberAccount(tx, member, MEMBER_ACCOUNT_KIND.wallet));
      expect(knownAccountId(single.db, accountKey(member, MEMBER_ACCOUNT_KIND.wallet))).toBe(wallet);
      expect(knownAccountId(single.db, accountKey(member, MEMBER_ACCOUNT_KIND.regularSavings))).toBeUndefined();
      // and the account is made afresh when it is next needed, a real row
      const savings = await memberAccount(single.db, member, MEMBER_ACCOUNT_KIND.regularSavings);
      expect(await exists(single, savings)).toBe(true);
    } finally {
      await single.close();
    }
  });

  it('keeps one cache per database: the same member and purpose elsewhere is another account', async () => {
    await insertMember(other.db); // ids differ between the two databases from here on
    const here = await insertMember(db());
    const there = await insertMember(other.db);
    const a = await memberAccount(db(), here, MEMBER_ACCOUNT_KIND.wallet);
    const b = await memberAccount(other.db, there, MEMBER_ACCOUNT_KIND.wallet);
    expect(knownAccountId(db(), accountKey(here, MEMBER_ACCOUNT_KIND.wallet))).toBe(a);
    expect(knownAccountId(other.db, accountKey(there, MEMBER_ACCOUNT_KIND.wallet))).toBe(b);
    expect(knownAccountId(other.db, accountKey(here, MEMBER_ACCOUNT_KIND.wallet))).not.toBe(a);
    expect(await exists(other, b)).toBe(true);
  });
});
