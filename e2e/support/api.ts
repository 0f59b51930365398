// Arrangements made straight through the API (not under test in the tests that use them).
import { API_URL } from './env';
import { linkIn, readOutbox, RESET_SUBJECT, VERIFY_SUBJECT } from './outbox';
import { newUser, type TestUser } from './users';

async function post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${API_URL}/api/${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** `POST auth/signup` for `user`: an unverified account with a verification mail in the outbox. */
export async function signUpViaApi(user: TestUser): Promise<void> {
  const reply = await post('auth/signup', {
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: '',
    email: user.email,
    phone_no: user.phone,
    password: user.password,
  });
  if (reply.status !== 201) throw new Error(`sign-up of ${user.email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
}

/** Opens the mailed verification link the way the page does (`POST auth/signupVerifyEmail/{code}`). */
export async function verifyViaApi(user: TestUser): Promise<void> {
  const link = linkIn(await readOutbox(user.email, VERIFY_SUBJECT), '/verify-email/');
  const code = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  const reply = await post(`auth/signupVerifyEmail/${encodeURIComponent(code)}`);
  if (reply.status !== 200) throw new Error(`verification of ${user.email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
}

/** A verified account that can sign in (not yet a paying member). */
export async function createVerifiedMember(tag: string, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = newUser(tag, overrides);
  await signUpViaApi(user);
  await verifyViaApi(user);
  return user;
}

/** Resets the password from another device: `POST auth/recovery`, the mailed token, `POST auth/reset`. */
export async function resetPasswordViaApi(user: TestUser, newPassword: string): Promise<void> {
  const recovery = await post('auth/recovery', { email: user.email });
  if (recovery.status !== 200) throw new Error(`recovery for ${user.email} answered ${recovery.status}: ${JSON.stringify(recovery.body)}`);
  const link = linkIn(await readOutbox(user.email, RESET_SUBJECT), '/verify-password/');
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  const reset = await post('auth/reset', { email: user.email, password: newPassword, password_confirmation: newPassword, token });
  if (reset.status !== 200) throw new Error(`reset for ${user.email} answered ${reset.status}: ${JSON.stringify(reset.body)}`);
}
