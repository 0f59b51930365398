// The Account page's profile state: the profile itself and one pending flag per change.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordRequest, Profile } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable } from '@coop/shared';
import type { ProfileForm } from './api';

export interface ProfileState {
  profile: Loadable<Profile>;
  saving: boolean;
  saveError: string | null;
  uploading: boolean;
  uploadError: string | null;
  changingPassword: boolean;
  passwordError: string | null;
}

export const initialProfileState: ProfileState = {
  profile: idle(),
  saving: false,
  saveError: null,
  uploading: false,
  uploadError: null,
  changingPassword: false,
  passwordError: null,
};

const profileSlice = createSlice({
  name: 'wallet/profile',
  initialState: initialProfileState,
  reducers: {
    profileRequested: (state) => started(state.profile),
    profileSucceeded: (state, action: PayloadAction<Profile>) => succeeded(state.profile, action.payload),
    profileFailed: (state, action: PayloadAction<string>) => failed(state.profile, action.payload),

    profileSaveRequested: (state, _action: PayloadAction<ProfileForm>) => {
      state.saving = true;
      state.saveError = null;
    },
    profileSaveSucceeded: (state) => {
      state.saving = false;
    },
    profileSaveFailed: (state, action: PayloadAction<string>) => {
      state.saving = false;
      state.saveError = action.payload;
    },

    pictureRequested: (state, _action: PayloadAction<{ name: string; size: number }>) => {
      state.uploading = true;
      state.uploadError = null;
    },
    pictureSucceeded: (state, action: PayloadAction<string>) => {
      state.uploading = false;
      if (state.profile.data) state.profile.data.profile_pic = action.payload;
    },
    pictureFailed: (state, action: PayloadAction<string>) => {
      state.uploading = false;
      state.uploadError = action.payload;
    },
    /** a file the browser already rejected (too large, wrong type): shown the same way, nothing is sent */
    pictureRejected: (state, action: PayloadAction<string | null>) => {
      state.uploadError = action.payload;
    },

    passwordChangeRequested: (state, _action: PayloadAction<ChangePasswordRequest>) => {
      state.changingPassword = true;
      state.passwordError = null;
    },
    passwordChangeSucceeded: (state) => {
      state.changingPassword = false;
    },
    passwordChangeFailed: (state, action: PayloadAction<string>) => {
      state.changingPassword = false;
      state.passwordError = action.payload;
    },
  },
});

export const {
  profileRequested,
  profileSucceeded,
  profileFailed,
  profileSaveRequested,
  profileSaveSucceeded,
  profileSaveFailed,
  pictureRequested,
  pictureSucceeded,
  pictureFailed,
  pictureRejected,
  passwordChangeRequested,
  passwordChangeSucceeded,
  passwordChangeFailed,
} = profileSlice.actions;

export const profileReducer = profileSlice.reducer;
