import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import {
  AccountNotFoundError,
  DuplicateReferenceError,
  InsufficientFundsError,
  InvalidLedgerRequestError,
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  UnbalancedTransferError,
  accountBalance,
  findMemberAccount,
  memberAccount,
  memberAccounts,
  runLedgerCheck,
  societyAccount,
  targetSavingsAccountKind,
  transfer,
  withMoneyTransaction,
} from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { balanceOf, count, fundWallet, insertMember, pgCause, rawRows, ref, rejection } from './support/fixtures';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;

describe('accounts', () => {
  it('creates a member account once per (member, purpose) and a society account once per purpose', async () => {
    const member = await insertMember(db());
    const a = await memberAccount(db(), member, MEMBER_ACCOUNT_KIND.wallet);
    const b = await memberAccount(db(), member, MEMBER_ACCOUNT_KIND.wallet);
    const savings = await memberAccount(db(), member, targetSavingsAccountKind(7));
    expect(b).toBe(a);
    expect(savings).not.toBe(a);
    const fee1 = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const fee2 = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    expect(fee2).toBe(fee1);
    // the same purpose for the society and a member are different accounts
    expect(await societyAccount(db(), 'wallet')).not.toBe(a);
    expect((await memberAccounts(db(), member)).map((x) => x.purpose)).toEqual(['target_savings:7', 'wallet']);
    expect(await findMemberAccount(db(), member, MEMBER_ACCOUNT_KIND.shares)).toBeNull();
  });

  it('creates concurrently requested accounts once', async () => {
    const member = await insertMember(db());
    const ids = await Promise.all(Array.from({ length: 10 }, () => memberAccount(db(), member, MEMBER_ACCOUNT_KIND.regularSavings)));
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses a duplicate society account at the database level (NULL owners are not distinct)', async () => {
    await societyAccount(db(), SOCIETY_ACCOUNT_KIND.suspense);
    await expect(db().execute(sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) VALUES (NULL, 'suspense', 'society')`)).rejects.toThrow();
  });

  it('rejects malformed purposes', async () => {
    const member = await insertMember(db());
    await expect(memberAccount(db(), member, 'Wallet!')).rejects.toBeInstanceOf(InvalidLedgerRequestError);
    await expect(societyAccount(db(), '')).rejects.toBeInstanceOf(InvalidLedgerRequestError);
  });
});

describe('transfer', () => {
  it('posts a balanced transfer, updates cached balances and writes running balances', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const result = await withMoneyTransaction(db(), (tx) =>
      transfer(tx, {
        reference: ref(),
        kind: 'fee',
        userId: member,
        description: 'Card fee',
        postings: [
          { accountId: wallet, amount: -15_000n },
          { accountId: fees, amount: 15_000n },
        ],
        metadata: { note: 'x', big: 5n },
      }),
    );
    expect(result.status).toBe('posted');
    expect(result.postings).toEqual([
      { accountId: wallet, amount: -15_000n, balanceAfter: 985_000n },
      { accountId: fees, amount: 15_000n, balanceAfter: expect.any(BigInt) },
    ]);
    expect(await accountBalance(db(), wallet)).toBe(985_000n);
    const [row] = await rawRows(db(), sql`SELECT status, posted_at, metadata FROM ledger_transfers WHERE id = ${result.id}`);
    expect(row.status).toBe('posted');
    expect(row.posted_at).not.toBeNull();
    expect(row.metadata).toEqual({ note: 'x', big: '5' });
    const postings = await rawRows(db(), sql`SELECT amount::text, balance_after::text, entry_no::int FROM ledger_postings WHERE account_id = ${wallet} ORDER BY entry_no`);
    expect(postings).toEqual([
      { amount: '1000000', balance_after: '1000000', entry_no: 1 },
      { amount: '-15000', balance_after: '985000', entry_no: 2 },
    ]);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('rejects one posting, zero amounts, non-bigint amounts and unbalanced postings, writing nothing', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 10_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const before = await count(db(), 'ledger_transfers');
    const attempt = (postings: Array<{ accountId: number; amount: bigint }>) =>
      withMoneyTransaction(db(), (tx) => transfer(tx, { reference: ref(), kind: 'fee', description: 'x', postings }));
    await expect(attempt([{ accountId: wallet, amount: -100n }])).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(attempt([])).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(attempt([{ accountId: wallet, amount: 0n }, { accountId: fees, amount: 0n }])).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(attempt([{ accountId: wallet, amount: -100n }, { accountId: fees, amount: 99n }])).rejects.toMatchObject({ name: 'UnbalancedTransferError', sum: -1n });
    await expect(attempt([{ accountId: wallet, amount: -1 as unknown as bigint }, { accountId: fees, amount: 1 as unknown as bigint }])).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(attempt([{ accountId: wallet, amount: -100n }, { accountId: 999_999, amount: 100n }])).rejects.toBeInstanceOf(AccountNotFoundError);
    expect(await count(db(), 'ledger_transfers')).toBe(before);
    expect(await accountBalance(db(), wallet)).toBe(10_000n);
  });

  it('refuses to overdraw a member account and leaves everything unchanged', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 50_000n);
    const inFlight = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.payoutsInFlight);
    const inFlightBefore = await balanceOf(db(), inFlight);
    const transfersBefore = await count(db(), 'ledger_transfers');
    const postingsBefore = await count(db(), 'ledger_postings');
    const error = await withMoneyTransaction(db(), (tx) =>
      transfer(tx, {
        reference: ref(),
        kind: 'withdrawal',
        userId: member,
        description: 'Withdrawal',
        postings: [
          { accountId: wallet, amount: -50_001n },
          { accountId: inFlight, amount: 50_001n },
        ],
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error).toMatchObject({ accountId: wallet, available: 50_000n, requested: 50_001n });
    expect(await balanceOf(db(), wallet)).toBe(50_000n);
    expect(await balanceOf(db(), inFlight)).toBe(inFlightBefore);
    expect(await count(db(), 'ledger_transfers')).toBe(transfersBefore);
    expect(await count(db(), 'ledger_postings')).toBe(postingsBefore);
  });

  it('lets a member account reach exactly zero, and checks every running balance', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 500n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    // −600 then +100 ends at 0, but would pass through −100: refused
    await expect(
      transfer(db(), {
        reference: ref(),
        kind: 'fee',
        description: 'x',
        postings: [
          { accountId: wallet, amount: -600n },
          { accountId: wallet, amount: 100n },
          { accountId: fees, amount: 500n },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await transfer(db(), {
      reference: ref(),
      kind: 'fee',
      description: 'x',
      postings: [
        { accountId: wallet, amount: -400n },
        { accountId: wallet, amount: -100n },
        { accountId: fees, amount: 500n },
      ],
    });
    expect(await accountBalance(db(), wallet)).toBe(0n);
    const rows = await rawRows(db(), sql`SELECT balance_after::text AS b, entry_no::int AS e FROM ledger_postings WHERE account_id = ${wallet} ORDER BY entry_no`);
    expect(rows).toEqual([
      { b: '500', e: 1 },
      { b: '100', e: 2 },
      { b: '0', e: 3 },
    ]);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('lets society accounts go below zero', async () => {
    const member = await insertMember(db());
    await fundWallet(db(), member, 1_000n);
    expect(await balanceOf(db(), await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing))).toBeLessThan(0n);
  });

  it('throws DuplicateReferenceError for a reused reference and writes nothing new', async () => {
    const member = await insertMember(db());
    const reference = ref('DUP');
    const wallet = await fundWallet(db(), member, 1_000n, reference);
    const before = await count(db(), 'ledger_postings');
    await expect(fundWallet(db(), member, 1_000n, reference)).rejects.toBeInstanceOf(DuplicateReferenceError);
    expect(await count(db(), 'ledger_postings')).toBe(before);
    expect(await accountBalance(db(), wallet)).toBe(1_000n);
  });

  it('reports a duplicate before insufficient funds (a retried request that already went through)', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const input = { reference: ref(), kind: 'fee', description: 'fee', postings: [{ accountId: wallet, amount: -1_000n }, { accountId: fees, amount: 1_000n }] };
    await transfer(db(), input);
    await expect(transfer(db(), input)).rejects.toBeInstanceOf(DuplicateReferenceError);
  });

  it('validates references, kinds, status and deadlines', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    const postings = [
      { accountId: wallet, amount: -1n },
      { accountId: fees, amount: 1n },
    ];
    await expect(transfer(db(), { reference: '', kind: 'fee', description: '', postings })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
    await expect(transfer(db(), { reference: 'x'.repeat(201), kind: 'fee', description: '', postings })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
    await expect(transfer(db(), { reference: ref(), kind: 'Fee Kind', description: '', postings })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
    await expect(transfer(db(), { reference: ref(), kind: 'fee', description: '', postings, status: 'pending' })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
    await expect(transfer(db(), { reference: ref(), kind: 'fee', description: '', postings, deadlineAt: new Date() })).rejects.toBeInstanceOf(InvalidLedgerRequestError);
  });
});

describe('database safety nets', () => {
  it('the CHECK constraint rejects a negative member balance written directly', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100n);
    const error = await rejection(db().execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${wallet}`));
    expect(pgCause(error)).toMatchObject({ code: '23514', constraint: 'ledger_accounts_member_balance_non_negative' });
    expect(await accountBalance(db(), wallet)).toBe(100n);
  });

  it('rejects a member-kind account without an owner and a zero-amount posting', async () => {
    const orphan = await rejection(db().execute(sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) VALUES (NULL, 'orphan', 'member')`));
    expect(pgCause(orphan)).toMatchObject({ code: '23514', constraint: 'ledger_accounts_owner_check' });
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100n);
    const [t] = await rawRows<{ id: number }>(db(), sql`SELECT transfer_id AS id FROM ledger_postings WHERE account_id = ${wallet}`);
    const zero = await rejection(db().execute(sql`INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after) VALUES (${t.id}, ${wallet}, 0, 100, 2, 0)`));
    expect(pgCause(zero)).toMatchObject({ code: '23514', constraint: 'ledger_postings_amount_non_zero' });
  });
});

describe('withMoneyTransaction', () => {
  it('retries serialization failures and deadlocks, then succeeds', async () => {
    let calls = 0;
    const result = await withMoneyTransaction(
      db(),
      async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        if (calls === 2) throw new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
        return 'done';
      },
      { backoffMs: 1 },
    );
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('propagates other errors at once and rolls the work back', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000n);
    const fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
    let calls = 0;
    await expect(
      withMoneyTransaction(db(), async (tx) => {
        calls += 1;
        await transfer(tx, { reference: ref(), kind: 'fee', description: 'x', postings: [{ accountId: wallet, amount: -10n }, { accountId: fees, amount: 10n }] });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
    expect(await accountBalance(db(), wallet)).toBe(1_000n);
  });

  it('gives up after the configured retries', async () => {
    let calls = 0;
    await expect(
      withMoneyTransaction(
        db(),
        async () => {
          calls += 1;
          throw Object.assign(new Error('serialization'), { code: '40001' });
        },
        { retries: 2, backoffMs: 1 },
      ),
    ).rejects.toThrow('serialization');
    expect(calls).toBe(3);
  });
});

describe('ledger_transfer in the database', () => {
  it('plans its statements once (generic plans), instead of re-planning them on every call', async () => {
    const [row] = await rawRows<{ config: string[] | string | null }>(db(), sql`SELECT proconfig AS config FROM pg_proc WHERE proname = 'ledger_transfer'`);
    const config = typeof row.config === 'string' ? row.config : (row.config ?? []).join(',');
    expect(config).toContain('plan_cache_mode=force_generic_plan');
  });
});

describe('ledger_transfer reads accounts by index only', () => {
  it('never scans the whole accounts table, whatever plan PostgreSQL keeps for it', async () => {
    const member = await insertMember(db());
    const other = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const to = await memberAccount(db(), other, MEMBER_ACCOUNT_KIND.wallet);
    // a society's worth of accounts (on a handful of one-page tables every plan may read the page whole)
    await db().execute(sql`INSERT INTO ledger_accounts (owner_user_id, purpose, kind) SELECT NULL, 'scan_check_' || g, 'society' FROM generate_series(1, 2000) g`);
    await db().execute(sql`ANALYZE ledger_accounts`);
    // pg_stat_xact_user_tables counts scans per table before they are reported (on PGlite, since the start)
    const seqScans = async (tx: Parameters<typeof rawRows>[0]) =>
      Number((await rawRows<{ seq_scan: string }>(tx, sql`SELECT seq_scan::text AS seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'ledger_accounts'`))[0].seq_scan);
    const scans = await withMoneyTransaction(db(), async (tx) => {
      const before = await seqScans(tx);
      for (let i = 0; i < 8; i++) {
        await transfer(tx, { reference: ref('SCAN'), kind: 'member_transfer', userId: member, description: 'Scan check', postings: [{ accountId: wallet, amount: -100n }, { accountId: to, amount: 100n }] });
      }
      return (await seqScans(tx)) - before;
    });
    expect(scans).toBe(0);
  });
});
