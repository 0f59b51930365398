// A local fake of Paystack's HTTP API (the endpoints the adapter uses), with Paystack's `{ status, message, data }`
// shapes. Strict where Paystack is: every request is checked against Paystack's published OpenAPI description
// (./paystackContract.ts); one that breaks it is answered 400 and recorded in `violations`, which tests assert empty.
// It records every request and can script what Paystack does on a bad day: a status and body (429 with
// x-ratelimit-reset, 5xx), a non-JSON body, a delay; transfers held for an OTP (`transferOtp`) or abandoned; a
// customer who bears the fees (`feesOnCustomer`: verify answers amount = requested + fees, requested_amount).
// Listens on an ephemeral port: `const fake = await startFakePaystack(); … fake.baseUrl … await fake.close()`.
// As its own process (./runFakePaystack.ts) it also serves the hosted checkout page and posts signed webhooks.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { signWebhook } from '../../src/rails/webhooks';
import { fakeCheckoutPage } from './fakeCheckoutPage';
import { paystackContract, type ContractViolation } from './paystackContract';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface ScriptedResponse {
  method?: string;
  /** matched against the path without the query string */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** sent as is instead of JSON */
  raw?: string;
  /** answer only after this long (longer than the adapter's timeout → a timeout) */
  delayMs?: number;
  /** how many matching requests it applies to (default 1) */
  times?: number;
  /** extra reply headers, e.g. x-ratelimit-reset */
  headers?: Record<string, string>;
}

export interface FakePaystackOptions {
  secretKey?: string;
  /** where to post signed events (charge.success, transfer.*); none: no webhooks (tests post their own) */
  webhookUrl?: string;
  /** this fake's address as a browser reaches it: authorization_url is then its own checkout page */
  publicUrl?: string;
  /** with a webhookUrl: a pending transfer succeeds (and transfer.success is posted) after this long */
  transferSettleMs?: number;
  port?: number;
  host?: string;
}

export interface FakeAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: string;
  card_type: string;
  bank: string;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string;
  account_name: null;
}

interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  /** what the customer pays: requested_amount + fees when the customer bears the fees */
  amount: number;
  requested_amount: number;
  fees: number;
  access_code: string;
  callback_url: string | null;
  currency: string;
  status: string;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  authorization: FakeAuthorization | null;
}

interface FakeTransfer {
  reference: string;
  transfer_code: string;
  amount: number;
  recipient: string;
  reason: string;
  status: string;
}

export const FAKE_SECRET_KEY = 'sk_test_fake_0123456789abcdef0123456789abcdef';
/** the OTP `finalize_transfer` accepts while `transferOtp` is on */
export const FAKE_TRANSFER_OTP = '123456';
/** the hosted checkout page's card that pays; any other card number is declined */
export const FAKE_CHECKOUT_CARD = '4084084084084081';
export const FAKE_PUBLIC_KEY = 'pk_test_fake_0123456789abcdef0123456789abcdef';

export const FAKE_BANKS = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 2, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', longcode: '011151003', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 3, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 4, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 5, name: 'Old Closed Bank', slug: 'old-closed-bank', code: '014', longcode: '', active: false, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 6, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
  { id: 7, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', longcode: '', active: true, is_deleted: false, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
];

export function fakeAuthorization(overrides: Partial<FakeAuthorization> = {}): FakeAuthorization {
  return {
    authorization_code: `AUTH_${crypto.randomBytes(5).toString('hex')}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: 'SIG_fakeCardSignature001',
    account_name: null,
    ...overrides,
  };
}

/** Paystack's fee when the customer bears it: 1.5 % + ₦100 above ₦2,500, capped at ₦2,000 (in kobo) */
export function paystackFee(amountKobo: number): number {
  const fee = Math.ceil(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

export class FakePaystack {
  readonly requests: RecordedRequest[] = [];
  /** requests that broke Paystack's published description (answered 400): tests expect none */
  readonly violations: ContractViolation[] = [];
  /** the account passes Paystack's fees to the customer: charges cost amount + fees, verify says requested_amount */
  feesOnCustomer = false;
  /** drop (do not post) the next N webhooks */
  dropWebhooks = 0;
  readonly webhooksSent: Array<{ event: string; reference: string; status: number | 'error' | 'dropped' }> = [];
  readonly transactions = new Map<string, FakeTransaction>();
  readonly authorizations = new Map<string, { email: string; authorization: FakeAuthorization; declines: boolean }>();
  readonly accounts = new Map<string, string>();
  readonly recipients = new Map<string, { name: string; account_number: string; bank_code: string }>();
  readonly transfers = new Map<string, FakeTransfer>();
  /** banks per page when the client asks for a cursor (small, so pagination is exercised) */
  bankPageSize = 3;
  /** Paystack accounts with transfer OTP on answer 'otp' */
  transferOtp = false;
  baseUrl = '';
  private scripts: ScriptedResponse[] = [];
  private readonly server: http.Server;
  private readonly sockets = new Set<Socket>();
  private nextId = 1000;

  readonly secretKey: string;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(readonly options: FakePaystackOptions = {}) {
    this.secretKey = options.secretKey ?? FAKE_SECRET_KEY;
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async listen(): Promise<this> {
    paystackContract(); // compiled before the first request, so no request waits for it
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, host, resolve));
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  script(response: ScriptedResponse): void {
    this.scripts.push({ times: 1, ...response });
  }

  clearScripts(): void {
    this.scripts = [];
  }

  /** Paystack's rate limit: the next `times` matching requests answer 429 with x-ratelimit-reset (seconds) */
  rateLimit(match: { method?: string; path: string | RegExp; times?: number; resetSeconds?: number }): void {
    this.script({
      method: match.method,
      path: match.path,
      times: match.times ?? 1,
      status: 429,
      headers: { 'x-ratelimit-reset': String(match.resetSeconds ?? 30) },
      body: { status: false, message: 'Too many requests. Please try again later' },
    });
  }

  /** the next `times` matching requests fail on Paystack's side */
  serverError(match: { method?: string; path: string | RegExp; times?: number; status?: number }): void {
    this.script({ method: match.method, path: match.path, times: match.times ?? 1, status: match.status ?? 500, body: { status: false, message: 'An error occurred' } });
  }

  /** Paystack gives up on a transfer nobody finalized with the OTP (after 30 minutes on the real one) */
  abandonTransfer(reference: string): void {
    this.setTransferStatus(reference, 'abandoned');
  }

  last(method: string, path: string | RegExp): RecordedRequest | undefined {
    return [...this.requests].reverse().find((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** The customer finishes (or not) the checkout of an initialized transaction. */
  completeCharge(reference: string, outcome: { status: 'success' | 'failed' | 'abandoned'; amount?: number; currency?: string; authorization?: FakeAuthorization; gateway_response?: string }): void {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`fake paystack: no transaction ${reference}`);
    transaction.status = outcome.status;
    // what the customer was charged in all (requested_amount stays what was asked)
    if (outcome.amount !== undefined) transaction.amount = outcome.amount;
    if (outcome.currency) transaction.currency = outcome.currency;
    transaction.gateway_response = outcome.gateway_response ?? (outcome.status === 'success' ? 'Successful' : outcome.status === 'failed' ? 'Declined' : 'The transaction was not completed');
    if (outcome.status === 'success') {
      transaction.paid_at = new Date().toISOString();
      transaction.authorization = outcome.authorization ?? fakeAuthorization();
      this.authorizations.set(transaction.authorization.authorization_code, { email: transaction.email, authorization: transaction.authorization, declines: false });
    }
  }

  addAuthorization(email: string, authorization: FakeAuthorization, declines = false): void {
    this.authorizations.set(authorization.authorization_code, { email, authorization, declines });
  }

  addAccount(bankCode: string, accountNumber: string, name: string): void {
    this.accounts.set(`${bankCode}:${accountNumber}`, name);
  }

  setTransferStatus(reference: string, status: string): void {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new Error(`fake paystack: no transfer ${reference}`);
    transfer.status = status;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/') {
      // a liveness answer for whoever waits for the process to listen (not Paystack's API: not checked or recorded)
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Paystack fake\n');
      return;
    }
    if (url.pathname.startsWith('/checkout/')) return this.checkout(req, res, url, text);
    if (url.pathname.startsWith('/__control/')) return this.control(req, res, url, text);
    // a browser on the checkout page asks every origin for its icon: not a request of the API's
    if (url.pathname === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body };
    this.requests.push(recorded);

    // Paystack refuses what its description forbids before anything else happens
    const violation = paystackContract().check(recorded);
    if (violation) {
      this.violations.push(violation);
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: false, message: violation.message }));
      return;
    }

    const scripted = this.takeScript(recorded);
    const canned = scripted && (scripted.status !== undefined || scripted.body !== undefined || scripted.raw !== undefined);
    // A delayed request is still carried out at once (Paystack acted, the network is slow): only the answer is late.
    let status: number;
    let reply: string;
    if (canned) {
      status = scripted.status ?? 200;
      reply = scripted.raw ?? JSON.stringify(scripted.body ?? {});
    } else if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      status = 401;
      reply = JSON.stringify({ status: false, message: 'Invalid key' });
    } else {
      const [code, data] = this.route(recorded);
      status = code;
      reply = JSON.stringify(data);
    }
    if (scripted?.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': scripted?.raw !== undefined ? 'text/html' : 'application/json', ...(scripted?.headers ?? {}) });
    res.end(reply);
  }

  /** The hosted checkout page at authorization_url: a card number and Pay; the test card pays, others are declined. */
  private checkout(req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string): void {
    const transaction = [...this.transactions.values()].find((t) => `/checkout/${t.access_code}` === url.pathname);
    const page = (status: number, error?: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fakeCheckoutPage({ action: url.pathname, email: transaction?.email ?? '', amountKobo: transaction?.amount ?? 0, error }));
    };
    if (!transaction) return page(404, 'This payment link is not valid');
    if (req.method !== 'POST') return page(200);
    if (transaction.status === 'success') return this.redirectToCallback(res, transaction);
    const card = new URLSearchParams(text).get('card_number')?.replace(/\s+/g, '') ?? '';
    if (card !== FAKE_CHECKOUT_CARD) return page(200, 'Declined: use the test card');
    this.completeCharge(transaction.reference, { status: 'success' });
    void this.postEvent('charge.success', this.transactionData(transaction));
    return this.redirectToCallback(res, transaction);
  }

  private redirectToCallback(res: http.ServerResponse, transaction: FakeTransaction): void {
    if (!transaction.callback_url) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Payment complete');
      return;
    }
    const target = new URL(transaction.callback_url);
    target.searchParams.set('trxref', transaction.reference);
    target.searchParams.set('reference', transaction.reference);
    res.writeHead(303, { location: target.toString() });
    res.end();
  }

  /**
   * Run-time control for a test driving the fake as its own process:
   *   POST /__control/script    a ScriptedResponse (path: a string, or { "regex": "…" }); with resetSeconds a 429
   *   POST /__control/settings  { transferOtp?, feesOnCustomer?, transferSettleMs?, dropWebhooks? }
   *   POST /__control/clear     drops every script
   *   POST /__control/accounts  { bank_code, account_number, account_name }: a bank account /bank/resolve knows
   *   GET  /__control/state     { violations, requests, webhooksSent, transfers }
   */
  private control(req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string): void {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let input: Record<string, unknown> = {};
    try {
      input = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return reply(400, { ok: false, message: 'The body must be JSON' });
    }
    if (req.method === 'GET' && url.pathname === '/__control/state') {
      return reply(200, { violations: this.violations, requests: this.requests.length, webhooksSent: this.webhooksSent, transfers: [...this.transfers.values()] });
    }
    if (req.method === 'POST' && url.pathname === '/__control/accounts') {
      const { bank_code: bankCode, account_number: accountNumber, account_name: accountName } = input;
      if (typeof bankCode !== 'string' || typeof accountNumber !== 'string' || typeof accountName !== 'string') return reply(400, { ok: false, message: 'bank_code, account_number and account_name are strings' });
      this.addAccount(bankCode, accountNumber, accountName);
      return reply(200, { ok: true });
    }
    if (req.method === 'POST' && url.pathname === '/__control/clear') {
      this.clearScripts();
      return reply(200, { ok: true });
    }
    if (req.method === 'POST' && url.pathname === '/__control/settings') {
      if (typeof input.transferOtp === 'boolean') this.transferOtp = input.transferOtp;
      if (typeof input.feesOnCustomer === 'boolean') this.feesOnCustomer = input.feesOnCustomer;
      if (typeof input.transferSettleMs === 'number') this.options.transferSettleMs = input.transferSettleMs;
      if (typeof input.dropWebhooks === 'number') this.dropWebhooks = input.dropWebhooks;
      return reply(200, { ok: true });
    }
    if (req.method === 'POST' && url.pathname === '/__control/script') {
      const raw = input.path as string | { regex?: string } | undefined;
      const path = typeof raw === 'string' ? raw : raw && typeof raw.regex === 'string' ? new RegExp(raw.regex) : null;
      if (!path) return reply(400, { ok: false, message: 'path is a string or { "regex": "…" }' });
      const common = { method: typeof input.method === 'string' ? input.method : undefined, path, times: typeof input.times === 'number' ? input.times : 1 };
      if (typeof input.resetSeconds === 'number') this.rateLimit({ ...common, resetSeconds: input.resetSeconds });
      else this.script({ ...common, status: input.status as number | undefined, body: input.body, delayMs: input.delayMs as number | undefined, headers: input.headers as Record<string, string> | undefined });
      return reply(200, { ok: true });
    }
    return reply(404, { ok: false, message: 'No such control' });
  }

  /** Posts a signed event to the webhook URL (as Paystack does: HMAC-SHA512 of the body with the secret key), retrying a few times. */
  async postEvent(event: string, data: Record<string, unknown>): Promise<void> {
    const url = this.options.webhookUrl;
    if (!url) return;
    const reference = String(data.reference ?? '');
    if (this.dropWebhooks > 0) {
      this.dropWebhooks -= 1;
      this.webhooksSent.push({ event, reference, status: 'dropped' });
      return;
    }
    const body = JSON.stringify({ event, data });
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, this.secretKey) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        this.webhooksSent.push({ event, reference, status: response.status });
        if (response.ok) return;
      } catch {
        this.webhooksSent.push({ event, reference, status: 'error' });
      }
      await new Promise<void>((resolve) => this.later(resolve, 2_000 * (attempt + 1)));
    }
  }

  private later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  /** a pending transfer succeeds after transferSettleMs and transfer.success is posted (only with a webhook URL) */
  private settleLater(transfer: FakeTransfer): void {
    if (!this.options.webhookUrl || this.options.transferSettleMs === undefined) return;
    this.later(() => {
      if (transfer.status !== 'pending') return;
      transfer.status = 'success';
      void this.postEvent('transfer.success', { ...transfer, currency: 'NGN' });
    }, this.options.transferSettleMs);
  }

  private takeScript(request: RecordedRequest): ScriptedResponse | undefined {
    const index = this.scripts.findIndex(
      (s) => (!s.method || s.method === request.method) && (typeof s.path === 'string' ? s.path === request.path : s.path.test(request.path)),
    );
    if (index < 0) return undefined;
    const script = this.scripts[index];
    script.times = (script.times ?? 1) - 1;
    if (script.times <= 0) this.scripts.splice(index, 1);
    return script;
  }

  private route(request: RecordedRequest): [number, unknown] {
    const { method, path, query } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/transaction/initialize') {
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !body.email.includes('@')) return [400, { status: false, message: 'Invalid Email Address Passed' }];
      if (!Number.isInteger(amount) || amount <= 0) return [400, { status: false, message: 'Invalid Amount Sent' }];
      const reference = String(body.reference ?? crypto.randomBytes(6).toString('hex'));
      if (this.transactions.has(reference)) return [400, { status: false, message: 'Duplicate Transaction Reference' }];
      const accessCode = crypto.randomBytes(8).toString('hex');
      const fees = this.feesOnCustomer ? paystackFee(amount) : 0;
      this.transactions.set(reference, {
        id: this.nextId++,
        reference,
        email: body.email,
        amount: amount + fees,
        requested_amount: amount,
        fees,
        access_code: accessCode,
        callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
        currency: String(body.currency ?? 'NGN'),
        status: 'abandoned',
        gateway_response: 'The transaction was not completed',
        paid_at: null,
        created_at: new Date().toISOString(),
        metadata: body.metadata ?? null,
        authorization: null,
      });
      const checkoutBase = this.options.publicUrl ? `${this.options.publicUrl.replace(/\/+$/, '')}/checkout` : 'https://checkout.paystack.com';
      return [200, { status: true, message: 'Authorization URL created', data: { authorization_url: `${checkoutBase}/${accessCode}`, access_code: accessCode, reference } }];
    }

    if (method === 'GET' && (match = /^\/transaction\/verify\/(.+)$/.exec(path))) {
      const transaction = this.transactions.get(decodeURIComponent(match[1]));
      if (!transaction) return [400, { status: false, message: 'Transaction reference not found' }];
      return [200, { status: true, message: 'Verification successful', data: this.transactionData(transaction) }];
    }

    if (method === 'POST' && path === '/transaction/charge_authorization') {
      const saved = this.authorizations.get(String(body.authorization_code));
      if (!saved || saved.email !== body.email) return [400, { status: false, message: 'Invalid authorization code' }];
      const reference = String(body.reference ?? crypto.randomBytes(6).toString('hex'));
      if (this.transactions.has(reference)) return [400, { status: false, message: 'Duplicate Transaction Reference' }];
      const requested = Number(body.amount);
      const fees = this.feesOnCustomer ? paystackFee(requested) : 0;
      const transaction: FakeTransaction = {
        id: this.nextId++,
        reference,
        email: saved.email,
        amount: requested + fees,
        requested_amount: requested,
        fees,
        access_code: crypto.randomBytes(8).toString('hex'),
        callback_url: null,
        currency: String(body.currency ?? 'NGN'),
        status: saved.declines ? 'failed' : 'success',
        gateway_response: saved.declines ? 'Insufficient Funds' : 'Approved',
        paid_at: saved.declines ? null : new Date().toISOString(),
        created_at: new Date().toISOString(),
        metadata: null,
        authorization: saved.authorization,
      };
      this.transactions.set(reference, transaction);
      // as published (ChargeAuthorizationResponse): amount and fees, no requested_amount
      const { requested_amount: _requested, ...charged } = this.transactionData(transaction);
      return [200, { status: true, message: 'Charge attempted', data: charged }];
    }

    if (method === 'GET' && path === '/bank') {
      const banks = FAKE_BANKS;
      if (query.use_cursor !== 'true') return [200, { status: true, message: 'Banks retrieved', data: banks }];
      const start = query.next ? Number(Buffer.from(query.next, 'base64').toString()) : 0;
      const size = Math.min(Number(query.perPage ?? 50), this.bankPageSize);
      const page = banks.slice(start, start + size);
      const next = start + size < banks.length ? Buffer.from(String(start + size)).toString('base64') : null;
      return [200, { status: true, message: 'Banks retrieved', data: page, meta: { next, previous: null, perPage: size } }];
    }

    if (method === 'GET' && path === '/bank/resolve') {
      if (!query.account_number || !query.bank_code) return [400, { status: false, message: 'Account number and bank code are required' }];
      const name = this.accounts.get(`${query.bank_code}:${query.account_number}`);
      if (!name) return [422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' }];
      return [200, { status: true, message: 'Account number resolved', data: { account_number: query.account_number, account_name: name, bank_id: 9 } }];
    }

    if (method === 'POST' && path === '/transferrecipient') {
      if (body.type !== 'nuban' || !body.account_number || !body.bank_code) return [400, { status: false, message: 'Invalid recipient details' }];
      const code = `RCP_${crypto.createHash('sha1').update(`${body.bank_code}:${body.account_number}`).digest('hex').slice(0, 12)}`;
      this.recipients.set(code, { name: String(body.name), account_number: String(body.account_number), bank_code: String(body.bank_code) });
      return [201, { status: true, message: 'Transfer recipient created successfully', data: { recipient_code: code, type: 'nuban', name: body.name, details: { account_number: body.account_number, bank_code: body.bank_code } } }];
    }

    if (method === 'POST' && path === '/transfer') {
      if (!this.recipients.has(String(body.recipient))) return [400, { status: false, message: 'Recipient specified is invalid' }];
      const reference = String(body.reference);
      if (this.transfers.has(reference)) return [400, { status: false, message: 'Duplicate Transaction Reference' }];
      const transfer: FakeTransfer = {
        reference,
        transfer_code: `TRF_${crypto.randomBytes(5).toString('hex')}`,
        amount: Number(body.amount),
        recipient: String(body.recipient),
        reason: String(body.reason ?? ''),
        status: this.transferOtp ? 'otp' : 'pending',
      };
      this.transfers.set(reference, transfer);
      this.settleLater(transfer);
      const message = transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
      return [200, { status: true, message, data: { ...transfer, integration: 1, domain: 'test', currency: 'NGN', source: 'balance' } }];
    }

    if (method === 'POST' && path === '/transfer/finalize_transfer') {
      const transfer = [...this.transfers.values()].find((t) => t.transfer_code === body.transfer_code);
      if (!transfer) return [404, { status: false, message: 'Transfer not found' }];
      if (transfer.status !== 'otp') return [400, { status: false, message: 'Transfer is not currently awaiting OTP' }];
      if (body.otp !== FAKE_TRANSFER_OTP) return [400, { status: false, message: 'Invalid OTP' }];
      transfer.status = 'pending';
      this.settleLater(transfer);
      return [200, { status: true, message: 'Transfer has been queued', data: { ...transfer, integration: 1, domain: 'test', currency: 'NGN', source: 'balance' } }];
    }

    if (method === 'GET' && (match = /^\/transfer\/verify\/(.+)$/.exec(path))) {
      const transfer = this.transfers.get(decodeURIComponent(match[1]));
      if (!transfer) return [404, { status: false, message: 'Transfer not found' }];
      return [200, { status: true, message: 'Transfer retrieved', data: { ...transfer, currency: 'NGN' } }];
    }

    return [404, { status: false, message: 'Not found' }];
  }

  private transactionData(transaction: FakeTransaction) {
    return {
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amount,
      requested_amount: transaction.requested_amount,
      fees: transaction.fees,
      gateway_response: transaction.gateway_response,
      paid_at: transaction.paid_at,
      created_at: transaction.created_at,
      channel: 'card',
      currency: transaction.currency,
      metadata: transaction.metadata,
      customer: { id: 77, email: transaction.email, customer_code: 'CUS_fake' },
      authorization: transaction.authorization ?? {},
    };
  }
}

export async function startFakePaystack(options: FakePaystackOptions = {}): Promise<FakePaystack> {
  return new FakePaystack(options).listen();
}

/** Test-app settings that point the API's Paystack adapter at this fake (short timeout: inconclusive cases stay fast). */
export function paystackSettings(fake: FakePaystack) {
  return {
    PAYMENT_PROVIDER: 'paystack' as const,
    PAYSTACK_SECRET_KEY: FAKE_SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: FAKE_PUBLIC_KEY,
    PAYSTACK_BASE_URL: fake.baseUrl,
    PAYSTACK_TIMEOUT_MS: 300,
  };
}
