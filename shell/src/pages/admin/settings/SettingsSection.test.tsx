import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import type { AdminSettingsReply, SocietySettings } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi, proposal } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

jest.setTimeout(20_000);

const SETTINGS: SocietySettings = {
  registration_fee: '2000.00', minimum_shareholding: '10000.00', loan_form_fee: '1000.00', loan_repayment_duration_months: 12,
  business_finance_payment_duration_months: 6, bank_change_cooling_hours: 24, group_loan_quorum: 3, dual_approval_above: '500000.00', loan_reminder_days: 3,
  pin_requests_per_hour: 5, pin_max_attempts: 5, wrong_pins_to_lock: 10,
};
const CHANGE = { id: 1, field: 'loan_form_fee' as const, old_value: '500.00', new_value: '1000.00', changed_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' }, changed_at: '2026-02-01T09:00:00Z' };
const RAISE = proposal(5, { summary: 'Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000.00', yours: true, can_approve: false });

const reply = (extra: Partial<AdminSettingsReply> = {}): AdminSettingsReply => ({ success: true, settings: SETTINGS, changes: [CHANGE], proposals: [], ...extra });

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

describe('Settings section', () => {
  it('sends only what changed, and shows what was saved and what waits for another administrator', async () => {
    const api = mockApi({
      ...consoleApi(),
      'GET admin/settings': { body: reply() },
      'PUT admin/settings': {
        body: reply({
          message: 'Saved: the loan form fee. Waiting for another administrator: the dual-approval threshold',
          settings: { ...SETTINGS, loan_form_fee: '1500.00' },
          proposal: RAISE,
          proposals: [RAISE],
        }),
      },
    });
    await renderApp('/dashboard/settings', { user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Society settings' });
    expect(within(form).getByLabelText('Registration fee (₦)')).toHaveValue('2000.00');
    expect(screen.getByRole('list', { name: 'Recent changes' })).toHaveTextContent('Loan form fee (₦) ₦500.00 → ₦1,000.00 by Bola Admin');

    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Nothing to save: no setting was changed');
    expect(api.callsTo('PUT', 'admin/settings')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Loan form fee (₦)'));
    await userEvent.type(within(form).getByLabelText('Loan form fee (₦)'), '1500');
    await userEvent.clear(within(form).getByLabelText('Second administrator must disburse loans above (₦)'));
    await userEvent.type(within(form).getByLabelText('Second administrator must disburse loans above (₦)'), '1000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Waiting for another administrator: the dual-approval threshold');
    expect(api.callsTo('PUT', 'admin/settings')[0].body).toEqual({ loan_form_fee: '1500.00', dual_approval_above: '1000000.00' });
    // the threshold is back to what is in force; the raise waits, proposed by me, with no Approve for me
    await waitFor(() => expect(within(form).getByLabelText('Second administrator must disburse loans above (₦)')).toHaveValue('500000.00'));
    expect(within(form).getByLabelText('Loan form fee (₦)')).toHaveValue('1500.00');
    const waiting = await screen.findByRole('list', { name: 'Proposed settings changes' });
    expect(waiting).toHaveTextContent('Proposed by you');
    expect(within(waiting).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/settings': { body: reply() } });
    await renderApp('/dashboard/settings', { user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Society settings' });
    await userEvent.clear(within(form).getByLabelText('Group loan quorum (members)'));
    await userEvent.type(within(form).getByLabelText('Group loan quorum (members)'), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByText('Enter a whole number of members from 1 to 4')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'admin/settings')).toHaveLength(0);
  });

  it('lets another administrator approve a pending settings proposal here', async () => {
    const theirs = { ...RAISE, yours: false, can_approve: true, proposed_by: { id: 2, name: 'Chidi Admin', email: 'chidi@example.com' } };
    let approved = false;
    const api = mockApi({
      ...consoleApi(),
      'GET admin/settings': () => ({ body: reply(approved ? { settings: { ...SETTINGS, dual_approval_above: '1000000.00' } } : { proposals: [theirs] }) }),
      'POST admin/proposals/5/approve': () => {
        approved = true;
        return { body: { success: true, message: 'Approved: the dual-approval threshold is now ₦1,000,000.00', proposal: { ...theirs, status: 'approved' } } };
      },
    });
    await renderApp('/dashboard/settings', { user: ADMIN });
    const waiting = await screen.findByRole('list', { name: 'Proposed settings changes' });
    expect(waiting).toHaveTextContent('Proposed by Chidi Admin');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the dual-approval threshold is now ₦1,000,000.00')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/proposals/5/approve')[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() => expect(screen.getByLabelText('Second administrator must disburse loans above (₦)')).toHaveValue('1000000.00'));
    expect(screen.getByText('No settings change waits for approval')).toBeInTheDocument();
  });

  it('groups the withdrawal PIN limits; a raise is proposed and the limit in force stays until another administrator approves', async () => {
    const raise = proposal(6, { summary: 'Raise the wrong PINs that lock withdrawals from 10 wrong PINs to 20 wrong PINs', yours: true, can_approve: false });
    const pinChange = { ...CHANGE, id: 2, field: 'pin_max_attempts' as const, old_value: '5', new_value: '1' };
    const api = mockApi({
      ...consoleApi(),
      'GET admin/settings': { body: reply({ changes: [pinChange, CHANGE] }) },
      'PUT admin/settings': {
        body: reply({ message: `Proposed: ${raise.summary}. It waits until an SA approves it`, proposal: raise, proposals: [raise] }),
      },
    });
    await renderApp('/dashboard/settings', { user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Society settings' });
    const pins = within(form).getByRole('group', { name: 'Withdrawal PINs' });
    expect(within(pins).getByLabelText('PIN requests per hour')).toHaveValue('5');
    expect(within(pins).getByLabelText('Wrong tries per PIN')).toHaveValue('5');
    expect(within(pins).getByLabelText('Wrong PINs that lock withdrawals')).toHaveValue('10');
    expect(within(pins).getByLabelText('Wrong tries per PIN')).toHaveAccessibleDescription('A PIN is spent after this many wrong tries. Raising it waits for a second administrator');
    expect(screen.getByRole('list', { name: 'Recent changes' })).toHaveTextContent('Wrong tries per PIN 5 tries → 1 try by Bola Admin');

    await userEvent.clear(within(pins).getByLabelText('Wrong PINs that lock withdrawals'));
    await userEvent.type(within(pins).getByLabelText('Wrong PINs that lock withdrawals'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('It waits until an SA approves it');
    expect(api.callsTo('PUT', 'admin/settings')[0].body).toEqual({ wrong_pins_to_lock: 20 });
    // the limit in force is shown again; the raise waits in the list
    await waitFor(() => expect(within(pins).getByLabelText('Wrong PINs that lock withdrawals')).toHaveValue('10'));
    expect(await screen.findByRole('list', { name: 'Proposed settings changes' })).toHaveTextContent(raise.summary);
  });

  it.each([
    ['PIN requests per hour', '0', 'Enter a whole number of requests from 1 to 100'],
    ['Wrong tries per PIN', '21', 'Enter a whole number of tries from 1 to 20'],
    ['Wrong PINs that lock withdrawals', '2.5', 'Enter a whole number of wrong PINs from 1 to 100'],
  ])('checks %s (%s) before sending', async (label, typed, message) => {
    const api = mockApi({ ...consoleApi(), 'GET admin/settings': { body: reply() } });
    await renderApp('/dashboard/settings', { user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Society settings' });
    await userEvent.clear(within(form).getByLabelText(label));
    await userEvent.type(within(form).getByLabelText(label), typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByText(message)).toBeInTheDocument();
    expect(api.callsTo('PUT', 'admin/settings')).toHaveLength(0);
  });

  it('shows a failed load with Retry', async () => {
    const api = mockApi({ ...consoleApi(), 'GET admin/settings': { status: 500, body: { success: false, message: 'Settings are unavailable' } } });
    await renderApp('/dashboard/settings', { user: ADMIN });
    expect(await screen.findByText('Settings are unavailable')).toBeInTheDocument();
    api.on('GET admin/settings', { body: reply() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Society settings' })).toBeInTheDocument();
  });
});
