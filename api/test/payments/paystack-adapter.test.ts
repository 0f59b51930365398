// The Paystack adapter against a local fake of Paystack's HTTP API: request shapes, response mapping, error kinds.
// The fake checks every request against Paystack's published description: no test may leave a violation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaystackProvider } from '../../src/rails/paystack/provider';
import { ProviderError, WebhookPayloadError } from '../../src/rails/provider';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_PUBLIC_KEY, FAKE_SECRET_KEY, FAKE_TRANSFER_OTP, FakePaystack, fakeAuthorization, startFakePaystack } from '../fakes/fakePaystack';

let fake: FakePaystack;
let paystack: PaystackProvider;

beforeAll(async () => {
  fake = await startFakePaystack();
  // a generous limit: on a busy CI machine the fake's answers can take longer than a real timeout test's 300 ms
  paystack = new PaystackProvider({ secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 5_000 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.clearScripts();
  expect(fake.violations).toEqual([]);
});

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a provider error');
}

describe('paystack adapter: charges', () => {
  it('initializes a transaction with the Bearer secret, kobo amount and our reference', async () => {
    const result = await paystack.initializeCharge({
      email: 'ada@example.com',
      amountKobo: 517_500n,
      reference: 'FIN-07-00001-INIT1',
      callbackUrl: 'http://localhost:3000/wallet',
      metadata: { purpose: 'wallet_funding' },
    });
    expect(result.reference).toBe('FIN-07-00001-INIT1');
    expect(result.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const request = fake.last('POST', '/transaction/initialize')!;
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      email: 'ada@example.com',
      amount: 517500,
      currency: 'NGN',
      reference: 'FIN-07-00001-INIT1',
      callback_url: 'http://localhost:3000/wallet',
      metadata: { purpose: 'wallet_funding' },
    });
  });

  it('maps a verified successful transaction with its card authorization', async () => {
    await paystack.initializeCharge({ email: 'ada@example.com', amountKobo: 10_150n, reference: 'FIN-30-00001-VERIFY', callbackUrl: 'http://x/y' });
    expect((await paystack.verifyCharge('FIN-30-00001-VERIFY')).status).toBe('abandoned');
    const authorization = fakeAuthorization({ authorization_code: 'AUTH_verify1', signature: 'SIG_verify1', brand: 'visa', card_type: 'visa ' });
    fake.completeCharge('FIN-30-00001-VERIFY', { status: 'success', authorization });

    const result = await paystack.verifyCharge('FIN-30-00001-VERIFY');
    expect(fake.last('GET', '/transaction/verify/FIN-30-00001-VERIFY')!.headers.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(result).toEqual({
      status: 'success',
      amountKobo: 10_150n,
      currency: 'NGN',
      paidAt: expect.any(Date),
      customerEmail: 'ada@example.com',
      gatewayResponse: 'Successful',
      authorization: {
        authorizationCode: 'AUTH_verify1',
        reusable: true,
        signature: 'SIG_verify1',
        bin: '408408',
        last4: '4081',
        bank: 'TEST BANK',
        brand: 'visa',
        expMonth: '12',
        expYear: '2030',
      },
    });
  });

  it('reads a fee-bearing customer\'s verify answer by requested_amount, not amount (= requested + fees)', async () => {
    fake.feesOnCustomer = true;
    try {
      await paystack.initializeCharge({ email: 'ada@example.com', amountKobo: 500_000n, reference: 'FIN-07-00001-FEES1', callbackUrl: 'http://x/y' });
      fake.completeCharge('FIN-07-00001-FEES1', { status: 'success' });
      expect(fake.transactions.get('FIN-07-00001-FEES1')).toMatchObject({ amount: 500_000 + 17_500, requested_amount: 500_000 });
      expect(await paystack.verifyCharge('FIN-07-00001-FEES1')).toMatchObject({ status: 'success', amountKobo: 500_000n, feesKobo: 17_500n });
    } finally {
      fake.feesOnCustomer = false;
    }
  });

  it('maps failed and unknown transactions', async () => {
    await paystack.initializeCharge({ email: 'ada@example.com', amountKobo: 5_000n, reference: 'FIN-07-00001-FAILED', callbackUrl: 'http://x/y' });
    fake.completeCharge('FIN-07-00001-FAILED', { status: 'failed', gateway_response: 'Declined' });
    const failed = await paystack.verifyCharge('FIN-07-00001-FAILED');
    expect(failed.status).toBe('failed');
    expect(failed.gatewayResponse).toBe('Declined');
    expect(failed.authorization).toBeUndefined();

    const missing = await providerError(paystack.verifyCharge('FIN-NOPE'));
    expect(missing.conclusive).toBe(true);
    expect(missing.code).toBe('not_found');
  });

  it('charges a saved authorization with the same email, and maps a decline', async () => {
    const authorization = fakeAuthorization({ authorization_code: 'AUTH_saved1' });
    fake.addAuthorization('ada@example.com', authorization);
    const result = await paystack.chargeAuthorization({ authorizationCode: 'AUTH_saved1', email: 'ada@example.com', amountKobo: 20_300n, reference: 'FIN-07-00001-SAVED1' });
    expect(fake.last('POST', '/transaction/charge_authorization')!.body).toEqual({
      authorization_code: 'AUTH_saved1',
      email: 'ada@example.com',
      amount: 20300,
      currency: 'NGN',
      reference: 'FIN-07-00001-SAVED1',
    });
    expect(result).toMatchObject({ status: 'success', amountKobo: 20_300n, currency: 'NGN' });

    fake.addAuthorization('ada@example.com', fakeAuthorization({ authorization_code: 'AUTH_broke' }), true);
    const declined = await paystack.chargeAuthorization({ authorizationCode: 'AUTH_broke', email: 'ada@example.com', amountKobo: 20_300n, reference: 'FIN-07-00001-SAVED2' });
    expect(declined.status).toBe('failed');
    expect(declined.gatewayResponse).toBe('Insufficient Funds');

    const refused = await providerError(paystack.chargeAuthorization({ authorizationCode: 'AUTH_saved1', email: 'eve@example.com', amountKobo: 100n, reference: 'FIN-X' }));
    expect(refused.conclusive).toBe(true);
  });
});

describe('paystack adapter: banks and transfers', () => {
  it('lists active Nigerian banks across cursor pages', async () => {
    const banks = await paystack.listBanks();
    expect(banks.map((b) => b.code).sort()).toEqual(['011', '044', '057', '058', '50211', '999992']);
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    const pages = fake.requests.filter((r) => r.path === '/bank');
    expect(pages.length).toBe(3);
    expect(pages[0].query).toMatchObject({ country: 'nigeria', use_cursor: 'true' });
    expect(pages[1].query.next).toBeTruthy();
  });

  it('resolves an account name, and a refusal is conclusive', async () => {
    fake.addAccount('058', '0123456785', 'OKAFOR CHIOMA');
    expect(await paystack.resolveAccount({ accountNumber: '0123456785', bankCode: '058' })).toEqual({ accountName: 'OKAFOR CHIOMA', accountNumber: '0123456785' });
    expect(fake.last('GET', '/bank/resolve')!.query).toEqual({ account_number: '0123456785', bank_code: '058' });
    const refused = await providerError(paystack.resolveAccount({ accountNumber: '0000000001', bankCode: '058' }));
    expect(refused.conclusive).toBe(true);
    expect(refused.httpStatus).toBe(422);
  });

  it('creates a recipient, sends a transfer with our reference and verifies it', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'OKAFOR CHIOMA', accountNumber: '0123456785', bankCode: '058' });
    expect(fake.last('POST', '/transferrecipient')!.body).toEqual({ type: 'nuban', name: 'OKAFOR CHIOMA', account_number: '0123456785', bank_code: '058', currency: 'NGN' });

    const transfer = await paystack.initiateTransfer({ amountKobo: 1_250_000n, recipientCode, reference: 'wd_20261128_aaaaaaaaaaaa', reason: 'Wallet withdrawal' });
    expect(transfer.status).toBe('pending');
    expect(transfer.transferCode).toMatch(/^TRF_/);
    expect(fake.last('POST', '/transfer')!.body).toEqual({
      source: 'balance',
      amount: 1250000,
      currency: 'NGN',
      recipient: recipientCode,
      reference: 'wd_20261128_aaaaaaaaaaaa',
      reason: 'Wallet withdrawal',
    });

    expect(await paystack.verifyTransfer('wd_20261128_aaaaaaaaaaaa')).toEqual({ status: 'pending' });
    for (const [paystackStatus, ours] of [
      ['success', 'success'],
      ['failed', 'failed'],
      ['reversed', 'reversed'],
      ['processing', 'pending'],
      ['abandoned', 'failed'],
    ]) {
      fake.setTransferStatus('wd_20261128_aaaaaaaaaaaa', paystackStatus);
      expect(await paystack.verifyTransfer('wd_20261128_aaaaaaaaaaaa')).toEqual({ status: ours });
    }

    // A second transfer with the same reference is refused, conclusively: nothing was sent twice.
    const duplicate = await providerError(paystack.initiateTransfer({ amountKobo: 1_250_000n, recipientCode, reference: 'wd_20261128_aaaaaaaaaaaa', reason: 'again' }));
    expect(duplicate.conclusive).toBe(true);

    const unknown = await providerError(paystack.verifyTransfer('wd_20261128_neversentxxx'));
    expect(unknown).toMatchObject({ conclusive: true, code: 'not_found' });
  });

  it('reports a transfer held for an OTP as otp (never sent), finalizes it with the OTP, and reads abandoned as failed', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'X', accountNumber: '0123456785', bankCode: '058' });
    fake.transferOtp = true;
    try {
      const held = await paystack.initiateTransfer({ amountKobo: 100_00n, recipientCode, reference: 'wd_20261128_otpotpotp001', reason: 'r' });
      expect(held).toEqual({ status: 'otp', transferCode: expect.stringMatching(/^TRF_/) });
      expect(await paystack.verifyTransfer('wd_20261128_otpotpotp001')).toEqual({ status: 'otp' });
      const wrong = await providerError(paystack.finalizeTransfer({ transferCode: held.transferCode, otp: '000000' }));
      expect(wrong).toMatchObject({ conclusive: true, message: 'Invalid OTP' });
      expect(await paystack.finalizeTransfer({ transferCode: held.transferCode, otp: FAKE_TRANSFER_OTP })).toEqual({ status: 'pending' });
      expect(fake.last('POST', '/transfer/finalize_transfer')!.body).toEqual({ transfer_code: held.transferCode, otp: FAKE_TRANSFER_OTP });

      const other = await paystack.initiateTransfer({ amountKobo: 100_00n, recipientCode, reference: 'wd_20261128_otpotpotp002', reason: 'r' });
      expect(other.status).toBe('otp');
      fake.abandonTransfer('wd_20261128_otpotpotp002');
      expect(await paystack.verifyTransfer('wd_20261128_otpotpotp002')).toEqual({ status: 'failed' });
    } finally {
      fake.transferOtp = false;
    }
  });

  it('sends an older uppercase reference lowercased, as Paystack requires', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'X', accountNumber: '0123456785', bankCode: '058' });
    await paystack.initiateTransfer({ amountKobo: 5_000n, recipientCode, reference: 'WD-20261001-ABCDEFGHJK', reason: 'r' });
    expect(fake.last('POST', '/transfer')!.body).toMatchObject({ reference: 'wd-20261001-abcdefghjk', amount: 5000 });
    expect(await paystack.verifyTransfer('WD-20261001-ABCDEFGHJK')).toEqual({ status: 'pending' });
    expect(fake.last('GET', /^\/transfer\/verify\//)!.path).toBe('/transfer/verify/wd-20261001-abcdefghjk');
  });
});

describe('paystack adapter: failures', () => {
  it('a timeout is inconclusive', async () => {
    fake.script({ method: 'GET', path: /^\/transfer\/verify\//, delayMs: 1000, status: 200, body: { status: true, data: { status: 'success' } } });
    const quick = new PaystackProvider({ secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 300 });
    const started = Date.now();
    const error = await providerError(quick.verifyTransfer('wd_20261128_slowslowslow'));
    expect(error).toMatchObject({ conclusive: false, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('a 5xx is inconclusive, a 4xx is conclusive', async () => {
    fake.script({ method: 'POST', path: '/transfer', status: 502, body: { status: false, message: 'Bad gateway' } });
    expect(await providerError(paystack.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_x', reference: 'wd_20261128_rrrrrrrrrr05', reason: 'r' }))).toMatchObject({
      conclusive: false,
      code: 'server',
      httpStatus: 502,
    });
    fake.script({ method: 'POST', path: '/transfer', status: 400, body: { status: false, message: 'Insufficient balance' } });
    const refused = await providerError(paystack.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_x', reference: 'wd_20261128_rrrrrrrrrr04', reason: 'r' }));
    expect(refused).toMatchObject({ conclusive: true, code: 'rejected', httpStatus: 400, message: 'Insufficient balance' });
  });

  it('an unreadable 200 is inconclusive; so is a refused key (401): nothing happened, nothing is decided', async () => {
    fake.script({ path: '/bank', raw: '<html>maintenance</html>', status: 200 });
    expect(await providerError(paystack.listBanks())).toMatchObject({ conclusive: false, code: 'bad_response' });

    const wrongKey = new PaystackProvider({ secretKey: 'sk_test_wrong', publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 5_000 });
    expect(await providerError(wrongKey.listBanks())).toMatchObject({ conclusive: false, code: 'unauthorized', httpStatus: 401 });
  });

  it('a 429 is inconclusive and carries when to ask again (x-ratelimit-reset)', async () => {
    fake.rateLimit({ method: 'POST', path: '/transferrecipient', resetSeconds: 42 });
    const limited = await providerError(paystack.createRecipient({ name: 'X', accountNumber: '0123456785', bankCode: '058' }));
    expect(limited).toMatchObject({ conclusive: false, code: 'rate_limited', httpStatus: 429, retryAfterMs: 42_000 });
    fake.rateLimit({ method: 'POST', path: '/transaction/charge_authorization' });
    fake.addAuthorization('ada@example.com', fakeAuthorization({ authorization_code: 'AUTH_limited' }));
    const charge = await providerError(paystack.chargeAuthorization({ authorizationCode: 'AUTH_limited', email: 'ada@example.com', amountKobo: 100n, reference: 'FIN-07-00001-LIMITED' }));
    expect(charge).toMatchObject({ conclusive: false, code: 'rate_limited' });
  });

  it('a closed port is an inconclusive network error', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const offline = new PaystackProvider({ secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    expect(await providerError(offline.verifyCharge('X'))).toMatchObject({ conclusive: false, code: 'network' });
  });
});

describe('paystack adapter: webhooks', () => {
  const body = Buffer.from(JSON.stringify({ event: 'transfer.success', data: { reference: 'wd_20261128_aaaaaaaaaaaa', amount: 1250000, status: 'success' } }));

  it('accepts the HMAC-SHA512 of the raw body with the secret key', () => {
    const event = paystack.verifyWebhook(body, { 'x-paystack-signature': signWebhook(body, FAKE_SECRET_KEY) });
    expect(event).toEqual({
      id: 'transfer.success:wd_20261128_aaaaaaaaaaaa',
      type: 'transfer.success',
      reference: 'wd_20261128_aaaaaaaaaaaa',
      data: { reference: 'wd_20261128_aaaaaaaaaaaa', amount: 1250000, status: 'success' },
    });
  });

  it('rejects a missing, wrong or other-key signature, and an altered body', () => {
    expect(paystack.verifyWebhook(body, {})).toBeNull();
    expect(paystack.verifyWebhook(body, { 'x-paystack-signature': 'abc' })).toBeNull();
    expect(paystack.verifyWebhook(body, { 'x-paystack-signature': signWebhook(body, 'sk_test_someone_else') })).toBeNull();
    const altered = Buffer.from(body.toString().replace('1250000', '9250000'));
    expect(paystack.verifyWebhook(altered, { 'x-paystack-signature': signWebhook(body, FAKE_SECRET_KEY) })).toBeNull();
    // the same JSON re-serialised differently is not the signed body either
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(paystack.verifyWebhook(reformatted, { 'x-paystack-signature': signWebhook(body, FAKE_SECRET_KEY) })).toBeNull();
  });

  it('throws on a correctly signed body that is not an event', () => {
    const junk = Buffer.from('not json');
    expect(() => paystack.verifyWebhook(junk, { 'x-paystack-signature': signWebhook(junk, FAKE_SECRET_KEY) })).toThrow(WebhookPayloadError);
  });

  it('keeps the public key for the browser and the secret for the server', () => {
    expect(paystack.publicKey()).toBe(FAKE_PUBLIC_KEY);
  });
});
