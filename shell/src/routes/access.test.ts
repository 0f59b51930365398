import { afterLoginPath, decideAccess, homePath } from './access';
import { matchRoute } from './matchRoute';
import type { RouteEntry } from './routeTable';
import { ADMIN, MEMBER } from '../testing/fixtures';

const route = (path: string): RouteEntry => {
  const r = matchRoute(path);
  if (!r) throw new Error(`no route for ${path}`);
  return r;
};

describe('matchRoute (exact path)', () => {
  it('matches exact paths and params only', () => {
    expect(matchRoute('/dashboard')?.page).toBe('AdminDashboard');
    expect(matchRoute('/details/42')?.page).toBe('ProductDetails');
    expect(matchRoute('/verify-email/abc123')?.page).toBe('VerifyEmail');
    expect(matchRoute('/wallet/extra')).toBeNull();
    expect(matchRoute('/dashboardx')).toBeNull();
    expect(matchRoute('/details')).toBeNull();
    expect(matchRoute('/Wallet')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});

describe('matchRoute (the console owns its subpaths)', () => {
  it('matches every path beneath /dashboard, whole segments only', () => {
    for (const path of ['/dashboard/members', '/dashboard/loans/42', '/dashboard/shop/orders/7', '/dashboard/no-such-section']) {
      expect(matchRoute(path)?.page).toBe('AdminDashboard');
    }
    expect(matchRoute('/dashboard-old')).toBeNull();
  });

  it('guards every /dashboard/* path like /dashboard', () => {
    expect(decideAccess(route('/dashboard/loans/42'), null, '/dashboard/loans/42', null)).toEqual({ kind: 'redirect', to: '/signin', rememberPath: '/dashboard/loans/42' });
    expect(decideAccess(route('/dashboard/audit'), MEMBER, '/dashboard/audit', null)).toEqual({ kind: 'redirect', to: '/savings' });
    expect(decideAccess(route('/dashboard/audit'), { ...ADMIN, role: 'ADMIN' }, '/dashboard/audit', null)).toEqual({ kind: 'allow', recordLastUrl: true });
  });

  it('takes an administrator back to a remembered console path after signing in, a member home', () => {
    expect(afterLoginPath(ADMIN, '/dashboard/loans/42?tab=1')).toBe('/dashboard/loans/42?tab=1');
    expect(afterLoginPath(MEMBER, '/dashboard/loans/42')).toBe('/savings');
  });
});

describe('decideAccess', () => {
  it('sends an anonymous visitor of a member route to /signin, remembering the path', () => {
    expect(decideAccess(route('/loan'), null, '/loan?tab=group', null)).toEqual({ kind: 'redirect', to: '/signin', rememberPath: '/loan?tab=group' });
    expect(decideAccess(route('/dashboard'), null, '/dashboard', null)).toEqual({ kind: 'redirect', to: '/signin', rememberPath: '/dashboard' });
  });

  it('sends a member away from /dashboard to their own home, not /signin', () => {
    expect(decideAccess(route('/dashboard'), MEMBER, '/dashboard', null)).toEqual({ kind: 'redirect', to: '/savings' });
  });

  it('lets SA and ADMIN into /dashboard', () => {
    expect(decideAccess(route('/dashboard'), ADMIN, '/dashboard', null)).toEqual({ kind: 'allow', recordLastUrl: true });
    expect(decideAccess(route('/dashboard'), { ...ADMIN, role: 'ADMIN' }, '/dashboard', null)).toEqual({ kind: 'allow', recordLastUrl: true });
  });

  it('lets any signed-in user into routes without a roles list, and records lasturl', () => {
    expect(decideAccess(route('/wallet'), MEMBER, '/wallet', null)).toEqual({ kind: 'allow', recordLastUrl: true });
    expect(decideAccess(route('/details/9'), ADMIN, '/details/9', null)).toEqual({ kind: 'allow', recordLastUrl: true });
  });

  it('opens public routes to everyone without recording lasturl', () => {
    expect(decideAccess(route('/'), null, '/', null)).toEqual({ kind: 'allow', recordLastUrl: false });
    expect(decideAccess(route('/signin'), null, '/signin', '/loan')).toEqual({ kind: 'allow', recordLastUrl: false });
    expect(decideAccess(route('/'), MEMBER, '/', null)).toEqual({ kind: 'allow', recordLastUrl: false });
  });

  it('sends someone who arrives signed in at /signin or /signup to lasturl or home', () => {
    expect(decideAccess(route('/signin'), MEMBER, '/signin', '/loan')).toEqual({ kind: 'redirect', to: '/loan' });
    expect(decideAccess(route('/signup'), ADMIN, '/signup', null)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('leaves a login that happens on /signin to the auth saga', () => {
    expect(decideAccess(route('/signin'), MEMBER, '/signin', '/loan', false)).toEqual({ kind: 'allow', recordLastUrl: false });
  });
});

describe('after login', () => {
  it('goes to lasturl when this user may open it', () => {
    expect(afterLoginPath(MEMBER, '/savings-tab/target')).toBe('/savings-tab/target');
    expect(afterLoginPath(ADMIN, '/dashboard')).toBe('/dashboard');
    expect(afterLoginPath(MEMBER, '/details/5?x=1')).toBe('/details/5?x=1');
  });

  it('goes home otherwise: /dashboard for SA and ADMIN, /savings for members', () => {
    expect(homePath(ADMIN)).toBe('/dashboard');
    expect(homePath({ role: 'ADMIN' })).toBe('/dashboard');
    expect(homePath(MEMBER)).toBe('/savings');
    expect(afterLoginPath(MEMBER, null)).toBe('/savings');
    expect(afterLoginPath(ADMIN, null)).toBe('/dashboard');
    expect(afterLoginPath(MEMBER, '/dashboard')).toBe('/savings');
    expect(afterLoginPath(MEMBER, '/signin')).toBe('/savings');
    expect(afterLoginPath(MEMBER, '//evil.example/steal')).toBe('/savings');
    expect(afterLoginPath(MEMBER, '/no-such-page')).toBe('/savings');
  });
});
