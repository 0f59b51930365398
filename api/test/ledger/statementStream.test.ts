// accountStatementStream: a whole range for downloads, read in batches by entry number. The batches together are
// exactly the statement's rows, the figures are the statement's, and the range is fixed when the stream opens.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { AccountNotFoundError, InvalidLedgerRequestError, SOCIETY_ACCOUNT_KIND, accountStatement, societyAccount, transfer, type StatementRow } from '../../src/ledger';
import { accountStatementStream } from '../../src/ledger/statement';
import { openTestDatabase } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;
let member: number;
let wallet: number;
let fees: number;
let middle: Date;

async function fee(kobo: bigint) {
  await transfer(db(), { reference: ref(), kind: 'fee', userId: member, description: `Fee ${kobo}`, postings: [{ accountId: wallet, amount: -kobo }, { accountId: fees, amount: kobo }] });
}

/** the database's clock, between two movements */
async function dbNow(): Promise<Date> {
  await new Promise((r) => setTimeout(r, 15));
  const [row] = await rawRows<{ at: string }>(db(), sql`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`);
  await new Promise((r) => setTimeout(r, 15));
  return new Date(row.at);
}

async function collect(batches: AsyncIterable<StatementRow[]>): Promise<StatementRow[][]> {
  const all: StatementRow[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

beforeAll(async () => {
  database = await openTestDatabase();
  member = await insertMember(db());
  fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
  wallet = await fundWallet(db(), member, 500_000n);
  for (let i = 1; i <= 5; i++) await fee(BigInt(i * 100));
  middle = await dbNow();
  await fundWallet(db(), member, 20_005n);
  for (let i = 6; i <= 9; i++) await fee(BigInt(i * 100));
});
afterAll(() => database.close());

describe('accountStatementStream', () => {
  it('reads every row in batches of the given size, the same rows as the statement, in entry order', async () => {
    const stream = await accountStatementStream(db(), wallet, { batchSize: 3 });
    const batches = await collect(stream.batches);
    expect(batches.map((b) => b.length)).toEqual([3, 3, 3, 2]);
    const rows = batches.flat();
    expect(rows.map((r) => r.entry_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const statement = await accountStatement(db(), wallet, { perPage: 100 });
    expect(rows).toEqual(statement.rows);
    const figures = ['account_id', 'from', 'to', 'opening_balance', 'closing_balance', 'total_credits', 'total_debits', 'total'] as const;
    for (const figure of figures) expect(stream[figure]).toEqual(statement[figure]);
    expect(stream.total).toBe(11);
  });

  it('reads a dated range with the statement’s figures', async () => {
    const stream = await accountStatementStream(db(), wallet, { from: middle, batchSize: 2 });
    const rows = (await collect(stream.batches)).flat();
    const statement = await accountStatement(db(), wallet, { from: middle, perPage: 100 });
    expect(rows).toEqual(statement.rows);
    expect(rows.map((r) => r.amount)).toEqual([20_005n, -600n, -700n, -800n, -900n]);
    expect(stream).toMatchObject({ total: 5, opening_balance: statement.opening_balance, closing_balance: statement.closing_balance, total_credits: 20_005n, total_debits: 3_000n });
    const before = await accountStatementStream(db(), wallet, { to: middle });
    expect((await collect(before.batches)).flat().map((r) => r.entry_no)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps to the range it opened on: a movement posted while the batches are read is not in them', async () => {
    const stream = await accountStatementStream(db(), wallet, { batchSize: 4 });
    const iterator = stream.batches[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toHaveLength(4);
    await fee(1n);
    const rest: StatementRow[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(...next.value);
    const rows = [...first.value, ...rest];
    expect(rows).toHaveLength(stream.total);
    expect(rows.at(-1)!.balance_after).toBe(stream.closing_balance);
    expect(rows.some((r) => r.amount === -1n)).toBe(false);
    expect((await accountStatement(db(), wallet, { perPage: 100 })).total).toBe(stream.total + 1);
  });

  it('is empty, all zeros, for an empty range', async () => {
    const stream = await accountStatementStream(db(), wallet, { from: middle, to: middle });
    expect(await collect(stream.batches)).toEqual([]);
    expect(stream).toMatchObject({ total: 0, total_credits: 0n, total_debits: 0n });
    expect(stream.opening_balance).toBe(stream.closing_balance);
  });

  it('refuses an unknown account and a batch size that is not a positive whole number', async () => {
    await expect(accountStatementStream(db(), 987_654_321)).rejects.toBeInstanceOf(AccountNotFoundError);
    for (const batchSize of [0, -1, 1.5, 1_000_000]) await expect(accountStatementStream(db(), wallet, { batchSize })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
  });
});
