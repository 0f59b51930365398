import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import SavingsPage from '../../src/pages/SavingsPage';
import { BELOW_MINIMUM, MINIMUM_MET, fundReply, savingsApi } from '../support/homeFixtures';
import { renderPage } from '../support/renderPage';

const render = () => renderPage(<SavingsPage />, { path: '/savings' });
type User = ReturnType<typeof render>['user'];

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

async function openQuickSave(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Quick Save' }));
  return screen.findByRole('dialog', { name: 'Fund Your Account' });
}

async function fillDetails(user: User, dialog: HTMLElement, amount: string, pkg: string) {
  await user.type(within(dialog).getByLabelText('Enter Amount'), amount);
  await user.selectOptions(within(dialog).getByLabelText('Select Package'), pkg);
}

async function payFromWallet(user: User, dialog: HTMLElement) {
  const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fund Account' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Fund Account' }));
}

describe('the shareholding minimum gate', () => {
  it('opens "Shareholding Funding" instead of Quick Save below the minimum; paying the shortfall into shares opens Quick Save', async () => {
    let holding = BELOW_MINIMUM;
    const api = savingsApi({
      'GET share_holding': () => ({ body: holding }),
      'POST addShareHoldingsFunds': () => {
        holding = MINIMUM_MET;
        return fundReply('3000.00', '5000.00');
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Quick Save' }));

    const gate = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
    expect(within(gate).getByText('A minimum of ₦5,000.00 is required in your Shareholding before you can Fund other Accounts')).toBeInTheDocument();
    expect(within(gate).getByText('Minimum Shareholding:').nextSibling).toHaveTextContent('₦5,000.00');
    expect(screen.queryByRole('dialog', { name: 'Fund Your Account' })).not.toBeInTheDocument();

    await payFromWalletButton(user, gate, 'Fund Shareholding');
    // the action opening is the answer: a success alert would reload the page (spec §4) and lose it
    expect(await screen.findByRole('dialog', { name: 'Fund Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [call] = api.callsTo('POST', 'addShareHoldingsFunds');
    expect(call.body).toEqual({ amount: '3000.00', date_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), payment_method: 'Wallet' });
    expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(call.query.token).toBeUndefined(); // a write never carries the session in its address

    expect(await screen.findByRole('dialog', { name: 'Fund Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Shareholding Funding' })).not.toBeInTheDocument();
    // one request answers every gate mounted together, and one more after the payment
    expect(api.callsTo('GET', 'share_holding')).toHaveLength(2);
  });

  it('lets a member at the minimum straight into Quick Save', async () => {
    savingsApi();
    const { user } = render();
    expect(await openQuickSave(user)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Shareholding Funding' })).not.toBeInTheDocument();
  });
});

async function payFromWalletButton(user: User, dialog: HTMLElement, label: string) {
  const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: label })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: label }));
}

describe('Quick Save', () => {
  it.each([
    ['Regular Savings', 'savingsFunds', '/savings-tab/regular'],
    ['Save To Loan', 'save_loan/add_funds', '/savings-tab/savetoloan'],
  ])('funds %s from the wallet: %s with an Idempotency-Key, then %s', async (pkg, path, returnTo) => {
    const api = savingsApi({ [`POST ${path}`]: fundReply('2500.00', '5500.00') });
    const { user, navigate } = render();
    const dialog = await openQuickSave(user);
    await fillDetails(user, dialog, '2,500', pkg);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await payFromWallet(user, dialog);

    expect(await findAlert()).toEqual({ title: 'Success', message: '2500.00 has been saved.' });
    const [call] = api.callsTo('POST', path);
    expect(call.body).toEqual({ amount: '2500.00', date_time: expect.any(String), payment_method: 'Wallet' });
    expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(navigate).toHaveBeenCalledWith(returnTo, undefined);
    expect(screen.queryByRole('dialog', { name: 'Fund Your Account' })).not.toBeInTheDocument();
  });

  it('funds a chosen target: the remaining amount shown, targets/add_funds/{id} with its id and name, then the target tab', async () => {
    const api = savingsApi({ 'POST targets/add_funds/42': fundReply('1000.00', '1000.00') });
    const { user, navigate } = render();
    const dialog = await openQuickSave(user);
    await fillDetails(user, dialog, '1000', 'Target Savings');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Select a target plan')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Select Target Plan'), 'Rent');
    expect(within(dialog).getByLabelText('Select Target Plan')).toHaveAccessibleDescription(expect.stringContaining('Remaining amount to complete plan is ₦100,000.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await payFromWallet(user, dialog);

    await findAlert();
    const [call] = api.callsTo('POST', 'targets/add_funds/42');
    expect(call.body).toEqual({ amount: '1000.00', date_time: expect.any(String), payment_method: 'Wallet', id: 42, target_name: 'Rent' });
    expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(navigate).toHaveBeenCalledWith('/savings-tab/target', undefined);
  });

  it('funds the wallet by card only (save_wallet/store), then /wallet', async () => {
    const api = savingsApi({ 'POST save_wallet/store': { body: { success: true, message: 'Your wallet has been funded with ₦5,000.00.', amount: '5000.00', balance: '15000.00', card_id: 11, reference: 'W-1' } } });
    const { user, navigate } = render();
    const dialog = await openQuickSave(user);
    await fillDetails(user, dialog, '5000', 'Wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Visa •••• 4081/ }));
    expect(within(dialog).queryByRole('radio', { name: 'Wallet' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fund Account' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Fund Account' }));

    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your wallet has been funded with ₦5,000.00.' });
    const [call] = api.callsTo('POST', 'save_wallet/store');
    expect(call.body).toEqual({ amount: '5000.00', date_time: expect.any(String), payment_method: 'Debit Card', card_id: 11 });
    expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(window.localStorage.getItem('card_id')).toBe('11');
    expect(navigate).toHaveBeenCalledWith('/wallet', undefined);
  });

  it('asks for a package, and reuses the Idempotency-Key when the same payment is tried again after a network error', async () => {
    let fail = true;
    const api = savingsApi({ 'POST savingsFunds': () => (fail ? new TypeError('Failed to fetch') : fundReply('2500.00', '5500.00')) });
    const { user } = render();
    const dialog = await openQuickSave(user);
    await user.type(within(dialog).getByLabelText('Enter Amount'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Select Package')).toHaveAccessibleDescription(expect.stringContaining('Select a package'));
    await user.selectOptions(within(dialog).getByLabelText('Select Package'), 'Regular Savings');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await payFromWallet(user, dialog);
    await findAlert();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    fail = false;
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', 'savingsFunds')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', 'savingsFunds');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});
