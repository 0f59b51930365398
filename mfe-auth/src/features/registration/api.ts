// The registration calls (spec §7), all open without a session; login is the kit's loginSaga.
import { http } from '@coop/shared';
import type { MutationReply, ResetRequest, SignupRequest } from '@coop/api/contract';

export const authApi = {
  signup: (body: SignupRequest) => http.post<MutationReply>('auth/signup', body),
  verifyEmail: (code: string) => http.post<MutationReply>(`auth/signupVerifyEmail/${encodeURIComponent(code)}`),
  recover: (email: string) => http.post<MutationReply>('auth/recovery', { email }),
  reset: (body: ResetRequest) => http.post<MutationReply>('auth/reset', body),
};
