import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi, type FetchCall } from '@coop/shared/testing';
import type { NoticeDetails, NoticeRow } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

// typing into the console's forms on a busy machine takes a few seconds
jest.setTimeout(20_000);

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const notice = (id: number, extra: Partial<NoticeDetails> = {}): NoticeDetails => ({
  id,
  title: `Notice ${id}`,
  message: 'The AGM holds on Saturday.\nBring your card.',
  audience: {},
  audience_summary: 'Every member',
  audience_count: 12,
  delivered_count: 12,
  finished_at: '2026-03-01T09:01:00Z',
  created_at: '2026-03-01T09:00:00Z',
  created_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' },
  yours: true,
  ...extra,
});

const keyOf = (call: FetchCall) => call.headers['Idempotency-Key'] ?? call.headers['idempotency-key'];

function api(options: { sent?: NoticeRow[]; failFirstSend?: boolean } = {}) {
  let sent = options.sent ?? [notice(2, { title: 'Dues reminder', delivered_count: 3, finished_at: null, audience_summary: 'Registered members', audience_count: 9 }), notice(1)];
  let sends = 0;
  return mockApi({
    ...consoleApi(),
    'GET admin/notices/audience': (call) => {
      const narrowed = Object.keys(call.query).length > 0;
      return { body: { success: true, count: call.query.search === 'nobody' ? 0 : narrowed ? 5 : 12, summary: narrowed ? 'Registered members' : 'Every member' } };
    },
    'GET admin/notices': (call) => (call.query.before ? { body: { success: true, data: [], next_before: null } } : { body: { success: true, data: sent, next_before: null } }),
    'GET admin/notices/1': { body: { success: true, notice: notice(1) } },
    'POST admin/notices': (call) => {
      sends += 1;
      if (options.failFirstSend && sends === 1) return new TypeError('Failed to fetch');
      const body = call.body as { title: string; message: string };
      const created = notice(3, { ...body, delivered_count: 0, finished_at: null, audience_count: 5, audience_summary: 'Registered members' });
      sent = [created, ...sent];
      return { status: 201, body: { success: true, message: 'Your notice is on its way to 5 members', notice: created } };
    },
  });
}

const form = () => screen.findByRole('form', { name: 'Write a notice' });

describe('Notices section', () => {
  it('counts who a notice reaches as the filters change, and keeps the filters in the URL', async () => {
    const calls = api();
    const { router } = await renderApp('/dashboard/notices', { user: ADMIN });
    expect(await screen.findByText(/This notice will reach 12 members/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Membership'), 'true');
    expect(await screen.findByText(/This notice will reach 5 members/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?member=true');
    expect(calls.callsTo('GET', 'admin/notices/audience').at(-1)!.query).toEqual({ member: 'true' });
  });

  it('reads a pasted audience from the URL', async () => {
    const calls = api();
    await renderApp('/dashboard/notices?verified=false&overdue_loan=true', { user: ADMIN });
    expect(await screen.findByText(/This notice will reach 5 members/)).toBeInTheDocument();
    expect(calls.callsTo('GET', 'admin/notices/audience')[0].query).toEqual({ verified: 'false', overdue_loan: 'true' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('false');
    expect(screen.getByLabelText('Loans')).toHaveValue('true');
  });

  it('asks for a title and a message before anything is sent', async () => {
    const calls = api();
    await renderApp('/dashboard/notices', { user: ADMIN });
    await userEvent.click(within(await form()).getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('Write a title: members read it first in their notifications')).toBeInTheDocument();
    expect(screen.getByText('Write the message: what members should know')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.callsTo('POST', 'admin/notices')).toHaveLength(0);
  });

  it('confirms, sends with an Idempotency-Key, says how many it reaches and shows it in the list', async () => {
    const calls = api();
    await renderApp('/dashboard/notices?member=true', { user: ADMIN });
    await screen.findByText(/This notice will reach 5 members/);
    await userEvent.type(screen.getByLabelText('Title'), 'Annual general meeting');
    await userEvent.type(screen.getByLabelText('Message'), 'Saturday at 10.');
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notice?' });
    expect(dialog).toHaveTextContent('Annual general meeting');
    expect(dialog).toHaveTextContent('Registered members');
    expect(dialog).toHaveTextContent('5 members');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Your notice is on its way to 5 members')).toBeInTheDocument();
    const [post] = calls.callsTo('POST', 'admin/notices');
    expect(post.body).toEqual({ title: 'Annual general meeting', message: 'Saturday at 10.', audience: { member: true } });
    expect(keyOf(post)).toEqual(expect.any(String));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'Notices sent' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Annual general meeting' })).toHaveAttribute('href', '/dashboard/notices/3'));
  });

  it('a retry after a lost answer sends with the same key', async () => {
    const calls = api({ failFirstSend: true });
    await renderApp('/dashboard/notices', { user: ADMIN });
    await screen.findByText(/This notice will reach 12 members/);
    await userEvent.type(screen.getByLabelText('Title'), 'Dues');
    await userEvent.type(screen.getByLabelText('Message'), 'Pay by Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Your notice is on its way to 5 members')).toBeInTheDocument();
    const posts = calls.callsTo('POST', 'admin/notices');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
  });

  it('will not send to an audience of no one', async () => {
    api();
    await renderApp('/dashboard/notices?search=nobody', { user: ADMIN });
    expect(await screen.findByText(/This notice will reach 0 members/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and send' })).toBeDisabled();
  });

  it('lists the notices sent with their delivery, and opens one from a pasted link', async () => {
    api();
    await renderApp('/dashboard/notices', { user: ADMIN });
    const table = await screen.findByRole('table', { name: 'Notices sent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dues reminder');
    expect(rows[0]).toHaveTextContent('Delivering');
    expect(within(rows[0]).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 9 members');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(within(rows[1]).getByRole('link', { name: 'Notice 1' })).toHaveAttribute('href', '/dashboard/notices/1');
  });

  it('shows one notice at its own address', async () => {
    api();
    await renderApp('/dashboard/notices/1', { user: ADMIN });
    expect(await screen.findByText(/Bring your card\./)).toBeInTheDocument();
    expect(screen.getByText('Every member (12 members)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All notices' })).toHaveAttribute('href', '/dashboard/notices');
  });

  it('says when nothing was sent yet', async () => {
    api({ sent: [] });
    await renderApp('/dashboard/notices', { user: ADMIN });
    expect(await screen.findByText('No notice sent yet')).toBeInTheDocument();
  });
});
