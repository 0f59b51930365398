// Each member's history index (ledger_member_entries + ledger_member_history), written by transfer() and read by
// transfersForUser: complete, numbered 1…n, left alone by refusals, and paged the same as the plain ordering.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import {
  InsufficientFundsError,
  DuplicateReferenceError,
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  loanReceivableAccountKind,
  memberAccount,
  reverse,
  runLedgerCheck,
  societyAccount,
  transfer,
  transfersForUser,
} from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function entries(userId: number): Promise<Array<{ seq: number; transfer_id: number; kind: string }>> {
  const rows = await rawRows<{ seq: string; transfer_id: string; kind: string }>(
    db(),
    sql`SELECT seq::text AS seq, transfer_id::text AS transfer_id, kind FROM ledger_member_entries WHERE user_id = ${userId} ORDER BY seq`,
  );
  return rows.map((r) => ({ seq: Number(r.seq), transfer_id: Number(r.transfer_id), kind: r.kind }));
}

async function entryCount(userId: number): Promise<number | null> {
  const [row] = await rawRows<{ n: string }>(db(), sql`SELECT entry_count::text AS n FROM ledger_member_history WHERE user_id = ${userId}`);
  return row ? Number(row.n) : null;
}

async function pay(from: number, to: number, kobo: bigint, kind = 'fee', userId?: number) {
  return transfer(db(), { reference: ref(), kind, userId, description: kind, postings: [{ accountId: from, amount: -kobo }, { accountId: to, amount: kobo }] });
}

describe('the member history index', () => {
  it('numbers each member’s transfers 1…n: named, touching their accounts, or both; a member-to-member move shows to each', async () => {
    const a = await insertMember(db());
    const b = await insertMember(db());
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const aWallet = await fundWallet(db(), a, 50_000n);
    const bWallet = await memberAccount(db(), b, MEMBER_ACCOUNT_KIND.wallet);
    const sent = await pay(aWallet, bWallet, 1_000n, 'member_transfer', a);
    const fee = await pay(aWallet, fees, 100n, 'fee');
    // a fee paid straight by card: names the member, touches no account of theirs
    const clearing = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing);
    const byCard = await pay(clearing, fees, 2_000n, 'registration_fee', b);

    expect((await entries(a)).map((e) => [e.seq, e.kind])).toEqual([[1, 'wallet_funding'], [2, 'member_transfer'], [3, 'fee']]);
    expect((await entries(a))[1].transfer_id).toBe(sent.id);
    expect((await entries(a))[2].transfer_id).toBe(fee.id);
    expect(await entries(b)).toEqual([
      { seq: 1, transfer_id: sent.id, kind: 'member_transfer' },
      { seq: 2, transfer_id: byCard.id, kind: 'registration_fee' },
    ]);
    expect(await entryCount(a)).toBe(3);
    expect(await entryCount(b)).toBe(2);
  });

  it('leaves society bookkeeping out (even on a member’s receivable) and lists a reversal under what it reverses', async () => {
    const m = await insertMember(db());
    const wallet = await fundWallet(db(), m, 10_000n);
    const receivable = await memberAccount(db(), m, loanReceivableAccountKind(`${m}-1`));
    const contra = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.loansReceivableContra);
    const owed = await pay(contra, receivable, 5_000n, 'loan_receivable', m);
    await reverse(db(), owed.id, 'undo');
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const fee = await pay(wallet, fees, 300n, 'fee', m);
    const undone = await reverse(db(), fee.id, 'refund');

    expect(await entries(m)).toEqual([
      { seq: 1, transfer_id: expect.any(Number), kind: 'wallet_funding' },
      { seq: 2, transfer_id: fee.id, kind: 'fee' },
      { seq: 3, transfer_id: undone.id, kind: 'fee' },
    ]);
    const page = await transfersForUser(db(), m, {});
    expect(page.rows.map((r) => r.kind)).toEqual(['reversal', 'fee', 'wallet_funding']);
    expect(page).toMatchObject({ total: 3, has_more: false });
  });

  it('is left unchanged by a refused transfer (insufficient funds, duplicate reference)', async () => {
    const m = await insertMember(db());
    const wallet = await fundWallet(db(), m, 1_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const before = await entries(m);
    await expect(pay(wallet, fees, 1_001n)).rejects.toBeInstanceOf(InsufficientFundsError);
    const done = await pay(wallet, fees, 10n);
    await expect(transfer(db(), { reference: done.reference, kind: 'fee', description: 'again', postings: [{ accountId: wallet, amount: -10n }, { accountId: fees, amount: 10n }] })).rejects.toBeInstanceOf(
      DuplicateReferenceError,
    );
    expect(await entries(m)).toEqual([...before, { seq: 2, transfer_id: done.id, kind: 'fee' }]);
    expect(await entryCount(m)).toBe(2);
    expect((await runLedgerCheck(db(), new Date())).mismatched_member_histories).toEqual([]);
  });
});

describe('transfersForUser on the index', () => {
  let m: number;
  /** transfer ids newest first, and their kinds */
  const made: Array<{ id: number; kind: string }> = [];

  beforeAll(async () => {
    m = await insertMember(db());
    const wallet = await fundWallet(db(), m, 1_000_000n);
    const [{ id }] = await rawRows<{ id: string }>(db(), sql`SELECT transfer_id::text AS id FROM ledger_member_entries WHERE user_id = ${m}`);
    made.unshift({ id: Number(id), kind: 'wallet_funding' });
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    for (let i = 1; i <= 23; i++) {
      const kind = i % 3 === 0 ? 'card_fee' : 'fee';
      made.unshift({ id: (await pay(wallet, fees, BigInt(i), kind, m)).id, kind });
    }
  });

  it.each([1, 5, 7, 24, 50])('pages of %i rows are the newest-first ordering, cut in pages, with an exact total', async (perPage) => {
    const seen: number[] = [];
    const pages = Math.ceil(made.length / perPage);
    for (let page = 1; page <= pages; page++) {
      const result = await transfersForUser(db(), m, { page, perPage });
      expect(result).toMatchObject({ total: made.length, last_page: pages, current_page: page, has_more: page < pages });
      seen.push(...result.rows.map((r) => r.id));
    }
    expect(seen).toEqual(made.map((t) => t.id));
    expect((await transfersForUser(db(), m, { page: pages + 1, perPage })).rows).toEqual([]);
  });

  it('filters by kinds without counting the history: has_more at the boundary, pages in order', async () => {
    const cardFees = made.filter((t) => t.kind === 'card_fee');
    expect(cardFees).toHaveLength(7);
    const exact = await transfersForUser(db(), m, { kinds: ['card_fee'], perPage: 7 });
    expect(exact).toMatchObject({ has_more: false, total: 7, last_page: 1 });
    const first = await transfersForUser(db(), m, { kinds: ['card_fee'], perPage: 6 });
    expect(first).toMatchObject({ has_more: true, total: 7, last_page: 2 });
    const second = await transfersForUser(db(), m, { kinds: ['card_fee'], perPage: 6, page: 2 });
    expect(second).toMatchObject({ has_more: false, total: 7, last_page: 2 });
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(cardFees.map((t) => t.id));
    const both = await transfersForUser(db(), m, { kinds: ['card_fee', 'fee', 'wallet_funding'], perPage: 10, page: 3 });
    expect(both.rows.map((r) => r.id)).toEqual(made.slice(20).map((t) => t.id));
    expect(both).toMatchObject({ has_more: false, total: 24 });
  });

  it('shows nothing of another member, and an empty history reads as one empty page', async () => {
    const stranger = await insertMember(db());
    expect(await transfersForUser(db(), stranger, {})).toMatchObject({ rows: [], total: 0, last_page: 1, has_more: false });
    expect(await transfersForUser(db(), stranger, { kinds: ['fee'] })).toMatchObject({ rows: [], total: 0, has_more: false });
  });
});
