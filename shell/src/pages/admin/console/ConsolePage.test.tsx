import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLastUrl, Route, Routes, setRuntimeConfig, useParams, type RemoteAdmin } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import { loadAdmin } from '../../../remotes/remoteLoader';
import { retryRemote } from '../../../remotes/remoteModules';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN, MEMBER } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => ({
  loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
  loadPages: jest.fn(async (remote: string) => new Proxy({}, { get: (_t, name) => (typeof name === 'string' && name !== 'then' ? () => <h1>{`${remote} ${name}`}</h1> : undefined) })),
  loadAdmin: jest.fn(),
  resetRemote: jest.fn(),
  isRemoteRegistered: jest.fn(() => false),
}));

const PLAIN_ADMIN = { ...ADMIN, role: 'ADMIN' as const, user_id: 2, email: 'chidi@example.com' };

function LoanStub() {
  return <p>{`The loan ${useParams().id}`}</p>;
}
function LoansSection() {
  return (
    <Routes>
      <Route index element={<p>The loan queue</p>} />
      <Route path=":id" element={<LoanStub />} />
    </Routes>
  );
}

/** Each remote's ./admin: sections (a new build), panels only (an old one), or down (throws). */
let admins: Record<string, RemoteAdmin | Error>;
const NEW_ADMINS = (): Record<string, RemoteAdmin | Error> => ({
  mfe_savings: { panels: [], sections: [{ path: 'savings', title: 'Savings', order: 20, component: () => <p>Savings plans and totals</p> }] },
  mfe_loans: { panels: [], sections: [{ path: 'loans', title: 'Loans', order: 30, component: LoansSection, routes: [{ path: ':id', crumb: 'Loan :id' }] }] },
  mfe_commerce: {
    panels: [],
    sections: [
      { path: 'shop', title: 'Shop', order: 40, component: () => <p>Orders and requests</p>, routes: [{ path: 'orders/:id', crumb: 'Order :id' }] },
      { path: 'investments', title: 'Investments', order: 50, component: () => <p>Investments on offer</p> },
    ],
  },
  mfe_wallet: { panels: [], sections: [{ path: 'money', title: 'Money', order: 60, component: () => <p>Withdrawals and balances</p> }] },
});

beforeEach(() => {
  jest.clearAllMocks();
  setRuntimeConfig({
    societyName: 'Finnacrest',
    remotes: ['mfe_savings', 'mfe_loans', 'mfe_commerce', 'mfe_wallet'].map((name) => ({ name, entry: `https://${name}.test/mf-manifest.json` })),
  });
  admins = NEW_ADMINS();
  // each test loads the remotes afresh (the shell keeps what it loaded for the page's life)
  for (const name of Object.keys(admins)) retryRemote(name);
  (loadAdmin as jest.Mock).mockImplementation(async (remote: string) => {
    const admin = admins[remote];
    if (!admin) throw new Error(`${remote} has no ./admin`);
    if (admin instanceof Error) throw admin;
    return admin;
  });
  mockApi(consoleApi());
});

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const sectionNav = () => screen.getByRole('navigation', { name: 'Console sections' });

describe('console routing', () => {
  it('opens a pasted deep link beneath a remote section, with its breadcrumb and title', async () => {
    await renderApp('/dashboard/loans/42', { user: ADMIN });
    expect(await screen.findByText('The loan 42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan 42' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', 'Loans', 'Loan 42']);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Loans' })).toHaveAttribute('href', '/dashboard/loans');
    expect(document.title).toBe('Loan 42 · Finnacrest');
    expect(within(sectionNav()).getByRole('link', { name: /^Loans/ })).toHaveAttribute('aria-current', 'page');
  });

  it('fills a deeper route’s crumb from the URL (/dashboard/shop/orders/7)', async () => {
    await renderApp('/dashboard/shop/orders/7', { user: ADMIN });
    await screen.findByText('Orders and requests');
    expect(crumbs()).toEqual(['Dashboard', 'Shop', 'Order 7']);
  });

  it('moves between sections with links, and back with the back button', async () => {
    const { router } = await renderApp('/dashboard', { user: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Finnacrest');
    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Money/ }));
    expect(await screen.findByText('Withdrawals and balances')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/money');
    expect(crumbs()).toEqual(['Dashboard', 'Money']);
    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Loans/ }));
    expect(await screen.findByText('The loan queue')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Withdrawals and balances')).toBeInTheDocument();
    expect(document.title).toBe('Money · Finnacrest');
  });

  it('says inside the console when no section has that name', async () => {
    const { router } = await renderApp('/dashboard/no-such-section', { user: ADMIN });
    expect(await screen.findByText('There is no such section')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/no-such-section');
    expect(crumbs()).toEqual(['Dashboard', 'Section not found']);
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('role guard of /dashboard/*', () => {
  it('sends a member home from any console path', async () => {
    const { router } = await renderApp('/dashboard/audit', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'mfe_savings Savings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/savings');
  });

  it('sends someone signed out to /signin and remembers the deep link', async () => {
    const { router } = await renderApp('/dashboard/loans/42', { user: null });
    expect(await screen.findByRole('heading', { name: 'mfe_auth SignIn' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(getLastUrl()).toBe('/dashboard/loans/42');
  });

  it('hides Administrators from an ADMIN and sends a pasted link to the overview', async () => {
    const { router } = await renderApp('/dashboard/administrators', { user: PLAIN_ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(sectionNav()).queryByRole('link', { name: /Administrators/ })).not.toBeInTheDocument();
    expect(within(sectionNav()).getByRole('link', { name: /^Audit trail/ })).toBeInTheDocument();
  });

  it('shows Administrators to an SA', async () => {
    mockApi({ ...consoleApi(), 'GET admin/administrators': { body: { success: true, administrators: [] } } });
    await renderApp('/dashboard/administrators', { user: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' })).toBeInTheDocument();
    expect(within(sectionNav()).getByRole('link', { name: /^Administrators/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('section navigation', () => {
  it('reads the figures when it opens, not again on every change of section while they are fresh, and again once they are 15 s old', async () => {
    const api = mockApi(consoleApi());
    await renderApp('/dashboard', { user: ADMIN });
    await waitFor(() => expect(within(sectionNav()).getByRole('link', { name: /^Approvals/ })).toHaveAccessibleName('Approvals (3 waiting)'));
    const reads = () => api.callsTo('GET', 'admin/proposals').length;
    expect(reads()).toBe(1);
    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Money/ }));
    expect(await screen.findByText('Withdrawals and balances')).toBeInTheDocument();
    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Loans/ }));
    expect(await screen.findByText('The loan queue')).toBeInTheDocument();
    expect(reads()).toBe(1);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 16_000);
    try {
      await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Money/ }));
      await waitFor(() => expect(reads()).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });

  it('lists the shell’s and the remotes’ sections in order, with a count where something waits', async () => {
    await renderApp('/dashboard', { user: ADMIN });
    await waitFor(() => expect(within(sectionNav()).getByRole('link', { name: /^Approvals/ })).toHaveAccessibleName('Approvals (3 waiting)'));
    const names = within(sectionNav())
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+\+?\(.*\)$/, ''));
    expect(names).toEqual(['Overview', 'Approvals', 'Members', 'Savings', 'Loans', 'Shop', 'Investments', 'Money', 'Reports', 'Notices', 'Settings', 'Audit trail', 'Administrators']);
    expect(within(sectionNav()).getByRole('link', { name: /^Overview/ })).toHaveAttribute('aria-current', 'page');
    // 2 loans; 1 held account + 2 locked + 1 stuck withdrawal; 4 orders + 1 product request
    expect(within(sectionNav()).getByRole('link', { name: /^Loans/ })).toHaveAccessibleName('Loans (2 waiting)');
    expect(within(sectionNav()).getByRole('link', { name: /^Money/ })).toHaveAccessibleName('Money (4 waiting)');
    expect(within(sectionNav()).getByRole('link', { name: /^Shop/ })).toHaveAccessibleName('Shop (5 waiting)');
    expect(within(sectionNav()).getByRole('link', { name: /^Members/ })).toHaveAccessibleName('Members');
  });

  it('opens and closes as a Sections menu (the phone’s), closing when a section is picked', async () => {
    await renderApp('/dashboard', { user: ADMIN });
    const menu = await screen.findByRole('button', { name: /^Sections/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Settings/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sections/ })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers the member app in one click from the console, and the console from the member app', async () => {
    const { router } = await renderApp('/dashboard/members', { user: ADMIN });
    const memberView = await screen.findByRole('link', { name: 'Member view' });
    // an awaited act: the member page suspends while its remote loads, which a click's own act does not wait for
    await act(async () => memberView.click());
    expect(router.state.location.pathname).toBe('/savings');
    expect(await screen.findByRole('heading', { name: 'mfe_savings Savings' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Console' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('a remote that is down', () => {
  it('shows its sections with a fallback and Retry, while the rest of the console works', async () => {
    admins.mfe_wallet = new Error('mfe_wallet is not available: 502');
    await renderApp('/dashboard/money', { user: ADMIN });
    expect(await screen.findByRole('heading', { level: 2, name: 'This part of the app is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Money' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', 'Money']);
    expect(within(sectionNav()).getByRole('link', { name: /^Money/ })).toHaveTextContent('Not available');

    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Loans/ }));
    expect(await screen.findByText('The loan queue')).toBeInTheDocument();

    await userEvent.click(within(sectionNav()).getByRole('link', { name: /^Money/ }));
    admins.mfe_wallet = NEW_ADMINS().mfe_wallet;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Withdrawals and balances')).toBeInTheDocument();
  });

  it('shows a pasted deep link of a remote that is not deployed with its title and the fallback', async () => {
    setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] });
    // what the loader answers for a remote missing from mf-config.json
    admins.mfe_loans = new Error('mfe_loans is not available: not deployed (missing from mf-config.json)');
    await renderApp('/dashboard/loans/42', { user: ADMIN });
    expect(await screen.findByText('This part of the app is not available right now')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', 'Loans', 'Loan 42']);
    expect(document.title).toBe('Loan 42 · Finnacrest');
  });

  it('keeps the console working when a section throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    admins.mfe_savings = {
      panels: [],
      sections: [
        {
          path: 'savings',
          title: 'Savings',
          component: () => {
            throw new Error('broken');
          },
        },
      ],
    };
    await renderApp('/dashboard/savings', { user: ADMIN });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(sectionNav()).toBeInTheDocument();
  });
});

describe('a remote whose ./admin has only panels (an old build)', () => {
  it('shows its panels in a section named after the remote, and sends its expected links there', async () => {
    admins.mfe_wallet = { panels: [{ id: 'withdrawals', title: 'Withdrawals', component: () => <p>3 pending withdrawals</p> }] };
    const { router } = await renderApp('/dashboard/money', { user: ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
    expect(await screen.findByRole('region', { name: 'Withdrawals' })).toHaveTextContent('3 pending withdrawals');
    expect(crumbs()).toEqual(['Dashboard', 'Wallet and account']);
    expect(within(sectionNav()).queryByRole('link', { name: /^Money/ })).not.toBeInTheDocument();
  });
});

describe('overview', () => {
  it('shows the alerts first, then the figures that need action, each a link to its section, then sign-ups', async () => {
    await renderApp('/dashboard', { user: ADMIN });
    expect(await screen.findByText('No alerts')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && r.querySelector('h2')?.textContent);
    expect(regions.slice(0, 3)).toEqual(['Alerts', 'Needs action', 'Sign-ups']);
    const figures = screen.getByRole('region', { name: 'Needs action' });
    await waitFor(() => expect(within(figures).getByRole('link', { name: /Proposals waiting/ })).toHaveTextContent('3'));
    expect(within(figures).getByRole('link', { name: /Proposals waiting/ })).toHaveAttribute('href', '/dashboard/approvals');
    expect(within(figures).getByRole('link', { name: /Loans waiting for a second administrator/ })).toHaveTextContent('1');
    expect(within(figures).getByRole('link', { name: /Held bank accounts/ })).toHaveAttribute('href', '/dashboard/money');
    expect(within(figures).getByRole('link', { name: /Orders waiting/ })).toHaveAttribute('href', '/dashboard/shop');
    expect(within(figures).getByRole('link', { name: /Orders waiting/ })).toHaveTextContent('4');
    expect(await screen.findByRole('group', { name: 'Total sign-ups' })).toHaveTextContent('1,250');
  });

  it('says which figures could not be read, and reads them again on Retry', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/pin_locks': { status: 500, body: { success: false, message: 'Down' } } });
    await renderApp('/dashboard', { user: ADMIN });
    expect(await screen.findByText(/Could not read: locked withdrawals/)).toBeInTheDocument();
    api.on('GET admin/pin_locks', { body: { data: [] } });
    await userEvent.click(within(screen.getByRole('region', { name: 'Needs action' })).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Could not read/)).not.toBeInTheDocument());
  });
});
