import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { alertReducer, selectAlert } from '@coop/shared/core';
import { logout } from '@coop/shared/core';
import { authReducer } from '@coop/shared/core';
import { setRuntimeConfig } from '@coop/shared/core';
import { registerNavigator } from '@coop/shared/core';
import { createInjectableStore } from '@coop/shared/core';
import { saveSession, type SessionUser } from '@coop/shared/core';
import { inTurn, mockApi, networkDown, type Handler } from '@coop/shared/testing';
import { MembershipGate, MEMBERSHIP_SIGNOUT_DELAY_MS } from './MembershipGate';

const USER: SessionUser = {
  token: 'tok-123', email: 'ada@example.com', name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi',
  profile_pic: null, member_status: false, role: 'MEMBER', bank: true, profile: true,
};
const PAID = { body: { success: true, message: 'Registration fee paid. Welcome to Unity Co-operative Society', member_status: true, amount: '5000.00', reference: 'REG-1' } };

function setup(routes: Record<string, Handler> = {}, member = false) {
  saveSession({ ...USER, member_status: member });
  const actions: UnknownAction[] = [];
  const recorder: Reducer = (state = null, action) => {
    actions.push(action as UnknownAction);
    return state;
  };
  const store = createInjectableStore({ auth: authReducer, alert: alertReducer, recorder });
  const api = mockApi({
    'GET get_registration_fee': { body: { success: true, fee: '5000.00', member_status: false } },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [] },
    'GET show_wallet_balance': { body: { success: true, balance: '8000.00' } },
    'GET payments/fee-preview': { body: { success: true, amount: '5000.00', fee: '175.00', total: '5175.00' } },
    'POST registration_fee_payment': PAID,
    ...routes,
  });
  render(
    <Provider store={store}>
      <MembershipGate>
        <h1>Wallet page</h1>
      </MembershipGate>
    </Provider>,
  );
  const logouts = () => actions.filter((a) => a.type === logout.type);
  return { store, api, actions, logouts };
}

async function payFromWallet(user: Pick<typeof userEvent, 'click'> = userEvent) {
  await user.click(screen.getByRole('button', { name: 'Become a Member' }));
  expect(await screen.findByText('The registration fee is: ₦5,000.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const wallet = await screen.findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await user.click(screen.getByRole('button', { name: 'Make Payment' }));
}

let navigateTo: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api/', societyName: 'Unity Co-operative Society' });
  navigateTo = jest.fn();
  registerNavigator(navigateTo);
});

afterEach(() => jest.useRealTimers());

describe('MembershipGate', () => {
  it('shows the page to a member', () => {
    const { api } = setup({}, true);
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('hides the page from a non-member and opens the welcome modal with its three ways forward', async () => {
    setup();
    expect(screen.queryByRole('heading', { name: 'Wallet page' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome To Unity Co-operative Society' });
    expect(within(dialog).getByText(/^.*INTEREST FREE LOAN.*Click on the Member button to continue$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Become a Member' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Business Finance' })).toHaveAttribute('href', '/business-fianance');
    expect(within(dialog).getByRole('link', { name: 'Product Finance' })).toHaveAttribute('href', '/product_financing');

    await userEvent.click(within(dialog).getByRole('link', { name: 'Business Finance' }));
    expect(navigateTo).toHaveBeenCalledWith('/business-fianance', undefined);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Product Finance' }));
    expect(navigateTo).toHaveBeenCalledWith('/product_financing', undefined);
  });

  it('keeps an accessible notice behind the modal that reopens it', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Membership required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View membership options' }));
    expect(screen.getByRole('dialog', { name: 'Welcome To Unity Co-operative Society' })).toBeInTheDocument();
  });

  it('pays the registration fee from the wallet with the Bearer header (no ?token=) and an Idempotency-Key, then signs the member out', async () => {
    const { api, logouts } = setup();
    await payFromWallet();

    expect(await screen.findByText('Registration fee paid. Welcome to Unity Co-operative Society')).toBeInTheDocument();
    const [post] = api.callsTo('POST', 'registration_fee_payment');
    expect(post.query.token).toBeUndefined();
    expect(post.headers.Authorization).toBe('Bearer tok-123');
    expect(post.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(post.body).toEqual({ payment_method: 'Wallet' });
    expect(screen.getByRole('dialog', { name: 'Registration fee paid' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(logouts()).toEqual([logout({ reason: 'membership' })]);
  });

  it('signs the member out by itself shortly after the payment, once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { logouts } = setup();
    await payFromWallet(user);
    await screen.findByText('Registration fee paid. Welcome to Unity Co-operative Society');
    expect(logouts()).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(MEMBERSHIP_SIGNOUT_DELAY_MS));
    expect(logouts()).toEqual([logout({ reason: 'membership' })]);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(logouts()).toHaveLength(1);
  });

  it('shows the error of an explicit success:false and stays on the payment step', async () => {
    const { store, logouts } = setup({ 'POST registration_fee_payment': { body: { success: false, message: 'Insufficient wallet balance' } } });
    await payFromWallet();
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ open: true, kind: 'error', message: 'Insufficient wallet balance' }));
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
    expect(logouts()).toHaveLength(0);
  });

  it('retries an attempt with the same Idempotency-Key after no answer, and uses a new key after a refusal', async () => {
    const { api, store } = setup({
      'POST registration_fee_payment': inTurn(
        networkDown(),
        { status: 409, body: { success: false, message: 'This request is already being processed' } },
        { status: 422, body: { success: false, message: 'Insufficient wallet balance' } },
        PAID,
      ),
    });
    await payFromWallet();
    await waitFor(() => expect(selectAlert(store.getState()).message).toBe('Internet Error, Please check your internet and try again'));
    const pay = () => userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled());
    await pay();
    await waitFor(() => expect(selectAlert(store.getState()).message).toBe('This request is already being processed'));
    await pay();
    await waitFor(() => expect(selectAlert(store.getState()).message).toBe('Insufficient wallet balance'));
    await pay();
    await screen.findByText('Registration fee paid. Welcome to Unity Co-operative Society');

    const keys = api.callsTo('POST', 'registration_fee_payment').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('pays with a saved card by its id', async () => {
    const { api } = setup({
      'GET getCards': { body: [{ id: 4, bank: 'Access Bank', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030' }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Become a Member' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Visa •••• 4081' }));
    expect(await screen.findByRole('region', { name: 'Card payment summary' })).toHaveTextContent('₦5,175.00');
    await userEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
    await screen.findByText('Registration fee paid. Welcome to Unity Co-operative Society');
    expect(api.callsTo('POST', 'registration_fee_payment')[0].body).toEqual({ payment_method: 'Debit Card', card_id: 4 });
  });

  it('shows a loading state, then an error with Retry, for the fee', async () => {
    const { api } = setup({ 'GET get_registration_fee': { status: 503, body: { success: false, message: 'Service unavailable' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Become a Member' }));
    expect(screen.getByRole('dialog', { name: 'Registration Fee' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    api.on('GET get_registration_fee', { body: { success: true, fee: '5000.00', member_status: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The registration fee is: ₦5,000.00')).toBeInTheDocument();
  });

  it('signs out a member whose session predates their payment', async () => {
    const { logouts } = setup({ 'GET get_registration_fee': { body: { success: true, fee: '5000.00', member_status: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Become a Member' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(logouts()).toEqual([logout({ reason: 'membership' })]);
  });
});
