import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi, type FetchCall } from '@coop/shared/testing';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';
import { member } from './memberFixtures';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

jest.setTimeout(20_000);


function membersRoute(call: FetchCall) {
  if (call.query.search === 'ada') return { body: { success: true, data: [member(42, { name: 'Ada Obi' })], next_cursor: null, total: 1 } };
  if (call.query.suspended === 'true') return { body: { success: true, data: [member(7, { name: 'Sade Suspended', suspended: true })], next_cursor: null, total: 1 } };
  if (call.query.search === 'nobody' || call.query.member === 'false') return { body: { success: true, data: [], next_cursor: null, total: 0 } };
  if (call.query.cursor === '2') return { body: { success: true, data: [member(1)], next_cursor: null, total: 3 } };
  return { body: { success: true, data: [member(3), member(2)], next_cursor: '2', total: 3 } };
}

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const table = () => screen.findByRole('table', { name: 'Members' });

describe('Members section', () => {
  it('lists members with links to their page, and loads more with the cursor', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': membersRoute });
    await renderApp('/dashboard/members', { user: ADMIN });
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Member 3', 'm3@example.com', '08010000003', 'Not verified', 'Member', '7 Mar 2025']);
    expect(within(rows[0]).getByRole('link', { name: 'Member 3' })).toHaveAttribute('href', '/dashboard/members/3');
    expect(screen.getByText('3 people, 2 shown')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/members')[0].query).toEqual({ limit: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more members' }));
    expect(await screen.findByText('Member 1')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/members').at(-1)!.query.cursor).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more members' })).not.toBeInTheDocument();
  });

  it('searches (debounced) and filters, both kept in the URL', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': membersRoute });
    const { router } = await renderApp('/dashboard/members', { user: ADMIN });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    // the debounce, then the URL, then the request: slower than findBy's second on a busy machine
    expect(await screen.findByText('Ada Obi', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=ada');
    expect(api.callsTo('GET', 'admin/members').map((c) => c.query.search ?? null)).toEqual([null, 'ada']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('3 people, 2 shown', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Membership'), 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?member=false'));
    expect(await screen.findByText('No one matches these filters')).toBeInTheDocument();
  });

  it('opens with the search and filters of a pasted link', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': membersRoute });
    await renderApp('/dashboard/members?search=nobody&verified=true', { user: ADMIN });
    expect(await screen.findByText('No members match “nobody”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('nobody');
    expect(screen.getByLabelText('E-mail')).toHaveValue('true');
    expect(api.callsTo('GET', 'admin/members')[0].query).toMatchObject({ search: 'nobody', verified: 'true' });
  });

  it('filters by suspension, shares below the minimum and overdue loans, in the URL, and marks suspended rows', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': membersRoute });
    const { router } = await renderApp('/dashboard/members', { user: ADMIN });
    await table();
    expect(screen.queryByText('Suspended', { selector: 'span' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Account'), 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?suspended=true'));
    const row = within(await table()).getAllByRole('row')[1];
    await waitFor(() => expect(row).toHaveTextContent('Sade Suspended'));
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Shares'), 'true');
    await userEvent.selectOptions(screen.getByLabelText('Loans'), 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?suspended=true&below_minimum_shares=true&overdue_loan=true'));
    await waitFor(() => expect(api.callsTo('GET', 'admin/members').at(-1)!.query).toEqual({ suspended: 'true', below_minimum_shares: 'true', overdue_loan: 'true', limit: '20' }));
  });

  it('opens with the new filters of a pasted link', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': membersRoute });
    await renderApp('/dashboard/members?below_minimum_shares=false&overdue_loan=true&suspended=false', { user: ADMIN });
    await table();
    expect(screen.getByLabelText('Shares')).toHaveValue('false');
    expect(screen.getByLabelText('Loans')).toHaveValue('true');
    expect(screen.getByLabelText('Account')).toHaveValue('false');
    expect(api.callsTo('GET', 'admin/members')[0].query).toEqual({ below_minimum_shares: 'false', overdue_loan: 'true', suspended: 'false', limit: '20' });
  });

  it('shows a failed list with Retry', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': { status: 403, body: { success: false, message: 'You do not have permission to do this' } } });
    await renderApp('/dashboard/members', { user: ADMIN });
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    api.on('GET admin/members', membersRoute);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});
