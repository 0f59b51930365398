import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authReducer, createInjectableStore, registerNavigator, saveSession, selectAuth } from '@coop/shared';
import { useSessionSync } from './useSessionSync';
import { MEMBER } from '../testing/fixtures';

function Sync() {
  useSessionSync();
  return null;
}

it('ends the session here when another tab removes the token', () => {
  localStorage.clear();
  saveSession(MEMBER);
  const navigate = jest.fn();
  registerNavigator(navigate);
  const store = createInjectableStore({ auth: authReducer });
  render(
    <Provider store={store}>
      <Sync />
    </Provider>,
  );
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'lasturl', newValue: '/loan' }));
  });
  expect(selectAuth(store.getState()).loggedIn).toBe(true);
  localStorage.removeItem('token');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'member-token', newValue: null }));
  });
  expect(selectAuth(store.getState()).loggedIn).toBe(false);
  expect(navigate.mock.lastCall?.[0]).toBe('/signin');
});
