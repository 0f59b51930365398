import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi, type FetchCall } from '@coop/shared/testing';
import type { AdminMember, AdminMemberDetails } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

jest.setTimeout(20_000);

const member = (id: number, extra: Partial<AdminMember> = {}): AdminMember => ({
  id, name: `Member ${id}`, first_name: 'Member', last_name: String(id), email: `m${id}@example.com`, phone_no: `0801000000${id}`,
  role: 'MEMBER', verified: id % 2 === 0, member_status: id % 3 === 0, created_at: '2025-03-07T10:00:00Z', ...extra,
});

function membersRoute(call: FetchCall) {
  if (call.query.search === 'ada') return { body: { success: true, data: [member(42, { name: 'Ada Obi' })], next_cursor: null, total: 1 } };
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

  it('shows a failed list with Retry', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/members': { status: 403, body: { success: false, message: 'You do not have permission to do this' } } });
    await renderApp('/dashboard/members', { user: ADMIN });
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    api.on('GET admin/members', membersRoute);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('a member’s page', () => {
  const DETAILS: AdminMemberDetails = {
    ...member(42, { name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi', role: 'ADMIN', verified: true, member_status: true }),
    middle_name: 'Ngozi', member_since: '2025-04-01T10:00:00Z', role_changed_at: '2026-03-01T10:00:00Z', role_changed_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' },
    profile: { address: '12 Marina, Lagos', state_of_origin: 'Anambra', local_govt: 'Onitsha North', occupation: 'Trader', next_of_kin: 'Uche Obi', next_of_kin_phone_no: '08030000000' },
  };

  it('shows who they are, their role and status, and their profile at a pasted link', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/42': { body: { success: true, member: DETAILS } } });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const file = await screen.findByRole('region', { name: 'Ada Ngozi Obi' });
    expect(file).toHaveTextContent(/Administrator \(since 1 Mar 2026.*, by Bola Admin\)/);
    expect(file).toHaveTextContent('Member since 1 Apr 2025');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Uche Obi, 08030000000');
    expect(screen.getByRole('heading', { level: 1, name: 'Member 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All members' })).toHaveAttribute('href', '/dashboard/members');
  });

  it('says when there is no such member', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/9': { status: 404, body: { success: false, message: 'There is no account with this id' } } });
    await renderApp('/dashboard/members/9', { user: ADMIN });
    expect(await screen.findByText('There is no account with this id')).toBeInTheDocument();
    await renderApp('/dashboard/members/abc', { user: ADMIN });
    expect(await screen.findByText('There is no such member')).toBeInTheDocument();
  });
});
