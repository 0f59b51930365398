// Shareholdings: buying shares (never behind the shareholding gate), their history, balance and the minimum.
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, call, newKey } from '../wallet/support/money';
import { fromWallet, kobo, nonMember, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buy = (user: Parameters<typeof call>[1], body: unknown, key: string | true = true, url = '/api/addShareHoldingsFunds') => call(t, user, 'POST', url, body, { key });

it('buys shares from the wallet below the minimum (shares are what the gate asks for)', async () => {
  const ada = await saver(t, { sharesKobo: 0n, walletKobo: 300_000n });
  const res = await buy(ada, fromWallet('1500'));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message: '₦1,500.00 has been added to your shareholdings.', amount: '1500.00', balance: '1500.00', card_id: null, reference: expect.stringMatching(/^FIN-03-/) });
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(150_000n);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.shares)).toBe(150_000n);
});

it('takes the spec’s call as the original sent it (?token= and the Bearer header, which is what counts) and pays with a saved card', async () => {
  const ada = await saver(t, { sharesKobo: 0n });
  const cardId = await addCard(t, ada);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/addShareHoldingsFunds?token=${encodeURIComponent(ada.token)}`,
    payload: { amount: '2000', payment_method: 'Debit Card', paystack_id: '', card_id: cardId, save_card: false },
    headers: { 'idempotency-key': newKey(), ...ada.headers },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ amount: '2000.00', balance: '2000.00', card_id: cardId });
});

it('replays the same Idempotency-Key: one purchase', async () => {
  const ada = await saver(t, { sharesKobo: 0n, walletKobo: 300_000n });
  const key = newKey();
  const first = await buy(ada, fromWallet('100'), key);
  const again = await buy(ada, fromWallet('100'), key);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.shares)).toBe(10_000n);
});

it('refuses more than the wallet holds (422) and moves nothing', async () => {
  const ada = await saver(t, { sharesKobo: 0n, walletKobo: 10_000n });
  const res = await buy(ada, fromWallet('100.01'));
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('Insufficient balance: your available balance is ₦100.00');
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(10_000n);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.shares)).toBe(0n);
});

it.each([
  ['no amount from the wallet', { payment_method: 'Wallet' }, 'The amount is required'],
  ['a zero amount', fromWallet('0'), 'The amount must be greater than zero'],
  ['three decimals', fromWallet('1.005'), 'The amount must be a number with at most 2 decimal places'],
  ['an unknown payment method', fromWallet('10', { payment_method: 'Cash' }), 'The payment method must be Wallet, Paystack or Debit Card'],
  ['no payment method', { amount: '10' }, 'The payment method is required'],
  ['a card without a card', fromWallet('10', { payment_method: 'Paystack' }), 'Pay with a new card (paystack_id) or one of your saved cards (card_id)'],
  ['a bad card id', fromWallet('10', { payment_method: 'Debit Card', card_id: 'x1' }), 'The card must be a positive whole number'],
])('refuses %s with 422', async (_name, body, message) => {
  const ada = await saver(t, { walletKobo: 100_000n });
  const res = await buy(ada, body);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toContain(message);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(100_000n);
});

it('needs an Idempotency-Key', async () => {
  const ada = await saver(t, { walletKobo: 100_000n });
  const res = await call(t, ada, 'POST', '/api/addShareHoldingsFunds', fromWallet('10'));
  expect(res.statusCode).toBe(400);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(100_000n);
});

it('refuses non-members on every shareholding route (403)', async () => {
  const bola = await nonMember(t);
  for (const [method, url] of [
    ['POST', '/api/addShareHoldingsFunds'],
    ['GET', '/api/shareHoldingsTransactions'],
    ['GET', '/api/shareHoldingsTotalBalance'],
    ['GET', '/api/share_holding'],
  ] as const) {
    const res = await call(t, bola, method, url, method === 'POST' ? fromWallet('10') : undefined, { key: method === 'POST' ? true : undefined });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only members can use savings and shareholdings. Pay the registration fee to become a member.');
  }
});

it('lists the shares history newest first, with the balance and the minimum', async () => {
  const ada = await saver(t, { sharesKobo: 0n, walletKobo: 1_000_000n });
  await buy(ada, fromWallet('1000'));
  await buy(ada, fromWallet('250.50'));
  const history = await call(t, ada, 'GET', '/api/shareHoldingsTransactions?per_page=1');
  expect(history.statusCode).toBe(200);
  expect(history.json()).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2, next_page_url: '/api/shareHoldingsTransactions?page=2&per_page=1' });
  expect(history.json().data).toEqual([
    { id: expect.any(Number), reference: expect.any(String), amount: '250.50', transaction_type: 'credit', date_time: expect.any(String), payment_method: 'Wallet', description: 'Shareholding', category_label: 'Shareholding' },
  ]);
  expect((await call(t, ada, 'GET', '/api/shareHoldingsTransactions?page=x')).statusCode).toBe(422);
  expect((await call(t, ada, 'GET', `/api/shareHoldingsTotalBalance?token=${encodeURIComponent(ada.token)}`, undefined, { headers: { authorization: '' } })).json()).toEqual({ success: true, balance: '1250.50' });
  expect((await call(t, ada, 'GET', '/api/share_holding')).json()).toEqual({ success: true, balance: '1250.50', minimum: '5000.00', minimum_met: false, shortfall: '3749.50' });
  const rich = await saver(t);
  expect((await call(t, rich, 'GET', '/api/share_holding')).json()).toEqual({ success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' });
  const empty = await saver(t, { sharesKobo: 0n });
  expect((await call(t, empty, 'GET', '/api/shareHoldingsTransactions')).json()).toMatchObject({ data: [], total: 0 });
});
