// The Paystack fake as its own process (test/fakes/runFakePaystack.ts, as prod:check runs it): it prints its port,
// its hosted checkout page takes the test card, marks the transaction paid, posts a signed charge.success and sends
// the browser back to the callback_url; a transfer settles by a signed transfer.success; /__control scripts faults.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { hasValidSignature } from '../../src/rails/webhooks';
import { FAKE_CHECKOUT_CARD } from '../fakes/fakePaystack';

const SECRET = 'sk_test_process_0123456789abcdef';
let child: ChildProcess;
let baseUrl = '';
let hooks: http.Server;
const received: Array<{ body: Buffer; signature: string | undefined }> = [];

beforeAll(async () => {
  hooks = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), signature: req.headers['x-paystack-signature'] as string | undefined });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/payments/webhook/paystack`;
  const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  child = spawn(tsx, [path.join(__dirname, '..', 'fakes', 'runFakePaystack.ts')], {
    env: { ...process.env, FAKE_PAYSTACK_PORT: '0', FAKE_PAYSTACK_SECRET_KEY: SECRET, FAKE_PAYSTACK_WEBHOOK_URL: hookUrl, FAKE_PAYSTACK_TRANSFER_SETTLE_MS: '200' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+) \(port (\d+)\)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the fake exited (${code}): ${out}`)));
  });
}, 30_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
});

const api = (pathname: string, body?: unknown) =>
  fetch(`${baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, headers: r.headers, json: (await r.json()) as { status: boolean; message: string; data: Record<string, unknown> } }));

async function until<T>(check: () => T | undefined, ms = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const events = () => received.map((r) => ({ ...(JSON.parse(r.body.toString()) as { event: string; data: { reference: string; status: string } }), signed: hasValidSignature(r.body, r.signature, SECRET) }));

it('serves a checkout page that pays with the test card, posts a signed charge.success and returns to the callback', async () => {
  const init = await api('/transaction/initialize', { email: 'ada@example.com', amount: 250_000, currency: 'NGN', reference: 'FIN-07-00001-PROC1', callback_url: 'http://app.test/wallet/paid', metadata: {} });
  const url = String(init.json.data.authorization_url);
  expect(url.startsWith(`${baseUrl}/checkout/`)).toBe(true);
  const page = await (await fetch(url)).text();
  expect(page).toMatch(/<label for="card_number">Card number<\/label>/);
  expect(page).toMatch(/<button type="submit">Pay<\/button>/);

  const declined = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card_number=4000000000000002', redirect: 'manual' });
  expect(await declined.text()).toMatch(/Declined/);
  const paid = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card_number=${FAKE_CHECKOUT_CARD}`, redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe('http://app.test/wallet/paid?trxref=FIN-07-00001-PROC1&reference=FIN-07-00001-PROC1');

  const verify = await api('/transaction/verify/FIN-07-00001-PROC1');
  expect(verify.json.data).toMatchObject({ status: 'success', amount: 250_000, requested_amount: 250_000 });
  const hook = await until(() => events().find((e) => e.event === 'charge.success'));
  expect(hook).toMatchObject({ signed: true, data: { reference: 'FIN-07-00001-PROC1', status: 'success' } });
});

it('settles a transfer by a signed transfer.success, answers its verify, and takes scripted faults', async () => {
  const recipient = await api('/transferrecipient', { type: 'nuban', name: 'ADA', account_number: '0123456785', bank_code: '058', currency: 'NGN' });
  const code = String(recipient.json.data.recipient_code);
  const sent = await api('/transfer', { source: 'balance', amount: 90_000, currency: 'NGN', recipient: code, reference: 'wd_20261128_processtest1', reason: 'w' });
  expect(sent.json.data.status).toBe('pending');
  const hook = await until(() => events().find((e) => e.event === 'transfer.success'));
  expect(hook).toMatchObject({ signed: true, data: { reference: 'wd_20261128_processtest1', status: 'success' } });
  expect((await api('/transfer/verify/wd_20261128_processtest1')).json.data.status).toBe('success');

  // a 429 scripted at run time, with its reset header
  await fetch(`${baseUrl}/__control/script`, { method: 'POST', body: JSON.stringify({ method: 'GET', path: { regex: '^/transfer/verify/' }, resetSeconds: 7 }) });
  const limited = await api('/transfer/verify/wd_20261128_processtest1');
  expect(limited.status).toBe(429);
  expect(limited.headers.get('x-ratelimit-reset')).toBe('7');
  // the next webhook is dropped
  await fetch(`${baseUrl}/__control/settings`, { method: 'POST', body: JSON.stringify({ dropWebhooks: 1 }) });
  await api('/transfer', { source: 'balance', amount: 1_000, currency: 'NGN', recipient: code, reference: 'wd_20261128_processtest2', reason: 'w' });
  await new Promise((resolve) => setTimeout(resolve, 500)); // past the settle delay
  const control = (await (await fetch(`${baseUrl}/__control/state`)).json()) as { violations: unknown[]; webhooksSent: Array<{ reference: string; status: unknown }> };
  expect(control.webhooksSent.filter((w) => w.reference === 'wd_20261128_processtest2')).toEqual([{ event: 'transfer.success', reference: 'wd_20261128_processtest2', status: 'dropped' }]);
  expect(control.violations).toEqual([]);
});
