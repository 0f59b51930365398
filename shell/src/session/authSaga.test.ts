import {
  authReducer, createInjectableStore, getLastUrl, getSignoutReason, getStoredUser, loginSuccess, logout, registerNavigator,
  saveSession, selectAuth, setLastUrl, setUnauthorizedHandler, type SessionUser,
} from '@coop/shared';
import { authSaga } from './authSaga';
import { createUnauthorizedHandler } from './unauthorizedHandler';
import { ADMIN, MEMBER } from '../testing/fixtures';
import { mockApi, networkDown, type Handler } from '@coop/shared/testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(routes: Record<string, Handler> = {}, stored: SessionUser | null = null) {
  localStorage.clear();
  sessionStorage.clear();
  if (stored) saveSession(stored);
  const api = mockApi({ 'GET auth/session': { body: { success: true, user: {} } }, 'POST auth/logout': { body: { success: true, message: 'Logged out' } }, ...routes });
  const navigate = jest.fn();
  registerNavigator(navigate);
  const store = createInjectableStore({ auth: authReducer }, authSaga);
  setUnauthorizedHandler(createUnauthorizedHandler(store.dispatch));
  return { store, navigate, api };
}

/** start(), once the store's sagas run (they start after the store is made: redux-saga is fetched, not bundled) */
async function running(...args: Parameters<typeof start>) {
  const started = start(...args);
  await started.store.startSagas();
  return started;
}

afterEach(() => jest.useRealTimers());

describe('after login', () => {
  it('saves the session and goes to lasturl, then forgets it', async () => {
    const { store, navigate } = await running();
    setLastUrl('/savings-tab/target');
    store.dispatch(loginSuccess(MEMBER));
    expect(getStoredUser()).toEqual(MEMBER);
    expect(localStorage.getItem('token')).toBe('member-token');
    expect(localStorage.getItem('email')).toBe('ada@example.com');
    expect(localStorage.getItem('name')).toBe('Ada Obi');
    expect(navigate).toHaveBeenCalledWith('/savings-tab/target', { replace: true });
    expect(getLastUrl()).toBeNull();
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
  });

  it('goes to /savings for a member and /dashboard for SA/ADMIN without lasturl', async () => {
    const member = await running();
    member.store.dispatch(loginSuccess(MEMBER));
    expect(member.navigate).toHaveBeenLastCalledWith('/savings', { replace: true });
    const admin = await running();
    admin.store.dispatch(loginSuccess(ADMIN));
    expect(admin.navigate).toHaveBeenLastCalledWith('/dashboard', { replace: true });
  });

  it('does not send a member back to a lasturl they may not open', async () => {
    const { store, navigate } = await running();
    setLastUrl('/dashboard');
    store.dispatch(loginSuccess(MEMBER));
    expect(navigate).toHaveBeenLastCalledWith('/savings', { replace: true });
  });

  it('clears an old sign-out notice', async () => {
    const { store } = await running();
    sessionStorage.setItem('signout_reason', 'idle');
    store.dispatch(loginSuccess(MEMBER));
    expect(getSignoutReason()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token with POST auth/logout, clears storage and goes to /signin', async () => {
    const { store, navigate, api } = start({}, MEMBER);
    setLastUrl('/loan');
    store.dispatch(logout({ reason: 'user' }));
    await flush();
    const [call] = api.callsTo('POST', 'auth/logout');
    expect(call.headers.Authorization).toBe('Bearer member-token');
    for (const key of ['user', 'token', 'email', 'name']) expect(localStorage.getItem(key)).toBeNull();
    expect(getLastUrl()).toBe('/loan');
    expect(navigate.mock.lastCall?.[0]).toBe('/signin');
    expect(selectAuth(store.getState())).toEqual({ loggingIn: false, loggedIn: false, user: null });
    expect(getSignoutReason()).toBeNull();
  });

  it('still logs out when the API call fails', async () => {
    const { store, navigate } = start({ 'POST auth/logout': networkDown() }, MEMBER);
    store.dispatch(logout());
    await flush();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate.mock.lastCall?.[0]).toBe('/signin');
  });

  it('remembers why for the sign-in screen when the reason is idle', async () => {
    const { store } = start({}, MEMBER);
    store.dispatch(logout({ reason: 'idle' }));
    await flush();
    expect(getSignoutReason()).toBe('idle');
  });

  it('does not call the API for an expired token', async () => {
    const { store, api } = start({}, MEMBER);
    store.dispatch(logout({ reason: 'expired' }));
    await flush();
    expect(api.callsTo('POST', 'auth/logout')).toHaveLength(0);
    expect(getSignoutReason()).toBe('expired');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('at boot', () => {
  it('checks a stored session with GET auth/session and refreshes the user from it', async () => {
    const { store, api } = start({ 'GET auth/session': { body: { success: true, user: { member_status: false, name: 'Ada N. Obi', token: 'ignored' } } } }, MEMBER);
    await flush();
    expect(api.callsTo('GET', 'auth/session')).toHaveLength(1);
    expect(selectAuth(store.getState()).user).toMatchObject({ name: 'Ada N. Obi', member_status: false, token: 'member-token' });
    expect(getStoredUser()).toMatchObject({ name: 'Ada N. Obi', token: 'member-token' });
  });

  it('clears a session the API no longer accepts (401 Unauthorized) and goes to /signin', async () => {
    const { store, navigate } = start({ 'GET auth/session': { status: 401, body: { success: false, message: 'Unauthorized' } } }, MEMBER);
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    await flush();
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate.mock.lastCall?.[0]).toBe('/signin');
    expect(getSignoutReason()).toBe('expired');
  });

  it('keeps the session when the API cannot be reached', async () => {
    const { store } = start({ 'GET auth/session': networkDown() }, MEMBER);
    await flush();
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    expect(localStorage.getItem('token')).toBe('member-token');
  });

  it('makes no call without a stored session', async () => {
    const { api } = start();
    await flush();
    expect(api.calls).toHaveLength(0);
  });
});

describe('token expiry', () => {
  it('logs out with reason expired when expires_at passes', async () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    const { store, navigate } = start();
    store.dispatch(loginSuccess({ ...MEMBER, expires_at: '2025-01-01T10:30:00Z' }));
    await jest.advanceTimersByTimeAsync(29 * 60_000);
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
    expect(getSignoutReason()).toBe('expired');
    expect(navigate.mock.lastCall?.[0]).toBe('/signin');
  });

  it('follows a new login instead of the old expiry', async () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    const { store } = start();
    store.dispatch(loginSuccess({ ...MEMBER, expires_at: '2025-01-01T10:10:00Z' }));
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    store.dispatch(loginSuccess({ ...MEMBER, expires_at: '2025-01-01T11:00:00Z' }));
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(selectAuth(store.getState()).loggedIn).toBe(true);
    await jest.advanceTimersByTimeAsync(50 * 60_000);
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
  });

  it('logs out at once when a restored session has already expired', async () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    const { store } = start({}, { ...MEMBER, expires_at: '2025-01-01T09:00:00Z' });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectAuth(store.getState()).loggedIn).toBe(false);
    expect(getSignoutReason()).toBe('expired');
  });
});
