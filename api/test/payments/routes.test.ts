// The payments routes' replies and validation: payment_methods, getApiKey, fee-preview, banks, bank/resolve,
// saved cards (ownership) and charge verification.
import { BankDirectory } from '../../src/modules/payments/banks';
import { InconclusiveProviderError } from '../../src/rails/provider';
import { SANDBOX_FAILING_ACCOUNT } from '../../src/rails/sandbox/cards';
import type { TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { DECLINED_CARD, SUCCESS_CARD, payWithCard, startCharge } from './helpers';
import { createTestApp } from '../helpers/testApp';

const INVALID_ACCOUNT = 'Invalid account, please check the account details and try again';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  jest.restoreAllMocks();
  t.clock.reset();
});

async function savedCardFor(member: TestUser): Promise<number> {
  const { reference } = await startCharge(t, member, { saveCard: true, purpose: 'card_verification', amountKobo: 10_000n });
  await payWithCard(t, reference, SUCCESS_CARD);
  const charge = await t.app.deps.payments.confirmCharge(t.database.db, reference, member.id);
  return charge.cardId!;
}

describe('payment_methods and getApiKey', () => {
  it('lists Wallet and Paystack, the names the app compares with', async () => {
    const res = await t.app.inject({ url: '/api/payment_methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] });
  });

  it("gives the provider's public key and nothing secret", async () => {
    const res = await t.app.inject({ url: '/api/getApiKey' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: [{ token: expect.stringMatching(/^pk_test_sandbox/) }] });
    expect(res.body).not.toContain(t.config.SANDBOX_WEBHOOK_SECRET);
  });
});

describe('GET payments/fee-preview', () => {
  it.each([
    ['2500', { amount: '2500.00', fee: '137.50', total: '2637.50' }],
    ['2499.99', { amount: '2499.99', fee: '37.50', total: '2537.49' }],
    ['1,000,000', { amount: '1000000.00', fee: '2000.00', total: '1002000.00' }],
    ['100.5', { amount: '100.50', fee: '1.51', total: '102.01' }],
  ])('amount=%s', async (amount, expected) => {
    const res = await t.app.inject({ url: `/api/payments/fee-preview?amount=${encodeURIComponent(amount)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ...expected });
  });

  it.each([
    ['', 'The amount must be a number with at most 2 decimal places'],
    ['abc', 'The amount must be a number with at most 2 decimal places'],
    ['12.345', 'The amount must be a number with at most 2 decimal places'],
    ['-5', 'The amount must be a number with at most 2 decimal places'],
    ['0', 'The amount must be greater than zero'],
    ['1000000001', 'The amount is above the limit of ₦1,000,000,000'],
  ])('rejects amount=%s with 422', async (amount, message) => {
    const res = await t.app.inject({ url: `/api/payments/fee-preview?amount=${encodeURIComponent(amount)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('requires the amount', async () => {
    const res = await t.app.inject({ url: '/api/payments/fee-preview' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'The amount is required' });
  });
});

describe('GET banks', () => {
  it('lists Nigerian banks with their codes', async () => {
    const res = await t.app.inject({ url: '/api/banks' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: { name: string; code: string }[] };
    expect(success).toBe(true);
    const codes = new Map(data.map((b) => [b.code, b.name]));
    for (const code of ['044', '058', '057', '011', '033', '070', '214', '032', '232', '221', '035', '050', '076', '082', '999992', '50515', '50211', '999991']) {
      expect(codes.has(code)).toBe(true);
    }
    expect(codes.get('058')).toBe('Guaranty Trust Bank');
    expect(data.every((b) => Object.keys(b).sort().join() === 'code,name')).toBe(true);
  });

  it('keeps the list for an hour', async () => {
    const provider = t.app.deps.payments.provider;
    const listBanks = jest.spyOn(provider, 'listBanks');
    const directory = new BankDirectory(provider, () => t.clock.now);
    await directory.list();
    await directory.list();
    expect(listBanks).toHaveBeenCalledTimes(1);
    t.clock.advance(61 * 60_000);
    await directory.list();
    expect(listBanks).toHaveBeenCalledTimes(2);
  });

  it('answers 502 when the provider cannot give the list', async () => {
    jest.spyOn(t.app.deps.payments.provider, 'listBanks').mockRejectedValue(new InconclusiveProviderError('down', 'timeout'));
    t.clock.advance(61 * 60_000); // past the cached copy
    const res = await t.app.inject({ url: '/api/banks' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: 'We could not load the list of banks, please try again', request_id: res.headers['x-request-id'] });
  });
});

describe('GET bank/resolve', () => {
  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ url: '/api/bank/resolve?account_number=0123456784&bank_code=044' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('resolves a valid account to a stable name', async () => {
    const member = await createUser(t);
    const url = '/api/bank/resolve?account_number=0123456784&bank_code=044';
    const first = await t.app.inject({ url, headers: member.headers });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ success: true, data: { account_number: '0123456784', account_name: expect.stringMatching(/^[A-Z]+( [A-Z]+){1,2}$/), bank_code: '044', bank_name: 'Access Bank' } });
    const second = await t.app.inject({ url, headers: member.headers });
    expect(second.json().data.account_name).toBe(body.data.account_name);
    // the documented failing account still resolves: its transfers are what fail
    const failing = await t.app.inject({
      url: `/api/bank/resolve?account_number=${SANDBOX_FAILING_ACCOUNT.accountNumber}&bank_code=${SANDBOX_FAILING_ACCOUNT.bankCode}`,
      headers: member.headers,
    });
    expect(failing.statusCode).toBe(200);
  });

  it("refuses a wrong check digit with the original's message, before asking the provider", async () => {
    const member = await createUser(t);
    const resolve = jest.spyOn(t.app.deps.payments.provider, 'resolveAccount');
    const res = await t.app.inject({ url: '/api/bank/resolve?account_number=0123456789&bank_code=044', headers: member.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: INVALID_ACCOUNT });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('refuses an unknown bank code and malformed input', async () => {
    const member = await createUser(t);
    const cases: [string, string][] = [
      ['account_number=0123456784&bank_code=999', 'Unknown bank, please choose your bank from the list'],
      ['account_number=0123456784&bank_code=4', 'Unknown bank, please choose your bank from the list'],
      ['account_number=012345678&bank_code=044', 'The account number must be 10 digits'],
      ['account_number=01234567ab&bank_code=044', 'The account number must be 10 digits'],
      ['bank_code=044', 'The account number is required'],
      ['account_number=0123456784', 'Choose your bank'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/bank/resolve?${query}`, headers: member.headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });

  it('answers 422 with the same text when the provider cannot resolve the account', async () => {
    const member = await createUser(t);
    jest.spyOn(t.app.deps.payments.provider, 'resolveAccount').mockRejectedValue(new InconclusiveProviderError('down', 'timeout'));
    const res = await t.app.inject({ url: '/api/bank/resolve?account_number=0123456784&bank_code=044', headers: member.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: INVALID_ACCOUNT });
  });
});

describe('saved cards: getCards and deleteCards/{id}', () => {
  it('need a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/getCards' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/deleteCards/1' })).statusCode).toBe(401);
  });

  it("lists only the member's own cards, without the secret authorization", async () => {
    const ada = await createUser(t);
    const bola = await createUser(t);
    const adaCard = await savedCardFor(ada);
    await savedCardFor(bola);

    const res = await t.app.inject({ url: '/api/getCards', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: adaCard, bank: 'TEST BANK', bin: '408408', last4: '4081', brand: 'visa', exp_month: expect.any(String), exp_year: expect.any(String) }]);
    expect(res.body).not.toMatch(/AUTH_|authorization|signature/i);
  });

  it('keeps one card per physical card when it is saved twice', async () => {
    const member = await createUser(t);
    const first = await savedCardFor(member);
    const second = await savedCardFor(member);
    expect(second).toBe(first);
    expect(await t.app.deps.payments.listCards(t.database.db, member.id)).toHaveLength(1);
  });

  it("answers 404 for another member's card and leaves it in place", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const adaCard = await savedCardFor(ada);
    const res = await t.app.inject({ method: 'POST', url: `/api/deleteCards/${adaCard}`, headers: eve.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Card not found' });
    expect(await t.app.deps.payments.listCards(t.database.db, ada.id)).toHaveLength(1);
  });

  it('removes the member’s own card once', async () => {
    const member = await createUser(t);
    const card = await savedCardFor(member);
    const res = await t.app.inject({ method: 'POST', url: `/api/deleteCards/${card}`, headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Card removed' });
    expect((await t.app.inject({ url: '/api/getCards', headers: member.headers })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/deleteCards/${card}`, headers: member.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/deleteCards/abc', headers: member.headers })).statusCode).toBe(422);
  });
});

describe('POST payments/charges/:reference/verify', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/charges/FIN-X/verify' })).statusCode).toBe(401);
  });

  it('reports pending, then the verified outcome', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member, { amountKobo: 250_000n });
    const url = `/api/payments/charges/${reference}/verify`;
    const pending = await t.app.inject({ method: 'POST', url, headers: member.headers });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      success: true,
      message: 'The payment is not complete yet',
      reference,
      status: 'pending',
      purpose: 'wallet_funding',
      amount: '2500.00',
      fee: '137.50',
      total: '2637.50',
      card_id: null,
    });
    await payWithCard(t, reference, DECLINED_CARD);
    const failed = await t.app.inject({ method: 'POST', url, headers: member.headers });
    expect(failed.json()).toMatchObject({ success: true, status: 'failed', message: 'Payment failed: Declined' });
  });

  it("answers 404 for another member's reference and for an unknown one", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const { reference } = await startCharge(t, ada);
    await payWithCard(t, reference, SUCCESS_CARD);
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/charges/${reference}/verify`, headers: eve.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Payment not found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/charges/FIN-NOPE/verify', headers: eve.headers })).statusCode).toBe(404);
  });
});
