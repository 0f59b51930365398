// The remote's own state (spec §3, §4): one pending flag per auth call, so each button can disable itself.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const registrationSlice = createSlice({
  name: REGISTRATION_KEY,
  initialState: initialRegistrationState,
  reducers: {
    signupRequest: (state, _action: PayloadAction<SignupRequest>) => {
      state.registering = true;
    },
    signupSucceeded: (state) => {
      state.registering = false;
    },
    signupFailed: (state, _action: PayloadAction<string>) => {
      state.registering = false;
    },

    verifyEmailRequest: (state, _action: PayloadAction<{ code: string }>) => {
      state.verifying = true;
      state.verifyError = null;
    },
    verifyEmailSucceeded: (state) => {
      state.verifying = false;
    },
    verifyEmailFailed: (state, action: PayloadAction<string>) => {
      state.verifying = false;
      state.verifyError = action.payload;
    },

    recoveryRequest: (state, _action: PayloadAction<{ email: string }>) => {
      state.recovering = true;
      state.recoveryMessage = null;
    },
    recoverySucceeded: (state, action: PayloadAction<string>) => {
      state.recovering = false;
      state.recoveryMessage = action.payload;
    },
    recoveryFailed: (state, _action: PayloadAction<string>) => {
      state.recovering = false;
    },

    resetRequest: (state, _action: PayloadAction<ResetRequest>) => {
      state.resetting = true;
    },
    resetSucceeded: (state) => {
      state.resetting = false;
    },
    resetFailed: (state, _action: PayloadAction<string>) => {
      state.resetting = false;
    },

    /** a page is left: its inline message must not greet the next visit */
    noticesCleared: (state) => {
      state.recoveryMessage = null;
      state.verifyError = null;
    },
  },
});

export const {
  signupRequest,
  signupSucceeded,
  signupFailed,
  verifyEmailRequest,
  verifyEmailSucceeded,
  verifyEmailFailed,
  recoveryRequest,
  recoverySucceeded,
  recoveryFailed,
  resetRequest,
  resetSucceeded,
  resetFailed,
  noticesCleared,
} = registrationSlice.actions;

export const registrationReducer = registrationSlice.reducer;
