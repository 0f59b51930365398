// The administrators' lists mark the signed-in administrator's own cases `yours` (issue 24): the loan queue and one
// loan (theirs or one they guarantee), business requests, held bank accounts, withdrawals, withdrawal locks, shop
// orders (list and detail) and product requests. The same row is not `yours` to another administrator.
import crypto from 'node:crypto';
import { bankAccounts, GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, pinLocks, productRequests } from '../../src/db/schema';
import { withMoneyTransaction } from '../../src/ledger';
import { reserveWithdrawal } from '../../src/modules/withdrawals/service';
import { makeNuban } from '../../src/rails/nuban';
import { GOOD_BANK_ACCOUNT } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { insertLoan } from '../loans/support/loans';
import { saver } from '../savings/support/savings';
import { insertProduct, newCategory, placeOrder } from '../shop/fixtures';
import { admin, call, creditWallet, type Member } from '../wallet/support/money';

let t: TestApp;
let owner: Member;
let colleague: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await admin(t);
  colleague = await admin(t);
});
afterAll(() => t.close());

const read = async (who: Member, url: string) => {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json();
};
type Row = { yours: boolean } & Record<string, unknown>;
/** `yours` of the row with this id in the list (`data`) at `url`, as each administrator sees it */
async function yoursIn(url: string, id: number, idKey = 'id') {
  const seen = async (who: Member) => ((await read(who, url)).data as Row[]).find((row) => row[idKey] === id)?.yours;
  return { owner: await seen(owner), colleague: await seen(colleague) };
}
const MINE = { owner: true, colleague: false };
const NOT_MINE = { owner: false, colleague: false };

describe('yours', () => {
  it('loans: the loan queue and one loan, for the borrower and a guarantor; business requests', async () => {
    const mine = await insertLoan(t, { userId: owner.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    const borrower = await saver(t);
    const guaranteed = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    await t.database.db.insert(loanGuarantors).values({ loanId: guaranteed.id, userId: owner.id, guaranteedKobo: 500_000n, status: GUARANTOR_STATUS.pending });
    // one open loan per member (a unique index): someone else's is a third member's
    const someoneElses = await insertLoan(t, { userId: (await saver(t)).id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    const business = await insertLoan(t, { userId: owner.id, amountKobo: 1_000_000n, kind: 'business' });

    const queue = '/api/admin/loans?status=all&limit=100';
    expect(await yoursIn(queue, mine.id)).toEqual(MINE);
    expect(await yoursIn(queue, guaranteed.id)).toEqual(MINE);
    expect(await yoursIn(queue, someoneElses.id)).toEqual(NOT_MINE);
    expect(await yoursIn('/api/admin/loans?kind=business&limit=100', business.id)).toEqual(MINE);
    expect((await read(owner, `/api/admin/loans/${guaranteed.id}`)).loan.yours).toBe(true);
    expect((await read(colleague, `/api/admin/loans/${guaranteed.id}`)).loan.yours).toBe(false);
  });

  it('held bank accounts and withdrawal locks', async () => {
    const [account] = await t.database.db
      .insert(bankAccounts)
      .values({ userId: owner.id, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNo: makeNuban('058', String(crypto.randomInt(1e8, 1e9))), accountName: 'SOMEONE ELSE', reviewStatus: 'held' })
      .returning();
    expect(await yoursIn('/api/admin/bank_accounts/held', account.id)).toEqual(MINE);
    await t.database.db.insert(pinLocks).values({ userId: owner.id, lockedAt: t.clock.now });
    expect(await yoursIn('/api/admin/pin_locks', owner.id, 'user_id')).toEqual(MINE);
  });

  it('withdrawals', async () => {
    await creditWallet(t, owner, 200_000n);
    const w = await withMoneyTransaction(t.database.db, (tx) =>
      reserveWithdrawal(tx, { userId: owner.id, amountKobo: 100_000n, account: { id: 0, ...GOOD_BANK_ACCOUNT }, provider: t.app.deps.payments.provider.name, now: t.clock.now }),
    );
    expect(await yoursIn('/api/admin/withdrawals?status=pending&per_page=100', w.id)).toEqual(MINE);
  });

  it('shop orders (list and detail) and product requests', async () => {
    const categoryId = (await newCategory(t, colleague)).id;
    await creditWallet(t, owner, 2_000_000n);
    const product = await insertProduct(t, { categoryId });
    const order = await placeOrder(t, owner, [[product.id, 1]]);
    expect(await yoursIn('/api/admin/shop/orders', order.id)).toEqual(MINE);
    expect((await read(owner, `/api/admin/shop/orders/${order.id}`)).order.yours).toBe(true);
    expect((await read(colleague, `/api/admin/shop/orders/${order.id}`)).order.yours).toBe(false);

    const [request] = await t.database.db
      .insert(productRequests)
      .values({ userId: owner.id, productName: 'Grinding machine', shortDescription: 'For pepper', quantity: 1, imageVersion: 'v1', imageData: Buffer.from('picture'), imageContentType: 'image/png' })
      .returning();
    expect(await yoursIn('/api/admin/shop/requests', request.id)).toEqual(MINE);
    const priced = await call(t, colleague, 'POST', `/api/admin/shop/requests/${request.id}/price`, { price: '15000' });
    expect(priced.json().request).toMatchObject({ id: request.id, yours: false });
  });
});
