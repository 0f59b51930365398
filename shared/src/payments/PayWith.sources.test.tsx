// PayWith as every area uses it: the source the member picked, spread unchanged into the area's own request.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from '@coop/shared/core';
import { mockApi, renderPage, signIn, type Handler } from '@coop/shared/testing';
import { PayWith } from './LazyPayWith';
import type { PaySourceKind, PaymentSource } from './types';

const feature = { key: 'test', reducer: (state: Record<string, never> = {}) => state };
const visa = { id: 7, bank: 'Access Bank', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030' };

/** An area's screen: "Quick Save" of ₦2,500.00 posts `{ amount, ...source }` to its own route. */
function QuickSave({ sources }: { sources?: PaySourceKind[] }) {
  const save = (source: PaymentSource) => void http.post('savingsFunds', { amount: '2500.00', ...source }, { idempotencyKey: 'key-1' });
  return <PayWith amount="2500.00" purpose="wallet_funding" sources={sources} submitLabel="Add Fund" onPaid={save} />;
}

function setup(handlers: Record<string, Handler> = {}, sources?: PaySourceKind[]) {
  const api = mockApi({
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [visa] },
    'GET show_wallet_balance': { body: { success: true, balance: '10000.00' } },
    'GET payments/fee-preview': { body: { success: true, amount: '2500.00', fee: '137.50', total: '2637.50' } },
    'POST savingsFunds': { body: { success: true, message: 'Saved' } },
    ...handlers,
  });
  return { api, ...renderPage(<QuickSave sources={sources} />, { feature }) };
}

const posted = async (api: ReturnType<typeof setup>['api']) => {
  await waitFor(() => expect(api.callsTo('POST', 'savingsFunds')).toHaveLength(1));
  return api.callsTo('POST', 'savingsFunds')[0].body;
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('PayWith: the payment source an area sends', () => {
  it('the wallet, with its balance shown and no card fee', async () => {
    const { api, user } = setup();
    const wallet = await screen.findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Balance ₦10,000.00'));
    await user.click(wallet);
    expect(screen.queryByRole('region', { name: 'Card payment summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(await posted(api)).toEqual({ amount: '2500.00', payment_method: 'Wallet' });
    expect(api.callsTo('GET', 'payments/fee-preview')).toHaveLength(0);
  });

  it('refuses a wallet that does not cover the amount, saying so', async () => {
    const { api } = setup({ 'GET show_wallet_balance': { body: { success: true, balance: '2499.99' } } });
    const wallet = await screen.findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Balance ₦2,499.99: not enough for ₦2,500.00. Fund your wallet or pay by card.'));
    expect(wallet).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(api.callsTo('POST', 'savingsFunds')).toHaveLength(0);
  });

  it('a saved card, by its id, after the fee preview', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Visa •••• 4081' }));
    const summary = await screen.findByRole('region', { name: 'Card payment summary' });
    await waitFor(() => expect(within(summary).getByText('Total charged').nextElementSibling).toHaveTextContent('₦2,637.50'));
    expect(within(summary).getByText('Card processing fee').nextElementSibling).toHaveTextContent('₦137.50');
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(await posted(api)).toEqual({ amount: '2500.00', payment_method: 'Debit Card', card_id: 7 });
    expect(api.callsTo('POST', 'payments/charges')).toHaveLength(0);
  });

  it('a new card with "save my card": paid and verified first, then its reference', async () => {
    const { api, user } = setup(
      {
        'POST payments/charges': { body: { success: true, reference: 'SAV-REF-1', authorization_url: 'http://localhost/api/payments/sandbox/checkout/SAV-REF-1', amount: '2500.00', fee: '137.50', total: '2637.50' } },
        'POST payments/charges/SAV-REF-1/verify': {
          body: { success: true, message: 'Payment successful', reference: 'SAV-REF-1', status: 'success', purpose: 'wallet_funding', amount: '2500.00', fee: '137.50', total: '2637.50', card_id: 21 },
        },
      },
      ['saved_card', 'new_card'],
    );
    await user.click(await screen.findByRole('radio', { name: 'Use new card' }));
    await user.click(screen.getByRole('checkbox', { name: 'Would you like to save your card' }));
    expect(await screen.findByRole('region', { name: 'Card payment summary' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await screen.findByRole('dialog', { name: 'Card payment' });
    expect(api.callsTo('POST', 'payments/charges')[0].body).toMatchObject({ purpose: 'wallet_funding', amount: '2500.00', save_card: true });
    expect(api.callsTo('POST', 'savingsFunds')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'coop-checkout', reference: 'SAV-REF-1', status: 'success' }, origin: 'http://localhost' }));
    });
    expect(await posted(api)).toEqual({ amount: '2500.00', payment_method: 'Paystack', paystack_id: 'SAV-REF-1', save_card: true });
    expect(screen.queryByRole('radio', { name: 'Wallet' })).not.toBeInTheDocument();
  });
});
