import { screen, waitFor, within } from '@testing-library/react';
import type { SavingsTransaction } from '@coop/api/contract';
import { findAlert, memberUser, signIn } from '@coop/shared/testing';
import ShareholdingsPage from '../../src/pages/ShareholdingsPage';
import { BELOW_MINIMUM, MINIMUM_MET, fundReply, page, savingsApi } from '../support/homeFixtures';
import { renderPage } from '../support/renderPage';

const render = () => renderPage(<ShareholdingsPage />, { path: '/shareholdings' });

function row(over: Partial<SavingsTransaction> = {}): SavingsTransaction {
  return { id: 9, reference: 'SHR-9', amount: '2000.00', transaction_type: 'credit', date_time: '2026-11-03T08:00:00.000Z', payment_method: 'Wallet', description: 'Shares', category_label: 'Shareholding', ...over };
}

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('/shareholdings', () => {
  it('shows the balance against the minimum and the transactions as SES{id}, AMOUNT, TYPE, DATE', async () => {
    savingsApi({ 'GET share_holding': { body: BELOW_MINIMUM }, 'GET shareHoldingsTransactions': { body: page([row()]) } });
    render();
    expect(await screen.findByRole('group', { name: 'Shareholdings' })).toHaveTextContent('₦2,000.00');
    expect(screen.getByRole('group', { name: 'Shareholdings' })).toHaveTextContent('Minimum Shareholding: ₦5,000.00');
    expect(screen.getByText('Below the minimum')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Shareholding transactions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'AMOUNT', 'TYPE', 'DATE']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['SES9', '₦2,000.00', 'Credit']);
  });

  it('pages through the transactions', async () => {
    const api = savingsApi({
      'GET shareHoldingsTransactions': (call) => ({ body: page([row({ id: Number(call.query.page) * 10 })], { current_page: Number(call.query.page), last_page: 2 }) }),
    });
    const { user } = render();
    await screen.findByText('SES10');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('SES20')).toBeInTheDocument();
    expect(api.callsTo('GET', 'shareHoldingsTransactions').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('says "No Record Found" without transactions', async () => {
    savingsApi({ 'GET shareHoldingsTransactions': { body: page([]) } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(await screen.findByText('Minimum met')).toBeInTheDocument();
  });

  it('Quick Save buys shares: addShareHoldingsFunds with an Idempotency-Key, then back to /shareholdings with both read again', async () => {
    let holding = BELOW_MINIMUM;
    const api = savingsApi({
      'GET share_holding': () => ({ body: holding }),
      'GET shareHoldingsTransactions': { body: page([]) },
      'POST addShareHoldingsFunds': () => {
        holding = MINIMUM_MET;
        return fundReply('3000.00', '5000.00');
      },
    });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Quick Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund Your Account' });
    await user.type(within(dialog).getByLabelText('Enter Amount'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toBeEnabled());
    await user.click(wallet);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Fund' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));

    expect(await findAlert()).toEqual({ title: 'Success', message: '3000.00 has been saved.' });
    const [call] = api.callsTo('POST', 'addShareHoldingsFunds');
    expect(call.body).toEqual({ amount: '3000.00', date_time: expect.any(String), payment_method: 'Wallet' });
    expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(navigate).toHaveBeenCalledWith('/shareholdings', undefined);
    expect(await screen.findByText('Minimum met')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shareholdings' })).toHaveTextContent('₦5,000.00');
    expect(api.callsTo('GET', 'shareHoldingsTransactions')).toHaveLength(2);
  });

  it('is for members only', async () => {
    const api = savingsApi();
    signIn(memberUser, { member_status: false });
    render();
    expect(await screen.findByRole('heading', { name: 'Membership required' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'share_holding')).toHaveLength(0);
  });
});
