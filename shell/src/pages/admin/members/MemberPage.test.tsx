import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import type { AdminMemberDetails } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';
import { memberFile } from './memberFixtures';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

jest.setTimeout(20_000);

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const fileReply = (member: AdminMemberDetails) => ({ body: { success: true, member } });
const actions = () => screen.findByRole('region', { name: 'Actions' });

describe('a member’s file', () => {
  it('shows who they are, every balance, loans, guarantees, orders, investments, cards, sign-ins and the audit rows', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/42': fileReply(memberFile({ role: 'ADMIN', role_changed_at: '2026-03-01T10:00:00Z', role_changed_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' } })) });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const who = await screen.findByRole('region', { name: 'Ada Ngozi Obi' });
    expect(who).toHaveTextContent(/Administrator \(since 1 Mar 2026.*, by Bola Admin\)/);
    expect(who).toHaveTextContent('Member since 1 Apr 2025');
    expect(who).toHaveTextContent('AccountActive');
    expect(screen.getByRole('heading', { level: 1, name: 'Member 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All members' })).toHaveAttribute('href', '/dashboard/members');

    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances).toHaveTextContent('Wallet₦16,000.00');
    expect(balances).toHaveTextContent('Below the minimum ₦2,000.00 short of ₦5,000.00');
    expect(balances).toHaveTextContent('Target: School fees₦1,500.00');
    expect(balances).toHaveTextContent('Under lien₦1,000.00');
    expect(balances).toHaveTextContent('Free to pledge₦4,000.00');

    const loan = within(screen.getByRole('region', { name: 'Loans' })).getAllByRole('row')[1];
    expect(within(loan).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Loan #77', 'Individual', '₦4,000.00', '₦3,500.00', 'Repaying', '3 days']);
    expect(within(loan).getByRole('link', { name: 'Loan #77' })).toHaveAttribute('href', '/dashboard/loans/77');
    expect(screen.getByRole('region', { name: 'Guarantees given' })).toHaveTextContent('Bayo Ade');
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByRole('link', { name: 'ORD-0012' })).toHaveAttribute('href', '/dashboard/shop/orders/12');
    expect(screen.getByRole('region', { name: 'Investments' })).toHaveTextContent('Cassava farm (Market)');
    expect(screen.getByRole('region', { name: 'Saved cards' })).toHaveTextContent('VISA ending 4081');
    expect(screen.getByRole('region', { name: 'Recent sign-ins' })).toHaveTextContent('Mozilla/5.0 (Android)');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Access Bank, ******6784, ADA OBI (Approved)');
    expect(screen.getByRole('region', { name: 'Audit trail' })).toHaveTextContent('Checked with the member by phone');
  });

  it('links to everything the audit trail holds about them, filtered by member', async () => {
    const api = mockApi({
      ...consoleApi(),
      'GET admin/members/42': fileReply(memberFile()),
      'GET admin/audit': { body: { success: true, entries: [], next_cursor: null, actions: [], actors: [] } },
    });
    const { router } = await renderApp('/dashboard/members/42', { user: ADMIN });
    const audit = await screen.findByRole('region', { name: 'Audit trail' });
    await userEvent.click(within(audit).getByRole('link', { name: 'Everything recorded about them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/audit'));
    expect(router.state.location.search).toBe('?subject_user_id=42');
    await waitFor(() => expect(api.callsTo('GET', 'admin/audit')[0]?.query).toMatchObject({ subject_user_id: '42' }));
    expect(await screen.findByLabelText('Member number')).toHaveValue('42');
  });

  it('says when there is no such member', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/9': { status: 404, body: { success: false, message: 'There is no account with this id' } } });
    await renderApp('/dashboard/members/9', { user: ADMIN });
    expect(await screen.findByText('There is no account with this id')).toBeInTheDocument();
    await renderApp('/dashboard/members/abc', { user: ADMIN });
    expect(await screen.findByText('There is no such member')).toBeInTheDocument();
  });
});

describe('acting on a member’s account', () => {
  it('suspends with a required reason, shows the API’s message and reads the file again', async () => {
    let current = memberFile();
    const api = mockApi({
      ...consoleApi(),
      'GET admin/members/42': () => fileReply(current),
      'POST admin/members/42/suspend': (call) => {
        current = memberFile({ suspended: true, suspended_at: '2026-03-03T10:00:00Z', suspended_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' }, suspension_reason: (call.body as { reason: string }).reason });
        return { body: { success: true, message: 'The account is suspended', member: { id: 42, suspended: true, suspended_at: current.suspended_at, suspended_by: current.suspended_by, suspension_reason: current.suspension_reason } } };
      },
    });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ada Ngozi Obi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Say why the account is suspended (at least 3 characters)')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/members/42/suspend')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason for suspending'), 'Card fraud reported');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The account is suspended');
    expect(api.callsTo('POST', 'admin/members/42/suspend')[0].body).toEqual({ reason: 'Card fraud reported' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Ada Ngozi Obi' })).toHaveTextContent('Card fraud reported'));
    expect(api.callsTo('GET', 'admin/members/42')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await actions()).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the API’s refusal', async () => {
    mockApi({
      ...consoleApi(),
      'GET admin/members/42': fileReply(memberFile()),
      'POST admin/members/42/suspend': { status: 409, body: { success: false, message: 'An administrator’s account cannot be suspended' } },
    });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason for suspending'), 'Testing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An administrator’s account cannot be suspended');
  });

  it('reactivates, resends the verification mail, sends a reset mail and unlocks withdrawals, each only when it applies', async () => {
    const api = mockApi({
      ...consoleApi(),
      'GET admin/members/42': fileReply(memberFile({ suspended: true, suspended_at: '2026-03-03T10:00:00Z', suspension_reason: 'Fraud', verified: false, withdrawals_locked: true, withdrawals_locked_at: '2026-03-01T00:00:00Z' })),
      'POST admin/members/42/reactivate': { body: { success: true, message: 'The account is active again', member: { id: 42, suspended: false, suspended_at: null, suspended_by: null, suspension_reason: 'Fraud' } } },
      'POST admin/members/42/verification_mail': { body: { success: true, message: 'A new verification mail is on its way to m42@example.com' } },
      'POST admin/members/42/password_reset_mail': { status: 429, body: { success: false, message: 'A reset mail was sent a minute ago' } },
      'POST admin/pin_locks/42/unlock': { body: { success: true, message: 'Withdrawals are unlocked for Ada Obi.' } },
    });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const box = await actions();
    expect(within(box).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Reactivate' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('The account is active again');
    expect(api.callsTo('POST', 'admin/members/42/reactivate')[0].body).toEqual({});
    await userEvent.click(within(box).getByRole('button', { name: 'Resend verification mail' }));
    expect(await within(box).findByText('A new verification mail is on its way to m42@example.com')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Unlock withdrawals' }));
    expect(await within(box).findByText('Withdrawals are unlocked for Ada Obi.')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Send password reset mail' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('A reset mail was sent a minute ago');
    await waitFor(() => expect(api.callsTo('GET', 'admin/members/42')).toHaveLength(4));
  });

  it('offers neither the verification mail when verified nor the unlock when not locked', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/42': fileReply(memberFile()) });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const box = await actions();
    expect(within(box).getAllByRole('button').map((b) => b.textContent)).toEqual(['Suspend', 'Send password reset mail']);
  });

  it('offers no action on an administrator’s own file', async () => {
    mockApi({ ...consoleApi(), 'GET admin/members/42': fileReply(memberFile({ yours: true, verified: false, withdrawals_locked: true })) });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const box = await actions();
    expect(within(box).queryAllByRole('button')).toHaveLength(0);
    expect(box).toHaveTextContent('Yours');
    expect(box).toHaveTextContent('This is your own account');
  });
});

describe('the member’s statement', () => {
  it('downloads the chosen period and format with the session’s token', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:statement');
    URL.revokeObjectURL = jest.fn();
    const api = mockApi({
      ...consoleApi(),
      'GET admin/members/42': fileReply(memberFile()),
      'GET admin/members/42/statement.pdf': { raw: '%PDF-1.4', headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="statement-FIN-42-2026-01-01-to-2026-01-31.pdf"' } },
    });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const card = await screen.findByRole('region', { name: 'Statement' });
    const from = within(card).getByLabelText('From');
    const to = within(card).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-31');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.selectOptions(within(card).getByLabelText('Format'), 'pdf');
    await userEvent.click(within(card).getByRole('button', { name: 'Download statement' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Saved statement-FIN-42-2026-01-01-to-2026-01-31.pdf.');
    const call = api.callsTo('GET', 'admin/members/42/statement.pdf')[0];
    expect(call.query).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(call.headers.Authorization).toBe('Bearer admin-token');
  });

  it('says why a statement could not be made', async () => {
    mockApi({
      ...consoleApi(),
      'GET admin/members/42': fileReply(memberFile()),
      'GET admin/members/42/statement.csv': { status: 422, body: { success: false, message: 'The period may be at most 3 years' } },
    });
    await renderApp('/dashboard/members/42', { user: ADMIN });
    const card = await screen.findByRole('region', { name: 'Statement' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download statement' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The statement could not be downloaded: The period may be at most 3 years');
  });
});
