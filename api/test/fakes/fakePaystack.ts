// A local fake of Paystack's HTTP API (the endpoints the adapter uses), with Paystack's `{ status, message, data }`
// shapes. It records every request and can script failures: a status and body, a non-JSON body, or a delay.
// Listens on an ephemeral port: `const fake = await startFakePaystack(); … fake.baseUrl … await fake.close()`.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

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
  amount: number;
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

export class FakePaystack {
  readonly requests: RecordedRequest[] = [];
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

  constructor(readonly secretKey = FAKE_SECRET_KEY) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  script(response: ScriptedResponse): void {
    this.scripts.push({ times: 1, ...response });
  }

  clearScripts(): void {
    this.scripts = [];
  }

  last(method: string, path: string | RegExp): RecordedRequest | undefined {
    return [...this.requests].reverse().find((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** The customer finishes (or not) the checkout of an initialized transaction. */
  completeCharge(reference: string, outcome: { status: 'success' | 'failed' | 'abandoned'; amount?: number; currency?: string; authorization?: FakeAuthorization; gateway_response?: string }): void {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`fake paystack: no transaction ${reference}`);
    transaction.status = outcome.status;
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
    res.writeHead(status, { 'content-type': scripted?.raw !== undefined ? 'text/html' : 'application/json' });
    res.end(reply);
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
      this.transactions.set(reference, {
        id: this.nextId++,
        reference,
        email: body.email,
        amount,
        currency: String(body.currency ?? 'NGN'),
        status: 'abandoned',
        gateway_response: 'The transaction was not completed',
        paid_at: null,
        created_at: new Date().toISOString(),
        metadata: body.metadata ?? null,
        authorization: null,
      });
      return [200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference } }];
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
      const transaction: FakeTransaction = {
        id: this.nextId++,
        reference,
        email: saved.email,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        status: saved.declines ? 'failed' : 'success',
        gateway_response: saved.declines ? 'Insufficient Funds' : 'Approved',
        paid_at: saved.declines ? null : new Date().toISOString(),
        created_at: new Date().toISOString(),
        metadata: null,
        authorization: saved.authorization,
      };
      this.transactions.set(reference, transaction);
      return [200, { status: true, message: 'Charge attempted', data: this.transactionData(transaction) }];
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

export async function startFakePaystack(secretKey?: string): Promise<FakePaystack> {
  return new FakePaystack(secretKey).listen();
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
