import { preloadRemote } from '@module-federation/enhanced/runtime';
import { setLastUrl } from '@coop/shared';
import { likelyHomeRemote, prefetchHome, resetPrefetchForTests } from './prefetchHome';
import { registerRemoteEntries } from './remoteLoader';
import { preloadChrome } from '../chrome/lazyChrome';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()), registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../chrome/lazyChrome', () => ({ preloadChrome: jest.fn(() => Promise.resolve()) }));

const preload = preloadRemote as jest.Mock;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  resetPrefetchForTests();
});

describe('likelyHomeRemote', () => {
  it("is the member home's remote without lasturl, lasturl's remote with one, none for a shell or admin path", () => {
    expect(likelyHomeRemote(null)).toBe('mfe_savings');
    expect(likelyHomeRemote('/wallet?x=1')).toBe('mfe_wallet');
    expect(likelyHomeRemote('/loans')).toBe('mfe_loans');
    expect(likelyHomeRemote('/dashboard')).toBe('mfe_savings'); // a member may not open it: their home
  });
});

describe('prefetchHome', () => {
  it("fetches the chrome and the likely remote's entry, ./feature and ./pages (sync part only), once", () => {
    registerRemoteEntries([{ name: 'mfe_wallet', entry: 'http://x/mf-manifest.json' }]);
    setLastUrl('/transactions');
    prefetchHome();
    prefetchHome();
    expect(preloadChrome).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_wallet', exposes: ['./feature', './pages'], resourceCategory: 'sync' }]);
  });

  it('does not ask the runtime for a remote that mf-config.json does not list, and a failed preload is quiet', async () => {
    setLastUrl('/product_financing');
    prefetchHome();
    expect(preload).not.toHaveBeenCalled();
    resetPrefetchForTests();
    registerRemoteEntries([{ name: 'mfe_commerce', entry: 'http://x/mf-manifest.json' }]);
    preload.mockReturnValueOnce(Promise.reject(new Error('down')));
    expect(() => prefetchHome()).not.toThrow();
    await Promise.resolve();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
