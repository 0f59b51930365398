// Renews the session (`POST relogin`, ARCHITECTURE §6) while the member is active, before the token expires: once
// less than a third of the token's lifetime is left, the member's next activity in this tab renews it, and the new
// token and user are stored under the same keys (`token`, `user`). A member who stops using the app is not renewed:
// the idle time-out signs them out first (or the token expires), and without a session nothing is renewed.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import {
  getStoredUser, getToken, HttpError, loginSuccess, logout, saveSession, selectAuth, sessionCleared, userUpdated, type AuthState,
} from '@coop/shared';
import type { LoginReply } from '@coop/api/contract';
import { ACTIVITY_EVENTS } from './idleTimer';
import { sessionApi } from './sessionApi';

/** renew when less than this share of the token's lifetime is left */
export const RENEW_WHEN_LEFT = 1 / 3;
/** after a renewal that failed for another reason than Unauthorized (offline, server down) */
export const RETRY_AFTER_MS = 60_000;
// setTimeout cannot wait longer than 2^31-1 ms; longer waits are taken in steps.
const MAX_DELAY_MS = 2_147_483_647;

const SESSION_CHANGES = [loginSuccess.type, userUpdated.type, logout.type, sessionCleared.type];

function activity(target: Window): EventChannel<true> {
  return eventChannel((emit) => {
    const onActivity = () => emit(true);
    for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
    };
  });
}

/** Waits `ms`, then for the member's next activity in this tab. */
function* activeAfter(ms: number, target: Window) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, MAX_DELAY_MS);
    yield delay(step);
    left -= step;
  }
  const channel: EventChannel<true> = yield call(activity, target);
  try {
    yield take(channel);
  } finally {
    channel.close();
  }
  return true;
}

/**
 * Another tab of the app renewed the session: this tab takes the stored token and expiry instead of renewing (or
 * expiring) the one it remembers. True when it did.
 */
export function* adoptStoredSession() {
  const { user }: AuthState = yield select(selectAuth);
  const stored = getStoredUser();
  if (!user || !stored?.expires_at || stored.token === user.token) return false;
  if (!(Date.parse(stored.expires_at) > Date.now())) return false;
  yield put(userUpdated({ token: stored.token, expires_at: stored.expires_at }));
  return true;
}

/** False when the renewal failed for a reason that may pass (the session is kept until it expires). */
function* renew() {
  const adopted: boolean = yield call(adoptStoredSession);
  if (adopted) return true;
  const token = getToken();
  try {
    const reply: LoginReply = yield call(sessionApi.relogin);
    // signed out while the call was under way: do not bring the session back
    if (getToken() !== token) return true;
    if (reply.status !== 1) return false;
    saveSession(reply.user);
    yield put(userUpdated(reply.user));
    return true;
  } catch (error) {
    // Unauthorized: the http layer has already cleared the session and gone to /signin
    return error instanceof HttpError && (error.status === 401 || error.message === 'Unauthorized');
  }
}

export function* watchRenewal(target: Window = window) {
  // when this tab learned the current expiry: the token's lifetime is measured from there
  let learned = { expiresAt: '', at: 0 };
  while (true) {
    const { user }: AuthState = yield select(selectAuth);
    const expiresAt = user?.expires_at ? Date.parse(user.expires_at) : NaN;
    if (!user?.expires_at || Number.isNaN(expiresAt)) {
      yield take([loginSuccess.type, userUpdated.type]);
      continue;
    }
    if (learned.expiresAt !== user.expires_at) learned = { expiresAt: user.expires_at, at: Date.now() };
    const renewAt = expiresAt - (expiresAt - learned.at) * RENEW_WHEN_LEFT;
    const { due } = yield race({ due: call(activeAfter, renewAt - Date.now(), target), changed: take(SESSION_CHANGES) });
    if (!due) continue;
    const done: boolean = yield call(renew);
    if (!done) yield race({ wait: delay(RETRY_AFTER_MS), changed: take(SESSION_CHANGES) });
  }
}
