// The auth calls (spec §7), all open without a session.
import { http } from '@coop/shared';
import type { LoginReply, LoginRequest, MutationReply, ResetRequest, SignupRequest } from '@coop/api/contract';

export const authApi = {
  login: (body: LoginRequest) => http.post<LoginReply>('auth/login', body),
  signup: (body: SignupRequest) => http.post<MutationReply>('auth/signup', body),
  verifyEmail: (code: string) => http.post<MutationReply>(`auth/signupVerifyEmail/${encodeURIComponent(code)}`),
  recover: (email: string) => http.post<MutationReply>('auth/recovery', { email }),
  reset: (body: ResetRequest) => http.post<MutationReply>('auth/reset', body),
};
