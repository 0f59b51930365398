import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loginSuccess, registerNavigator, saveSession, setRuntimeConfig } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import { createShellStore } from './createShellStore';
import { RouteContent } from './RouteContent';
import { routeTable } from '../remotes/contributions';
import { SIGNIN_PATH } from '../routes/routeTable';
import { MEMBER } from '../testing/fixtures';

// Counts evaluations of the session saga's module (once per file: the first test is the one that looks).
type Counter = { authSagaLoads?: number };
const authSagaLoads = () => (globalThis as Counter).authSagaLoads ?? 0;
jest.mock('../session/authSaga', () => {
  (globalThis as Counter).authSagaLoads = ((globalThis as Counter).authSagaLoads ?? 0) + 1;
  return jest.requireActual('../session/authSaga');
});
jest.mock('../remotes/remoteLoader', () => ({
  loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
  loadPages: jest.fn(async (remote: string) => ({ SignIn: () => <button type="button">{`${remote} Sign In`}</button> })),
  loadAdmin: jest.fn(async () => Promise.reject(new Error('none'))),
  resetRemote: jest.fn(),
  isRemoteRegistered: jest.fn(() => false),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let api: ReturnType<typeof mockApi>;
/** the session saga checks a stored session with the API when it starts (restoreSession) */
const sessionChecks = () => api.callsTo('GET', 'auth/session').length;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
  api = mockApi({ 'GET auth/session': { body: { success: true } } });
});

describe('createShellStore', () => {
  it('deferred: fetches the session saga only at the first dispatch, which the saga still receives', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const store = createShellStore({ deferSagas: true });
    await flush();
    expect(authSagaLoads()).toBe(0);
    store.dispatch(loginSuccess(MEMBER));
    await store.startSagas();
    expect(authSagaLoads()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/savings', { replace: true });
  });

  it('not deferred: runs the session saga at once', async () => {
    saveSession(MEMBER);
    createShellStore();
    await waitFor(() => expect(sessionChecks()).toBe(1));
  });

  it('deferred: runs nothing until started', async () => {
    saveSession(MEMBER);
    const store = createShellStore({ deferSagas: true });
    await flush();
    expect(sessionChecks()).toBe(0);
    await store.startSagas();
    await waitFor(() => expect(sessionChecks()).toBe(1));
  });

  it("deferred: starts the sagas once /signin's form is on screen, without any dispatch", async () => {
    saveSession(MEMBER);
    const store = createShellStore({ deferSagas: true });
    const start = jest.spyOn(store, 'startSagas');
    const signin = routeTable().find((r) => r.path === SIGNIN_PATH)!;
    const router = createMemoryRouter([{ path: SIGNIN_PATH, element: <RouteContent route={signin} /> }], { initialEntries: [SIGNIN_PATH] });
    await act(async () => {
      render(
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>,
      );
    });
    expect(await screen.findByRole('button', { name: 'mfe_auth Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 3000 });
    await waitFor(() => expect(sessionChecks()).toBe(1));
  });
});
