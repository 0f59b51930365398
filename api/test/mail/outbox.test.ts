import type { FastifyBaseLogger } from 'fastify';
import { outboxTransport } from '../../src/mail/outboxTransport';
import { post, signupPayload } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

describe('GET dev/outbox', () => {
  it('lists the stored mails newest first, and filters by recipient', async () => {
    const first = signupPayload();
    const second = signupPayload();
    await post(t, '/api/auth/signup', first);
    t.clock.advance(1000);
    await post(t, '/api/auth/signup', second);

    // no flush here: the route waits for mails still being stored
    const all = await t.app.inject({ url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    const mails = all.json();
    expect(mails.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(mails[0]).toEqual({ to: second.email, subject: expect.stringContaining('Verify'), text: expect.any(String), html: expect.any(String), created_at: expect.any(String) });

    const filtered = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}` })).json();
    expect(filtered).toHaveLength(1);
    expect(filtered[0].to).toBe(first.email);
    expect((await t.app.inject({ url: '/api/dev/outbox?to=nobody@example.com' })).json()).toEqual([]);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await production.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await production.close();
    }
  });
});

describe('outbox transport logging', () => {
  function capture() {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
    return { lines, log };
  }
  const message = { to: 'a@example.com', subject: 'Hello', text: 'link https://x/verify-email/SECRET', html: '<p>x</p>' };

  it('prints the text (with its link) for a developer', async () => {
    const { lines, log } = capture();
    await outboxTransport({ db: t.database.db, now: () => new Date(), log, production: false }).deliver(message);
    expect(JSON.stringify(lines)).toContain('SECRET');
  });

  it('never prints one-time links in production', async () => {
    const { lines, log } = capture();
    await outboxTransport({ db: t.database.db, now: () => new Date(), log, production: true }).deliver(message);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(JSON.stringify(lines)).toContain('a@example.com');
  });
});
