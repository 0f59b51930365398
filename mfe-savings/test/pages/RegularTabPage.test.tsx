import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import RegularTabPage from '../../src/pages/tabs/RegularTabPage';
import { bankAccount, page, plan, setValue, transaction, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

function regularApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET savingsBalance': { body: { success: true, balance: '12500.00', available: '10000.00' } },
    'GET all_targets_sum_per_user': { body: { success: true, balance: '30000.00' } },
    'GET saving': { body: { success: true, data: [] } },
    'GET savingsTransactions': { body: page([transaction(), transaction({ id: 52, transaction_type: 'debit', amount: '1000.00', category_label: 'Savings Withdrawal', description: 'Savings withdrawal to your wallet' })], { last_page: 2 }) },
    'GET getCards': { body: [visaCard] },
    'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
    'GET bank_account/details': { body: { success: true, data: bankAccount } },
    'GET loan_owner_savings_balance': { body: { success: true, balance: '10000.00', regular: '12500.00', save_to_loan: '0.00', pledged: '2500.00', loan_limit: '20000.00' } },
    ...extra,
  });
}

const render = () => renderPage(<RegularTabPage />, { path: '/savings-tab/regular' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Regular savings tab', () => {
  it('shows the header cards, the three tabs, Withdraw with money saved, and the latest transactions paginated', async () => {
    const api = regularApi();
    const { user } = render();
    expect(await screen.findByRole('group', { name: 'Regular Savings' })).toHaveTextContent('₦12,500.00');
    expect(screen.getByRole('group', { name: 'Regular Savings' })).toHaveTextContent('Available Balance ₦10,000.00');
    expect(screen.getByRole('group', { name: 'Target Savings' })).toHaveTextContent('₦30,000.00');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Regular Savings', 'Target Savings', 'Save To Loan']);
    expect(screen.getByRole('tab', { name: 'Regular Savings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Regular savings transactions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'AMOUNT', 'TYPE', 'DETAILS', 'DATE']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent).slice(0, 4)).toEqual(['Fin51', '₦5,000.00', 'Credit', 'Regular savings']);
    expect(within(second).getAllByRole('cell').map((c) => c.textContent).slice(0, 4)).toEqual(['Fin52', '₦1,000.00', 'Debit', 'Savings withdrawal to your wallet']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'savingsTransactions' && c.query.page === '2')).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Target Savings' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/savings-tab/target');
  });

  it('shows the save-to-loan eligibility meter: what may be borrowed today and how much more to save for a loan', async () => {
    regularApi();
    const { user } = render();
    expect(await screen.findByText('You may borrow up to ₦20,000.00 today')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Loan amount you want'), '30000');
    expect(await screen.findByText('Save ₦5,000.00 more in Regular Savings or Save To Loan to request ₦30,000.00.')).toBeInTheDocument();
  });

  it('offers no Withdraw while regular savings are empty', async () => {
    regularApi({ 'GET savingsBalance': { body: { success: true, balance: '0.00', available: '0.00' } } });
    render();
    expect(await screen.findByRole('group', { name: 'Regular Savings' })).toHaveTextContent('₦0.00');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('creates an auto save plan: the weekly day, then the monthly day, appear with the frequency; the body is the original’s', async () => {
    const api = regularApi({ 'POST saving/store': { body: { success: true, message: 'Your regular savings autosave plan is on.', plan: plan() } } });
    const { user, navigate } = render();
    const toggle = await screen.findByRole('switch', { name: 'Enable Auto save' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Create Auto Save Account' });

    expect(within(dialog).queryByLabelText('Select Day of the Week')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Weekly');
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Monday', 'Sunday']));
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
    expect(within(dialog).queryByLabelText('Select Day of the Week')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Select Transaction Day'), '31');

    await user.click(within(dialog).getByRole('button', { name: 'Create Auto Save' }));
    expect(within(dialog).getByLabelText('Enter Amount')).toBeInvalid();
    expect(api.callsTo('POST', 'saving/store')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Enter Amount'), '5000');
    setValue(dialog, 'Transaction Time', '08:30');
    setValue(dialog, 'Start Date', '2030-01-31');
    await user.selectOptions(within(dialog).getByLabelText('Choose Card'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Create Auto Save' }));

    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your regular savings autosave plan is on.' });
    expect(api.callsTo('POST', 'saving/store')[0].body).toEqual({
      amount: '5000.00', frequency: 'Monthly', transaction_day: null, transaction_month: 31, transaction_time: '08:30', start_date: '2030-01-31', payment_method: 'Debit Card', card_id: 11,
    });
    expect(navigate).toHaveBeenCalledWith('/savings-tab/regular', undefined);
  });

  it('refuses a start date in the past', async () => {
    const api = regularApi();
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Enable Auto save' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Auto Save Account' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '5000');
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Daily');
    setValue(dialog, 'Transaction Time', '08:30');
    setValue(dialog, 'Start Date', '2020-01-01');
    await user.selectOptions(within(dialog).getByLabelText('Choose Card'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Create Auto Save' }));
    expect(within(dialog).getByText('The start date cannot be in the past')).toBeInTheDocument();
    expect(api.callsTo('POST', 'saving/store')).toHaveLength(0);
  });

  it('shows the plan’s details and edits it with PUT saving/{id}', async () => {
    const api = regularApi({
      'GET saving': { body: { success: true, data: [plan({ start_date: '2026-01-05' })] } },
      'PUT saving/4': { body: { success: true, message: 'Your regular savings autosave plan has been updated.', plan: plan() } },
    });
    const { user } = render();
    expect(await screen.findByRole('switch', { name: 'Disable Auto save' })).toBeChecked();
    const details = screen.getByLabelText('Auto save details');
    expect(details).toHaveTextContent('₦5,000.00');
    expect(details).toHaveTextContent('Weekly');
    expect(details).toHaveTextContent('Monday');
    expect(details).toHaveTextContent('Access Bank •••• 4081');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Auto Save Details' });
    expect(within(dialog).getByLabelText('Enter Amount')).toHaveValue('5,000');
    const amount = within(dialog).getByLabelText('Enter Amount');
    await user.clear(amount);
    await user.type(amount, '7500');
    await user.selectOptions(within(dialog).getByLabelText('Select Day of the Week'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your regular savings autosave plan has been updated.' });
    // the plan's own start date may have passed: an edit keeps it
    expect(api.callsTo('PUT', 'saving/4')[0].body).toEqual({
      id: 4, amount: '7500.00', frequency: 'Weekly', transaction_day: '5', transaction_month: null, transaction_time: '08:30', start_date: '2026-01-05', payment_method: 'Debit Card', card_id: 11,
    });
  });

  it('shows a paused plan with its failures', async () => {
    regularApi({ 'GET saving': { body: { success: true, data: [plan({ paused: true, consecutive_failures: 3, next_run_at: null })] } } });
    render();
    expect(await screen.findByText(/Auto save is paused after three failed charges in a row/)).toHaveTextContent('Failed charges: 3');
  });

  it('turns auto save off after a confirm with POST deactivateAutoSave', async () => {
    const api = regularApi({
      'GET saving': { body: { success: true, data: [plan()] } },
      'POST deactivateAutoSave': { body: { success: true, message: 'Autosave of your regular savings is off.', plan: plan({ auto_status: false }) } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Disable Auto save' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable Auto save' });
    expect(api.callsTo('POST', 'deactivateAutoSave')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, turn it off' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Autosave of your regular savings is off.' });
    expect(api.callsTo('POST', 'deactivateAutoSave')).toHaveLength(1);
  });

  it('sends a member without a saved card to add one (the card test charge)', async () => {
    regularApi({ 'GET getCards': { body: [] } });
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Enable Auto save' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Auto Save Account' });
    expect(await within(dialog).findByText(/A sum of 100 will be charged for card test/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add New Card' })).toHaveAttribute('href', '/settings');
  });

  it('withdraws in two steps, password then PIN, into the wallet', async () => {
    const api = regularApi({
      'POST verifySavingsWithdrawal': { body: { success: true, message: 'We have sent a withdrawal PIN to amaka@example.com.', expires_at: '2030-01-01T00:10:00.000Z', amount: '2500.00' } },
      'POST savingsWithdrawal': { body: { success: true, message: '₦2,500.00 has been paid into your wallet.', amount: '2500.00', balance: '10000.00', wallet_balance: '2500.00', reference: 'SWD-1' } },
    });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByText('Access Bank')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Enter Amount'), '2,500');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#2024');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findAlert()).toEqual({ title: 'Continue', message: 'We have sent a withdrawal PIN to amaka@example.com.' });
    expect(api.callsTo('POST', 'verifySavingsWithdrawal')[0].body).toEqual({
      password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '', payment_method: 'Wallet', date_time: expect.any(String),
    });
    dialog = screen.getByRole('dialog', { name: 'Confirm Withdrawal' });
    await user.type(within(dialog).getByLabelText('Withdrawal Pin'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));

    await waitFor(() => expect(api.callsTo('POST', 'savingsWithdrawal')).toHaveLength(1));
    const [withdraw] = api.callsTo('POST', 'savingsWithdrawal');
    expect(withdraw.body).toEqual({ password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '123456', payment_method: 'Wallet', date_time: expect.any(String) });
    expect(withdraw.headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/savings-tab/regular', undefined));
    expect(screen.queryByRole('dialog', { name: 'Confirm Withdrawal' })).not.toBeInTheDocument();
  });

  it('opens Shareholding Funding instead of Quick Save while the shares are below the minimum', async () => {
    regularApi({ 'GET share_holding': { body: { success: true, balance: '1000.00', minimum: '5000.00', minimum_met: false, shortfall: '4000.00' } } });
    const { user } = render();
    await screen.findByRole('group', { name: 'Regular Savings' });
    await user.click(await screen.findByRole('button', { name: 'Quick Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
    expect(dialog).toHaveTextContent('A minimum of ₦5,000.00 is required in your Shareholding before you can Fund other Accounts');
    expect(screen.queryByRole('dialog', { name: 'Fund Your Account' })).not.toBeInTheDocument();
  });

  it('opens Quick Save on regular savings once the minimum is met', async () => {
    regularApi();
    const { user } = render();
    await screen.findByRole('group', { name: 'Regular Savings' });
    await user.click(await screen.findByRole('button', { name: 'Quick Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Your Account' });
    expect(within(dialog).getByLabelText('Select Package')).toHaveValue('regular');
    expect(within(dialog).getByLabelText('Select Package')).toBeDisabled();
  });

  it('says where to add a bank account when there is none', async () => {
    regularApi({ 'GET bank_account/details': { body: { success: true, data: null } } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByText('Please Go to settings to add Bank details')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows a non-member the membership notice instead of the tab', async () => {
    signIn(undefined, { member_status: false });
    const api = regularApi({ 'GET get_registration_fee': { body: 5000 } });
    render();
    expect(await screen.findByText(/Welcome To/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Regular Savings' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'savingsBalance')).toHaveLength(0);
  });

  it('asks for the day of a weekly plan', async () => {
    const api = regularApi();
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Enable Auto save' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Auto Save Account' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '5000');
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Weekly');
    setValue(dialog, 'Transaction Time', '08:30');
    setValue(dialog, 'Start Date', '2030-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create Auto Save' }));
    expect(within(dialog).getByLabelText('Select Day of the Week')).toHaveAccessibleDescription('Choose the day of the week');
    expect(within(dialog).getByLabelText('Choose Card')).toHaveAccessibleDescription('Choose a saved card for autosave');
    expect(api.callsTo('POST', 'saving/store')).toHaveLength(0);
  });
});
