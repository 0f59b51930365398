import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLastUrl, getSignoutReason, setLastUrl, setRuntimeConfig, setSignoutReason } from '@coop/shared';
import { renderApp } from '../testing/renderApp';
import { ADMIN, MEMBER } from '../testing/fixtures';
import { mockApi } from '@coop/shared/testing';

// Every remote answers with pages that say who they are.
jest.mock('../remotes/remoteLoader', () => {
  const page = (remote: string, name: string) => () => <h1>{`${remote} ${name}`}</h1>;
  const pages = (remote: string) =>
    new Proxy({}, { get: (_t, name) => (typeof name === 'string' && name !== 'then' ? page(remote, name) : undefined) }) as Record<string, () => React.ReactElement>;
  return {
    loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
    loadPages: jest.fn(async (remote: string) => pages(remote)),
    loadAdmin: jest.fn(async () => {
      throw new Error('no admin');
    }),
    resetRemote: jest.fn(),
    isRemoteRegistered: jest.fn(() => false),
  };
});

beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
  mockApi({
    'GET auth/session': { body: { success: true } },
    'GET notification': { body: [] },
    'GET admin/signup-stats': { body: { total: 0, verified: 0, unverified: 0, members: 0, today: 0, last_7_days: 0, last_30_days: 0, by_day: [] } },
    'GET admin/members': { body: { data: [], total: 0, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null } },
  });
});

describe('guards', () => {
  it('sends an anonymous visitor of a member page to /signin and remembers the path', async () => {
    const { router } = await renderApp('/loan?tab=group');
    expect(await screen.findByRole('heading', { name: 'mfe_auth SignIn' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(getLastUrl()).toBe('/loan?tab=group');
  });

  it('sends a member who opens /dashboard to /savings', async () => {
    const { router } = await renderApp('/dashboard', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'mfe_savings Savings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/savings');
  });

  it('lets an SA into /dashboard', async () => {
    const { router } = await renderApp('/dashboard', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('records lasturl on every guarded navigation', async () => {
    const { router } = await renderApp('/wallet', { user: MEMBER });
    await screen.findByRole('heading', { name: 'mfe_wallet Wallet' });
    expect(getLastUrl()).toBe('/wallet');
    await act(() => router.navigate('/details/12'));
    expect(await screen.findByRole('heading', { name: 'mfe_commerce ProductDetails' })).toBeInTheDocument();
    await waitFor(() => expect(getLastUrl()).toBe('/details/12'));
  });

  it('sends a signed-in user who opens /signin to their lasturl', async () => {
    const { router } = await renderApp('/signin', { user: MEMBER });
    // renderApp clears storage before saving the user; set the path afterwards and navigate again
    setLastUrl('/loan');
    await act(() => router.navigate('/signup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan'));
    expect(await screen.findByRole('heading', { name: 'mfe_loans Loan' })).toBeInTheDocument();
  });

  it('sends unknown paths to /404, without chrome', async () => {
    const { router } = await renderApp('/no/such/page', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('sends /sign-in (spec §8) to /signin', async () => {
    const { router } = await renderApp('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('heading', { name: 'mfe_auth SignIn' })).toBeInTheDocument();
  });

  it('treats a path below a route as unknown (exact match)', async () => {
    const { router } = await renderApp('/wallet/extra', { user: MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('chrome', () => {
  it('wraps member pages in the chrome with a breadcrumb home link to /dashboard', async () => {
    await renderApp('/settings', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'mfe_wallet Settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Account');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Finnacrest Co-operative Society');
    expect(document.title).toBe('Account · Finnacrest Co-operative Society');
  });

  it('shows auth pages and the landing page without chrome', async () => {
    await renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'mfe_auth ForgotPassword' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('renders the landing page at / for everyone', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Saving and borrowing get easier/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows why the last session ended above the sign-in page, until dismissed', async () => {
    await renderApp('/signin');
    await screen.findByRole('heading', { name: 'mfe_auth SignIn' });
    act(() => setSignoutReason('idle'));
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out because there was no activity for a while');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/no activity/)).not.toBeInTheDocument();
    expect(getSignoutReason()).toBeNull();
  });
});
