// Target money: funding a target (behind the gate; it completes and pays into the wallet at its amount), part
// withdrawals, "Stop Plan", its history and the targets' figures. Targets are inserted as rows (their create route
// is another part's).
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, ledgerCheck, newKey } from '../wallet/support/money';
import { GATE_TEXT, fromWallet, insertTarget, kobo, nonMember, planRow, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Parameters<typeof call>[1];
const addFunds = (user: User, id: number | string, amount: string, key: string | true = true) =>
  call(t, user, 'POST', `/api/targets/add_funds/${id}`, fromWallet(amount, { id, target_name: 'ignored' }), { key });
const takeOut = (user: User, id: number | string, amount: unknown, key: string | true = true) => call(t, user, 'POST', `/api/targets/add_withdrawal/${id}`, { id, amount }, { key }); // the original sent the id in the body too
const stop = (user: User, id: number | string, key: string | true = true) => call(t, user, 'POST', `/api/targetsExit/${id}`, {}, { key });

describe('targets/add_funds/{id}', () => {
  it('adds wallet money to the member’s own target', async () => {
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const target = await insertTarget(t, ada.id, { targetedKobo: 1_000_000n });
    const res = await addFunds(ada, target.id, '2500');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '₦2,500.00 has been added to your target.', amount: '2500.00', balance: '2500.00', card_id: null, reference: expect.stringMatching(/^FIN-02-/), completed: false });
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(250_000n);
  });

  it('completes the target at its amount: the whole balance goes to the wallet as "Target Completed"', async () => {
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const target = await insertTarget(t, ada.id, { targetedKobo: 500_000n, balanceKobo: 200_000n });
    const over = await addFunds(ada, target.id, '3000.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Remaining amount to complete plan is ₦3,000.00');
    const res = await addFunds(ada, target.id, '3000');
    expect(res.json()).toMatchObject({ amount: '3000.00', balance: '0.00', completed: true, message: '₦3,000.00 has been added and your target is complete: its savings have been paid into your wallet.' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n - 300_000n + 500_000n);
    expect(await planRow(t, target.id)).toMatchObject({ status: 'completed', closedAmountKobo: 500_000n, autoStatus: false });
    const history = (await call(t, ada, 'GET', `/api/targets/transactions/${target.id}`)).json();
    expect(history.data[0]).toMatchObject({ amount: '5000.00', transaction_type: 'debit', payment_method: 'Target Completed', category_label: 'Target Completed' });
    expect(history.data[1]).toMatchObject({ amount: '3000.00', transaction_type: 'credit', category_label: 'Target Savings' });
    const closed = await addFunds(ada, target.id, '1');
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('This target plan has ended: it no longer takes payments');
  });

  it('is behind the shareholding gate', async () => {
    const ada = await saver(t, { sharesKobo: 0n, walletKobo: 1_000_000n });
    const target = await insertTarget(t, ada.id);
    const res = await addFunds(ada, target.id, '10');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GATE_TEXT);
  });

  it('404s another member’s target and an unknown one; non-numeric ids are refused without a 500', async () => {
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const bola = await saver(t);
    const hers = await insertTarget(t, bola.id);
    for (const id of [hers.id, 999_999]) {
      const res = await addFunds(ada, id, '10');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Target not found');
    }
    const bad = await addFunds(ada, 'abc', '10');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('The target must be a positive whole number');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
  });

  it('replays one key with one payment, and refuses an uncovered wallet moving nothing', async () => {
    const ada = await saver(t, { walletKobo: 10_000n });
    const target = await insertTarget(t, ada.id);
    const key = newKey();
    const first = await addFunds(ada, target.id, '40', key);
    expect((await addFunds(ada, target.id, '40', key)).json()).toEqual(first.json());
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(4_000n);
    const short = await addFunds(ada, target.id, '60.01');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Insufficient balance: your available balance is ₦60.00');
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(4_000n);
  });
});

describe('targets/add_withdrawal/{id}', () => {
  it('moves part of an active target to the wallet, once per key', async () => {
    const ada = await saver(t);
    const target = await insertTarget(t, ada.id, { balanceKobo: 300_000n });
    const key = newKey();
    const res = await takeOut(ada, target.id, '1000', key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '₦1,000.00 has been moved from your target to your wallet.', amount: '1000.00', balance: '2000.00', wallet_balance: '1000.00', reference: expect.stringMatching(/^FIN-02-/) });
    expect((await takeOut(ada, target.id, '1000', key)).json()).toEqual(res.json());
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(200_000n);
    expect((await planRow(t, target.id)).status).toBe('active');
    const history = (await call(t, ada, 'GET', `/api/targets/transactions/${target.id}`)).json();
    expect(history.data[0]).toMatchObject({ transaction_type: 'debit', category_label: 'Target Withdrawal' });
  });

  it('refuses more than the target holds, a bad amount, another member’s target and a closed one', async () => {
    const ada = await saver(t);
    const target = await insertTarget(t, ada.id, { balanceKobo: 10_000n });
    const over = await takeOut(ada, target.id, '100.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Insufficient balance: your target balance is ₦100.00');
    expect((await takeOut(ada, target.id, 'ten')).statusCode).toBe(422);
    expect((await takeOut(ada, target.id, undefined)).json().message).toContain('The amount is required');
    const bola = await saver(t);
    expect((await takeOut(bola, target.id, '1')).statusCode).toBe(404);
    const done = await insertTarget(t, ada.id, { status: 'completed' });
    const closed = await takeOut(ada, done.id, '1');
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('This target plan has ended: its savings are already in your wallet');
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(10_000n);
    expect((await call(t, ada, 'POST', `/api/targets/add_withdrawal/${target.id}`, { amount: '1' })).statusCode).toBe(400);
  });
});

describe('targetsExit/{id}', () => {
  it('stops the target and pays its whole balance into the wallet as "Target Exit"; a closed target is a 422', async () => {
    const ada = await saver(t);
    const target = await insertTarget(t, ada.id, { balanceKobo: 123_400n });
    const key = newKey();
    const res = await stop(ada, target.id, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your target has been stopped and ₦1,234.00 has been paid into your wallet.', amount: '1234.00', balance: '0.00', wallet_balance: '1234.00', reference: expect.any(String) });
    expect((await stop(ada, target.id, key)).json()).toEqual(res.json());
    expect(await planRow(t, target.id)).toMatchObject({ status: 'exited', closedAmountKobo: 123_400n, autoStatus: false });
    const again = await stop(ada, target.id);
    expect(again.statusCode).toBe(422);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(123_400n);
    const history = (await call(t, ada, 'GET', `/api/targets/transactions/${target.id}`)).json();
    expect(history.data[0]).toMatchObject({ payment_method: 'Target Exit', category_label: 'Target Exit' });
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  });

  it('stops an empty target without moving money; 404 for another member’s', async () => {
    const ada = await saver(t);
    const empty = await insertTarget(t, ada.id);
    expect((await stop(ada, empty.id)).json()).toEqual({ success: true, message: 'Your target has been stopped.', amount: '0.00', balance: '0.00', wallet_balance: '0.00', reference: null });
    const bola = await saver(t);
    const hers = await insertTarget(t, bola.id, { balanceKobo: 1_000n });
    expect((await stop(ada, hers.id)).statusCode).toBe(404);
    expect((await planRow(t, hers.id)).status).toBe('active');
  });
});

describe('target figures', () => {
  it('total_funds, transactions, all_targets_sum_per_user and all_targets_in_one', async () => {
    const ada = await saver(t);
    const laptop = await insertTarget(t, ada.id, { name: 'Laptop', targetedKobo: 1_000_000n, balanceKobo: 250_000n });
    const rent = await insertTarget(t, ada.id, { name: 'Rent', targetedKobo: 2_000_000n, balanceKobo: 100_000n });
    const done = await insertTarget(t, ada.id, { name: 'Phone', targetedKobo: 50_000n, balanceKobo: 50_000n });
    const gone = await insertTarget(t, ada.id, { name: 'Trip', balanceKobo: 7_000n });
    await stop(ada, gone.id);
    await call(t, ada, 'POST', `/api/targets/add_withdrawal/${done.id}`, { amount: '1' }, { key: true }); // still active: 499 left
    expect((await call(t, ada, 'GET', `/api/targets/total_funds/${laptop.id}`)).json()).toEqual({ success: true, balance: '2500.00' });
    expect((await call(t, ada, 'GET', '/api/all_targets_sum_per_user')).json()).toEqual({ success: true, balance: '3999.00' });
    const [total, active, completed, count] = (await call(t, ada, 'GET', '/api/all_targets_in_one')).json();
    expect(total).toBe('3999.00');
    expect(active.map((p: { target_name: string }) => p.target_name)).toEqual(['Phone', 'Rent', 'Laptop']);
    expect(active[2]).toMatchObject({ id: laptop.id, kind: 'target', status: 'active', target_balance: '2500.00', targeted_amount: '10000.00', percent_complete: 25, remaining_amount: '7500.00', withdraw_status: 0 });
    expect(completed).toEqual([]);
    expect(count).toBe(4);
    expect(rent.id).toBeGreaterThan(laptop.id);

    const bola = await saver(t);
    expect((await call(t, bola, 'GET', `/api/targets/total_funds/${laptop.id}`)).statusCode).toBe(404);
    expect((await call(t, bola, 'GET', `/api/targets/transactions/${laptop.id}`)).statusCode).toBe(404);
    expect((await call(t, bola, 'GET', '/api/targets/transactions/1e3')).statusCode).toBe(422);
    expect((await call(t, bola, 'GET', '/api/all_targets_in_one')).json()).toEqual(['0.00', [], [], 0]);
    expect((await call(t, await nonMember(t), 'GET', '/api/all_targets_in_one')).statusCode).toBe(403);
  });

  it('lists a completed target with what it paid out', async () => {
    const ada = await saver(t, { walletKobo: 100_000n });
    const target = await insertTarget(t, ada.id, { name: 'Bike', targetedKobo: 100_000n, balanceKobo: 60_000n });
    await addFunds(ada, target.id, '400');
    const [total, active, completed, count] = (await call(t, ada, 'GET', '/api/all_targets_in_one')).json();
    expect([total, active, count]).toEqual(['0.00', [], 1]);
    expect(completed).toEqual([expect.objectContaining({ target_name: 'Bike', status: 'completed', target_balance: '1000.00', percent_complete: 100, remaining_amount: '0.00', withdrawal_status: 1 })]);
  });
});
