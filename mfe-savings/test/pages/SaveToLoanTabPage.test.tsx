import { screen, within } from '@testing-library/react';
import { findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import SaveToLoanTabPage from '../../src/pages/tabs/SaveToLoanTabPage';
import { page, plan, setValue, transaction, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

const stlPlan = plan({ id: 21, kind: 'save_to_loan' });

function stlApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET savingsBalance': { body: { success: true, balance: '0.00', available: '0.00' } },
    'GET all_targets_sum_per_user': { body: { success: true, balance: '0.00' } },
    'GET save_to_loan_all_api': { body: [[stlPlan], '4000.00', '15000.00', [transaction({ id: 81, category_label: 'Save To Loan' })]] },
    'GET save_loan/transactions/21': { body: page([transaction({ id: 81, category_label: 'Save To Loan' })]) },
    'GET getCards': { body: [visaCard] },
    'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
    ...extra,
  });
}

const render = () => renderPage(<SaveToLoanTabPage />, { path: '/savings-tab/savetoloan' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Save to loan tab', () => {
  it('shows both balances, the transactions and the plan', async () => {
    stlApi();
    render();
    expect(await screen.findByRole('group', { name: 'Save To Loan Balance' })).toHaveTextContent('₦15,000.00');
    expect(screen.getByRole('group', { name: 'Loan Investment Balance' })).toHaveTextContent('₦4,000.00');
    expect(screen.getByRole('tab', { name: 'Save To Loan' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(await screen.findByRole('table', { name: 'Save to loan transactions' })).findByText('Fin81')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Disable Auto save' })).toBeChecked();
  });

  it('stops the plan after its confirm: saveLoanExit/{id} with an Idempotency-Key', async () => {
    const api = stlApi({ 'POST saveLoanExit/21': { body: { success: true, message: 'Stopped', amount: '11000.00', balance: '4000.00', wallet_balance: '11000.00', reference: 'SLX-1' } } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Stop Plan' }));
    const confirm = screen.getByRole('dialog', { name: 'Stop Plan' });
    expect(confirm).toHaveTextContent('Are you sure you want to stop this plan?');
    await user.click(within(confirm).getByRole('button', { name: 'Stop Plan' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Your plan has been stopped and ₦11,000.00 has been paid into your wallet.' });
    expect(api.callsTo('POST', 'saveLoanExit/21')[0].headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('edits the autosave with POST save_loan/modify/{id} and turns it off with deactivateAutoSaveLoan', async () => {
    const api = stlApi({
      'POST save_loan/modify/21': { body: { success: true, message: 'Updated.', plan: stlPlan } },
      'POST deactivateAutoSaveLoan': { body: { success: true, message: 'Off.', plan: { ...stlPlan, auto_status: false } } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Auto Save Details' });
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Updated.' });
    expect(api.callsTo('POST', 'save_loan/modify/21')[0].body).toEqual(expect.objectContaining({ id: 21, frequency: 'Daily', transaction_day: null, amount: '5000.00', card_id: 11 }));
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('switch', { name: 'Disable Auto save' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable Auto save' })).getByRole('button', { name: 'Yes, turn it off' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'Off.' });
    expect(api.callsTo('POST', 'deactivateAutoSaveLoan')).toHaveLength(1);
  });

  it('creates the autosave with POST save_loan/store when there is none', async () => {
    const api = stlApi({
      'GET save_to_loan_all_api': { body: [[], '0.00', '0.00', []] },
      'POST save_loan/store': { body: { success: true, message: 'On.', plan: stlPlan } },
    });
    const { user, navigate } = render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop Plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Enable Auto save' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Auto Save Account' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '2000');
    await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Daily');
    setValue(dialog, 'Transaction Time', '07:00');
    setValue(dialog, 'Start Date', '2030-03-01');
    await user.selectOptions(within(dialog).getByLabelText('Choose Card'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Create Auto Save' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: 'On.' });
    expect(api.callsTo('POST', 'save_loan/store')[0].body).toEqual({
      amount: '2000.00', frequency: 'Daily', transaction_day: null, transaction_month: null, transaction_time: '07:00', start_date: '2030-03-01', payment_method: 'Debit Card', card_id: 11,
    });
    expect(navigate).toHaveBeenCalledWith('/savings-tab/savetoloan', undefined);
  });

  it('opens Quick Save on save to loan', async () => {
    stlApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Quick Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Your Account' });
    expect(within(dialog).getByLabelText('Select Package')).toHaveValue('save_to_loan');
  });

  it('shows a load error with Retry', async () => {
    let fail = true;
    stlApi({ 'GET save_to_loan_all_api': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: [[], '0.00', '250.00', []] }) });
    const { user } = render();
    const retry = (await screen.findAllByRole('button', { name: 'Retry' }))[0];
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('group', { name: 'Save To Loan Balance' })).toHaveTextContent('₦250.00');
  });
});
