// The remote's calls (the kit's model): sign-up, e-mail verification, password recovery and reset. Only the state
// half is here, with the reducer on /signin (no toolkit, no redux-saga); saga.ts runs the saga half, fetched later.
import { createCallsState } from '@coop/shared';
import type { SignupRequest } from '@coop/api/contract';
import { FEATURE_KEY } from './key';
import { signupFailureMessage } from './registration/failureMessages';

export const calls = createCallsState(FEATURE_KEY, {
  failures: { signup: (error: unknown, body: SignupRequest) => signupFailureMessage(error, body.email) },
});
