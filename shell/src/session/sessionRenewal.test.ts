import {
  authReducer, createInjectableStore, getSignoutReason, getStoredUser, loginSuccess, logout, registerNavigator, saveSession, selectAuth,
  setUnauthorizedHandler,
} from '@coop/shared';
import { authSaga } from './authSaga';
import { RETRY_AFTER_MS } from './sessionRenewal';
import { createUnauthorizedHandler } from './unauthorizedHandler';
import { MEMBER } from '../testing/fixtures';
import { mockApi, networkDown, type Handler, type Outcome } from '@coop/shared/testing';

const MINUTE = 60_000;
// signed in at 10:00 with a token that lasts 30 minutes: renewal is due from 10:20
const SIGNED_IN_AT = new Date('2025-01-01T10:00:00Z');
const EXPIRES_AT = '2025-01-01T10:30:00.000Z';
const RENEWED = { ...MEMBER, token: 'renewed-token', expires_at: '2025-01-01T11:00:00.000Z' };

function start(routes: Record<string, Handler> = {}) {
  jest.useFakeTimers({ now: SIGNED_IN_AT });
  localStorage.clear();
  sessionStorage.clear();
  const api = mockApi({
    'POST relogin': { body: { status: 1, success: true, message: 'Your session has been renewed', user: RENEWED } },
    'POST auth/logout': { body: { success: true, message: 'You have been signed out' } },
    ...routes,
  });
  const navigate = jest.fn();
  registerNavigator(navigate);
  const store = createInjectableStore({ auth: authReducer }, authSaga);
  setUnauthorizedHandler(createUnauthorizedHandler(store.dispatch));
  store.dispatch(loginSuccess({ ...MEMBER, expires_at: EXPIRES_AT }));
  return { store, navigate, api };
}

/** the member moves the pointer (or types, scrolls…) */
async function active() {
  window.dispatchEvent(new Event('pointerdown'));
  await jest.advanceTimersByTimeAsync(10);
}

afterEach(() => jest.useRealTimers());

describe('session renewal', () => {
  it('renews with relogin while the member is active, once a third of the token’s life is left, and stores the new token', async () => {
    const { store, api } = start();
    await jest.advanceTimersByTimeAsync(19 * MINUTE);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(2 * MINUTE);
    expect(api.callsTo('POST', 'relogin')).toHaveLength(0);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(1);
    expect(api.callsTo('POST', 'relogin')[0].headers.Authorization).toBe(`Bearer ${MEMBER.token}`);
    expect(localStorage.getItem('token')).toBe('renewed-token');
    expect(getStoredUser()).toEqual(RENEWED);
    expect(selectAuth(store.getState()).user).toMatchObject({ token: 'renewed-token', expires_at: RENEWED.expires_at });

    // the old expiry passes without a sign-out, and the next renewal waits for its own window
    await jest.advanceTimersByTimeAsync(15 * MINUTE);
    await active();
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    expect(api.callsTo('POST', 'relogin')).toHaveLength(1);
  });

  it('does not renew a member who is not active: the token expires', async () => {
    const { store, api } = start();
    await jest.advanceTimersByTimeAsync(31 * MINUTE);
    expect(api.callsTo('POST', 'relogin')).toHaveLength(0);
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
    expect(getSignoutReason()).toBe('expired');
  });

  it('never renews after the idle time-out signed the member out', async () => {
    const { store, api } = start();
    await jest.advanceTimersByTimeAsync(15 * MINUTE);
    store.dispatch(logout({ reason: 'idle' }));
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    await active();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(0);
    expect(getSignoutReason()).toBe('idle');
  });

  it('signs out when the renewal answers Unauthorized', async () => {
    const { store, navigate, api } = start({ 'POST relogin': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await jest.advanceTimersByTimeAsync(21 * MINUTE);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(1);
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getSignoutReason()).toBe('expired');
    expect(navigate.mock.lastCall?.[0]).toBe('/signin');
  });

  it('keeps the session when the renewal cannot reach the API, and tries again a minute later', async () => {
    let answer: Outcome = networkDown();
    const { store, api } = start({ 'POST relogin': () => answer });
    await jest.advanceTimersByTimeAsync(21 * MINUTE);
    await active();
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(1);
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    expect(localStorage.getItem('token')).toBe(MEMBER.token);

    answer = { body: { status: 1, success: true, message: 'Your session has been renewed', user: RENEWED } };
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(2);
    expect(localStorage.getItem('token')).toBe('renewed-token');
  });

  it('takes the session another tab renewed instead of renewing or expiring its own', async () => {
    const { store, api } = start();
    await jest.advanceTimersByTimeAsync(22 * MINUTE);
    // the other tab stored its renewed session
    saveSession(RENEWED);
    await active();
    expect(api.callsTo('POST', 'relogin')).toHaveLength(0);
    expect(selectAuth(store.getState()).user).toMatchObject({ token: 'renewed-token', expires_at: RENEWED.expires_at });
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
  });
});
