import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import type { Administrator } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

const BOLA: Administrator = {
  user_id: 1, name: 'Bola Admin', email: 'admin@example.com', role: 'SA', appointed_by: null, appointed_at: null, last_sign_in_at: '2026-03-02T08:30:00Z', yours: true,
};
const CHIDI: Administrator = {
  user_id: 2, name: 'Chidi Okafor', email: 'chidi@example.com', role: 'ADMIN', appointed_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' },
  appointed_at: '2026-03-01T10:00:00Z', last_sign_in_at: null, yours: false,
};

// typing into the console's forms on a busy machine takes a few seconds
jest.setTimeout(20_000);

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

function api(administrators: Administrator[] = [BOLA, CHIDI]) {
  let list = administrators;
  const mock = mockApi({
    ...consoleApi(),
    'GET admin/administrators': () => ({ body: { success: true, administrators: list } }),
    'POST admin/administrators': (call) => {
      const body = call.body as { email: string; password: string };
      if (body.password !== 'right-password') return { status: 422, body: { success: false, message: 'Your password is not correct' } };
      if (body.email === 'nobody@example.com') return { status: 422, body: { success: false, message: 'There is no verified account with this e-mail' } };
      list = [...list, { ...CHIDI, user_id: 3, name: 'Ngozi Eze', email: body.email }];
      return { body: { success: true, message: 'Ngozi Eze is now an ADMIN', administrator: list[2] } };
    },
    'DELETE admin/administrators/2': (call) => {
      if ((call.body as { password: string }).password !== 'right-password') return { status: 422, body: { success: false, message: 'Your password is not correct' } };
      list = list.filter((a) => a.user_id !== 2);
      return { body: { success: true, message: 'Chidi Okafor is no longer an administrator' } };
    },
  });
  return mock;
}

const table = () => screen.findByRole('table', { name: 'Administrators' });

describe('Administrators section (SA)', () => {
  it('lists who they are, their role, who appointed them and when, and their last sign-in', async () => {
    api();
    await renderApp('/dashboard/administrators', { user: ADMIN });
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Bola Admin (you)', 'admin@example.com', 'Super administrator', 'From the start', expect.stringContaining('2 Mar 2026'), 'Demote',
    ]);
    expect(within(rows[1]).getAllByRole('cell').slice(2, 5).map((c) => c.textContent)).toEqual(['Administrator', expect.stringMatching(/^by Bola Admin, 1 Mar 2026/), 'Never']);
  });

  it('appoints a verified account with a role and the SA’s password, and shows the API’s message', async () => {
    const calls = api();
    await renderApp('/dashboard/administrators', { user: ADMIN });
    await table();
    const form = screen.getByRole('form', { name: 'Appoint an administrator' });
    await userEvent.click(within(form).getByRole('button', { name: 'Appoint' }));
    expect(within(form).getByText('Enter the e-mail address of the account to appoint')).toBeInTheDocument();
    expect(within(form).getByText('Enter your own password to confirm')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'admin/administrators')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('E-mail of the account'), 'ngozi@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'ADMIN');
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Appoint' }));
    expect(await within(form).findByText('Your password is not correct')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Appoint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ngozi Eze is now an ADMIN');
    expect(calls.callsTo('POST', 'admin/administrators').at(-1)!.body).toEqual({ email: 'ngozi@example.com', role: 'ADMIN', password: 'right-password' });
    expect(await within(await table()).findByText('Ngozi Eze')).toBeInTheDocument();
  });

  it('demotes in a confirm dialog that asks for the password, sent in the DELETE body', async () => {
    const calls = api();
    await renderApp('/dashboard/administrators', { user: ADMIN });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Demote Chidi Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Demote the administrator' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(within(dialog).getByText('Enter your own password to confirm')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await within(dialog).findByText('Your password is not correct')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Chidi Okafor is no longer an administrator');
    const demote = calls.callsTo('DELETE', 'admin/administrators/2').at(-1)!;
    expect(demote.body).toEqual({ password: 'right-password' });
    expect(demote.headers.Authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(screen.queryByText('Chidi Okafor')).not.toBeInTheDocument());
  });

  it('shows the refusal of demoting the last SA as the API says it', async () => {
    mockApi({
      ...consoleApi(),
      'GET admin/administrators': { body: { success: true, administrators: [BOLA, { ...CHIDI, user_id: 2 }] } },
      'DELETE admin/administrators/2': { status: 422, body: { success: false, message: 'The last SA cannot be demoted' } },
    });
    await renderApp('/dashboard/administrators', { user: ADMIN });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Demote Chidi Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Demote the administrator' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last SA cannot be demoted');
  });

  it('shows a failed list with Retry', async () => {
    const calls = mockApi({ ...consoleApi(), 'GET admin/administrators': { status: 500, body: { success: false, message: 'The list is not available' } } });
    await renderApp('/dashboard/administrators', { user: ADMIN });
    expect(await screen.findByText('The list is not available')).toBeInTheDocument();
    calls.on('GET admin/administrators', { body: { success: true, administrators: [BOLA] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bola Admin (you)')).toBeInTheDocument();
  });
});
