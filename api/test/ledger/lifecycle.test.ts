import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import {
  AlreadyReversedError,
  NotReversibleError,
  SOCIETY_ACCOUNT_KIND,
  TransferNotFoundError,
  TransferNotPendingError,
  accountBalance,
  findTransferByReference,
  flagOverduePendingTransfers,
  getTransfer,
  postPending,
  reverse,
  runLedgerCheck,
  societyAccount,
  transfer,
  voidPending,
  withMoneyTransaction,
  InsufficientFundsError,
  memberAccount,
  MEMBER_ACCOUNT_KIND,
} from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { balanceOf, fundWallet, insertMember, rawRows, ref } from './support/fixtures';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

async function withdraw(userId: number, wallet: number, kobo: bigint, deadlineAt = new Date(Date.now() + 3_600_000)) {
  return withMoneyTransaction(db(), async (tx) => {
    const inFlight = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.payoutsInFlight);
    return transfer(tx, {
      reference: ref('WD'),
      kind: 'withdrawal',
      userId,
      description: 'Withdrawal to bank',
      status: 'pending',
      deadlineAt,
      postings: [
        { accountId: wallet, amount: -kobo },
        { accountId: inFlight, amount: kobo },
      ],
    });
  });
}

describe('pending transfers', () => {
  it('take effect at once and stay pending until posted, with an optional settlement transfer', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const inFlight = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.payoutsInFlight);
    const clearing = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing);
    const inFlightBefore = await balanceOf(db(), inFlight);
    const clearingBefore = await balanceOf(db(), clearing);

    const pending = await withdraw(member, wallet, 30_000n);
    expect(pending.status).toBe('pending');
    expect(await accountBalance(db(), wallet)).toBe(70_000n);
    expect(await balanceOf(db(), inFlight)).toBe(inFlightBefore + 30_000n);

    const posted = await withMoneyTransaction(db(), (tx) =>
      postPending(tx, pending.id, {
        settlePostings: [
          { accountId: inFlight, amount: -30_000n },
          { accountId: clearing, amount: 30_000n },
        ],
      }),
    );
    expect(posted.settlement).not.toBeNull();
    const settled = await getTransfer(db(), pending.id);
    expect(settled).toMatchObject({ status: 'posted', reversed_by_transfer_id: null });
    expect(settled!.posted_at).toBeInstanceOf(Date);
    const settlement = await findTransferByReference(db(), `${pending.reference}:settlement`);
    expect(settlement).toMatchObject({ kind: 'withdrawal_settlement', status: 'posted', user_id: member, metadata: { settles_transfer_id: pending.id } });
    expect(await accountBalance(db(), wallet)).toBe(70_000n);
    expect(await balanceOf(db(), inFlight)).toBe(inFlightBefore);
    expect(await balanceOf(db(), clearing)).toBe(clearingBefore + 30_000n);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('voiding returns the money with a reversal transfer', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const pending = await withdraw(member, wallet, 40_000n);
    expect(await accountBalance(db(), wallet)).toBe(60_000n);
    const reversal = await withMoneyTransaction(db(), (tx) => voidPending(tx, pending.id, 'bank rejected the account'));
    expect(await accountBalance(db(), wallet)).toBe(100_000n);
    const voided = await getTransfer(db(), pending.id);
    expect(voided).toMatchObject({ status: 'voided', reversed_by_transfer_id: reversal.id });
    expect(voided!.voided_at).toBeInstanceOf(Date);
    const detail = await getTransfer(db(), reversal.id);
    expect(detail).toMatchObject({
      kind: 'reversal',
      status: 'posted',
      reverses_transfer_id: pending.id,
      description: 'Reversal: Withdrawal to bank',
      metadata: { reason: 'bank rejected the account', via: 'void', reversed_reference: pending.reference },
    });
    expect(detail!.postings.map((p) => p.amount).sort()).toEqual([-40_000n, 40_000n].sort());
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('a second settlement throws TransferNotPendingError with the current status and changes nothing', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const a = await withdraw(member, wallet, 10_000n);
    const b = await withdraw(member, wallet, 10_000n);
    await withMoneyTransaction(db(), (tx) => postPending(tx, a.id));
    await withMoneyTransaction(db(), (tx) => voidPending(tx, b.id, 'failed'));
    const balance = await accountBalance(db(), wallet);
    for (const [id, status] of [
      [a.id, 'posted'],
      [b.id, 'voided'],
    ] as const) {
      await expect(withMoneyTransaction(db(), (tx) => postPending(tx, id))).rejects.toMatchObject({ name: 'TransferNotPendingError', status });
      await expect(withMoneyTransaction(db(), (tx) => voidPending(tx, id, 'again'))).rejects.toBeInstanceOf(TransferNotPendingError);
    }
    expect(await accountBalance(db(), wallet)).toBe(balance);
    await expect(withMoneyTransaction(db(), (tx) => postPending(tx, 987_654))).rejects.toBeInstanceOf(TransferNotFoundError);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('settling resolves the overdue alert', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const pending = await withdraw(member, wallet, 10_000n, new Date(Date.now() - 1000));
    const raised = await flagOverduePendingTransfers(db(), new Date());
    expect(raised.map((r) => r.transfer_id)).toContain(pending.id);
    await withMoneyTransaction(db(), (tx) => postPending(tx, pending.id));
    const [alert] = await rawRows(db(), sql`SELECT resolved_at FROM ledger_alerts WHERE transfer_id = ${pending.id}`);
    expect(alert.resolved_at).not.toBeNull();
  });
});

describe('reverse', () => {
  it('negates a posted transfer once only', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const savings = await memberAccount(db(), member, MEMBER_ACCOUNT_KIND.regularSavings);
    const moved = await transfer(db(), {
      reference: ref('SAVE'),
      kind: 'savings_deposit',
      userId: member,
      description: 'Regular savings',
      postings: [
        { accountId: wallet, amount: -25_000n },
        { accountId: savings, amount: 25_000n },
      ],
    });
    const reversal = await withMoneyTransaction(db(), (tx) => reverse(tx, moved.id, 'posted in error'));
    expect(reversal.reference).toBe(`${moved.reference}:reversal`);
    expect(await accountBalance(db(), wallet)).toBe(100_000n);
    expect(await accountBalance(db(), savings)).toBe(0n);
    const again = await withMoneyTransaction(db(), (tx) => reverse(tx, moved.id, 'again')).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AlreadyReversedError);
    expect(again).toMatchObject({ reversalTransferId: reversal.id });
    await expect(withMoneyTransaction(db(), (tx) => reverse(tx, reversal.id, 'undo the undo'))).rejects.toBeInstanceOf(NotReversibleError);
    expect(await accountBalance(db(), wallet)).toBe(100_000n);
    expect((await runLedgerCheck(db(), new Date())).ok).toBe(true);
  });

  it('refuses pending and voided transfers', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 100_000n);
    const pending = await withdraw(member, wallet, 1_000n);
    await expect(withMoneyTransaction(db(), (tx) => reverse(tx, pending.id, 'x'))).rejects.toBeInstanceOf(NotReversibleError);
    await withMoneyTransaction(db(), (tx) => voidPending(tx, pending.id, 'x'));
    await expect(withMoneyTransaction(db(), (tx) => reverse(tx, pending.id, 'x'))).rejects.toBeInstanceOf(NotReversibleError);
  });

  it('cannot take back money a member has already spent', async () => {
    const member = await insertMember(db());
    const clearing = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing);
    const wallet = await fundWallet(db(), member, 10_000n);
    const funding = (await rawRows<{ id: number }>(db(), sql`SELECT transfer_id AS id FROM ledger_postings WHERE account_id = ${wallet}`))[0];
    await transfer(db(), { reference: ref(), kind: 'withdrawal', description: 'spend', postings: [{ accountId: wallet, amount: -6_000n }, { accountId: clearing, amount: 6_000n }] });
    await expect(withMoneyTransaction(db(), (tx) => reverse(tx, Number(funding.id), 'chargeback'))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await accountBalance(db(), wallet)).toBe(4_000n);
  });

  it('the database refuses a second reversal even without the service check', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 1_000n);
    const [t] = await rawRows<{ id: number }>(db(), sql`SELECT transfer_id AS id FROM ledger_postings WHERE account_id = ${wallet}`);
    await withMoneyTransaction(db(), (tx) => reverse(tx, Number(t.id), 'once'));
    const clearing = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.providerClearing);
    await fundWallet(db(), member, 1_000n);
    await expect(
      transfer(db(), {
        reference: ref(),
        kind: 'reversal',
        description: 'twice',
        reversesTransferId: Number(t.id),
        postings: [
          { accountId: wallet, amount: -1_000n },
          { accountId: clearing, amount: 1_000n },
        ],
      }),
    ).rejects.toBeInstanceOf(AlreadyReversedError);
  });
});
