import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, inTurn, mockApi, networkDown, signIn, type Handler } from '@coop/shared/testing';
import TargetTabPage from '../../src/pages/tabs/TargetTabPage';
import { page, setValue, target, transaction, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

const completed = target({ id: 12, target_name: 'New phone', targeted_amount: '50000.00', target_balance: '50000.00', percent_complete: 100, status: 'completed', auto_status: false });

function targetApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET savingsBalance': { body: { success: true, balance: '0.00', available: '0.00' } },
    'GET all_targets_sum_per_user': { body: { success: true, balance: '25000.00' } },
    'GET all_targets_in_one': { body: ['25000.00', [target()], [completed], 2] },
    'GET getCards': { body: [visaCard] },
    'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
    ...extra,
  });
}

const render = () => renderPage(<TargetTabPage />, { path: '/savings-tab/target' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Target savings tab', () => {
  it('shows each ongoing target with its targeted amount, % complete and progress; completed ones offer View only', async () => {
    targetApi();
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    expect(card).toHaveTextContent('₦100,000.00');
    expect(within(card).getByRole('progressbar', { name: '% Complete' })).toHaveAttribute('aria-valuenow', '25');
    expect(card).toHaveTextContent('25% Complete');
    for (const name of ['Transactions History', 'Edit', 'Stop Plan']) expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Turn OFF Auto save' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Target Savings' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    const done = screen.getByRole('region', { name: 'New phone' });
    expect(within(done).getByRole('progressbar', { name: '% Complete' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(done).getAllByRole('button').map((b) => b.textContent)).toEqual(['View']);
  });

  it('says so when there are no ongoing or completed targets', async () => {
    targetApi({ 'GET all_targets_in_one': { body: ['0.00', [], [], 0] } });
    const { user } = render();
    expect(await screen.findByText('No Ongoing Target Savings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByText('No Completed Target Savings')).toBeInTheDocument();
  });

  it('creates a target with the computed end date and an Idempotency-Key, then returns to the tab', async () => {
    const api = targetApi({ 'POST targets/store': { body: { success: true, message: 'Your target plan has been created.', target: target() } } });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Create Target' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Target Plan' });
    await user.type(within(dialog).getByLabelText('Enter Target Name'), 'School fees');
    await user.type(within(dialog).getByLabelText('Overall Targeted Amount'), '100000');
    await user.type(within(dialog).getByLabelText('Frequent Savings Amount'), '25000');
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
    await user.selectOptions(within(dialog).getByLabelText('Select Transaction Day'), '31');
    setValue(dialog, 'Transaction Time', '09:00');
    setValue(dialog, 'Start Date', '2030-01-31');
    const endDate = within(dialog).getByLabelText('End Date');
    expect(endDate).toHaveAttribute('readonly');
    // 4 months after 31 Jan, clamped to the month's end
    expect(endDate).toHaveAttribute('data-date', '2030-05-31');
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Weekly');
    await user.selectOptions(within(dialog).getByLabelText('Select Day of the Week'), '3');
    expect(endDate).toHaveAttribute('data-date', '2030-02-28');
    await user.selectOptions(within(dialog).getByLabelText('Choose Card'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Create Target Plan' }));

    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your target plan has been created.' });
    const [created] = api.callsTo('POST', 'targets/store');
    expect(created.body).toEqual({
      target_name: 'School fees', amount: '25000.00', targeted_amount: '100000.00', frequency: 'Weekly', transaction_day: '3', transaction_month: null,
      transaction_time: '09:00', start_date: '2030-01-31', end_date: '2030-02-28', payment_method: 'Debit Card', card_id: 11,
    });
    expect(created.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(navigate).toHaveBeenCalledWith('/savings-tab/target', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Target Plan' })).not.toBeInTheDocument());
  });

  it('edits a target from its details with POST targets/{id}', async () => {
    const api = targetApi({
      'GET targets/details/9': { body: [target({ start_date: '2026-01-15' })] },
      'POST targets/9': { body: { success: true, message: 'Your target has been updated.', target: target() } },
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Target Savings' });
    expect(await within(dialog).findByLabelText('Enter Target Name')).toHaveValue('School fees');
    expect(within(dialog).getByLabelText('Overall Targeted Amount')).toHaveValue('100,000');
    await user.clear(within(dialog).getByLabelText('Enter Target Name'));
    await user.type(within(dialog).getByLabelText('Enter Target Name'), 'University fees');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your target has been updated.' });
    expect(api.callsTo('POST', 'targets/9')[0].body).toEqual(
      expect.objectContaining({ id: 9, target_name: 'University fees', amount: '5000.00', targeted_amount: '100000.00', frequency: 'Monthly', transaction_month: 15, start_date: '2026-01-15', end_date: '2027-09-15' }),
    );
  });

  it('stops a plan only after its confirm, with an Idempotency-Key, and says the money went to the wallet', async () => {
    const api = targetApi({
      'POST targetsExit/9': { body: { success: true, message: 'Stopped', amount: '25000.00', balance: '0.00', wallet_balance: '25000.00', reference: 'TEX-9' } },
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('button', { name: 'Stop Plan' }));
    const confirm = screen.getByRole('dialog', { name: 'Stop Plan' });
    expect(confirm).toHaveTextContent('Are you sure you want to stop this plan?');
    expect(api.callsTo('POST', 'targetsExit/9')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Stop Plan' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your plan has been stopped and ₦25,000.00 has been paid into your wallet.' });
    expect(api.callsTo('POST', 'targetsExit/9')[0].headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('turns a target’s auto save off after a confirm', async () => {
    const api = targetApi({ 'POST targetsDeactivateAutoSave/9': { body: { success: true, message: 'Auto save is off for School fees.', target: target({ auto_status: false }) } } });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('switch', { name: 'Turn OFF Auto save' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Turn OFF Auto save' })).getByRole('button', { name: 'Yes' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Auto save is off for School fees.' });
    expect(api.callsTo('POST', 'targetsDeactivateAutoSave/9')).toHaveLength(1);
    expect(api.callsTo('POST', 'targetsActivateAutoSave/9')).toHaveLength(0);
  });

  it('shows a target’s transactions, paginated', async () => {
    const api = targetApi({ 'GET targets/transactions/9': (call) => ({ body: page([transaction({ id: Number(call.query.page) === 2 ? 70 : 60 })], { current_page: Number(call.query.page), last_page: 2 }) }) });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('button', { name: 'Transactions History' }));
    const dialog = screen.getByRole('dialog', { name: 'Target Savings Transactions' });
    expect(await within(dialog).findByText('Fin60')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Fin70')).toBeInTheDocument();
    expect(api.callsTo('GET', 'targets/transactions/9').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('gates Create Target behind the shareholding minimum', async () => {
    targetApi({ 'GET share_holding': { body: { success: true, balance: '0.00', minimum: '5000.00', minimum_met: false, shortfall: '5000.00' } } });
    const { user } = render();
    await screen.findByRole('region', { name: 'School fees' });
    await user.click(screen.getByRole('button', { name: 'Create Target' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
    expect(dialog).toHaveTextContent('A minimum of ₦5,000.00 is required in your Shareholding before you can create a Target');
    expect(screen.queryByRole('dialog', { name: 'Create Target Plan' })).not.toBeInTheDocument();
  });

  it('funds one target through Quick Save, with the amount still to save', async () => {
    targetApi();
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('button', { name: 'Fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Your Account' });
    expect(within(dialog).getByLabelText('Select Package')).toHaveValue('target');
    expect(await within(dialog).findByText('Remaining amount to complete plan is ₦75,000.00')).toBeInTheDocument();
  });

  it('offers Quick Save only with ongoing targets', async () => {
    targetApi({ 'GET all_targets_in_one': { body: ['0.00', [], [completed], 1] } });
    render();
    expect(await screen.findByText('No Ongoing Target Savings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quick Save' })).not.toBeInTheDocument();
  });

  it('stops a plan again with the same Idempotency-Key when the first answer was lost', async () => {
    const api = targetApi({
      'POST targetsExit/9': inTurn(networkDown(), { body: { success: true, message: 'Stopped', amount: '25000.00', balance: '0.00', wallet_balance: '25000.00', reference: 'TEX-9' } }),
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(within(card).getByRole('button', { name: 'Stop Plan' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Stop Plan' })).getByRole('button', { name: 'Stop Plan' }));
      await findAlert();
      await user.click(screen.getByRole('button', { name: 'OK' }));
    }
    const [first, second] = api.callsTo('POST', 'targetsExit/9');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});
