import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, mockApi, networkDown, signIn } from '@coop/shared/testing';
import MoneySection from '../../src/admin/MoneySection';
import { renderPage } from '../support/renderPage';
import { withdrawalDetails } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const openPage = (id: string | number = 31) => renderPage(<MoneySection />, { path: '/dashboard/money/*', route: `/dashboard/money/withdrawals/${id}` });
const reply = (over: Parameters<typeof withdrawalDetails>[0] = {}) => ({ body: { success: true, withdrawal: withdrawalDetails(over) } });

describe('a withdrawal’s page (/dashboard/money/withdrawals/{id})', () => {
  it('shows the member, the money, the masked account, the provider, the history and the administrators’ requests', async () => {
    mockApi({ 'GET admin/withdrawals/31': reply() });
    openPage();
    expect(screen.getByText('Loading the withdrawal…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Withdrawal WD-000007-31' })).toBeInTheDocument();
    const details = document.querySelector('dl')!;
    expect(details).toHaveTextContent('Amaka Obi');
    expect(details).toHaveTextContent('08031234567');
    expect(details).toHaveTextContent('Amount₦2,500.00');
    expect(details).toHaveTextContent('Fee₦0.00');
    expect(details).toHaveTextContent('Guaranty Trust Bank · ****6785 · AMAKA OBI');
    expect(details).toHaveTextContent('paystack · TRF_abc · last said: not_found · sent 2 times');
    expect(details).toHaveTextContent('Transfer not found');
    expect(screen.getByText('Stuck')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Withdrawal history' });
    expect(within(history).getAllByRole('row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('What happened'),
      expect.stringContaining('Reserved from the wallet'),
      expect.stringMatching(/Sent again by an administrator.*Sade Second/),
    ]);
    const acts = screen.getByRole('table', { name: 'Administrators’ requests' });
    expect(within(acts).getAllByRole('row')[1]).toHaveTextContent(/Retry.*Sade Second \(SA\).*Done/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
  });

  it('retries with an Idempotency-Key, shows the answer and reads the withdrawal again', async () => {
    let retried = false;
    const api = mockApi({
      'GET admin/withdrawals/31': () => (retried ? reply({ status: 'sent', stuck: false, provider: { ...withdrawalDetails().provider, status: 'pending', send_attempts: 3 } }) : reply()),
      'POST admin/withdrawals/31/retry': () => {
        retried = true;
        return { body: { success: true, message: 'The withdrawal was sent again' } };
      },
    });
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The withdrawal was sent again');
    const [retry] = api.callsTo('POST', 'admin/withdrawals/31/retry');
    expect(retry.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(await screen.findByText(/sent 3 times/)).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/withdrawals/31')).toHaveLength(2);
  });

  it('voids only with a reason, after confirming, and shows a refusal in the API’s words', async () => {
    const api = mockApi({
      'GET admin/withdrawals/31': reply(),
      'POST admin/withdrawals/31/void': { status: 409, body: { success: false, message: 'The provider is still processing this transfer' } },
    });
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void withdrawal' });
    expect(dialog).toHaveTextContent('Void WD-000007-31 of ₦2,500.00 for Amaka Obi? The money goes back to the member’s wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Void withdrawal' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('A reason is required to void a withdrawal');
    expect(api.callsTo('POST', 'admin/withdrawals/31/void')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Bank confirmed the account is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Void withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider is still processing this transfer');
    const [call] = api.callsTo('POST', 'admin/withdrawals/31/void');
    expect(call.body).toEqual({ reason: 'Bank confirmed the account is closed' });
    expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog', { name: 'Void withdrawal' })).not.toBeInTheDocument();
    // the page is read again after the refusal, to show where the withdrawal stands
    await waitFor(() => expect(api.callsTo('GET', 'admin/withdrawals/31')).toHaveLength(2));
  });

  it('reuses the Idempotency-Key when a void is tried again after a lost reply', async () => {
    let first = true;
    const api = mockApi({
      'GET admin/withdrawals/31': reply(),
      'POST admin/withdrawals/31/void': () => {
        if (first) {
          first = false;
          return networkDown();
        }
        return { body: { success: true, message: 'The withdrawal was voided and the money is back in the member’s wallet' } };
      },
    });
    const { user } = openPage();
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(await screen.findByRole('button', { name: 'Void' }));
      await user.type(screen.getByLabelText('Reason'), 'Duplicate request');
      await user.click(screen.getByRole('button', { name: 'Void withdrawal' }));
      await waitFor(() => expect(api.callsTo('POST', 'admin/withdrawals/31/void')).toHaveLength(attempt + 1));
    }
    expect(await screen.findByText('The withdrawal was voided and the money is back in the member’s wallet')).toBeInTheDocument();
    const [a, b] = api.callsTo('POST', 'admin/withdrawals/31/void');
    expect(b.headers['Idempotency-Key']).toBe(a.headers['Idempotency-Key']);
  });

  it('marks one’s own withdrawal Yours, with no Retry or Void', async () => {
    mockApi({ 'GET admin/withdrawals/31': reply({ yours: true, open_actions: [], closed_because: 'This is your own withdrawal: another administrator must decide on it' }) });
    openPage();
    expect(await screen.findByText(/This is your own withdrawal: another administrator must decide on it/)).toBeInTheDocument();
    expect(screen.getAllByText('Yours').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('says why nothing is open on a settled withdrawal, with its reason and the amount owed', async () => {
    mockApi({
      'GET admin/withdrawals/31': reply({
        status: 'reversed',
        stuck: false,
        anomaly: true,
        amount_owed: '2500.00',
        failure_reason: 'Account closed',
        open_actions: [],
        closed_because: 'Only a pending withdrawal can be changed: this one is already settled',
        administrator_acts: [],
      }),
    });
    openPage();
    expect(await screen.findByText('Only a pending withdrawal can be changed: this one is already settled')).toBeInTheDocument();
    expect(screen.getByText('Account closed')).toBeInTheDocument();
    expect(screen.getByText('₦2,500.00 (paid by the bank after it was reversed)')).toBeInTheDocument();
    expect(screen.getByText('No administrator has acted on it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the API’s 404 with Retry, and says a number that is no withdrawal’s is not one', async () => {
    mockApi({ 'GET admin/withdrawals/99': { status: 404, body: { success: false, message: 'There is no withdrawal with this id' } } });
    openPage(99);
    expect(await screen.findByText('There is no withdrawal with this id')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says “abc” is not a withdrawal number, without asking the API', async () => {
    const api = mockApi({});
    openPage('abc');
    expect(screen.getByText('There is no such withdrawal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the withdrawals' })).toHaveAttribute('href', '/dashboard/money?part=withdrawals');
    expect(api.calls).toHaveLength(0);
  });
});
