// The shell's session saga (spec §4, ARCHITECTURE §4). Remotes only dispatch loginSuccess / logout:
// storage, the token's revocation and navigation happen here.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  clearLastUrl, clearSession, clearSignoutReason, getLastUrl, getStoredUser, getToken, loginRequest, loginSuccess, logout, navigate,
  saveSession, selectAuth, sessionCleared, setSignoutReason, updateStoredUser, userUpdated, type AuthState, type SessionUser,
} from '@coop/shared';
import { prefetchHome } from '../remotes/prefetchHome';
import { afterLoginPath } from '../routes/access';
import { SIGNIN_PATH } from '../routes/routeTable';
import { sessionApi, sessionPatch, type SessionReply } from './sessionApi';
import { adoptStoredSession, watchRenewal } from './sessionRenewal';

type LogoutReason = 'user' | 'idle' | 'expired' | 'membership';
import { clearSuspensionNotice } from './suspensionNotice';

// setTimeout cannot wait longer than 2^31-1 ms; longer waits are taken in steps.
const MAX_DELAY_MS = 2_147_483_647;

export function* onLoginSuccess(action: PayloadAction<SessionUser>) {
  saveSession(action.payload);
  clearSignoutReason();
  clearSuspensionNotice();
  const destination = afterLoginPath(action.payload, getLastUrl());
  clearLastUrl();
  yield call(navigate, destination, { replace: true });
}

export function* onLogout(action: PayloadAction<{ reason?: LogoutReason } | undefined>) {
  const reason = action.payload?.reason ?? 'user';
  // The notice is set first: the sign-in screen may already be showing while the token is revoked.
  if (reason === 'user') clearSignoutReason();
  else setSignoutReason(reason);
  // An expired token cannot be revoked; anything else is revoked while it is still stored.
  if (reason !== 'expired' && getToken()) {
    try {
      yield call(sessionApi.logout);
    } catch {
      // logging out must work offline and with a token the server no longer knows
    }
  }
  clearSession();
  yield call(navigate, SIGNIN_PATH);
}

/** At boot, a stored session is checked with the API; 401 clears it through the http layer's handler. */
export function* restoreSession() {
  if (!getStoredUser() || !getToken()) return;
  try {
    const reply: SessionReply = yield call(sessionApi.check);
    const patch = sessionPatch(reply);
    if (Object.keys(patch).length > 0 && getStoredUser()) {
      updateStoredUser(patch);
      yield put(userUpdated(patch));
    }
  } catch {
    // offline or the API is down: keep the session; a 401 has already cleared it
  }
}

function* waitMs(ms: number) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, MAX_DELAY_MS);
    yield delay(step);
    left -= step;
  }
  return true;
}

/** Logs out with reason 'expired' when the token's expires_at passes. */
export function* watchExpiry() {
  while (true) {
    const { user }: AuthState = yield select(selectAuth);
    const expiresAt = user?.expires_at ? Date.parse(user.expires_at) : NaN;
    if (!user || Number.isNaN(expiresAt)) {
      yield take([loginSuccess.type, userUpdated.type]);
      continue;
    }
    const { expired } = yield race({
      expired: call(waitMs, expiresAt - Date.now()),
      changed: take([loginSuccess.type, userUpdated.type, logout.type, sessionCleared.type]),
    });
    if (!expired) continue;
    // another tab may have renewed the session meanwhile
    const adopted: boolean = yield call(adoptStoredSession);
    if (!adopted) yield put(logout({ reason: 'expired' }));
  }
}

export function* authSaga() {
  // A submitted sign-in: fetch the first signed-in page's code alongside the login request (if idle has not yet).
  yield all([takeEvery(loginRequest.type, prefetchHome), takeLatest(loginSuccess.type, onLoginSuccess), takeEvery(logout.type, onLogout), call(restoreSession), call(watchExpiry), call(watchRenewal)]);
}
