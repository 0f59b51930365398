import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared/core';
import { PayWith } from './PayWith';
import type { PayWithProps } from './types';
import { deferredReply, inTurn, mockApi, networkDown, type FakeReply, type FetchCall, type Handler } from '@coop/shared/testing';

const CARDS = [
  { id: 7, bank: 'Access Bank', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030' },
  { id: 9, bank: 'GTBank', bin: '539983', last4: '1234', brand: 'mastercard', exp_month: '3', exp_year: '2027' },
];
const SANDBOX_URL = 'http://localhost/api/sandbox/checkout/WAL-REF-1';
const PAYSTACK_URL = 'https://checkout.paystack.com/abc123';

function feeFor(call: FetchCall): FakeReply {
  const amount = call.query.amount ?? null;
  const table: Record<string, [string, string]> = { '2500.00': ['137.50', '2637.50'], '1000.00': ['15.00', '1015.00'] };
  const [fee, total] = table[amount ?? ''] ?? ['0.00', amount ?? '0.00'];
  return { body: { success: true, amount, fee, total } };
}

function charge(reference: string, url = SANDBOX_URL): FakeReply {
  return { body: { success: true, reference, authorization_url: url, amount: '2500.00', fee: '137.50', total: '2637.50' } };
}

function verified(reference: string, status: 'pending' | 'success' | 'failed' | 'abandoned', extra: Record<string, unknown> = {}): FakeReply {
  const messages = { pending: 'The payment is not complete yet', success: 'Payment successful', failed: 'Payment failed: Declined', abandoned: 'The payment was not completed' };
  return {
    body: { success: true, message: messages[status], reference, status, purpose: 'wallet_funding', amount: '2500.00', fee: '137.50', total: '2637.50', card_id: null, ...extra },
  };
}

function setup(routes: Record<string, Handler> = {}) {
  return mockApi({
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: CARDS },
    'GET show_wallet_balance': { body: { success: true, balance: '10000.00' } },
    'GET payments/fee-preview': feeFor,
    ...routes,
  });
}

function renderPayWith(props: Partial<PayWithProps> = {}) {
  const onPaid = jest.fn();
  const utils = render(<PayWith amount="2500.00" purpose="wallet_funding" submitLabel="Add Fund" onPaid={onPaid} {...props} />);
  return { onPaid, ...utils };
}

function postMessage(data: unknown, origin = 'http://localhost') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** let time pass inside act: the popup watcher and the fee debounce run on timers */
const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

const summaryRow = (label: string) => within(screen.getByRole('region', { name: 'Card payment summary' })).getByText(label).parentElement;

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api/' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('PayWith: choosing a method', () => {
  it('offers wallet, each saved card and a new card, with the wallet balance', async () => {
    setup();
    renderPayWith();
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4081' })).toHaveAccessibleDescription('Access Bank · Expires 12/30');
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 1234' })).toHaveAccessibleDescription('GTBank · Expires 03/27');
    expect(screen.getByRole('radio', { name: 'Use new card' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Wallet' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Wallet' })).toHaveAccessibleDescription('Balance ₦10,000.00');
    expect(screen.getByRole('group', { name: 'Select payment method' })).toBeInTheDocument();
  });

  it('shows only the methods the caller asks for, and does not load the wallet when it is not offered', async () => {
    const api = setup();
    renderPayWith({ sources: ['saved_card', 'new_card'] });
    await screen.findByRole('radio', { name: 'Visa •••• 4081' });
    expect(screen.queryByRole('radio', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(0);
  });

  it('shows only the methods the API offers', async () => {
    const api = setup({ 'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }] } } });
    renderPayWith();
    await screen.findByRole('radio', { name: 'Wallet' });
    expect(screen.queryByRole('radio', { name: 'Use new card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Visa/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'getCards')).toHaveLength(0);
  });

  it('disables the wallet with an explanation when its balance is short', async () => {
    setup({ 'GET show_wallet_balance': { body: { success: true, balance: '2499.99' } } });
    renderPayWith();
    const wallet = await screen.findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Balance ₦2,499.99: not enough for ₦2,500.00. Fund your wallet or pay by card.'));
    expect(wallet).toBeDisabled();
  });

  it('pays from the wallet when the balance covers the amount exactly, without a card fee', async () => {
    const api = setup({ 'GET show_wallet_balance': { body: { success: true, balance: '2500.00' } } });
    const { onPaid } = renderPayWith();
    const wallet = await screen.findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    await userEvent.click(wallet);
    expect(screen.queryByRole('region', { name: 'Card payment summary' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Wallet' });
    expect(api.callsTo('GET', 'payments/fee-preview')).toHaveLength(0);
  });

  it('says so when there are no saved cards, and picks the only option left', async () => {
    setup({ 'GET getCards': { body: [] } });
    renderPayWith({ sources: ['saved_card', 'new_card'] });
    expect(await screen.findByText('You have no saved cards yet. Pay with a new card and save it to use it next time.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Use new card' })).toBeChecked();
  });

  it('shows an error with Retry when the payment options cannot load', async () => {
    const api = setup({ 'GET payment_methods': networkDown() });
    renderPayWith();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internet Error, Please check your internet and try again');
    api.on('GET payment_methods', { body: { success: true, data: [{ name: 'Paystack' }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Use new card' })).toBeInTheDocument();
  });

  it('lets the member retry loading saved cards', async () => {
    const api = setup({ 'GET getCards': { status: 500, body: { success: false, message: 'Server busy' } } });
    renderPayWith({ sources: ['saved_card', 'new_card'] });
    expect(await screen.findByText('Could not load your saved cards: Server busy')).toBeInTheDocument();
    api.on('GET getCards', { body: CARDS });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4081' })).toBeInTheDocument();
  });
});

describe('PayWith: card fee preview and saved cards', () => {
  it('shows the amount, the card processing fee and the total before paying, and only then enables paying', async () => {
    const fee = deferredReply();
    const api = setup({ 'GET payments/fee-preview': () => fee.promise });
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Visa •••• 4081' }));
    expect(screen.getByRole('region', { name: 'Card payment summary' })).toHaveTextContent('Working out the card fee…');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    await act(async () => fee.release({ body: { success: true, amount: '2500.00', fee: '137.50', total: '2637.50' } }));
    expect(summaryRow('Amount')).toHaveTextContent('₦2,500.00');
    expect(summaryRow('Card processing fee')).toHaveTextContent('₦137.50');
    expect(summaryRow('Total charged')).toHaveTextContent('₦2,637.50');
    expect(api.callsTo('GET', 'payments/fee-preview')[0].query.amount).toBe('2500.00');
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
  });

  it('shows a fee error with Retry and does not let the member pay blind', async () => {
    const api = setup({ 'GET payments/fee-preview': { status: 422, body: { success: false, message: 'The amount is not valid' } } });
    renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    expect(await screen.findByText('Could not work out the card fee: The amount is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    api.on('GET payments/fee-preview', feeFor);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(summaryRow('Total charged')).toHaveTextContent('₦2,637.50'));
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
  });

  it('hands over a saved card by its id', async () => {
    const api = setup();
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Mastercard •••• 1234' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Debit Card', card_id: 9 });
    expect(api.callsTo('POST', 'payments/charges')).toHaveLength(0);
  });

  it('disables every control while the caller is busy', async () => {
    setup();
    const { rerender, onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Visa •••• 4081' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    rerender(<PayWith amount="2500.00" purpose="wallet_funding" submitLabel="Add Fund" onPaid={onPaid} onCancel={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Visa •••• 4081' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Use new card' })).toBeDisabled();
  });

  it('asks for a valid amount before anything can be paid', async () => {
    setup();
    renderPayWith({ amount: '' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    expect(screen.getByText('Enter a valid amount to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
  });
});

describe('PayWith: a new card in the framed sandbox checkout', () => {
  async function startNewCard(saveCard: boolean) {
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    if (saveCard) await userEvent.click(screen.getByRole('checkbox', { name: 'Would you like to save your card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    return screen.findByRole('dialog', { name: 'Card payment' });
  }

  it('starts the charge, frames the checkout, ignores messages for another charge or origin, and pays only after the API says success', async () => {
    const api = setup({
      'POST payments/charges': charge('WAL-REF-1'),
      'POST payments/charges/WAL-REF-1/verify': inTurn(verified('WAL-REF-1', 'pending'), verified('WAL-REF-1', 'success', { card_id: 12 })),
    });
    const { onPaid } = renderPayWith();
    const dialog = await startNewCard(true);

    expect(api.callsTo('POST', 'payments/charges')[0].body).toEqual({ purpose: 'wallet_funding', amount: '2500.00', save_card: true, callback_path: '/' });
    expect(within(dialog).getByTitle('Secure card payment')).toHaveAttribute('src', SANDBOX_URL);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();

    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-OTHER', status: 'success' });
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' }, 'https://evil.example');
    postMessage({ type: 'something-else', reference: 'WAL-REF-1', status: 'success' });
    await pause(50);
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-1/verify')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Card payment' })).toBeInTheDocument();

    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Card payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges/WAL-REF-1/verify')).toHaveLength(1));
    expect(onPaid).not.toHaveBeenCalled(); // the first answer was still pending

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-1', save_card: true });
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-1/verify')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Card payment of ₦2,637.50 confirmed.');

    // pressing again hands over the same verified charge: never a second charge
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(onPaid).toHaveBeenCalledTimes(2);
    expect(onPaid).toHaveBeenLastCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-1', save_card: true });
    expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1);
  });

  it('never pays on the checkout message alone: a declined card shows the reason and can be tried again', async () => {
    const api = setup({
      'POST payments/charges': inTurn(charge('WAL-REF-1'), charge('WAL-REF-2', 'http://localhost/api/sandbox/checkout/WAL-REF-2')),
      'POST payments/charges/WAL-REF-1/verify': verified('WAL-REF-1', 'failed'),
      'POST payments/charges/WAL-REF-2/verify': verified('WAL-REF-2', 'success'),
    });
    const { onPaid } = renderPayWith();
    await startNewCard(false);
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' }); // the page claims success; the API says failed
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Declined. You can try again with the same card or another one.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(api.callsTo('POST', 'payments/charges')[0].body).toMatchObject({ save_card: false });

    const again = screen.getByRole('button', { name: 'Add Fund' });
    expect(again).toBeEnabled();
    await userEvent.click(again);
    await screen.findByRole('dialog', { name: 'Card payment' });
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-2', status: 'success' });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-2', save_card: false }));
  });

  it('tells the member when they abandoned the payment', async () => {
    setup({ 'POST payments/charges': charge('WAL-REF-1'), 'POST payments/charges/WAL-REF-1/verify': verified('WAL-REF-1', 'abandoned') });
    const { onPaid } = renderPayWith();
    await startNewCard(false);
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'abandoned' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was not completed.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('closing the checkout cancels cleanly: no verification, and a late message is ignored', async () => {
    const api = setup({ 'POST payments/charges': charge('WAL-REF-1'), 'POST payments/charges/WAL-REF-1/verify': verified('WAL-REF-1', 'success') });
    const { onPaid } = renderPayWith();
    const dialog = await startNewCard(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Card payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' });
    await pause(50);
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-1/verify')).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('disables paying while the charge is starting and shows why a start failed', async () => {
    const start = deferredReply();
    setup({ 'POST payments/charges': () => start.promise });
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Use new card' })).toBeDisabled();
    await act(async () => start.release({ status: 422, body: { success: false, message: 'The amount must be at least ₦100.00' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount must be at least ₦100.00');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('always saves the card for a card verification, without asking', async () => {
    const api = setup({ 'POST payments/charges': charge('CRD-REF-1') });
    renderPayWith({ purpose: 'card_verification', amount: '100.00', sources: ['new_card'], submitLabel: 'Pay' });
    expect(await screen.findByText('This card will be saved for future payments.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Would you like to save your card' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')[0]?.body).toMatchObject({ purpose: 'card_verification', amount: '100.00', save_card: true }));
  });

  it('hides the save-card question when the caller does not allow it', async () => {
    setup();
    renderPayWith({ allowSaveCard: false });
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    expect(screen.queryByRole('checkbox', { name: 'Would you like to save your card' })).not.toBeInTheDocument();
  });
});

describe('PayWith: an unconfirmed payment', () => {
  afterEach(() => jest.useRealTimers());

  it('after every attempt still pending, offers Check again instead of a second charge', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = setup({
      'POST payments/charges': charge('WAL-REF-1'),
      'POST payments/charges/WAL-REF-1/verify': verified('WAL-REF-1', 'pending'),
    });
    const { onPaid } = renderPayWith();
    await user.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await screen.findByRole('dialog', { name: 'Card payment' });
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' });
    await act(() => jest.advanceTimersByTimeAsync(12_000));

    expect(screen.getByRole('alert')).toHaveTextContent('We could not confirm your payment yet. If you completed it, check again in a moment.');
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-1/verify')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(onPaid).not.toHaveBeenCalled();

    api.on('POST payments/charges/WAL-REF-1/verify', verified('WAL-REF-1', 'success'));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-1', save_card: false }));
    expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1);
  });

  it('a new amount drops a confirmed card payment: the next press starts a new charge', async () => {
    const api = setup({
      'POST payments/charges': inTurn(charge('WAL-REF-1'), charge('WAL-REF-2', 'http://localhost/api/sandbox/checkout/WAL-REF-2')),
      'POST payments/charges/WAL-REF-1/verify': verified('WAL-REF-1', 'success'),
    });
    const { onPaid, rerender } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    await screen.findByRole('dialog', { name: 'Card payment' });
    postMessage({ type: 'coop-checkout', reference: 'WAL-REF-1', status: 'success' });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));

    rerender(<PayWith amount="1000.00" purpose="wallet_funding" submitLabel="Add Fund" onPaid={onPaid} />);
    expect(screen.queryByText(/confirmed/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Card payment summary' })).toHaveTextContent('₦1,015.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')).toHaveLength(2));
    expect(api.callsTo('POST', 'payments/charges')[1].body).toMatchObject({ amount: '1000.00' });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});

describe('PayWith: the provider checkout in a popup', () => {
  function fakePopup() {
    const popup = { closed: false, close: jest.fn(() => (popup.closed = true)) } as { closed: boolean; close: jest.Mock };
    Object.defineProperty(popup, 'location', {
      get() {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    });
    return popup;
  }

  it('opens a cross-origin checkout in a popup and verifies when the popup closes', async () => {
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = setup({
      'POST payments/charges': charge('WAL-REF-9', PAYSTACK_URL),
      'POST payments/charges/WAL-REF-9/verify': verified('WAL-REF-9', 'success', { card_id: null }),
    });
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));

    expect(await screen.findByText('Complete the payment in the window that opened. This page updates when you finish.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(PAYSTACK_URL, 'coop-checkout', expect.any(String));
    expect(screen.queryByRole('dialog', { name: 'Card payment' })).not.toBeInTheDocument();
    await pause(700);
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-9/verify')).toHaveLength(0); // still open: nothing to ask yet

    popup.closed = true;
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-9', save_card: false }));
  });

  it('closes the popup and verifies when the provider returns it to our page with this reference', async () => {
    const popup: { closed: boolean; close: jest.Mock; location: { origin: string; search: string } } = {
      closed: false,
      close: jest.fn(() => {
        popup.closed = true;
      }),
      location: { origin: 'https://checkout.paystack.com', search: '' },
    };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    setup({ 'POST payments/charges': charge('WAL-REF-9', PAYSTACK_URL), 'POST payments/charges/WAL-REF-9/verify': verified('WAL-REF-9', 'success') });
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    await screen.findByRole('button', { name: 'I have completed the payment' });
    popup.location = { origin: 'http://localhost', search: '?reference=WAL-REF-OTHER' };
    await pause(700);
    expect(onPaid).not.toHaveBeenCalled();
    popup.location = { origin: 'http://localhost', search: '?reference=WAL-REF-9' };
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-9', save_card: false }));
    expect(popup.close).toHaveBeenCalled();
  });

  it('falls back to a link when the popup is blocked, and verifies when the member says they paid', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const api = setup({
      'POST payments/charges': charge('WAL-REF-9', PAYSTACK_URL),
      'POST payments/charges/WAL-REF-9/verify': verified('WAL-REF-9', 'success'),
    });
    const { onPaid } = renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the payment window.');
    const link = screen.getByRole('link', { name: 'Open the secure payment page' });
    expect(link).toHaveAttribute('href', PAYSTACK_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(onPaid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'I have completed the payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ payment_method: 'Paystack', paystack_id: 'WAL-REF-9', save_card: false }));
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-9/verify')).toHaveLength(1);
  });

  it('the fallback link opens a watched popup from the tap itself', async () => {
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockReturnValueOnce(null).mockReturnValue(popup as unknown as Window);
    setup({ 'POST payments/charges': charge('WAL-REF-9', PAYSTACK_URL), 'POST payments/charges/WAL-REF-9/verify': verified('WAL-REF-9', 'failed') });
    renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Open the secure payment page' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Complete the payment in the window that opened. This page updates when you finish.')).toBeInTheDocument();
    popup.closed = true;
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent('Payment failed: Declined.');
  });

  it('cancelling closes the popup', async () => {
    const popup = fakePopup();
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = setup({ 'POST payments/charges': charge('WAL-REF-9', PAYSTACK_URL) });
    renderPayWith();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Fund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(popup.close).toHaveBeenCalled();
    await pause(700);
    expect(api.callsTo('POST', 'payments/charges/WAL-REF-9/verify')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
  });
});
