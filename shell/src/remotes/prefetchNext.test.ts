import { preloadRemote } from '@module-federation/enhanced/runtime';
import { likelyNextRemotes, prefetchNext, resetPrefetchNextForTests } from './prefetchNext';
import { registerRemoteEntries } from './remoteLoader';
import { setRemoteManifests } from './contributions';
import { DEFAULT_MANIFESTS } from './defaultManifests';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const preload = preloadRemote as jest.Mock;
const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: saveData === undefined ? undefined : { saveData } });

beforeEach(() => {
  jest.clearAllMocks();
  resetPrefetchNextForTests();
  setSaveData(undefined);
  setRemoteManifests(DEFAULT_MANIFESTS);
  registerRemoteEntries(DEFAULT_MANIFESTS.map((m) => ({ name: m.name, entry: `http://x/${m.name}/mf-manifest.json` })));
});

describe('prefetchNext', () => {
  it("names the remotes behind a member's first navigation items, not the page's own nor the console", () => {
    const next = likelyNextRemotes('mfe_savings');
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain('mfe_savings');
    expect(next).not.toContain('shell');
  });

  it('fetches their entry, ./feature and ./pages (sync part only), once per page load', () => {
    prefetchNext('mfe_savings');
    prefetchNext('mfe_savings');
    expect(preload).toHaveBeenCalledTimes(1);
    const [requests] = preload.mock.calls[0];
    expect(requests.map((r: { nameOrAlias: string }) => r.nameOrAlias)).toEqual(likelyNextRemotes('mfe_savings'));
    for (const request of requests) expect(request).toMatchObject({ exposes: ['./feature', './pages'], resourceCategory: 'sync' });
  });

  it('fetches nothing on a connection marked save-data', () => {
    setSaveData(true);
    prefetchNext('mfe_savings');
    expect(preload).not.toHaveBeenCalled();
  });
});
