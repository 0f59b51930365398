import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { setLastUrl, type InjectableStore } from '@coop/shared';
import { likelyHomePage, prefetchHome, resetPrefetchForTests } from './prefetchHome';
import { registerRemoteEntries } from './remoteLoader';
import { retryRemote } from './remoteModules';
import { setShellStore } from '../app/shellStore';
import { preloadChrome } from '../chrome/lazyChrome';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../chrome/lazyChrome', () => ({ preloadChrome: jest.fn(() => Promise.resolve()) }));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const feature = { key: 'wallet', reducer: (state = {}) => state };
const preloadTransactions = jest.fn(async () => undefined);
const store = { injectFeature: jest.fn() } as unknown as InjectableStore;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  resetPrefetchForTests();
  retryRemote('mfe_wallet');
  retryRemote('mfe_commerce');
  setShellStore(store);
  load.mockImplementation(async (id: string) => (id.endsWith('/feature') ? { default: feature } : { default: { Transactions: Object.assign(() => null, { preload: preloadTransactions }) } }));
});

describe('likelyHomePage', () => {
  it("is the member home without lasturl, lasturl's page with one, the home for a shell or admin path", () => {
    expect(likelyHomePage(null)).toEqual({ remote: 'mfe_savings', page: 'Savings' });
    expect(likelyHomePage('/wallet?x=1')).toEqual({ remote: 'mfe_wallet', page: 'Wallet' });
    expect(likelyHomePage('/loans')).toEqual({ remote: 'mfe_loans', page: 'Loans' });
    expect(likelyHomePage('/dashboard')).toEqual({ remote: 'mfe_savings', page: 'Savings' }); // a member may not open it: their home
  });
});

describe('prefetchHome', () => {
  it("loads the chrome and the likely page's code: its remote's ./feature into the store, ./pages and the page itself, once", async () => {
    registerRemoteEntries([{ name: 'mfe_wallet', entry: 'http://x/mf-manifest.json' }]);
    setLastUrl('/transactions');
    prefetchHome();
    prefetchHome();
    expect(preloadChrome).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(preloadTransactions).toHaveBeenCalledTimes(1));
    expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_wallet/feature', 'mfe_wallet/pages']);
    expect(store.injectFeature).toHaveBeenCalledWith(feature);
  });

  it('does not ask the runtime for a remote that mf-config.json does not list', () => {
    setLastUrl('/product_financing');
    prefetchHome();
    expect(load).not.toHaveBeenCalled();
  });

  it('is quiet when the remote is down, and forgets the failure (its page tries afresh when opened)', async () => {
    registerRemoteEntries([{ name: 'mfe_commerce', entry: 'http://x/mf-manifest.json' }]);
    register.mockClear();
    setLastUrl('/product_financing');
    load.mockRejectedValue(new Error('down'));
    expect(() => prefetchHome()).not.toThrow();
    await waitFor(() => expect(register).toHaveBeenCalledWith([{ name: 'mfe_commerce', entry: 'http://x/mf-manifest.json' }], { force: true }));
  });
});
