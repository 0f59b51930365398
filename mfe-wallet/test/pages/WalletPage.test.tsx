import { act, screen, waitFor, within } from '@testing-library/react';
import type { WalletEntry, Withdrawal } from '@coop/api/contract';
import WalletPage from '../../src/pages/WalletPage';
import { POLL_MS } from '../../src/features/withdrawal/useWithdrawalTracking';
import { findAlert, deferredReply, mockApi, networkDown, type Handler, memberUser, signIn } from '@coop/shared/testing';
import { checkoutFinished, startedCharge, verifiedCharge } from '../support/checkout';
import { bankAccount, page, visaCard, withdrawal } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

function entry(over: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 5, reference: 'FND-5', wallet_category: 7, category_label: 'Wallet Funding', wallet_type: 'credit', amount: '5000.00', payment_method: 'Paystack',
    description: 'Wallet funding by card', entry_date: '2026-11-02T10:00:00.000Z', status: 'posted', balance_after: '5000.00', ...over,
  };
}

function walletApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET show_wallet_balance': { body: { success: true, balance: '12500.50' } },
    'GET show_wallet': { body: page([entry(), entry({ id: 6, wallet_type: 'debit', category_label: 'Wallet Withdrawal', amount: '2500.00', payment_method: 'Bank', description: 'Withdrawal' })]) },
    'GET withdrawals': { body: page([]) },
    'GET withdrawal_lock': { body: { locked: false, message: null } },
    'GET bank_account/details': { body: { success: true, data: bankAccount } },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [visaCard] },
    'GET payments/fee-preview': (call) => ({ body: { success: true, amount: call.query.amount, fee: '75.00', total: '5075.00' } }),
    ...extra,
  });
}

const render = (options: { fakeTimers?: boolean } = {}) => renderPage(<WalletPage />, { path: '/wallet', ...options });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Wallet page', () => {
  it('shows the balance and the Wallet Table with the original’s columns and labels', async () => {
    const pending = deferredReply();
    walletApi({ 'GET show_wallet_balance': () => pending.promise });
    render();
    expect(screen.getByText('Loading wallet balance…')).toBeInTheDocument();
    pending.release({ body: { success: true, balance: '12500.50' } });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦12,500.50'));
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Wallet Table' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['I.D', 'TYPE', 'AMOUNT', 'PAYMENT METHOD', 'TRANSACTION', 'DATE']);
    const [, credit, debit] = within(table).getAllByRole('row');
    expect(within(credit).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Fin5', 'Wallet Funding', '₦5,000.00', 'Paystack', 'Credit', expect.stringContaining('2 Nov 2026')]);
    expect(within(debit).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['Fin6', 'Wallet Withdrawal', '₦2,500.00', 'Bank', 'Debit']);
  });

  it('shows the label the server sends for each row, not one of its own', async () => {
    walletApi({
      'GET show_wallet': { body: page([entry({ id: 8, reference: 'WD-8:void', category_label: 'Wallet Withdrawal reversed', payment_method: 'Bank' })]) },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Wallet Table' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 2)).toEqual(['Fin8', 'Wallet Withdrawal reversed']);
  });

  it('says "No Record Found" for an empty wallet and offers no Withdraw at a zero balance', async () => {
    walletApi({ 'GET show_wallet_balance': { body: { success: true, balance: '0.00' } }, 'GET show_wallet': { body: page([]) } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(await screen.findByText('You have not made any withdrawals yet')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦0.00');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('shows load errors with Retry', async () => {
    let fail = true;
    walletApi({
      'GET show_wallet_balance': () => (fail ? networkDown() : { body: { success: true, balance: '10.00' } }),
      'GET show_wallet': () => (fail ? { status: 500, statusText: 'Internal Server Error', body: {} } : { body: page([entry()]) }),
    });
    const { user } = render();
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) await user.click(button);
    expect(await screen.findByRole('table', { name: 'Wallet Table' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦10.00');
  });

  it('pages through the wallet history', async () => {
    const api = walletApi({ 'GET show_wallet': (call) => ({ body: page([entry({ id: Number(call.query.page) * 100 })], { current_page: Number(call.query.page), last_page: 2 }) }) });
    const { user } = render();
    expect(await screen.findByText('Fin100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Fin200')).toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('is for members only', async () => {
    const api = walletApi();
    signIn(memberUser, { member_status: false });
    render();
    expect(await screen.findByRole('heading', { name: 'Membership required' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet')).toHaveLength(0);
  });
});

describe('Fund Wallet', () => {
  async function startFunding(user: ReturnType<typeof render>['user'], amount = '5000') {
    await user.click(await screen.findByRole('button', { name: 'Add Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund Wallet' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), amount);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    return dialog;
  }

  async function payWithSavedCard(user: ReturnType<typeof render>['user'], dialog: HTMLElement) {
    await user.click(await within(dialog).findByRole('radio', { name: /Visa •••• 4081/ }));
    await within(dialog).findByText('Total charged');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
  }

  it('validates the amount exactly before any payment choice', async () => {
    walletApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund Wallet' });
    const amount = within(dialog).getByLabelText('Enter Amount');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('this field is required'));
    await user.type(amount, '100.555');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('at most 2 decimals'));
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('The amount must be more than ₦0.00'));
    expect(within(dialog).queryByText('Select payment method')).not.toBeInTheDocument();
  });

  it('offers saved and new cards only, and posts the right body with an Idempotency-Key', async () => {
    let balance = '12500.50';
    const api = walletApi({
      'GET show_wallet_balance': () => ({ body: { success: true, balance } }),
      'POST save_wallet/store': () => {
        balance = '17500.50';
        return { body: { success: true, message: 'Your wallet has been funded with ₦5,000.00.', amount: '5000.00', balance, card_id: 11, reference: 'CHG-1' } };
      },
    });
    const { user, navigate } = render();
    const dialog = await startFunding(user, '5,000');
    expect(await within(dialog).findByRole('radio', { name: /Use new card/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /^Wallet/ })).not.toBeInTheDocument();
    await payWithSavedCard(user, dialog);

    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your wallet has been funded with ₦5,000.00.' });
    const [call] = api.callsTo('POST', 'save_wallet/store');
    expect(call.body).toEqual({ amount: '5000.00', payment_method: 'Debit Card', card_id: 11 });
    expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(call.headers.Authorization).toBe('Bearer tok_member_1');
    expect(window.localStorage.getItem('card_id')).toBe('11');
    expect(navigate).toHaveBeenCalledWith('/wallet', undefined);
    expect(screen.queryByRole('dialog', { name: 'Fund Wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦17,500.50');
    // the balance and the history are read again
    await waitFor(() => expect(api.callsTo('GET', 'show_wallet')).toHaveLength(2));
  });

  it('funds with a new card: the verified charge’s reference is posted as paystack_id', async () => {
    const api = walletApi({
      'POST payments/charges': startedCharge('WAL-1', '5000.00'),
      'POST payments/charges/WAL-1/verify': verifiedCharge('WAL-1', 'wallet_funding', '5000.00', 15),
      'POST save_wallet/store': { body: { success: true, message: 'Your wallet has been funded with ₦5,000.00.', amount: '5000.00', balance: '17500.50', card_id: 15, reference: 'WAL-1' } },
    });
    const { user } = render();
    const dialog = await startFunding(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Use new card/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Would you like to save your card' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1));
    expect(api.callsTo('POST', 'payments/charges')[0].body).toMatchObject({ purpose: 'wallet_funding', amount: '5000.00', save_card: true });
    checkoutFinished('WAL-1');
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your wallet has been funded with ₦5,000.00.' });
    const [call] = api.callsTo('POST', 'save_wallet/store');
    expect(call.body).toEqual({ amount: '5000.00', payment_method: 'Paystack', paystack_id: 'WAL-1', save_card: true });
    expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(window.localStorage.getItem('card_id')).toBe('15');
  });

  it('reuses the Idempotency-Key when the member tries again after a network error', async () => {
    let attempt = 0;
    const api = walletApi({
      'POST save_wallet/store': () => (++attempt === 1 ? networkDown() : { body: { success: true, message: 'Funded', amount: '5000.00', balance: '17500.50', card_id: 11, reference: 'CHG-1' } }),
    });
    const { user } = render();
    const dialog = await startFunding(user);
    await payWithSavedCard(user, dialog);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Internet Error, Please check your internet and try again' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Funded' });
    const [first, second] = api.callsTo('POST', 'save_wallet/store');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(second.body).toEqual(first.body);
  });

  it('keeps the Idempotency-Key of a funding whose answer was lost, even when the dialog is closed and opened again', async () => {
    let attempt = 0;
    const api = walletApi({
      'POST save_wallet/store': () => (++attempt === 1 ? networkDown() : { body: { success: true, message: 'Funded', amount: '5000.00', balance: '17500.50', card_id: 11, reference: 'CHG-1' } }),
    });
    const { user } = render();
    let dialog = await startFunding(user);
    await payWithSavedCard(user, dialog);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Internet Error, Please check your internet and try again' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await startFunding(user);
    // the lost answer's message does not follow into the new dialog
    expect(within(dialog).queryByText('Internet Error, Please check your internet and try again')).not.toBeInTheDocument();
    await payWithSavedCard(user, dialog);
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Funded' });
    const [first, second] = api.callsTo('POST', 'save_wallet/store');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('uses a new Idempotency-Key for a new funding after a refusal', async () => {
    const api = walletApi({ 'POST save_wallet/store': { status: 422, body: { success: false, message: 'Your card was declined' } } });
    const { user } = render();
    const dialog = await startFunding(user);
    await payWithSavedCard(user, dialog);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Your card was declined' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(api.callsTo('POST', 'save_wallet/store')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', 'save_wallet/store');
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });
});

describe('Withdraw To Bank', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a member without bank details or a complete profile to /settings with the exact notice', async () => {
    const api = walletApi();
    signIn(memberUser, { bank: false });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Please Update your profile and bank account to continue' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    expect(screen.queryByRole('dialog', { name: 'Withdraw To Bank' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'bank_account/details')).toHaveLength(0);
  });

  it('also goes to /settings when the API answers 422 with that notice', async () => {
    walletApi({ 'POST verifyPasswordBeforeWithdrawal': { status: 422, body: { success: false, message: 'Please Update your profile and bank account to continue' } } });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw To Bank' });
    await within(dialog).findByText('AMAKA OBI');
    await user.type(within(dialog).getByLabelText('Enter Amount'), '2500');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#2024');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Please Update your profile and bank account to continue' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('goes to /settings when the payout itself is refused with that notice', async () => {
    walletApi({
      'POST verifyPasswordBeforeWithdrawal': { body: { success: true, message: 'PIN sent', expires_at: '2026-11-20T09:10:00.000Z', amount: '100.00' } },
      'POST paystackWithdrawalToBank': { status: 422, body: { success: false, message: 'Please Update your profile and bank account to continue' } },
    });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('AMAKA OBI');
    await user.type(screen.getByLabelText('Enter Amount'), '100');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw To Bank' })).getByRole('button', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Please Update your profile and bank account to continue' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('tells a member without a bank account to add one in settings', async () => {
    walletApi({ 'GET bank_account/details': { body: { success: true, data: null } } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw To Bank' });
    expect(await within(dialog).findByText(/Please Go to settings to add Bank details/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/settings');
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('verifies the password, confirms with the PIN, then follows the timeline until it is confirmed', async () => {
    jest.useFakeTimers();
    const states: Withdrawal[] = [
      withdrawal({ status: 'sent', timeline: [{ state: 'reserved', at: '2026-11-20T09:00:00.000Z' }, { state: 'sent', at: '2026-11-20T09:00:05.000Z' }] }),
      withdrawal({
        status: 'confirmed',
        timeline: [
          { state: 'reserved', at: '2026-11-20T09:00:00.000Z' },
          { state: 'sent', at: '2026-11-20T09:00:05.000Z' },
          { state: 'confirmed', at: '2026-11-20T09:01:00.000Z' },
        ],
      }),
    ];
    let polled = 0;
    const api = walletApi({
      'POST verifyPasswordBeforeWithdrawal': { body: { success: true, message: 'We have sent a withdrawal PIN to amaka@example.com.', expires_at: '2026-11-20T09:10:00.000Z', amount: '2500.00' } },
      'POST paystackWithdrawalToBank': { body: { success: true, message: 'Your withdrawal of ₦2,500.00 to Access Bank (******0031) is on its way.', withdrawal: withdrawal(), balance: '10000.50' } },
      'GET show_withdrawal/31': () => ({ body: states[Math.min(polled++, states.length - 1)] }),
    });
    const { user } = render({ fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = screen.getByRole('dialog', { name: 'Withdraw To Bank' });
    expect(await within(dialog).findByText('Access Bank')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Enter Amount'), '2,500');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#2024');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findAlert()).toEqual({ title: 'Continue', message: 'We have sent a withdrawal PIN to amaka@example.com.' });
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')[0].body).toEqual({ password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '' });
    dialog = await screen.findByRole('dialog', { name: 'Confirm Withdrawal' });
    const pin = within(dialog).getByLabelText('Withdrawal Pin');
    expect(pin).toHaveAttribute('type', 'password');

    await user.type(pin, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('The withdrawal PIN is the 6 digits we e-mailed you'));
    await user.type(pin, '56');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Withdrawal' }));

    dialog = await screen.findByRole('dialog', { name: 'Withdrawal Status' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your withdrawal of ₦2,500.00 to Access Bank (******0031) is on its way.');
    const [withdraw] = api.callsTo('POST', 'paystackWithdrawalToBank');
    expect(withdraw.body).toEqual({ password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '123456' });
    expect(withdraw.headers['Idempotency-Key']).toEqual(expect.any(String));
    const timeline = within(dialog).getByRole('region', { name: 'Withdrawal timeline' });
    expect(timeline).toHaveTextContent('WD-000007-31');
    const steps = () => within(timeline).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps()[0]).toContain('Reserved');
    expect(steps()[1]).toMatch(/Sent.*Waiting/);
    expect(api.callsTo('GET', 'show_withdrawal/31')).toHaveLength(0);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')[1]).not.toHaveTextContent('Waiting'));
    expect(within(timeline).getAllByRole('listitem')[2]).toHaveTextContent(/Confirmed.*Waiting/);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')[2]).toHaveTextContent(/Confirmed.*Paid into your bank account/));
    expect(within(timeline).getAllByRole('listitem')[2]).not.toHaveTextContent('Waiting');

    // settled: no more polling, and the balance is read again
    const polls = api.callsTo('GET', 'show_withdrawal/31').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS * 5);
    });
    expect(api.callsTo('GET', 'show_withdrawal/31')).toHaveLength(polls);
    expect(api.callsTo('GET', 'show_wallet_balance').length).toBeGreaterThanOrEqual(2);
  });

  it('stops polling when the dialog closes', async () => {
    jest.useFakeTimers();
    const api = walletApi({
      'POST verifyPasswordBeforeWithdrawal': { body: { success: true, message: 'PIN sent', expires_at: '2026-11-20T09:10:00.000Z', amount: '100.00' } },
      'POST paystackWithdrawalToBank': { body: { success: true, message: 'On its way', withdrawal: withdrawal(), balance: '1.00' } },
      'GET show_withdrawal/31': { body: withdrawal({ status: 'sent' }) },
    });
    const { user } = render({ fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('AMAKA OBI');
    await user.type(screen.getByLabelText('Enter Amount'), '100');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw To Bank' })).getByRole('button', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    await screen.findByRole('dialog', { name: 'Withdrawal Status' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
    await waitFor(() => expect(api.callsTo('GET', 'show_withdrawal/31').length).toBeGreaterThanOrEqual(1));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const polls = api.callsTo('GET', 'show_withdrawal/31').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS * 5);
    });
    expect(api.callsTo('GET', 'show_withdrawal/31')).toHaveLength(polls);
  });

  it('reuses the Idempotency-Key when the PIN step is tried again after a network error', async () => {
    let attempt = 0;
    const api = walletApi({
      'POST verifyPasswordBeforeWithdrawal': { body: { success: true, message: 'PIN sent', expires_at: '2026-11-20T09:10:00.000Z', amount: '100.00' } },
      'POST paystackWithdrawalToBank': () => (++attempt === 1 ? networkDown() : { body: { success: true, message: 'On its way', withdrawal: withdrawal({ status: 'confirmed' }), balance: '1.00' } }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('AMAKA OBI');
    await user.type(screen.getByLabelText('Enter Amount'), '100');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw To Bank' })).getByRole('button', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Internet Error, Please check your internet and try again' });
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm Withdrawal' })).getByRole('button', { name: 'Confirm Withdrawal' }));
    await screen.findByRole('dialog', { name: 'Withdrawal Status' });
    const [first, second] = api.callsTo('POST', 'paystackWithdrawalToBank');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});

describe('Withdrawal PIN guard refusals', () => {
  const LOCKED = 'Withdrawals are locked after too many wrong PINs. Reset your password from the sign-in page to unlock them, or contact the society.';
  const PIN_SENT = { body: { success: true, message: 'PIN sent', expires_at: '2026-11-20T09:10:00.000Z', amount: '100.00' } };

  async function startWithdrawal(user: ReturnType<typeof render>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await screen.findByText('AMAKA OBI');
    await user.type(screen.getByLabelText('Enter Amount'), '100');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw To Bank' })).getByRole('button', { name: 'Withdraw' }));
  }

  it('says before the member starts that withdrawals are locked and how to unlock them', async () => {
    walletApi({ 'GET withdrawal_lock': { body: { locked: true, message: LOCKED } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
  });

  it('shows nothing about a lock when withdrawals are not locked', async () => {
    const api = walletApi();
    render();
    await screen.findByRole('group', { name: 'Wallet Balance' });
    await waitFor(() => expect(api.callsTo('GET', 'withdrawal_lock')).toHaveLength(1));
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });

  it('shows the lock when the last wrong PIN locks withdrawals, and the page keeps saying so after the dialog closes', async () => {
    let locked = false;
    walletApi({
      'GET withdrawal_lock': () => ({ body: { locked, message: locked ? LOCKED : null } }),
      'POST verifyPasswordBeforeWithdrawal': PIN_SENT,
      'POST paystackWithdrawalToBank': () => {
        locked = true;
        return { status: 423, body: { success: false, message: LOCKED } };
      },
    });
    const { user } = render();
    await startWithdrawal(user);
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: LOCKED });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm Withdrawal' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
  });

  it.each([
    ['the 6th PIN request in an hour', 'POST verifyPasswordBeforeWithdrawal', 429, 'You have asked for 5 withdrawal PINs in the last hour. Please wait 42 minutes before asking for another'],
    ['a locked member asking for a PIN', 'POST verifyPasswordBeforeWithdrawal', 423, LOCKED],
  ])('shows the API’s words for %s', async (_case, route, status, message) => {
    walletApi({ [route]: { status, body: { success: false, message } } });
    const { user } = render();
    await startWithdrawal(user);
    expect(await findAlert()).toEqual({ title: 'Error', message });
    expect(screen.getByRole('dialog', { name: 'Withdraw To Bank' })).toBeInTheDocument();
  });

  it('shows the API’s words when the bank account changed after the PIN was mailed', async () => {
    const message = 'This withdrawal PIN was issued for a different bank account: your bank account has changed since. Please start the withdrawal again';
    walletApi({ 'POST verifyPasswordBeforeWithdrawal': PIN_SENT, 'POST paystackWithdrawalToBank': { status: 400, body: { success: false, message } } });
    const { user } = render();
    await startWithdrawal(user);
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await findAlert()).toEqual({ title: 'Error', message });
  });
});

describe('Withdrawals section', () => {
  it('lists withdrawals with status badges and opens one to see its timeline', async () => {
    const reversed = withdrawal({
      id: 32, reference: 'WD-000007-32', status: 'reversed', failure_reason: 'Account closed',
      timeline: [{ state: 'reserved', at: '2026-11-19T09:00:00.000Z' }, { state: 'reversed', at: '2026-11-19T09:05:00.000Z', note: 'The bank refused the transfer' }],
    });
    const api = walletApi({
      'GET withdrawals': { body: page([withdrawal({ status: 'confirmed' }), reversed]) },
      'GET show_withdrawal/32': { body: reversed },
    });
    const { user } = render();
    const section = await screen.findByRole('region', { name: 'Withdrawals' });
    const rows = await within(section).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Confirmed');
    expect(rows[2]).toHaveTextContent('Reversed');
    await user.click(within(section).getByRole('button', { name: 'View withdrawal WD-000007-32' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal WD-000007-32' });
    expect(dialog).toHaveTextContent('Account closed');
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([expect.stringContaining('Reserved'), expect.stringContaining('The bank refused the transfer')]);
    expect(api.callsTo('GET', 'show_withdrawal/32')).toHaveLength(1);
    // a settled withdrawal: the balance, the wallet table and the list are read again
    await waitFor(() => expect(api.callsTo('GET', 'withdrawals')).toHaveLength(2));
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(2);
    expect(api.callsTo('GET', 'show_wallet')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Withdrawal WD-000007-32' })).not.toBeInTheDocument();
  });
});
