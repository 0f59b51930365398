import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { redactUrl } from '../../src/http/logging';
import { openTestDatabase } from '../helpers/testDatabase';

let app: FastifyInstance;
let database: DatabaseHandle;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true', LOG_LEVEL: 'info' } as NodeJS.ProcessEnv, { RATE_LIMIT_AUTH_PER_MINUTE: 1000 });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never carry passwords, session tokens or verification codes (outside the dev outbox print)', async () => {
    const password = 'Very#Secret#Pass1';
    const newPassword = 'Other#Secret#Pass2';
    const email = 'logs@example.com';
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { first_name: 'L', last_name: 'G', email, phone_no: '08012345678', password } });
    await app.deps.mailer.flush();
    const outbox = (await app.inject({ url: `/api/dev/outbox?to=${email}` })).json();
    const code = /verify-email\/([A-Za-z0-9_-]+)/.exec(outbox[0].text)![1];
    await app.inject({ method: 'POST', url: `/api/auth/signupVerifyEmail/${code}` });
    const login = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json();
    const token: string = login.user.token;
    await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'POST',
      url: `/api/profilesChangePassword?token=${token}`,
      payload: { old_password: password, new_password: newPassword, password_confirmation: newPassword },
    });
    app.log.info({ body: { password, token } }, 'a careless log line');

    const all = lines.join('\n');
    expect(all).toContain('/api/auth/signupVerifyEmail/[redacted]');
    expect(all).toContain('/api/profilesChangePassword?token=[redacted]');
    expect(all).toContain('a careless log line');
    for (const secret of [password, newPassword, token]) expect(all).not.toContain(secret);
    const withCode = lines.filter((line) => line.includes(code));
    expect(withCode.length).toBeGreaterThan(0);
    expect(withCode.every((line) => JSON.parse(line).msg === 'mail stored in the outbox')).toBe(true);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/wallet?token=abc&x=1', '/api/wallet?token=[redacted]&x=1'],
    ['/api/x?a=1&token=abc', '/api/x?a=1&token=[redacted]'],
    ['/api/auth/signupVerifyEmail/abc-DEF_1?x=1', '/api/auth/signupVerifyEmail/[redacted]?x=1'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
