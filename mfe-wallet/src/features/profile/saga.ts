// Profile sagas: load, update (then the shell's user gets the new name and flag), picture and password.
// Every change ends on /settings with a success alert (spec §4).
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callThenAlert, loadInto, updateStoredUser, userUpdated, type SessionUser } from '@coop/shared';
import type { MutationReply, PictureReply, Profile, ProfileUpdateReply } from '@coop/api/contract';
import { profileApi } from './api';
import { takePicture } from './pendingPicture';
import {
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChangeSucceeded,
  pictureFailed,
  pictureRequested,
  pictureSucceeded,
  profileFailed,
  profileRequested,
  profileSaveFailed,
  profileSaveRequested,
  profileSaveSucceeded,
  profileSucceeded,
} from './slice';

export const SETTINGS_PATH = '/settings';

/** The shell's signed-in user and its stored copy change together, so a reload keeps the change. */
export function* patchSessionUser(patch: Partial<SessionUser>) {
  yield call(updateStoredUser, patch);
  yield put(userUpdated(patch));
}

export function* loadProfile() {
  yield* loadInto({ succeeded: profileSucceeded, failed: profileFailed }, profileApi.show, (reply: { data: Profile }) => reply.data);
}

export function* saveProfile(action: ReturnType<typeof profileSaveRequested>) {
  yield* callThenAlert({
    request: (): Promise<ProfileUpdateReply> => profileApi.update(action.payload),
    succeeded: () => profileSaveSucceeded(),
    then: function* (reply) {
      const first = reply.first_name ?? action.payload.first_name;
      const last = reply.last_name ?? action.payload.last_name;
      const patch: Partial<SessionUser> = { first_name: first, last_name: last, name: `${first} ${last}`.trim() };
      if (typeof reply.profile === 'boolean') patch.profile = reply.profile;
      yield call(patchSessionUser, patch);
      yield put(profileRequested());
    },
    successMessage: 'Your profile has been updated',
    navigateTo: SETTINGS_PATH,
    failed: profileSaveFailed,
  });
}

export function* uploadPicture() {
  const file = takePicture();
  if (!file) {
    yield put(pictureFailed('Please choose the picture again'));
    return;
  }
  yield* callThenAlert({
    request: (): Promise<PictureReply> => profileApi.updatePicture(file),
    succeeded: (_message, reply) => pictureSucceeded(reply.profile_pic),
    then: function* (reply) {
      yield call(patchSessionUser, { profile_pic: reply.profile_pic });
    },
    successMessage: 'Your picture has been updated',
    navigateTo: SETTINGS_PATH,
    failed: pictureFailed,
  });
}

export function* changePassword(action: ReturnType<typeof passwordChangeRequested>) {
  yield* callThenAlert({
    request: (): Promise<MutationReply> => profileApi.changePassword(action.payload),
    succeeded: () => passwordChangeSucceeded(),
    successMessage: 'Your password has been changed',
    navigateTo: SETTINGS_PATH,
    failed: passwordChangeFailed,
  });
}

export function* profileSaga() {
  yield all([
    takeLatest(profileRequested.type, loadProfile),
    takeLeading(profileSaveRequested.type, saveProfile),
    takeLeading(pictureRequested.type, uploadPicture),
    takeLeading(passwordChangeRequested.type, changePassword),
  ]);
}
