import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import { renderApp } from '../testing/renderApp';
import { MEMBER } from '../testing/fixtures';
import { mockApi } from '@coop/shared/testing';

// Counts loads of the chrome module: chrome-less routes must not pull it in (it is its own chunk). A global,
// because the factory may run while the imports above are still being evaluated.
type Counter = { chromeModuleLoads?: number };
const chromeModuleLoads = () => (globalThis as Counter).chromeModuleLoads ?? 0;
jest.mock('./AppLayout', () => {
  (globalThis as Counter).chromeModuleLoads = ((globalThis as Counter).chromeModuleLoads ?? 0) + 1;
  return jest.requireActual('./AppLayout');
});
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

beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
  mockApi({ 'GET auth/session': { body: { success: true } }, 'GET notification': { body: [] } });
});

it('does not load the chrome for an anonymous visitor of a chrome-less page; /signin fetches it only once its form shows', async () => {
  await renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: /Saving and borrowing get easier/ })).toBeInTheDocument();
  expect(chromeModuleLoads()).toBe(0);
  await renderApp('/signin');
  expect(await screen.findByRole('heading', { name: 'mfe_auth SignIn' })).toBeInTheDocument();
  // then, when the browser is idle: the page a member signs in to needs it (remotes/prefetchHome.ts)
  await waitFor(() => expect(chromeModuleLoads()).toBe(1), { timeout: 5000 });
});

it('loads the chrome for a member page and renders the page inside it', async () => {
  await renderApp('/wallet', { user: MEMBER });
  expect(await screen.findByRole('heading', { name: 'mfe_wallet Wallet' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(chromeModuleLoads()).toBe(1);
});
