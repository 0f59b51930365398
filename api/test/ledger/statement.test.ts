import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import {
  AccountNotFoundError,
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  accountStatement,
  memberAccount,
  reverse,
  societyAccount,
  transfer,
  transfersForUser,
  withMoneyTransaction,
} from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function dbNow(): Promise<Date> {
  await sleep(15);
  const [row] = await rawRows<{ at: string }>(db(), sql`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`);
  await sleep(15);
  return new Date(row.at);
}

let member: number;
let other: number;
let wallet: number;
let fees: number;
let t1: Date;
let t2: Date;
/** amounts on the wallet in order, by window */
const windows: bigint[][] = [[], [], []];

async function fee(kobo: bigint, window: number, kind = 'fee') {
  await transfer(db(), {
    reference: ref(),
    kind,
    userId: member,
    description: `Fee ${kobo}`,
    postings: [
      { accountId: wallet, amount: -kobo },
      { accountId: fees, amount: kobo },
    ],
  });
  windows[window].push(-kobo);
}

beforeAll(async () => {
  database = await openTestDatabase();
  member = await insertMember(db());
  other = await insertMember(db());
  fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
  wallet = await fundWallet(db(), member, 500_000n);
  windows[0].push(500_000n);
  await fee(1_250n, 0);
  await fee(3_333n, 0);
  t1 = await dbNow();
  await fundWallet(db(), member, 20_005n);
  windows[1].push(20_005n);
  await fee(7_000n, 1);
  await fee(1n, 1);
  await fundWallet(db(), member, 99n);
  windows[1].push(99n);
  t2 = await dbNow();
  await fee(10_000n, 2, 'card_fee');
  await fundWallet(db(), member, 1_000n);
  windows[2].push(1_000n);
  // someone else's money, on other accounts
  await fundWallet(db(), other, 77_777n);
});
afterAll(() => database.close());

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const credits = (xs: bigint[]) => sum(xs.filter((x) => x > 0n));
const debits = (xs: bigint[]) => -sum(xs.filter((x) => x < 0n));

describe('accountStatement', () => {
  it('covers the whole history with opening 0, closing = balance and running balances that add up', async () => {
    const all = windows.flat();
    const statement = await accountStatement(db(), wallet, { perPage: 100 });
    expect(statement.opening_balance).toBe(0n);
    expect(statement.closing_balance).toBe(sum(all));
    expect(statement.total_credits).toBe(credits(all));
    expect(statement.total_debits).toBe(debits(all));
    expect(statement.rows.map((r) => r.amount)).toEqual(all);
    let running = statement.opening_balance;
    for (const row of statement.rows) {
      running += row.amount;
      expect(row.balance_after).toBe(running);
    }
    expect(running).toBe(statement.closing_balance);
    expect(statement).toMatchObject({ total: all.length, per_page: 100, current_page: 1, last_page: 1 });
    const [cached] = await rawRows<{ b: string }>(db(), sql`SELECT balance::text AS b FROM ledger_accounts WHERE id = ${wallet}`);
    expect(statement.closing_balance).toBe(BigInt(cached.b));
    expect(statement.rows[0]).toMatchObject({ kind: 'wallet_funding', status: 'posted', description: 'Wallet funding', entry_no: 1 });
    expect(statement.rows[0].reference).toMatch(/^FUND-/);
  });

  it('takes a date range: opening from the last posting before it, totals of the range only', async () => {
    const statement = await accountStatement(db(), wallet, { from: t1, to: t2, perPage: 50 });
    expect(statement.opening_balance).toBe(sum(windows[0]));
    expect(statement.closing_balance).toBe(sum(windows[0]) + sum(windows[1]));
    expect(statement.rows.map((r) => r.amount)).toEqual(windows[1]);
    expect(statement.total_credits).toBe(credits(windows[1]));
    expect(statement.total_debits).toBe(debits(windows[1]));
    expect(statement.total).toBe(windows[1].length);
    for (const row of statement.rows) {
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(t1.getTime());
      expect(row.created_at.getTime()).toBeLessThan(t2.getTime());
    }
    // the same figures straight from SQL
    const [direct] = await rawRows<{ credits: string; debits: string }>(
      db(),
      sql`SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS credits, coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::text AS debits
          FROM ledger_postings WHERE account_id = ${wallet} AND created_at >= ${t1.toISOString()}::timestamptz AND created_at < ${t2.toISOString()}::timestamptz`,
    );
    expect(statement.total_credits).toBe(BigInt(direct.credits));
    expect(statement.total_debits).toBe(BigInt(direct.debits));
  });

  it('open-ended ranges', async () => {
    const since = await accountStatement(db(), wallet, { from: t2 });
    expect(since.opening_balance).toBe(sum(windows[0]) + sum(windows[1]));
    expect(since.rows.map((r) => r.amount)).toEqual(windows[2]);
    const until = await accountStatement(db(), wallet, { to: t1 });
    expect(until.opening_balance).toBe(0n);
    expect(until.rows.map((r) => r.amount)).toEqual(windows[0]);
  });

  it('pages through the range in either order with the same totals on every page', async () => {
    const all = windows.flat();
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await accountStatement(db(), wallet, { page, perPage: 3 }));
    expect(pages.map((p) => p.rows.length)).toEqual([3, 3, 3, 0].map((n, i) => Math.min(n, Math.max(0, all.length - i * 3))));
    expect(pages.flatMap((p) => p.rows.map((r) => r.amount))).toEqual(all);
    for (const p of pages) {
      expect(p).toMatchObject({ total: all.length, per_page: 3, last_page: Math.ceil(all.length / 3), opening_balance: 0n, closing_balance: sum(all) });
    }
    const newest = await accountStatement(db(), wallet, { page: 1, perPage: 4, order: 'desc' });
    expect(newest.rows.map((r) => r.amount)).toEqual([...all].reverse().slice(0, 4));
    const desc = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page++) desc.push(...(await accountStatement(db(), wallet, { page, perPage: 4, order: 'desc' })).rows);
    expect(desc.map((r) => r.amount)).toEqual([...all].reverse());
    const rangeDesc = await accountStatement(db(), wallet, { from: t1, to: t2, perPage: 2, page: 2, order: 'desc' });
    expect(rangeDesc.rows.map((r) => r.amount)).toEqual([...windows[1]].reverse().slice(2, 4));
  });

  it('an empty or inverted range has no rows and opening = closing', async () => {
    const inverted = await accountStatement(db(), wallet, { from: t2, to: t1 });
    expect(inverted.rows).toEqual([]);
    expect(inverted.total).toBe(0);
    expect(inverted.closing_balance).toBe(inverted.opening_balance);
    expect(inverted.total_credits).toBe(0n);
    expect(inverted.last_page).toBe(1);
    const fresh = await memberAccount(db(), other, MEMBER_ACCOUNT_KIND.shares);
    const empty = await accountStatement(db(), fresh, {});
    expect(empty).toMatchObject({ opening_balance: 0n, closing_balance: 0n, total_credits: 0n, total_debits: 0n, rows: [], total: 0 });
  });

  it('rejects unknown accounts and bad paging', async () => {
    await expect(accountStatement(db(), 9_999_999, {})).rejects.toBeInstanceOf(AccountNotFoundError);
    await expect(accountStatement(db(), wallet, { page: 0 })).rejects.toThrow(/page/);
    await expect(accountStatement(db(), wallet, { perPage: 10_000 })).rejects.toThrow(/perPage/);
  });

  it('works for a society account that goes negative', async () => {
    const clearing = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing);
    const statement = await accountStatement(db(), clearing, { perPage: 500 });
    expect(statement.closing_balance).toBeLessThan(0n);
    expect(statement.closing_balance).toBe(statement.opening_balance + statement.total_credits - statement.total_debits);
  });
});

describe('transfersForUser', () => {
  it('lists the member’s transfers newest first with their own postings and net amount', async () => {
    const page = await transfersForUser(db(), member, { perPage: 100 });
    expect(page.total).toBe(windows.flat().length);
    expect(page.rows[0].kind).toBe('wallet_funding');
    expect(page.rows[0].net_amount).toBe(1_000n);
    expect(page.rows[1]).toMatchObject({ kind: 'card_fee', net_amount: -10_000n, postings: [{ account_id: wallet, purpose: 'wallet', amount: -10_000n }] });
    const times = page.rows.map((r) => r.created_at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // another member's funding never shows
    expect(page.rows.some((r) => r.user_id === other)).toBe(false);
    const theirs = await transfersForUser(db(), other, {});
    expect(theirs.rows.map((r) => r.net_amount)).toEqual([77_777n]);
  });

  it('filters by kinds and dates and pages', async () => {
    const fees = await transfersForUser(db(), member, { kinds: ['fee', 'card_fee'] });
    expect(fees.total).toBe(5);
    const cardFees = await transfersForUser(db(), member, { kinds: ['card_fee'] });
    expect(cardFees.rows.map((r) => r.net_amount)).toEqual([-10_000n]);
    const middle = await transfersForUser(db(), member, { from: t1, to: t2 });
    expect(middle.rows.map((r) => r.net_amount)).toEqual([...windows[1]].reverse());
    const p2 = await transfersForUser(db(), member, { page: 2, perPage: 3 });
    expect(p2).toMatchObject({ current_page: 2, per_page: 3, total: windows.flat().length, last_page: Math.ceil(windows.flat().length / 3) });
    const beyond = await transfersForUser(db(), member, { page: 50, perPage: 3 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(windows.flat().length);
  });

  it('shows a member-to-member transfer to both members, and reversals with their link', async () => {
    const a = await insertMember(db());
    const b = await insertMember(db());
    const aWallet = await fundWallet(db(), a, 10_000n);
    const bWallet = await memberAccount(db(), b, MEMBER_ACCOUNT_KIND.wallet);
    const sent = await transfer(db(), {
      reference: ref(),
      kind: 'member_transfer',
      userId: a,
      description: 'To a friend',
      postings: [
        { accountId: aWallet, amount: -4_000n },
        { accountId: bWallet, amount: 4_000n },
      ],
    });
    const forB = await transfersForUser(db(), b, {});
    expect(forB.rows.map((r) => [r.id, r.net_amount])).toEqual([[sent.id, 4_000n]]);
    const reversal = await withMoneyTransaction(db(), (tx) => reverse(tx, sent.id, 'sent by mistake'));
    const forA = await transfersForUser(db(), a, { kinds: ['member_transfer', 'reversal'] });
    expect(forA.rows.map((r) => [r.kind, r.net_amount, r.reversed_by_transfer_id, r.reverses_transfer_id])).toEqual([
      ['reversal', 4_000n, null, sent.id],
      ['member_transfer', -4_000n, reversal.id, null],
    ]);
  });
});
