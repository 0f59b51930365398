// Sign up, e-mail verification, password recovery and reset (spec §4, §7, §8).
import { callThenAlert } from '@coop/shared';
import { authApi } from './api';
import { signupFailureMessage } from './failureMessages';
import {
  recoveryFailed,
  recoveryRequest,
  recoverySucceeded,
  resetFailed,
  resetRequest,
  resetSucceeded,
  signupFailed,
  signupRequest,
  signupSucceeded,
  verifyEmailFailed,
  verifyEmailRequest,
  verifyEmailSucceeded,
} from './slice';

const SIGN_IN = '/signin';

export function* signupSaga(action: ReturnType<typeof signupRequest>) {
  yield* callThenAlert({
    request: () => authApi.signup(action.payload),
    succeeded: () => signupSucceeded(),
    successMessage: 'Registration successful, please check your e-mail to verify your account',
    navigateTo: SIGN_IN,
    failed: signupFailed,
    messageFor: (error) => signupFailureMessage(error, action.payload.email),
  });
}

export function* verifyEmailSaga(action: ReturnType<typeof verifyEmailRequest>) {
  yield* callThenAlert({
    request: () => authApi.verifyEmail(action.payload.code),
    succeeded: () => verifyEmailSucceeded(),
    successMessage: 'Your e-mail address is verified, you can now sign in',
    navigateTo: SIGN_IN,
    failed: verifyEmailFailed,
  });
}

export function* recoverySaga(action: ReturnType<typeof recoveryRequest>) {
  yield* callThenAlert({
    request: () => authApi.recover(action.payload.email),
    // the answer stays on screen under the form too
    succeeded: recoverySucceeded,
    successMessage: 'If the e-mail belongs to a member, a link to reset the password is on its way',
    failed: recoveryFailed,
  });
}

export function* resetSaga(action: ReturnType<typeof resetRequest>) {
  yield* callThenAlert({
    request: () => authApi.reset(action.payload),
    succeeded: () => resetSucceeded(),
    successMessage: 'Your password has been changed, please sign in',
    navigateTo: SIGN_IN,
    failed: resetFailed,
  });
}
