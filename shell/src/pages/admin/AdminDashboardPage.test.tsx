import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import type { AdminMember, Paginator, SignupStats } from '@coop/api/contract';
import AdminDashboardPage from './AdminDashboardPage';
import { loadAdmin, loadFeature } from '../../remotes/remoteLoader';
import { renderWithProviders } from '../../testing/renderApp';
import { ADMIN } from '../../testing/fixtures';
import { mockApi, type FakeReply, type FetchCall } from '@coop/shared/testing';

jest.mock('../../remotes/remoteLoader', () => ({
  loadFeature: jest.fn(),
  loadPages: jest.fn(),
  loadAdmin: jest.fn(),
  resetRemote: jest.fn(),
}));

const STATS: SignupStats = {
  total: 1250, verified: 1100, unverified: 150, members: 900, today: 4, last_7_days: 31, last_30_days: 120,
  by_day: [
    { date: '2025-06-01', count: 2 },
    { date: '2025-06-02', count: 0 },
    { date: '2025-06-03', count: 7 },
  ],
};

const member = (id: number, extra: Partial<AdminMember> = {}): AdminMember => ({
  id, name: `Member ${id}`, first_name: 'Member', last_name: String(id), email: `m${id}@example.com`, phone_no: `0801000000${id}`,
  role: 'MEMBER', verified: id % 2 === 0, member_status: id % 3 === 0, created_at: '2025-03-07T10:00:00Z', ...extra,
});

function paginator(rows: AdminMember[], page: number, lastPage: number, total: number): Paginator<AdminMember> {
  return { data: rows, total, per_page: 20, current_page: page, last_page: lastPage, next_page_url: page < lastPage ? `?page=${page + 1}` : null, prev_page_url: page > 1 ? `?page=${page - 1}` : null };
}

function membersRoute(call: FetchCall): FakeReply {
  const search = call.query.search ?? '';
  const page = Number(call.query.page ?? '1');
  if (search === 'ada') return { body: paginator([member(42, { name: 'Ada Obi', email: 'ada@example.com' })], 1, 1, 1) };
  if (search === 'nobody') return { body: paginator([], 1, 1, 0) };
  return { body: paginator(page === 1 ? [member(1), member(2)] : [member(21)], page, 2, 21) };
}

const NO_ALERTS = { 'GET admin/alerts': { body: { success: true, data: [], next_cursor: null } } };

beforeEach(() => {
  jest.clearAllMocks();
  setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] });
});

describe('admin dashboard', () => {
  it('shows the alerts first', async () => {
    mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByText('No alerts')).toBeInTheDocument();
    expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('Alerts');
  });

  it('shows sign-up figures and a labelled bar per day', async () => {
    mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByRole('group', { name: 'Total sign-ups' })).toHaveTextContent('1,250');
    expect(screen.getByRole('group', { name: 'Members' })).toHaveTextContent('900');
    expect(screen.getByRole('group', { name: 'Not verified' })).toHaveTextContent('150');
    expect(screen.getByRole('group', { name: 'Last 7 days' })).toHaveTextContent('31');
    const bars = screen.getByRole('list', { name: 'Sign-ups per day' });
    expect(within(bars).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['1 Jun: 2 sign-ups', '2 Jun: 0 sign-ups', '3 Jun: 7 sign-ups']);
  });

  it('renders the members table from the paginator and pages through it', async () => {
    const api = mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Member 1', 'm1@example.com', '08010000001', 'Not verified', 'Not yet a member', '7 Mar 2025']);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('Verified');
    expect(screen.getByText('21 people')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/members')[0].query.per_page).toBe('20');

    const pages = screen.getByRole('navigation', { name: 'Members pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Member 21')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Members pages' })).toHaveTextContent('Page 2 of 2');
    expect(api.callsTo('GET', 'admin/members').at(-1)!.query.page).toBe('2');
  });

  it('searches with a labelled, debounced search box', async () => {
    const api = mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    const searches = api.callsTo('GET', 'admin/members').map((c) => c.query.search ?? null);
    // one request for the typed word, none for each keystroke
    expect(searches).toEqual([null, 'ada']);
    expect(api.callsTo('GET', 'admin/members').at(-1)!.query.page).toBe('1');
  });

  it('says when no member matches', async () => {
    mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await screen.findByText('No members match “nobody”')).toBeInTheDocument();
  });

  it('shows errors with Retry', async () => {
    let fail = true;
    mockApi({
      ...NO_ALERTS,
      'GET admin/signup-stats': () => (fail ? { status: 500, body: { success: false, message: 'Stats are unavailable' } } : { body: STATS }),
      'GET admin/members': () => (fail ? { status: 403, body: { success: false, message: 'Forbidden' } } : { body: paginator([member(3)], 1, 1, 1) }),
    });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByText('Stats are unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) await userEvent.click(button);
    expect(await screen.findByText('Member 3')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total sign-ups' })).toBeInTheDocument();
  });

  it("shows the remotes' admin panels and notes those without any", async () => {
    setRuntimeConfig({ societyName: 'Finnacrest', remotes: [{ name: 'mfe_adm_savings', entry: 'x' }, { name: 'mfe_adm_wallet', entry: 'y' }] });
    (loadFeature as jest.Mock).mockResolvedValue({ key: 'adm', reducer: (s = {}) => s });
    (loadAdmin as jest.Mock).mockImplementation(async (remote: string) => {
      if (remote === 'mfe_adm_savings') return { panels: [{ id: 'rates', title: 'Savings plans', component: () => <p>12 active plans</p> }] };
      throw new Error('no ./admin');
    });
    mockApi({ 'GET admin/signup-stats': { body: STATS }, 'GET admin/members': membersRoute, ...NO_ALERTS });
    await renderWithProviders(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByRole('region', { name: 'Savings plans' })).toHaveTextContent('12 active plans');
    await waitFor(() => expect(screen.getByText(/No admin tools from: mfe_adm_wallet/)).toBeInTheDocument());
  });
});
