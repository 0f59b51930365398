import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLastUrl, loginSuccess, selectAuth, setRuntimeConfig } from '@coop/shared';
import { authSaga } from '../session/authSaga';
import { renderApp } from '../testing/renderApp';
import { ADMIN, MEMBER } from '../testing/fixtures';
import { mockApi } from '@coop/shared/testing';

jest.mock('../remotes/remoteLoader', () => {
  const pages = (remote: string) =>
    new Proxy({}, { get: (_t, name) => (typeof name === 'string' && name !== 'then' ? () => <h1>{`${remote} ${name}`}</h1> : undefined) });
  return {
    loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
    loadPages: jest.fn(async (remote: string) => pages(remote)),
    loadAdmin: jest.fn(async () => Promise.reject(new Error('none'))),
    resetRemote: jest.fn(),
    isRemoteRegistered: jest.fn(() => false),
  };
});

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
  api = mockApi({
    'GET auth/session': { body: { success: true } },
    'POST auth/logout': { body: { success: true, message: 'Logged out' } },
    'GET notification': { body: [] },
    'GET admin/signup-stats': { body: { total: 0, verified: 0, unverified: 0, members: 0, today: 0, last_7_days: 0, last_30_days: 0, by_day: [] } },
    'GET admin/members': { body: { data: [], total: 0, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null } },
  });
});

it('returns to the page that needed a login once the remote signs the user in', async () => {
  const { store, router } = await renderApp('/savings-tab/target', { saga: authSaga });
  await screen.findByRole('heading', { name: 'mfe_auth SignIn' });
  expect(getLastUrl()).toBe('/savings-tab/target');
  await act(async () => {
    store.dispatch(loginSuccess(MEMBER));
  });
  expect(await screen.findByRole('heading', { name: 'mfe_savings SavingsTabTarget' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/savings-tab/target');
  expect(localStorage.getItem('token')).toBe('member-token');
});

it('takes an admin who signs in without a remembered path to /dashboard', async () => {
  const { store, router } = await renderApp('/signin', { saga: authSaga });
  await screen.findByRole('heading', { name: 'mfe_auth SignIn' });
  await act(async () => {
    store.dispatch(loginSuccess(ADMIN));
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
});

it('logs out from the user menu: revokes the token and goes to /signin', async () => {
  const { store, router } = await renderApp('/wallet', { user: MEMBER, saga: authSaga });
  await screen.findByRole('heading', { name: 'mfe_wallet Wallet' });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Obi' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  expect(await screen.findByRole('heading', { name: 'mfe_auth SignIn' })).toBeInTheDocument();
  expect(selectAuth(store.getState()).loggedIn).toBe(false);
  await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  expect(api.callsTo('POST', 'auth/logout')).toHaveLength(1);
});

it('opens Profile from the user menu at /settings', async () => {
  const { router } = await renderApp('/wallet', { user: MEMBER, saga: authSaga });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Obi' }));
  expect(screen.getByRole('menu', { name: 'Account' })).toHaveTextContent('ada@example.com');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Obi' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
});
