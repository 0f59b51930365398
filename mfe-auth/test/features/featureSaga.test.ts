// The remote's feature saga in a real injectable store, with fetch replaced at the global level: the kit's login
// saga and the calls saga (screens' behaviour is tested with the pages).
import { authReducer, createInjectableStore, loginRequest, registerNavigator, selectAlert } from '@coop/shared';
import feature from '../../src/exposes/feature';
import { calls } from '../../src/features/calls';
import { registrationCalls } from '../../src/features/registration/api';
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

describe('the calls saga, fetched with the feature saga', () => {
  it('runs a call asked for before the saga was fetched (a submit before redux-saga loaded), once', async () => {
    const pending = deferredReply();
    const { calls: sent } = mockFetch(() => pending.promise);
    const { store, navigate } = setup();
    const run = () => store.dispatch(calls.actions.callRequested({ id: 'signup', ...registrationCalls.signup(SIGNUP), failure: 'signup', successMessage: 'Registered', navigateTo: '/signin' }));
    run();
    run();
    expect(calls.selectCall('signup')(store.getState()).pending).toBe(true);
    await store.startSagas(); // the saga's code is fetched (loadSaga); the request goes out once it runs
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/auth/signup', method: 'POST', body: SIGNUP });

    pending.release({ status: 201, body: { success: true, message: 'Check your e-mail to verify your account' } });
    const state = await settled(store);
    expect(selectAlert(state)).toMatchObject({ kind: 'success', message: 'Check your e-mail to verify your account' });
    expect(calls.selectCall('signup')(state)).toMatchObject({ pending: false, done: true });
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });
});
