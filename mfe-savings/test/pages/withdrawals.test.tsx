// Withdrawals into the wallet from a target and from save-to-loan: what is available (and the pledges that hold
// the rest), amount validation, one Idempotency-Key per intent, the wallet in the success message, and a dialog
// that closes on success and never shows the last outcome when it opens again.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, inTurn, mockApi, networkDown, signIn, type Handler } from '@coop/shared/testing';
import type { GuarantableReply } from '@coop/api/contract';
import SaveToLoanTabPage from '../../src/pages/tabs/SaveToLoanTabPage';
import TargetTabPage from '../../src/pages/tabs/TargetTabPage';
import { page, plan, target, transaction, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

const payout = (amount: string, wallet: string) => ({ body: { success: true, message: 'Moved.', amount, balance: '0.00', wallet_balance: wallet, reference: 'FIN-1' } });

const common: Record<string, Handler> = {
  'GET savingsBalance': { body: { success: true, balance: '50000.00', available: '50000.00' } },
  'GET all_targets_sum_per_user': { body: { success: true, balance: '25000.00' } },
  'GET getCards': { body: [visaCard] },
  'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Withdraw from a target', () => {
  const targetApi = (extra: Record<string, Handler> = {}) =>
    mockApi({
      ...common,
      'GET all_targets_in_one': { body: ['25000.00', [target(), target({ id: 10, target_name: 'Empty one', target_balance: '0.00', percent_complete: 0 })], [], 2] },
      'GET targets/total_funds/9': { body: { success: true, balance: '25000.00' } },
      ...extra,
    });
  const render = () => renderPage(<TargetTabPage />, { path: '/savings-tab/target' });

  it('is offered on a target with money in it, shows what it holds, and refuses more than that or a bad amount without a call', async () => {
    const api = targetApi();
    const { user } = render();
    expect(within(await screen.findByRole('region', { name: 'Empty one' })).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'School fees' })).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from School fees' });
    expect(await within(dialog).findByText('Available to withdraw')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Saved in this target₦25,000.00');
    expect(dialog).toHaveTextContent('The amount is paid into your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(dialog).toHaveTextContent('this field is required');
    await user.type(within(dialog).getByLabelText('Enter Amount'), '25000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(dialog).toHaveTextContent('You can withdraw at most ₦25,000.00 now');
    expect(api.callsTo('POST', 'targets/add_withdrawal/9')).toHaveLength(0);
  });

  it('pays into the wallet with the original body and an Idempotency-Key, says so with the wallet’s new balance, closes and reloads the targets', async () => {
    const api = targetApi({ 'POST targets/add_withdrawal/9': payout('10000.00', '60000.00') });
    const { user } = render();
    await user.click(within(await screen.findByRole('region', { name: 'School fees' })).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from School fees' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: '₦10,000.00 has been paid into your wallet. Your wallet balance is now ₦60,000.00.' });
    const [sent] = api.callsTo('POST', 'targets/add_withdrawal/9');
    expect(sent.body).toEqual({ id: 9, amount: '10000.00' });
    expect(sent.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog', { name: 'Withdraw from School fees' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', 'all_targets_in_one')).toHaveLength(2));
  });

  it('shows a refusal in the dialog until it is closed; reopened, it is empty; a lost answer is retried with the same key', async () => {
    const api = targetApi({
      'POST targets/add_withdrawal/9': inTurn(networkDown(), { status: 422, body: { success: false, message: 'Insufficient balance: your target balance is ₦100.00' } }),
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    let dialog = screen.getByRole('dialog', { name: 'Withdraw from School fees' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '500');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      await findAlert();
      await user.click(screen.getByRole('button', { name: 'OK' }));
    }
    const [first, second] = api.callsTo('POST', 'targets/add_withdrawal/9');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(dialog).toHaveTextContent('Insufficient balance: your target balance is ₦100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    dialog = screen.getByRole('dialog', { name: 'Withdraw from School fees' });
    expect(dialog).not.toHaveTextContent('Insufficient balance');
    expect(within(dialog).getByLabelText('Enter Amount')).toHaveValue('');
  });
});

describe('Withdraw from save to loan', () => {
  const stlPlan = plan({ id: 21, kind: 'save_to_loan' });
  const pledged: GuarantableReply = {
    success: true, balance: '50000.00', regular: '0.00', save_to_loan: '90000.00', pledged: '40000.00', loan_limit: '100000.00',
    pledges: [{ reason: 'loan_cover', loan_id: 12, amount: '40000.00' }],
  };
  const stlApi = (extra: Record<string, Handler> = {}) =>
    mockApi({
      ...common,
      'GET save_to_loan_all_api': { body: [[stlPlan], '40000.00', '90000.00', []] },
      'GET save_loan/transactions/21': (call) => ({ body: page([transaction({ id: Number(call.query.page) === 2 ? 92 : 91 })], { current_page: Number(call.query.page), last_page: 2 }) }),
      'GET loan_owner_savings_balance': { body: pledged },
      ...extra,
    });
  const render = () => renderPage(<SaveToLoanTabPage />, { path: '/savings-tab/savetoloan' });

  it('shows the balance less what is pledged, explains each pledge, and refuses the pledged part before calling', async () => {
    const api = stlApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
    expect(await within(dialog).findByText('₦40,000.00 is pledged as cover for your loan #12 and cannot be withdrawn until it is repaid.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Save To Loan Balance₦90,000.00');
    expect(dialog).toHaveTextContent('Pledged to loans₦40,000.00');
    expect(dialog).toHaveTextContent('Available to withdraw₦50,000.00');
    await user.type(within(dialog).getByLabelText('Enter Amount'), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(dialog).toHaveTextContent('You can withdraw at most ₦50,000.00 now');
    expect(api.callsTo('POST', 'save_loan/add_withdrawal')).toHaveLength(0);
  });

  it('counts regular savings towards the pledges and names a guarantee', async () => {
    stlApi({
      'GET loan_owner_savings_balance': {
        body: { ...pledged, balance: '20000.00', regular: '30000.00', save_to_loan: '10000.00', pledged: '20000.00', pledges: [{ reason: 'guarantee', loan_id: 15, amount: '20000.00' }] },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
    expect(await within(dialog).findByText('₦20,000.00 is pledged as your guarantee of another member’s loan #15 and cannot be withdrawn until it is repaid.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Pledges are held by your regular savings (₦30,000.00) and save to loan together.');
    expect(dialog).toHaveTextContent('Available to withdraw₦10,000.00');
  });

  it('pays into the wallet with an Idempotency-Key, closes, and a reopened dialog reads the pledges again with nothing of the last call', async () => {
    const api = stlApi({ 'POST save_loan/add_withdrawal': payout('5000.00', '15000.00') });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = screen.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
    await within(dialog).findByText('Available to withdraw');
    await user.type(within(dialog).getByLabelText('Enter Amount'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await findAlert()).toEqual({ title: expect.any(String), message: '₦5,000.00 has been paid into your wallet. Your wallet balance is now ₦15,000.00.' });
    const [sent] = api.callsTo('POST', 'save_loan/add_withdrawal');
    expect(sent.body).toEqual({ amount: '5000.00' });
    expect(sent.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog', { name: 'Withdraw from Save To Loan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = screen.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
    expect(within(dialog).getByLabelText('Enter Amount')).toHaveValue('');
    expect(dialog).not.toHaveTextContent('has been paid into your wallet');
    await waitFor(() => expect(api.callsTo('GET', 'loan_owner_savings_balance')).toHaveLength(2));
  });

  it('says when what is available could not be read, with Retry', async () => {
    stlApi({ 'GET loan_owner_savings_balance': inTurn({ status: 500, body: { message: 'Server Error' } }, { body: pledged }) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from Save To Loan' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Available to withdraw')).toBeInTheDocument();
  });

  it('shows the history page by page from save_loan/transactions/{plan}', async () => {
    const api = stlApi();
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Save to loan transactions' });
    expect(await within(table).findByText('Fin91')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Fin92')).toBeInTheDocument();
    expect(api.callsTo('GET', 'save_loan/transactions/21').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('offers no Withdraw with nothing saved', async () => {
    stlApi({ 'GET save_to_loan_all_api': { body: [[], '0.00', '0.00', []] } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
