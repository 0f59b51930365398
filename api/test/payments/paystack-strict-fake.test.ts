// The fake is as strict as Paystack's published description (test/fakes/paystack-openapi): the request shapes the
// adapter used to send (amount as a string, an uppercase WD-… transfer reference) are refused with a 400 and recorded
// as violations; a request the description allows is not.
import fs from 'node:fs';
import path from 'node:path';
import { FAKE_SECRET_KEY, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';

let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string } };
}

it('keeps the published description with its source and date', () => {
  const dir = path.join(__dirname, '..', 'fakes', 'paystack-openapi');
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  expect(readme).toMatch(/PaystackOSS\/openapi/);
  expect(readme).toMatch(/dist\/paystack\.yaml/);
  expect(readme).toMatch(/commit\s+`[0-9a-f]{40}`/);
  expect(fs.readFileSync(path.join(dir, 'paystack.yaml'), 'utf8')).toMatch(/^openapi: 3\.0\.1/);
});

it('refuses an amount sent as a string and an uppercase transfer reference, as Paystack does', async () => {
  const before = fake.violations.length;
  const transfer = await post('/transfer', { source: 'balance', amount: '150000', currency: 'NGN', recipient: 'RCP_x', reference: 'WD-20261128-ABCDEFGHJK', reason: 'r' });
  expect(transfer.status).toBe(400);
  expect(transfer.body.status).toBe(false);
  expect(transfer.body.message).toMatch(/amount must be integer/);
  expect(transfer.body.message).toMatch(/reference must match pattern/);

  const short = await post('/transfer', { source: 'balance', amount: 150000, recipient: 'RCP_x', reference: 'wd_short' });
  expect(short.body.message).toMatch(/reference must match pattern/);

  const initialize = await post('/transaction/initialize', { email: 'a@example.com', amount: '5000' });
  expect(initialize.status).toBe(400);
  const missing = await post('/transaction/charge_authorization', { email: 'a@example.com', amount: 5000 });
  expect(missing.body.message).toMatch(/must have required property 'authorization_code'/);

  const unknown = await post('/transfer/cancel', {});
  expect(unknown.body.message).toBe("/transfer/cancel is not in Paystack's description");
  const noKey = await post('/transaction/initialize', { email: 'a@example.com', amount: 5000 }, { authorization: '' });
  expect(noKey.status).toBe(400);

  expect(fake.violations.slice(before).map((v) => `${v.method} ${v.path}`)).toEqual([
    'POST /transfer',
    'POST /transfer',
    'POST /transaction/initialize',
    'POST /transaction/charge_authorization',
    'POST /transfer/cancel',
    'POST /transaction/initialize',
  ]);
});

it('lets a request the description allows through to the fake’s own answer', async () => {
  const before = fake.violations.length;
  const ok = await post('/transaction/initialize', { email: 'a@example.com', amount: 5000, reference: 'FIN-07-00001-OK', currency: 'NGN', callback_url: 'http://x/y', metadata: {} });
  expect(ok.status).toBe(200);
  const recipient = await post('/transferrecipient', { type: 'nuban', name: 'A', account_number: '0123456785', bank_code: '058', currency: 'NGN' });
  expect(recipient.status).toBe(201);
  expect(fake.violations.length).toBe(before);
});
