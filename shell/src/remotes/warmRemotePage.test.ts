import { loadRemote } from '@module-federation/enhanced/runtime';
import { saveSession, type InjectableStore } from '@coop/shared';
import { warmPageAt } from './warmRemotePage';
import { registerRemoteEntries } from './remoteLoader';
import { preloadChrome } from '../chrome/lazyChrome';
import { SHELL_PAGES } from '../app/shellPages';
import { MEMBER } from '../testing/fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../chrome/lazyChrome', () => ({ preloadChrome: jest.fn(() => Promise.resolve()) }));

const load = loadRemote as jest.Mock;
const preloadWallet = jest.fn(async () => undefined);
const store = { injectFeature: jest.fn() } as unknown as InjectableStore;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  registerRemoteEntries([{ name: 'mfe_wallet', entry: 'http://x/mf-manifest.json' }]);
  load.mockImplementation(async (id: string) => (id.endsWith('/feature') ? { default: { key: 'w', reducer: (s = {}) => s } } : { default: { Wallet: Object.assign(() => null, { preload: preloadWallet }) } }));
});

it("loads a signed-in arrival's page (its remote's feature, pages and chunk) and the chrome before the first render", async () => {
  saveSession(MEMBER);
  await warmPageAt('/wallet', store);
  expect(preloadChrome).toHaveBeenCalledTimes(1);
  expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_wallet/feature', 'mfe_wallet/pages']);
  expect(preloadWallet).toHaveBeenCalledTimes(1);
});

it('loads nothing of a member page for someone signed out (the guard sends them to sign in)', async () => {
  await warmPageAt('/wallet', store);
  expect(preloadChrome).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

it("loads a shell page's own chunk, and no chrome for a page without it", async () => {
  const landing = jest.spyOn(SHELL_PAGES.Landing, 'preload').mockResolvedValue(undefined);
  await warmPageAt('/', store);
  expect(landing).toHaveBeenCalledTimes(1);
  expect(preloadChrome).not.toHaveBeenCalled();
});

it('resolves, quietly, when the remote is down (its slot shows the failure)', async () => {
  saveSession(MEMBER);
  load.mockRejectedValue(new Error('down'));
  await expect(warmPageAt('/transactions', store)).resolves.toBeUndefined();
});
