// The Paystack adapter against a local fake of Paystack's HTTP API: request shapes, response mapping, error kinds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaystackProvider } from '../../src/rails/paystack/provider';
import { ProviderError, WebhookPayloadError } from '../../src/rails/provider';
import { signWebhook } from '../../src/rails/webhooks';
import { FAKE_PUBLIC_KEY, FAKE_SECRET_KEY, FakePaystack, fakeAuthorization, startFakePaystack } from '../fakes/fakePaystack';

let fake: FakePaystack;
let paystack: PaystackProvider;

beforeAll(async () => {
  fake = await startFakePaystack();
  // a generous limit: on a busy CI machine the fake's answers can take longer than a real timeout test's 300 ms
  paystack = new PaystackProvider({ secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 5_000 });
});
afterAll(() => fake.close());
afterEach(() => fake.clearScripts());

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
      amount: '517500',
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
      amount: '20300',
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

    const transfer = await paystack.initiateTransfer({ amountKobo: 1_250_000n, recipientCode, reference: 'WDR-00001-AAAA', reason: 'Wallet withdrawal' });
    expect(transfer.status).toBe('pending');
    expect(transfer.transferCode).toMatch(/^TRF_/);
    expect(fake.last('POST', '/transfer')!.body).toEqual({
      source: 'balance',
      amount: '1250000',
      currency: 'NGN',
      recipient: recipientCode,
      reference: 'WDR-00001-AAAA',
      reason: 'Wallet withdrawal',
    });

    expect(await paystack.verifyTransfer('WDR-00001-AAAA')).toEqual({ status: 'pending' });
    for (const [paystackStatus, ours] of [
      ['success', 'success'],
      ['failed', 'failed'],
      ['reversed', 'reversed'],
      ['processing', 'pending'],
      ['abandoned', 'failed'],
    ]) {
      fake.setTransferStatus('WDR-00001-AAAA', paystackStatus);
      expect(await paystack.verifyTransfer('WDR-00001-AAAA')).toEqual({ status: ours });
    }

    // A second transfer with the same reference is refused, conclusively: nothing was sent twice.
    const duplicate = await providerError(paystack.initiateTransfer({ amountKobo: 1_250_000n, recipientCode, reference: 'WDR-00001-AAAA', reason: 'again' }));
    expect(duplicate.conclusive).toBe(true);

    const unknown = await providerError(paystack.verifyTransfer('WDR-NEVER-SENT'));
    expect(unknown).toMatchObject({ conclusive: true, code: 'not_found' });
  });

  it('treats a transfer held for OTP as a conclusive error a payout can act on', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'X', accountNumber: '0123456785', bankCode: '058' });
    fake.transferOtp = true;
    try {
      const error = await providerError(paystack.initiateTransfer({ amountKobo: 100_00n, recipientCode, reference: 'WDR-OTP-1', reason: 'r' }));
      expect(error).toMatchObject({ conclusive: true, code: 'otp_required' });
    } finally {
      fake.transferOtp = false;
    }
  });
});

describe('paystack adapter: failures', () => {
  it('a timeout is inconclusive', async () => {
    fake.script({ method: 'GET', path: /^\/transfer\/verify\//, delayMs: 1000, status: 200, body: { status: true, data: { status: 'success' } } });
    const quick = new PaystackProvider({ secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 300 });
    const started = Date.now();
    const error = await providerError(quick.verifyTransfer('WDR-SLOW'));
    expect(error).toMatchObject({ conclusive: false, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('a 5xx is inconclusive, a 4xx is conclusive', async () => {
    fake.script({ method: 'POST', path: '/transfer', status: 502, body: { status: false, message: 'Bad gateway' } });
    expect(await providerError(paystack.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_x', reference: 'R5', reason: 'r' }))).toMatchObject({
      conclusive: false,
      code: 'server',
      httpStatus: 502,
    });
    fake.script({ method: 'POST', path: '/transfer', status: 400, body: { status: false, message: 'Insufficient balance' } });
    const refused = await providerError(paystack.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_x', reference: 'R4', reason: 'r' }));
    expect(refused).toMatchObject({ conclusive: true, code: 'rejected', httpStatus: 400, message: 'Insufficient balance' });
  });

  it('an unreadable 200 is inconclusive; a wrong key is conclusive', async () => {
    fake.script({ path: '/bank', raw: '<html>maintenance</html>', status: 200 });
    expect(await providerError(paystack.listBanks())).toMatchObject({ conclusive: false, code: 'bad_response' });

    const wrongKey = new PaystackProvider({ secretKey: 'sk_test_wrong', publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.baseUrl, timeoutMs: 5_000 });
    expect(await providerError(wrongKey.listBanks())).toMatchObject({ conclusive: true, httpStatus: 401 });
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
  const body = Buffer.from(JSON.stringify({ event: 'transfer.success', data: { reference: 'WDR-00001-AAAA', amount: 1250000, status: 'success' } }));

  it('accepts the HMAC-SHA512 of the raw body with the secret key', () => {
    const event = paystack.verifyWebhook(body, { 'x-paystack-signature': signWebhook(body, FAKE_SECRET_KEY) });
    expect(event).toEqual({
      id: 'transfer.success:WDR-00001-AAAA',
      type: 'transfer.success',
      reference: 'WDR-00001-AAAA',
      data: { reference: 'WDR-00001-AAAA', amount: 1250000, status: 'success' },
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
