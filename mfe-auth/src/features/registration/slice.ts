// The remote's own state (spec §3, §4): one pending flag per auth call, so each button can disable itself.
// Plain redux, not the toolkit's createSlice: this reducer is on /signin, where the toolkit (with immer) is not
// otherwise loaded. The action types are the ones createSlice made ('registration/…').
import type { UnknownAction } from 'redux';
import { actionCreator } from '@coop/shared';
import type { ResetRequest, SignupRequest } from '@coop/api/contract';

export const REGISTRATION_KEY = 'registration';

export interface RegistrationState {
  /** sign-up is pending (spec §4: cleared on success or failure) */
  registering: boolean;
  /** e-mail verification is pending */
  verifying: boolean;
  /** a password-recovery e-mail is being requested */
  recovering: boolean;
  /** a new password is being set with a reset token */
  resetting: boolean;
  /** the server's answer to the last recovery request, kept on screen under the form */
  recoveryMessage: string | null;
  /** why the last e-mail verification failed, shown on the page until the next try */
  verifyError: string | null;
}

export const initialRegistrationState: RegistrationState = {
  registering: false,
  verifying: false,
  recovering: false,
  resetting: false,
  recoveryMessage: null,
  verifyError: null,
};

const action = <P = void>(name: string) => actionCreator<P>(`${REGISTRATION_KEY}/${name}`);

export const signupRequest = action<SignupRequest>('signupRequest');
export const signupSucceeded = action('signupSucceeded');
export const signupFailed = action<string>('signupFailed');
export const verifyEmailRequest = action<{ code: string }>('verifyEmailRequest');
export const verifyEmailSucceeded = action('verifyEmailSucceeded');
export const verifyEmailFailed = action<string>('verifyEmailFailed');
export const recoveryRequest = action<{ email: string }>('recoveryRequest');
export const recoverySucceeded = action<string>('recoverySucceeded');
export const recoveryFailed = action<string>('recoveryFailed');
export const resetRequest = action<ResetRequest>('resetRequest');
export const resetSucceeded = action('resetSucceeded');
export const resetFailed = action<string>('resetFailed');
/** a page is left: its inline message must not greet the next visit */
export const noticesCleared = action('noticesCleared');

export function registrationReducer(state: RegistrationState = initialRegistrationState, a: UnknownAction): RegistrationState {
  if (signupRequest.match(a)) return { ...state, registering: true };
  if (signupSucceeded.match(a) || signupFailed.match(a)) return { ...state, registering: false };
  if (verifyEmailRequest.match(a)) return { ...state, verifying: true, verifyError: null };
  if (verifyEmailSucceeded.match(a)) return { ...state, verifying: false };
  if (verifyEmailFailed.match(a)) return { ...state, verifying: false, verifyError: a.payload };
  if (recoveryRequest.match(a)) return { ...state, recovering: true, recoveryMessage: null };
  if (recoverySucceeded.match(a)) return { ...state, recovering: false, recoveryMessage: a.payload };
  if (recoveryFailed.match(a)) return { ...state, recovering: false };
  if (resetRequest.match(a)) return { ...state, resetting: true };
  if (resetSucceeded.match(a) || resetFailed.match(a)) return { ...state, resetting: false };
  if (noticesCleared.match(a)) return { ...state, recoveryMessage: null, verifyError: null };
  return state;
}
