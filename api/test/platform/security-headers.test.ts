// Security headers on every kind of reply: the JSON API forbids a document anything (and framing), replies are not
// stored by caches unless a route says so, the sandbox checkout runs its inline code by nonce only, and the API docs
// have a policy they render under (e2e/tests/api-docs.spec.ts checks that in Chromium) and are off in production.
import { apiDocsEnabled } from '../../src/http/apiDocs';
import { loadConfig } from '../../src/config';
import { signIn, signupAndVerify } from '../helpers/accounts';
import { createTestApp, TEST_IDEMPOTENCY_HASH_KEY, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { startCharge } from '../payments/helpers';

const JSON_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' });
});
afterAll(() => t.close());

describe('a JSON reply', () => {
  it('carries the strict policy and the usual hardening headers, on success, refusal and 404 alike', async () => {
    const member = await createUser(t);
    for (const res of [
      await t.app.inject({ url: '/api/show_wallet_balance', headers: member.headers }),
      await t.app.inject({ url: '/api/show_wallet_balance' }),
      await t.app.inject({ url: '/api/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
    ]) {
      expect(res.headers).toMatchObject({
        'content-security-policy': JSON_POLICY,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cache-control': expect.stringContaining('no-store'),
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('is not stored when it carries a token, a balance or a profile', async () => {
    const body = await signupAndVerify(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.json().user.token).toBeTruthy();
    const token = (await signIn(t, body.email, body.password)).token;
    const headers = { authorization: `Bearer ${token}` };
    const replies = {
      login,
      balance: await t.app.inject({ url: '/api/show_wallet_balance', headers }),
      profile: await t.app.inject({ url: '/api/show_profile', headers }),
    };
    for (const [name, res] of Object.entries(replies)) expect([name, res.statusCode, res.headers['cache-control']]).toEqual([name, 200, expect.stringMatching(/\bno-store\b/)]);
  });

  it('keeps the caching a route asks for', async () => {
    const member = await createUser(t);
    const res = await t.app.inject({ url: '/api/transactions/details', headers: member.headers });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the sandbox checkout page', () => {
  const policyOf = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('runs its inline style and script by this reply’s nonce only, and may be framed by the app only', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    const page = await t.app.inject({ url: `/api/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    const styleNonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(policy).toEqual({
      'default-src': ["'none'"],
      'script-src': [expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)],
      'style-src': [`'nonce-${styleNonce}'`],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'none'"],
    });
    expect(page.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();

    // the result page's script carries the script nonce of its own reply, and nonces are new on every reply
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'step=cancel',
    });
    const scriptNonce = /<script nonce="([^"]+)">/.exec(cancelled.body)?.[1];
    expect(policyOf(cancelled.headers['content-security-policy'])['script-src']).toEqual([`'nonce-${scriptNonce}'`]);
    expect(scriptNonce).not.toBe(/'nonce-([0-9a-f]+)'/.exec(String(page.headers['content-security-policy']))?.[1]);
    expect(cancelled.body).not.toMatch(/<script>|<style>|unsafe-inline/);
  });
});

describe('the API docs', () => {
  it('have a policy of their own: own scripts, styles and document only, never framed', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('are off when API_DOCS_ENABLED=false: /api/docs and its document answer 404', async () => {
    const off = await createTestApp({ API_DOCS_ENABLED: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) expect([url, (await off.app.inject({ url })).statusCode]).toEqual([url, 404]);
    } finally {
      await off.close();
    }
  });

  it('are off by default in production, on when enabled there, and on by default elsewhere', () => {
    // production refuses to start on this test configuration (sandbox, embedded database): the rule alone
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS_ENABLED: undefined })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS_ENABLED: true })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'development', API_DOCS_ENABLED: undefined })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'test', API_DOCS_ENABLED: false })).toBe(false);
    const parsed = (value?: string) => loadConfig({ IDEMPOTENCY_HASH_KEY: TEST_IDEMPOTENCY_HASH_KEY, ...(value ? { API_DOCS_ENABLED: value } : {}) } as NodeJS.ProcessEnv).API_DOCS_ENABLED;
    expect([parsed(), parsed('true'), parsed('false'), parsed('0')]).toEqual([undefined, true, false, false]);
  });
});
