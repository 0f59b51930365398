// Account fixtures through the real calls: sign up, verify from the mail, sign in.
import crypto from 'node:crypto';
import type { LoginUser } from '../../src/contract';
import { secretFromMail, sentMails } from './mail';
import type { TestApp } from './testApp';

let counter = 0;

export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Amaka',
    last_name: `Okafor${counter}`,
    middle_name: '',
    email: `amaka${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`,
    phone_no: '08012345678',
    password: 'Secret#123',
    ...overrides,
  };
}

export function post(t: TestApp, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as never, headers });
}

export async function signupAndVerify(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupPayload(overrides);
  const res = await post(t, '/api/auth/signup', body);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  const [mail] = await sentMails(t, body.email);
  const code = secretFromMail(mail, t.config.APP_URL, '/verify-email');
  const verified = await post(t, `/api/auth/signupVerifyEmail/${code}`);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return body;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<LoginUser> {
  const res = await post(t, '/api/auth/login', { email, password });
  const reply = res.json();
  if (reply.status !== 1) throw new Error(`login refused: ${res.body}`);
  return reply.user as LoginUser;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
