// Profile sagas: load, update (then the shell's user gets the new name and flag), picture and password.
// Every change ends on /settings with a success alert (spec §4).
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  alertError, alertSuccess, navigate, updateStoredUser, userUpdated, type SessionUser, accepted, failureMessage,
} from '@coop/shared';
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
  try {
    const reply: { data: Profile } = yield call(profileApi.show);
    yield put(profileSucceeded(accepted(reply).data));
  } catch (error) {
    yield put(profileFailed(failureMessage(error)));
  }
}

export function* saveProfile(action: ReturnType<typeof profileSaveRequested>) {
  try {
    const reply: ProfileUpdateReply = yield call(profileApi.update, action.payload);
    accepted(reply);
    const first = reply.first_name ?? action.payload.first_name;
    const last = reply.last_name ?? action.payload.last_name;
    const patch: Partial<SessionUser> = { first_name: first, last_name: last, name: `${first} ${last}`.trim() };
    if (typeof reply.profile === 'boolean') patch.profile = reply.profile;
    yield call(patchSessionUser, patch);
    yield put(profileSaveSucceeded());
    yield put(alertSuccess(reply.message || 'Your profile has been updated'));
    yield call(navigate, SETTINGS_PATH);
    yield put(profileRequested());
  } catch (error) {
    const message = failureMessage(error);
    yield put(profileSaveFailed(message));
    yield put(alertError(message));
  }
}

export function* uploadPicture() {
  const file = takePicture();
  if (!file) {
    yield put(pictureFailed('Please choose the picture again'));
    return;
  }
  try {
    const reply: PictureReply = yield call(profileApi.updatePicture, file);
    accepted(reply);
    yield call(patchSessionUser, { profile_pic: reply.profile_pic });
    yield put(pictureSucceeded(reply.profile_pic));
    yield put(alertSuccess(reply.message || 'Your picture has been updated'));
    yield call(navigate, SETTINGS_PATH);
  } catch (error) {
    const message = failureMessage(error);
    yield put(pictureFailed(message));
    yield put(alertError(message));
  }
}

export function* changePassword(action: ReturnType<typeof passwordChangeRequested>) {
  try {
    const reply: MutationReply = yield call(profileApi.changePassword, action.payload);
    accepted(reply);
    yield put(passwordChangeSucceeded());
    yield put(alertSuccess(reply.message || 'Your password has been changed'));
    yield call(navigate, SETTINGS_PATH);
  } catch (error) {
    const message = failureMessage(error);
    yield put(passwordChangeFailed(message));
    yield put(alertError(message));
  }
}

export function* profileSaga() {
  yield all([
    takeLatest(profileRequested.type, loadProfile),
    takeLeading(profileSaveRequested.type, saveProfile),
    takeLeading(pictureRequested.type, uploadPicture),
    takeLeading(passwordChangeRequested.type, changePassword),
  ]);
}
