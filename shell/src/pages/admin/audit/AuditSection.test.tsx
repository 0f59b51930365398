import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi, type FetchCall } from '@coop/shared/testing';
import type { AuditEntry } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

// typing into the console's forms on a busy machine takes a few seconds
jest.setTimeout(20_000);

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id, at: '2026-03-01T09:00:00Z', actor: { id: 2, name: 'Chidi Okafor', email: 'chidi@example.com' }, actor_role: 'ADMIN', action: 'loans.approve', outcome: 'done',
  subject_type: 'loans', subject_id: String(id), subject_user: null, before: null, after: null, detail: null, status_code: 200, request_id: `req-${id}`, address: '10.0.0.1', ...extra,
});

const ACTORS = [
  { id: 1, name: 'Bola Admin', email: 'admin@example.com' },
  { id: 2, name: 'Chidi Okafor', email: 'chidi@example.com' },
];

function auditRoute(call: FetchCall) {
  if (call.query.cursor === 'c2') return { body: { success: true, entries: [entry(3)], next_cursor: null, actions: ['loans.approve', 'settings.propose'], actors: ACTORS } };
  if (call.query.outcome === 'refused') {
    return { body: { success: true, entries: [entry(9, { outcome: 'refused', detail: 'This is your own loan: another administrator must decide on it' })], next_cursor: null, actions: ['loans.approve'], actors: ACTORS } };
  }
  return {
    body: {
      success: true,
      entries: [entry(1, { action: 'settings.propose', before: { dual_approval_above: '500000.00' }, after: { dual_approval_above: '1000000.00' } }), entry(2)],
      next_cursor: 'c2',
      actions: ['loans.approve', 'settings.propose'],
      actors: ACTORS,
    },
  };
}

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const entries = () => screen.findByRole('list', { name: 'Audit entries' });

describe('Audit section', () => {
  it('lists who did what, with before and after, and loads more with the next cursor', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/audit': auditRoute });
    await renderApp('/dashboard/audit', { user: ADMIN });
    const list = await entries();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: 'settings.propose' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Chidi Okafor (ADMIN)');
    expect(items[0]).toHaveTextContent('"dual_approval_above": "500000.00"');
    expect(items[0]).toHaveTextContent('"dual_approval_above": "1000000.00"');
    expect(items[0]).toHaveTextContent('req-1 from 10.0.0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('GET', 'admin/audit').at(-1)!.query.cursor).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads its filters from a pasted URL and sends them', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/audit': auditRoute });
    await renderApp('/dashboard/audit?outcome=refused&actor_id=2&from=2026-03-01', { user: ADMIN });
    expect(await screen.findByText('This is your own loan: another administrator must decide on it')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/audit')[0].query).toMatchObject({ outcome: 'refused', actor_id: '2', from: '2026-03-01' });
    expect(screen.getByLabelText('Outcome')).toHaveValue('refused');
    expect(screen.getByLabelText('Who')).toHaveValue('2');
  });

  it('puts applied filters into the URL, checks them first, and clears them', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/audit': auditRoute });
    const { router } = await renderApp('/dashboard/audit', { user: ADMIN });
    await entries();
    const form = screen.getByRole('form', { name: 'Filter the audit trail' });
    expect(within(within(form).getByLabelText('Who')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'Bola Admin (admin@example.com)', 'Chidi Okafor (chidi@example.com)']);
    await userEvent.selectOptions(within(form).getByLabelText('Action'), 'settings.propose');
    await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'refused');
    await userEvent.type(within(form).getByLabelText('Subject type'), 'loans');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=settings.propose&subject_type=loans&outcome=refused'));
    await waitFor(() => expect(api.callsTo('GET', 'admin/audit').at(-1)!.query).toEqual({ action: 'settings.propose', subject_type: 'loans', outcome: 'refused', limit: '50' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('narrows to one person from their name', async () => {
    mockApi({ ...consoleApi(), 'GET admin/audit': auditRoute });
    const { router } = await renderApp('/dashboard/audit?outcome=done', { user: ADMIN });
    const list = await entries();
    await userEvent.click(within(list).getAllByRole('link', { name: 'Chidi Okafor' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=done&actor_id=2'));
  });

  it('downloads the CSV of the same filters with the session’s token', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    });
    URL.revokeObjectURL = jest.fn();
    const api = mockApi({
      ...consoleApi(),
      'GET admin/audit': auditRoute,
      'GET admin/audit.csv': { raw: 'at,actor\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026-03-01.csv"' } },
    });
    await renderApp('/dashboard/audit?outcome=refused&subject_type=loans', { user: ADMIN });
    await entries();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Saved audit-2026-03-01.csv.')).toBeInTheDocument();
    const csv = api.callsTo('GET', 'admin/audit.csv')[0];
    expect(csv.query).toEqual({ outcome: 'refused', subject_type: 'loans' });
    expect(csv.headers.Authorization).toBe('Bearer admin-token');
    expect(created).toHaveLength(1);
  });

  it('says when the CSV could not be made', async () => {
    mockApi({ ...consoleApi(), 'GET admin/audit': auditRoute, 'GET admin/audit.csv': { status: 422, body: { success: false, message: 'The start date must be on or before the end date' } } });
    await renderApp('/dashboard/audit', { user: ADMIN });
    await entries();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be downloaded: The start date must be on or before the end date');
  });

  it('shows an empty trail and a failed one with Retry', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/audit': { status: 500, body: { success: false, message: 'The audit trail is not available' } } });
    await renderApp('/dashboard/audit', { user: ADMIN });
    expect(await screen.findByText('The audit trail is not available')).toBeInTheDocument();
    api.on('GET admin/audit', { body: { success: true, entries: [], next_cursor: null, actions: [], actors: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });
});
