// The remote's sagas in a real injectable store, with fetch replaced at the global level.
import { alertClear, authReducer, createInjectableStore, loginRequest, registerNavigator, selectAlert } from '@coop/shared';
import feature from '../../src/exposes/feature';
import { recoveryRequest, resetRequest, signupRequest, verifyEmailRequest } from '../../src/features/registration/slice';
import { deferredReply, mockFetch, networkDown, type FakeReply, memberUser } from '@coop/shared/testing';

const SIGNUP = { first_name: 'Amaka', last_name: 'Obi', middle_name: '', email: 'amaka@example.com', phone_no: '08031234567', password: 'Secret#2024' };

function setup() {
  const store = createInjectableStore({ auth: authReducer });
  store.injectFeature(feature);
  const navigate = jest.fn();
  registerNavigator(navigate);
  return { store, navigate };
}

type Store = ReturnType<typeof setup>['store'];

/** Resolves once the saga has raised an alert (every path through every saga ends in one, or in loginSuccess). */
function settled(store: Store, done: (state: ReturnType<Store['getState']>) => boolean = (s) => selectAlert(s).open) {
  return new Promise<ReturnType<Store['getState']>>((resolve) => {
    const check = () => {
      const state = store.getState();
      if (done(state)) {
        unsubscribe();
        resolve(state);
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('login saga', () => {
  it('puts loginSuccess with the user on status 1, and neither writes storage nor navigates', async () => {
    const { calls } = mockFetch({ body: { status: 1, success: true, message: 'Welcome back', user: memberUser } });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const { store, navigate } = setup();
    store.dispatch(loginRequest({ email: 'amaka@example.com', password: 'Secret#2024' }));

    const state = await settled(store, (s) => s.auth.loggedIn);
    expect(state.auth).toEqual({ loggingIn: false, loggedIn: true, user: memberUser });
    expect(calls).toEqual([expect.objectContaining({ url: '/api/auth/login', method: 'POST', body: { email: 'amaka@example.com', password: 'Secret#2024' } })]);
    expect(setItem).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(selectAlert(state).open).toBe(false);
  });

  it.each<[string, FakeReply | Error, string]>([
    ['status 0 shows the reply message', { body: { status: 0, success: false, message: 'Your account is not verified yet' } }, 'Your account is not verified yet'],
    ['a thrown HTTP error shows the fixed text', { status: 500, statusText: 'Internal Server Error' }, 'Invalid Email or Password'],
    ['a 422 shows the fixed text', { status: 422, body: { success: false, message: 'email: Invalid email' } }, 'Invalid Email or Password'],
    ['a network failure shows the internet error', networkDown(), 'Internet Error, Please check your internet and try again'],
    ["a 429 shows the server's message", { status: 429, body: { success: false, message: 'Too many sign-in attempts, wait 10 minutes' } }, 'Too many sign-in attempts, wait 10 minutes'],
  ])('%s', async (_name, outcome, message) => {
    mockFetch(outcome);
    const { store } = setup();
    store.dispatch(loginRequest({ email: 'amaka@example.com', password: 'wrong' }));

    const state = await settled(store);
    expect(selectAlert(state)).toMatchObject({ open: true, kind: 'error', message });
    expect(state.auth).toEqual({ loggingIn: false, loggedIn: false, user: null });
  });
});

describe('sign-up saga', () => {
  it('sets registering while pending, then alerts success and navigates to /signin', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { store, navigate } = setup();
    store.dispatch(signupRequest(SIGNUP));
    expect(store.getState().mfe_auth.registration.registering).toBe(true);
    await store.startSagas(); // the saga's code is fetched (loadSaga); the request goes out once it runs
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/signup', method: 'POST', body: SIGNUP });

    pending.release({ status: 201, body: { success: true, message: 'Check your e-mail to verify your account' } });
    const state = await settled(store);
    expect(selectAlert(state)).toMatchObject({ kind: 'success', message: 'Check your e-mail to verify your account' });
    expect(state.mfe_auth.registration.registering).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it('ignores a second sign-up while the first is pending', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { store } = setup();
    store.dispatch(signupRequest(SIGNUP));
    store.dispatch(signupRequest(SIGNUP));
    pending.release({ body: { success: true, message: 'ok' } });
    await settled(store);
    expect(calls).toHaveLength(1);
  });

  it.each<[string, FakeReply | Error, string]>([
    ['409 names the e-mail', { status: 409, body: { success: false, message: 'Duplicate' } }, 'amaka@example.com has already been used'],
    ['a network failure is the internet error', networkDown(), 'Internet Error, Please check your internet and try again'],
    ['a 500 is the internet error', { status: 500, statusText: 'Internal Server Error', body: { message: 'Internal Server Error' } }, 'Internet Error, Please check your internet and try again'],
    ['a 503 without a body is the internet error', { status: 503, statusText: 'Service Unavailable' }, 'Internet Error, Please check your internet and try again'],
    ['a 422 shows its message', { status: 422, body: { success: false, message: 'password must be at least 8 characters' } }, 'password must be at least 8 characters'],
    ['a 429 shows its message', { status: 429, body: { success: false, message: 'Too many sign-ups from this device' } }, 'Too many sign-ups from this device'],
    ['a 200 with success false shows its message', { body: { success: false, message: 'Sign-ups are closed' } }, 'Sign-ups are closed'],
  ])('%s', async (_name, outcome, message) => {
    mockFetch(outcome);
    const { store, navigate } = setup();
    store.dispatch(signupRequest(SIGNUP));
    const state = await settled(store);
    expect(selectAlert(state)).toMatchObject({ kind: 'error', message });
    expect(state.mfe_auth.registration.registering).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('verify e-mail, recovery and reset sagas', () => {
  it('verifies the code in the path (escaped) and goes to /signin', async () => {
    const { calls } = mockFetch({ body: { success: true, message: 'Verified' } });
    const { store, navigate } = setup();
    store.dispatch(verifyEmailRequest({ code: 'a/b c' }));
    const state = await settled(store);
    expect(calls[0]).toMatchObject({ url: '/api/auth/signupVerifyEmail/a%2Fb%20c', method: 'POST' });
    expect(selectAlert(state)).toMatchObject({ kind: 'success', message: 'Verified' });
    expect(state.mfe_auth.registration).toMatchObject({ verifying: false, verifyError: null });
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it('keeps the verification error for the page', async () => {
    mockFetch({ status: 410, body: { success: false, message: 'This link has expired' } });
    const { store, navigate } = setup();
    store.dispatch(verifyEmailRequest({ code: 'old' }));
    const state = await settled(store);
    expect(state.mfe_auth.registration).toMatchObject({ verifying: false, verifyError: 'This link has expired' });
    expect(selectAlert(state)).toMatchObject({ kind: 'error', message: 'This link has expired' });
    expect(navigate).not.toHaveBeenCalled();

    // a new attempt clears it
    mockFetch(() => new Promise(() => undefined));
    store.dispatch(alertClear());
    store.dispatch(verifyEmailRequest({ code: 'old' }));
    expect(store.getState().mfe_auth.registration).toMatchObject({ verifying: true, verifyError: null });
  });

  it('recovery keeps the reply message and does not navigate', async () => {
    const { calls } = mockFetch({ body: { success: true, message: 'A reset link is on its way' } });
    const { store, navigate } = setup();
    store.dispatch(recoveryRequest({ email: 'amaka@example.com' }));
    const state = await settled(store);
    expect(calls[0]).toMatchObject({ url: '/api/auth/recovery', body: { email: 'amaka@example.com' } });
    expect(state.mfe_auth.registration).toMatchObject({ recovering: false, recoveryMessage: 'A reset link is on its way' });
    expect(selectAlert(state)).toMatchObject({ kind: 'success', message: 'A reset link is on its way' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reset posts the token and goes to /signin; a refusal shows its message', async () => {
    const body = { email: 'amaka@example.com', password: 'NewSecret#1', password_confirmation: 'NewSecret#1', token: 'tok-9' };
    const { calls } = mockFetch({ body: { success: true, message: 'Password changed' } });
    const first = setup();
    first.store.dispatch(resetRequest(body));
    await settled(first.store);
    expect(calls[0]).toMatchObject({ url: '/api/auth/reset', method: 'POST', body });
    expect(first.navigate).toHaveBeenCalledWith('/signin', undefined);

    mockFetch({ status: 400, body: { success: false, message: 'Invalid or expired token' } });
    const second = setup();
    second.store.dispatch(resetRequest(body));
    const state = await settled(second.store);
    expect(selectAlert(state)).toMatchObject({ kind: 'error', message: 'Invalid or expired token' });
    expect(state.mfe_auth.registration.resetting).toBe(false);
    expect(second.navigate).not.toHaveBeenCalled();
  });
});
