// The shell made from the remotes' manifests: a page and a menu item a remote adds appear in routing, the menu, the
// breadcrumb, the page search and the guard without any change to the shell; a path the shell or another remote has
// is not taken; a manifest that fails or is not one leaves the build's default copy in place.
import { screen, within } from '@testing-library/react';
import type { RemoteManifest } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import { setRuntimeConfig } from '@coop/shared';
import { buildRoutes } from '../app/buildRoutes';
import { iconName } from '../chrome/Icon';
import { navItemsFor, type NavItem } from '../chrome/navItems';
import { findPages, searchablePages } from '../chrome/pageSearch';
import { decideAccess } from '../routes/access';
import { matchRoute } from '../routes/matchRoute';
import { ADMIN, MEMBER } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { menuItems, remoteDisplayName, remoteManifests, routeTable, setRemoteManifests } from './contributions';
import { DEFAULT_MANIFESTS } from './defaultManifests';
import { loadRemoteManifests, manifestUrl } from './loadManifests';
import { parseRemoteManifest } from './manifestShape';

jest.mock('./remoteLoader', () => ({
  loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
  loadPages: jest.fn(async (remote: string) => ({ Extra: () => <h1>{`${remote} Extra`}</h1> })),
  loadAdmin: jest.fn(async () => {
    throw new Error('no admin');
  }),
  resetRemote: jest.fn(),
  isRemoteRegistered: jest.fn(() => false),
}));

const base = (name: string): RemoteManifest => DEFAULT_MANIFESTS.find((m) => m.name === name)!;

/** the wallet's manifest with one more page, behind a crumb, and its menu item between Loan (40) and Business (50) */
const walletPlus: RemoteManifest = {
  ...base('mfe_wallet'),
  routes: [
    ...base('mfe_wallet').routes,
    { path: '/extra', page: 'Extra', title: 'Extra page', chrome: 'app', requiresAuth: true, breadcrumb: [{ label: 'Wallet', path: '/wallet' }] },
    { path: '/extra-admin', page: 'Extra', title: 'Extra admin page', chrome: 'app', requiresAuth: true, allowedRoles: ['SA', 'ADMIN'] },
  ],
  menu: [...base('mfe_wallet').menu, { label: 'Extra', shortLabel: 'Extra', path: '/extra', icon: 'sparkles', order: 45 }],
};

const labels = (items: NavItem[]) => items.flatMap((item) => (item.kind === 'link' ? [item.label] : [item.label, ...item.children.map((c) => c.label)]));
const withWallet = (wallet: RemoteManifest) => DEFAULT_MANIFESTS.map((m) => (m.name === 'mfe_wallet' ? wallet : m));

afterEach(() => setRemoteManifests(DEFAULT_MANIFESTS));

describe('a page and a menu item a remote adds in its manifest', () => {
  beforeEach(() => setRemoteManifests(withWallet(walletPlus)));

  it('are routed, placed in the menu by their order, and found by the page search', () => {
    expect(matchRoute('/extra')).toMatchObject({ remote: 'mfe_wallet', page: 'Extra', crumb: 'Extra page', chrome: 'app' });
    expect(labels(navItemsFor('MEMBER', menuItems()))).toEqual([
      'Wallet', 'Save', 'Shareholdings', 'Loan', 'Extra', 'Business Financing', 'Product Financing', 'Products', 'My Products', 'Investments', 'Transactions', 'Account',
    ]);
    expect(findPages('extra', searchablePages('MEMBER'))).toEqual([{ label: 'Extra', path: '/extra' }]);
    expect(findPages('extra', searchablePages('SA')).map((hit) => hit.path)).toEqual(['/extra', '/extra-admin']);
  });

  it('are guarded by their roles: a member is sent home from an admin-only page', () => {
    expect(decideAccess(matchRoute('/extra-admin')!, MEMBER, '/extra-admin', null)).toEqual({ kind: 'redirect', to: '/savings' });
    expect(decideAccess(matchRoute('/extra-admin')!, ADMIN, '/extra-admin', null)).toEqual({ kind: 'allow', recordLastUrl: true });
    expect(decideAccess(matchRoute('/extra')!, null, '/extra', null)).toEqual({ kind: 'redirect', to: '/signin', rememberPath: '/extra' });
  });

  it('render inside the chrome with the breadcrumb the manifest declares, and the item marked current', async () => {
    setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
    mockApi({ 'GET auth/session': { body: { success: true } }, 'GET notification': { body: [] } });
    await renderApp('/extra', { user: MEMBER, routes: buildRoutes() });
    expect(await screen.findByRole('heading', { name: 'mfe_wallet Extra' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(crumbs.getByText('Extra page')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Extra' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Extra page · Finnacrest Co-operative Society');
  });

  it('with an icon this shell does not know shows the generic one', () => {
    expect(iconName('sparkles')).toBe('page');
    expect(iconName('wallet')).toBe('wallet');
  });
});

describe('what a manifest cannot take', () => {
  it("ignores a path of the shell, beneath /dashboard, an alias, or another remote's, and a menu item leading to one", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const greedy: RemoteManifest = {
      ...base('mfe_wallet'),
      routes: [
        ...base('mfe_wallet').routes,
        ...['/404', '/dashboard/money', '/sign-in', '/savings', '/loan'].map((path) => ({ path, page: 'Extra', title: 'Taken', chrome: 'app' as const, requiresAuth: false })),
      ],
      menu: [...base('mfe_wallet').menu, { label: 'Not mine', shortLabel: 'Not mine', path: '/loan', icon: 'loan', order: 1 }],
    };
    setRemoteManifests(withWallet(greedy));
    expect(routeTable().filter((route) => route.crumb === 'Taken')).toEqual([]);
    expect(matchRoute('/404')?.remote).toBe('shell');
    expect(matchRoute('/dashboard/money')?.page).toBe('AdminDashboard');
    expect(matchRoute('/savings')?.remote).toBe('mfe_savings');
    expect(labels(navItemsFor('MEMBER', menuItems()))).not.toContain('Not mine');
  });
});

describe('loading the manifests at start', () => {
  const remotes = [
    { name: 'mfe_wallet', entry: 'http://localhost:3005/mf-manifest.json' },
    { name: 'mfe_loans', entry: 'http://cdn.test/releases/mfe-loans/7/mf-manifest.json' },
  ];
  const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('fetches each beside its entry, never from a cache, and uses what a remote serves', async () => {
    const fetchImpl = jest.fn((url: string) => answer(url.includes('3005') ? walletPlus : base('mfe_loans'))) as unknown as typeof fetch;
    const manifests = await loadRemoteManifests(remotes, DEFAULT_MANIFESTS, { fetchImpl });
    expect((fetchImpl as jest.Mock).mock.calls.map(([url, init]) => [url, init.cache])).toEqual([
      ['http://localhost:3005/pages-manifest.json', 'no-store'],
      ['http://cdn.test/releases/mfe-loans/7/pages-manifest.json', 'no-store'],
    ]);
    expect(manifests.map((m) => m.name)).toEqual(['mfe_wallet', 'mfe_loans', 'mfe_auth', 'mfe_commerce', 'mfe_savings']);
    expect(manifests[0]).toEqual(walletPlus);
  });

  it('uses the copy a prerendered page carries for the same entry without fetching it, and fetches what it does not carry', async () => {
    const fetchImpl = jest.fn(() => answer(base('mfe_loans'))) as unknown as typeof fetch;
    const inline = {
      [remotes[0].entry]: walletPlus,
      // another release's copy (the page composed before mf-config.json changed) is not this entry's
      'http://cdn.test/releases/mfe-loans/6/mf-manifest.json': { ...base('mfe_loans'), title: 'old' },
    };
    const manifests = await loadRemoteManifests(remotes, DEFAULT_MANIFESTS, { fetchImpl, inline });
    expect((fetchImpl as jest.Mock).mock.calls.map(([url]) => url)).toEqual(['http://cdn.test/releases/mfe-loans/7/pages-manifest.json']);
    expect(manifests[0]).toEqual(walletPlus);
    expect(manifests[1]).toEqual(base('mfe_loans'));
  });

  it('fetches a remote whose carried copy is not its manifest', async () => {
    const fetchImpl = jest.fn(() => answer(walletPlus)) as unknown as typeof fetch;
    const manifests = await loadRemoteManifests([remotes[0]], DEFAULT_MANIFESTS, { fetchImpl, inline: { [remotes[0].entry]: { name: 'mfe_loans' } } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(manifests[0]).toEqual(walletPlus);
  });

  it('keeps the default copy of a remote that is down, answers an error, or serves something that is not its manifest', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const reply of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer({ error: 'missing' }, 404),
      () => answer({ ...walletPlus, name: 'mfe_loans' }),
      () => answer({ ...walletPlus, routes: [{ path: 'extra', page: 'Extra' }] }),
      () => answer({ ...walletPlus, menu: [{ label: 'Extra', path: '/extra' }] }),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
    ]) {
      const manifests = await loadRemoteManifests([remotes[0]], DEFAULT_MANIFESTS, { fetchImpl: reply as unknown as typeof fetch });
      expect(manifests.find((m) => m.name === 'mfe_wallet')).toBe(base('mfe_wallet'));
    }
  });

  it('gives up on a remote that does not answer and keeps its default copy', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const manifests = await loadRemoteManifests([remotes[0]], DEFAULT_MANIFESTS, { fetchImpl: hanging, timeoutMs: 10 });
    expect(manifests.find((m) => m.name === 'mfe_wallet')).toBe(base('mfe_wallet'));
  });

  it('keeps the defaults of remotes missing from mf-config.json, so their routes still show the fallback', async () => {
    const manifests = await loadRemoteManifests([], DEFAULT_MANIFESTS);
    expect(manifests).toEqual(DEFAULT_MANIFESTS);
    setRemoteManifests(manifests);
    expect(matchRoute('/wallet')?.remote).toBe('mfe_wallet');
    expect(remoteDisplayName('mfe_wallet')).toBe('Wallet and account');
    expect(remoteManifests()).toBe(manifests);
  });

  it('reads the manifest file beside a relative entry too', () => {
    expect(manifestUrl('/remotes/mfe-auth/mf-manifest.json')).toBe('http://localhost/remotes/mfe-auth/pages-manifest.json');
  });

  it('accepts the built-in manifests as valid', () => {
    for (const manifest of DEFAULT_MANIFESTS) expect(parseRemoteManifest(JSON.parse(JSON.stringify(manifest)), manifest.name)).not.toBeNull();
  });
});
