import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authReducer, createInjectableStore, getSignoutReason, registerNavigator, saveSession, selectAuth, setRuntimeConfig } from '@coop/shared';
import { authSaga } from './authSaga';
import { useIdleLogout } from './useIdleLogout';
import { MEMBER } from '../testing/fixtures';
import { mockApi } from '@coop/shared/testing';

function Watcher() {
  useIdleLogout();
  return null;
}

afterEach(() => jest.useRealTimers());

it('logs a signed-in user out after idleTimeoutMinutes of inactivity, with reason idle', async () => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  setRuntimeConfig({ idleTimeoutMinutes: 2 });
  saveSession(MEMBER);
  const api = mockApi({ 'GET auth/session': { body: { success: true } }, 'POST auth/logout': { body: { success: true, message: 'ok' } } });
  const navigate = jest.fn();
  registerNavigator(navigate);
  const store = createInjectableStore({ auth: authReducer }, authSaga);
  render(
    <Provider store={store}>
      <Watcher />
    </Provider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  window.dispatchEvent(new Event('pointerdown'));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(119_000);
  });
  expect(selectAuth(store.getState()).loggedIn).toBe(true);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_000);
  });
  expect(selectAuth(store.getState()).loggedIn).toBe(false);
  expect(getSignoutReason()).toBe('idle');
  expect(api.callsTo('POST', 'auth/logout')).toHaveLength(1);
  expect(navigate.mock.lastCall?.[0]).toBe('/signin');
});
