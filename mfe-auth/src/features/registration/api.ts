// The registration calls (spec §7), all open without a session, as the kit's calls take them (method, path, body);
// login is the kit's loginSaga.
import type { ResetRequest, SignupRequest } from '@coop/api/contract';

export const registrationCalls = {
  signup: (body: SignupRequest) => ({ method: 'POST', path: 'auth/signup', body }) as const,
  verifyEmail: (code: string) => ({ method: 'POST', path: `auth/signupVerifyEmail/${encodeURIComponent(code)}` }) as const,
  recover: (email: string) => ({ method: 'POST', path: 'auth/recovery', body: { email } }) as const,
  reset: (body: ResetRequest) => ({ method: 'POST', path: 'auth/reset', body }) as const,
};
