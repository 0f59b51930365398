import { documentPreloadedRemote } from './documentPreloads';
import { registerRemoteEntries } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  document.head.innerHTML = '';
  registerRemoteEntries([
    { name: 'mfe_auth', entry: 'http://cdn.test/remotes/mfe-auth/1.4.0/mf-manifest.json' },
    { name: 'mfe_wallet', entry: 'http://cdn.test/remotes/mfe-wallet/2.0.0/mf-manifest.json' },
  ]);
});

it("tells a remote whose files this document preloaded (its Retry reloads) from one it did not (its Retry is in place)", () => {
  document.head.innerHTML = '<link rel="preload" href="http://cdn.test/remotes/mfe-auth/1.4.0/remoteEntry.js" as="script"><link rel="preload" href="/main.0123456789.js" as="script">';
  expect(documentPreloadedRemote('mfe_auth')).toBe(true);
  expect(documentPreloadedRemote('mfe_wallet')).toBe(false);
  expect(documentPreloadedRemote('mfe_unknown')).toBe(false);
});

it('does not count another release of the same remote', () => {
  document.head.innerHTML = '<link rel="preload" href="http://cdn.test/remotes/mfe-auth/1.3.0/remoteEntry.js" as="script">';
  expect(documentPreloadedRemote('mfe_auth')).toBe(false);
});
