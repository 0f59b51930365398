// No administrator decides on their own case (issue 24): for every deciding route, an administrator who owns the case
// (their loan or one they guarantee, their business request, bank account under review, withdrawal lock, withdrawal,
// order, product request, the alert on their withdrawal) gets 403 with a message, nothing changes, and the refusal is
// in the audit trail under their name; another administrator decides as before. The walk at the end fails when a new
// deciding route forgets its `config.decidesOn`.
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  auditLog,
  bankAccounts,
  GUARANTOR_STATUS,
  LOAN_STATUS,
  loanGuarantors,
  loans,
  orders,
  pinLocks,
  productRequests,
  withdrawals,
  type WithdrawalRow,
} from '../../src/db/schema';
import { interestedPartyMessage, selfDealingMessage } from '../../src/http/selfDealing';
import { withMoneyTransaction } from '../../src/ledger';
import { raiseAlert } from '../../src/modules/alerts/service';
import { reserveWithdrawal } from '../../src/modules/withdrawals/service';
import { makeNuban } from '../../src/rails/nuban';
import { GOOD_BANK_ACCOUNT } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { insertLoan } from '../loans/support/loans';
import { routeCollector, routeKey } from '../platform/registeredRoutes';
import { saver } from '../savings/support/savings';
import { decide, insertProduct, newCategory, placeOrder, walletKobo } from '../shop/fixtures';
import { admin, call, creditWallet, ledgerCheck, type Member } from '../wallet/support/money';

const collected = routeCollector();
let t: TestApp;
/** an administrator who is also a member with cases of their own */
let owner: Member;
/** the administrator who may decide on them */
let colleague: Member;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collected.onRoute });
  owner = await admin(t);
  colleague = await admin(t);
  categoryId = (await newCategory(t, colleague)).id;
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const post = (who: Member, url: string, body?: unknown) => call(t, who, 'POST', url, body, { key: true });

/** the newest audit row the administrator's requests wrote */
async function lastAuditBy(actor: Member) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, actor.id)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** 403 with the message, and the refusal audited under the owner's name with them as the subject's member */
async function expectRefused(res: LightMyRequestResponse, message: string, action: string, subjectId: number) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ success: false, message });
  expect(await lastAuditBy(owner)).toMatchObject({ action, outcome: 'refused', subjectUserId: owner.id, subjectId: String(subjectId), statusCode: 403, detail: message, actorRole: 'ADMIN' });
}

async function expectDone(res: LightMyRequestResponse, action: string, subjectUserId: number) {
  expect(res.statusCode).toBe(200);
  expect(await lastAuditBy(colleague)).toMatchObject({ action, outcome: 'done', subjectUserId });
}

const loanNow = async (id: number) => (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0];

describe('loans', () => {
  // one open loan per member (a unique index): each case is a new administrator's own loan
  beforeEach(async () => {
    owner = await admin(t);
  });

  it.each(['approve', 'decline'] as const)('%s: not on one’s own loan', async (action) => {
    const loan = await insertLoan(t, { userId: owner.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    const before = await loanNow(loan.id);
    const body = action === 'decline' ? { reason: 'Incomplete profile' } : undefined;
    await expectRefused(await post(owner, `/api/admin/loans/${loan.id}/${action}`, body), selfDealingMessage('loan'), `loans.${action}`, loan.id);
    expect(await loanNow(loan.id)).toEqual(before);
    expect((await call(t, owner, 'GET', `/api/admin/loans/${loan.id}`)).json().events).toEqual([]);
    await expectDone(await post(colleague, `/api/admin/loans/${loan.id}/${action}`, body), `loans.${action}`, owner.id);
    expect((await loanNow(loan.id)).status).toBe(action === 'approve' ? LOAN_STATUS.approved : LOAN_STATUS.cancelled);
  });

  it('disburse: not one’s own loan, even approved by someone else', async () => {
    const approver = await admin(t);
    const loan = await insertLoan(t, { userId: owner.id, amountKobo: 1_000_000n, status: LOAN_STATUS.approved, approvedBy: approver.id });
    const wallet = await walletKobo(t, owner);
    await expectRefused(await post(owner, `/api/admin/loans/${loan.id}/disburse`), selfDealingMessage('loan'), 'loans.disburse', loan.id);
    expect((await loanNow(loan.id)).status).toBe(LOAN_STATUS.approved);
    expect(await walletKobo(t, owner)).toBe(wallet);
    await expectDone(await post(colleague, `/api/admin/loans/${loan.id}/disburse`), 'loans.disburse', owner.id);
    expect(await walletKobo(t, owner)).toBe(wallet + 1_000_000n);
  });

  it('not on a loan one guarantees; a guarantee one declined is no bar', async () => {
    const borrower = await saver(t);
    const guaranteed = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    await t.database.db.insert(loanGuarantors).values({ loanId: guaranteed.id, userId: owner.id, guaranteedKobo: 500_000n, status: GUARANTOR_STATUS.accepted });
    const refused = await post(owner, `/api/admin/loans/${guaranteed.id}/approve`);
    await expectRefused(refused, interestedPartyMessage('a loan you guarantee'), 'loans.approve', guaranteed.id);
    expect(refused.json().message).toBe('This is a loan you guarantee: another administrator must decide on it');
    expect((await loanNow(guaranteed.id)).status).toBe(LOAN_STATUS.processing);

    const declinedToGuarantee = await insertLoan(t, { userId: (await saver(t)).id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    await t.database.db.insert(loanGuarantors).values({ loanId: declinedToGuarantee.id, userId: owner.id, guaranteedKobo: 0n, status: GUARANTOR_STATUS.cancelled });
    expect((await post(owner, `/api/admin/loans/${declinedToGuarantee.id}/approve`)).statusCode).toBe(200);
  });

  it('a loan that does not exist is still 404 to everyone', async () => {
    expect((await post(owner, '/api/admin/loans/999999/approve')).statusCode).toBe(404);
  });
});

describe('self-dealing on a business offer', () => {
  it('an administrator cannot make the offer on their own business finance request; another can', async () => {
    const request = await insertLoan(t, { userId: owner.id, amountKobo: 10_000_000n, kind: 'business' });
    const refused = await post(owner, `/api/admin/business/${request.id}/offer`, { total_amount: '120000' });
    await expectRefused(refused, selfDealingMessage('business finance request'), 'business.offer', request.id);
    expect(refused.json().message).toBe('This is your own business finance request: another administrator must decide on it');
    expect(await loanNow(request.id)).toMatchObject({ totalKobo: null, offeredBy: null });
    await expectDone(await post(colleague, `/api/admin/business/${request.id}/offer`, { total_amount: '120000' }), 'business.offer', owner.id);
    expect(await loanNow(request.id)).toMatchObject({ totalKobo: 12_000_000n, offeredBy: colleague.id });
  });
});

describe('self-dealing on a bank account', () => {
  const heldAccount = async () => {
    const [row] = await t.database.db
      .insert(bankAccounts)
      .values({ userId: owner.id, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNo: makeNuban('058', String(crypto.randomInt(1e8, 1e9))), accountName: 'SOMEONE ELSE', reviewStatus: 'held' })
      .returning();
    return row;
  };
  const accountNow = async (id: number) => (await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0];

  it.each(['reject', 'approve'] as const)('%s: an administrator cannot review their own held account; another can', async (action) => {
    const account = await heldAccount();
    const refused = await post(owner, `/api/admin/bank_accounts/${account.id}/${action}`);
    await expectRefused(refused, selfDealingMessage('bank account'), `bank_accounts.${action}`, account.id);
    expect(refused.json().message).toBe('This is your own bank account: another administrator must decide on it');
    expect(await accountNow(account.id)).toEqual(account);
    await expectDone(await post(colleague, `/api/admin/bank_accounts/${account.id}/${action}`), `bank_accounts.${action}`, owner.id);
    expect(await accountNow(account.id)).toMatchObject({ reviewStatus: action === 'approve' ? 'approved' : 'rejected', reviewedBy: colleague.id });
  });
});

describe('the withdrawal lock', () => {
  it('an administrator cannot lift their own; another can', async () => {
    await t.database.db.insert(pinLocks).values({ userId: owner.id, lockedAt: t.clock.now });
    await expectRefused(await post(owner, `/api/admin/pin_locks/${owner.id}/unlock`), selfDealingMessage('withdrawal lock'), 'pin_locks.unlock', owner.id);
    expect((await t.database.db.select().from(pinLocks).where(eq(pinLocks.userId, owner.id)))[0].lockedAt).not.toBeNull();
    await expectDone(await post(colleague, `/api/admin/pin_locks/${owner.id}/unlock`), 'pin_locks.unlock', owner.id);
    expect((await t.database.db.select().from(pinLocks).where(eq(pinLocks.userId, owner.id)))[0]).toMatchObject({ lockedAt: null, unlockedBy: colleague.id });
  });
});

describe('withdrawals', () => {
  /** the owner's pending withdrawal the provider never received (so it may be voided or sent again), not leased */
  async function pendingWithdrawal(): Promise<WithdrawalRow> {
    await creditWallet(t, owner, 200_000n);
    const row = await withMoneyTransaction(t.database.db, (tx) =>
      reserveWithdrawal(tx, { userId: owner.id, amountKobo: 100_000n, account: { id: 0, ...GOOD_BANK_ACCOUNT }, provider: t.app.deps.payments.provider.name, now: t.clock.now }),
    );
    await t.database.db.update(withdrawals).set({ leaseUntil: null }).where(eq(withdrawals.id, row.id));
    return { ...row, leaseUntil: null };
  }
  const withdrawalNow = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

  it.each(['void', 'retry'] as const)('%s: not on one’s own withdrawal; another administrator can', async (action) => {
    const w = await pendingWithdrawal();
    const wallet = await walletKobo(t, owner);
    const body = action === 'void' ? { reason: 'The bank never received it' } : undefined;
    await expectRefused(await post(owner, `/api/admin/withdrawals/${w.id}/${action}`, body), selfDealingMessage('withdrawal'), `withdrawals.${action}`, w.id);
    expect(await withdrawalNow(w.id)).toEqual(w);
    expect(await walletKobo(t, owner)).toBe(wallet);
    await expectDone(await post(colleague, `/api/admin/withdrawals/${w.id}/${action}`, body), `withdrawals.${action}`, owner.id);
    if (action === 'void') expect(await walletKobo(t, owner)).toBe(wallet + 100_000n);
    else expect((await withdrawalNow(w.id)).sendAttempts).toBe(1);
  });

  it('an alert about one’s own withdrawal is resolved by another administrator', async () => {
    const w = await pendingWithdrawal();
    const alert = await raiseAlert(
      t.database.db,
      { kind: 'payout_anomaly', subject: `withdrawal:${w.id}`, title: 'Paid after reversal', message: 'A withdrawal was paid after it was reversed', details: {}, withdrawalId: w.id },
      t.clock.now,
    );
    const note = { note: 'Spoke to the member' };
    await expectRefused(await post(owner, `/api/admin/alerts/${alert.id}/resolve`, note), selfDealingMessage('withdrawal'), 'alerts.resolve', alert.id);
    await expectDone(await post(colleague, `/api/admin/alerts/${alert.id}/resolve`, note), 'alerts.resolve', owner.id);
    // an alert about the society itself has no owner
    const ledgerAlert = await raiseAlert(t.database.db, { kind: 'ledger_check', subject: crypto.randomUUID(), title: 'Ledger check', message: 'The ledger check failed', details: {} }, t.clock.now);
    expect((await post(owner, `/api/admin/alerts/${ledgerAlert.id}/resolve`, note)).statusCode).toBe(200);
  });
});

describe('shop orders', () => {
  const orderNow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** the owner's order of one unit; `paidInFull`: the down payment is the whole price, so delivery leaves it paid */
  async function ownOrder(paidInFull = false) {
    await creditWallet(t, owner, 2_000_000n);
    const product = await insertProduct(t, { categoryId, ...(paidInFull ? { markUpKobo: 0n, downPaymentKobo: 1_000_000n } : {}) });
    return placeOrder(t, owner, [[product.id, 1]]);
  }

  it('approve, deliver, close: never by the order’s own member', async () => {
    const order = await ownOrder(true);
    for (const step of ['approve', 'deliver', 'close'] as const) {
      const before = await orderNow(order.id);
      await expectRefused(await decide(t, owner, order.id, step), selfDealingMessage('order'), `shop.orders.${step}`, order.id);
      expect(await orderNow(order.id)).toEqual(before);
      await expectDone(await decide(t, colleague, order.id, step), `shop.orders.${step}`, owner.id);
    }
    expect((await orderNow(order.id)).status).toBe(6);
  });

  it('decline: the down payment stays where it is until another administrator declines', async () => {
    const order = await ownOrder();
    const wallet = await walletKobo(t, owner);
    await expectRefused(await decide(t, owner, order.id, 'decline'), selfDealingMessage('order'), 'shop.orders.decline', order.id);
    expect((await orderNow(order.id)).status).toBe(1);
    expect(await walletKobo(t, owner)).toBe(wallet);
    await expectDone(await decide(t, colleague, order.id, 'decline'), 'shop.orders.decline', owner.id);
    expect(await walletKobo(t, owner)).toBeGreaterThan(wallet);
  });
});

describe('product requests', () => {
  async function ownRequest() {
    const [row] = await t.database.db
      .insert(productRequests)
      .values({ userId: owner.id, productName: 'Grinding machine', shortDescription: 'For pepper', quantity: 1, imageVersion: 'v1', imageData: Buffer.from('picture'), imageContentType: 'image/png' })
      .returning();
    return row;
  }
  const requestNow = async (id: number) => (await t.database.db.select().from(productRequests).where(eq(productRequests.id, id)))[0];
  const bodies = {
    price: { price: '15000' },
    decline: { reason: 'We cannot source it' },
    publish: () => ({ category_id: categoryId, price: '15000', down_payment: '5000', quantity: 3 }),
  };

  it.each(['price', 'decline', 'publish'] as const)('%s: not on one’s own request; another administrator can', async (action) => {
    const request = await ownRequest();
    const body = action === 'publish' ? bodies.publish() : bodies[action];
    await expectRefused(await post(owner, `/api/admin/shop/requests/${request.id}/${action}`, body), selfDealingMessage('product request'), `shop.requests.${action}`, request.id);
    expect(await requestNow(request.id)).toEqual(request);
    await expectDone(await post(colleague, `/api/admin/shop/requests/${request.id}/${action}`, body), `shop.requests.${action}`, owner.id);
    expect((await requestNow(request.id)).status).toBe({ price: 'priced', decline: 'declined', publish: 'published' }[action]);
  });
});

describe('every deciding route', () => {
  const DECIDING = /^\/api\/admin\/(loans|business|bank_accounts|pin_locks|withdrawals|shop\/orders|shop\/requests|alerts)\//;
  const deciding = () => collected.routes.filter((route) => route.method !== 'GET' && DECIDING.test(route.url));

  it('says whose case it decides on (config.decidesOn), so the admin scope refuses its owner', () => {
    expect(deciding().map(routeKey)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/loans/:id/approve',
        'POST /api/admin/loans/:id/decline',
        'POST /api/admin/loans/:id/disburse',
        'POST /api/admin/business/:id/offer',
        'POST /api/admin/bank_accounts/:id/approve',
        'POST /api/admin/bank_accounts/:id/reject',
        'POST /api/admin/pin_locks/:user_id/unlock',
        'POST /api/admin/withdrawals/:id/retry',
        'POST /api/admin/withdrawals/:id/void',
        'POST /api/admin/shop/orders/:id/approve',
        'POST /api/admin/shop/orders/:id/decline',
        'POST /api/admin/shop/orders/:id/deliver',
        'POST /api/admin/shop/orders/:id/close',
        'POST /api/admin/shop/requests/:id/price',
        'POST /api/admin/shop/requests/:id/decline',
        'POST /api/admin/shop/requests/:id/publish',
        'POST /api/admin/alerts/:id/resolve',
      ]),
    );
    expect(deciding().filter((route) => !route.config?.decidesOn).map(routeKey)).toEqual([]);
  });
});
