import { screen, waitFor, within } from '@testing-library/react';
import type { LedgerCheckReply } from '@coop/api/contract';
import LedgerCheckPanel from '../../src/admin/LedgerCheckPanel';
import WithdrawalsPanel from '../../src/admin/WithdrawalsPanel';
import SocietyBalancesPanel from '../../src/admin/SocietyBalancesPanel';
import LockedWithdrawalsPanel from '../../src/admin/LockedWithdrawalsPanel';
import { deferredReply, mockApi, networkDown, adminUser, signIn } from '@coop/shared/testing';
import { page } from '../support/fixtures';
import { adminWithdrawal } from './fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const ledgerOk: LedgerCheckReply = {
  success: true,
  ok: true,
  checked_at: '2026-11-20T09:30:00.000Z',
  postings_sum: '0.00',
  accounts_checked: 42,
  postings_checked: 180,
  transfers_checked: 90,
  mismatched_accounts: [],
  mismatched_account_counters: [],
  broken_running_balances: [],
  negative_member_accounts: [],
  unbalanced_transfers: [],
  overdue_pending: [],
  overdue_pending_without_alert: [],
  mismatched_member_histories: [],
};

describe('Ledger check panel', () => {
  it('runs the check and shows ok with the time and every list empty', async () => {
    const api = mockApi({ 'GET admin/ledger/check': { body: ledgerOk } });
    const { user } = renderPage(<LedgerCheckPanel />);
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Run ledger check' }));
    expect(await screen.findByText('OK: the ledger is consistent')).toBeInTheDocument();
    expect(screen.getByText(/Checked at 20 Nov 2026/)).toHaveTextContent('42 accounts');
    for (const title of ['Mismatched accounts', 'Negative member accounts', 'Unbalanced transfers', 'Overdue pending transfers']) {
      expect(within(screen.getByRole('region', { name: title })).getByText('None')).toBeInTheDocument();
    }
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok_admin_1');
  });

  it('shows not ok with each problem listed', async () => {
    mockApi({
      'GET admin/ledger/check': {
        body: {
          ...ledgerOk,
          ok: false,
          mismatched_accounts: [{ account_id: 9, cached: '500.00', actual: '450.00' }],
          unbalanced_transfers: [{ transfer_id: 77, sum: '0.01' }],
          overdue_pending: [{ transfer_id: 80, reference: 'WD-1', deadline_at: '2026-11-19T09:00:00.000Z', alerted: true }],
        },
      },
    });
    const { user } = renderPage(<LedgerCheckPanel />);
    await user.click(screen.getByRole('button', { name: 'Run ledger check' }));
    expect(await screen.findByText('Not OK: the ledger has problems to look at')).toBeInTheDocument();
    const mismatched = screen.getByRole('region', { name: 'Mismatched accounts' });
    expect(within(mismatched).getByRole('heading')).toHaveTextContent('Mismatched accounts (1)');
    expect(within(mismatched).getByRole('listitem')).toHaveTextContent('account id: 9 · cached: ₦500.00 · actual: ₦450.00');
    expect(within(screen.getByRole('region', { name: 'Unbalanced transfers' })).getByRole('listitem')).toHaveTextContent('transfer id: 77 · sum: ₦0.01');
    expect(within(screen.getByRole('region', { name: 'Overdue pending transfers' })).getByRole('listitem')).toHaveTextContent('reference: WD-1');
  });

  it('shows why the check could not run', async () => {
    mockApi({ 'GET admin/ledger/check': { status: 403, body: { success: false, message: 'Forbidden' } } });
    const { user } = renderPage(<LedgerCheckPanel />);
    await user.click(screen.getByRole('button', { name: 'Run ledger check' }));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});

describe('Withdrawals panel', () => {
  it('lists pending withdrawals with member, amount, reference and age, and switches tabs', async () => {
    const api = mockApi({
      'GET admin/withdrawals': (call) =>
        call.query.status === 'pending' ? { body: page([adminWithdrawal()]) } : { body: page([adminWithdrawal({ id: 40, reference: 'WD-40', status: 'reversed', failure_reason: 'Account closed' })]) },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    const row = (await screen.findByText('Amaka Obi')).closest('tr')!;
    expect(row).toHaveTextContent('amaka@example.com');
    expect(row).toHaveTextContent('₦2,500.00');
    expect(row).toHaveTextContent('WD-000007-31');
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent(/ago$|ago/);
    expect(api.calls[0].query).toEqual({ status: 'pending', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'Reversed' }));
    expect(await screen.findByText('Account closed')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ status: 'reversed', page: '1' });
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Stuck' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.status).toBe('stuck'));
    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.status).toBe('confirmed'));
  });

  it('shows a withdrawal paid after its reversal as an anomaly with the amount owed, under its own tab', async () => {
    const anomaly = adminWithdrawal({ id: 52, reference: 'WD-52', status: 'reversed', anomaly: true, anomaly_at: '2026-11-20T10:00:00.000Z', amount_owed: '4000.00', provider_status: 'success' });
    const api = mockApi({
      'GET admin/withdrawals': (call) => (call.query.status === 'anomaly' ? { body: page([anomaly]) } : { body: page([]) }),
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('No withdrawals are waiting for the bank');
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));
    const row = (await screen.findByText('WD-52')).closest('tr')!;
    expect(api.calls.at(-1)!.query).toEqual({ status: 'anomaly', page: '1' });
    expect(within(row).getByText('Reversed')).toBeInTheDocument();
    expect(within(row).getByText('Anomaly')).toBeInTheDocument();
    expect(row).toHaveTextContent('Paid by the bank after it was reversed: the member owes ₦4,000.00');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the anomalies tab is empty', async () => {
    mockApi({ 'GET admin/withdrawals': { body: page([]) } });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('No withdrawals are waiting for the bank');
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));
    expect(await screen.findByText('No withdrawal has been paid after it was reversed')).toBeInTheDocument();
  });

  it('says when a tab is empty', async () => {
    mockApi({ 'GET admin/withdrawals': { body: page([]) } });
    renderPage(<WithdrawalsPanel />);
    expect(await screen.findByText('No withdrawals are waiting for the bank')).toBeInTheDocument();
  });

  it('retries a withdrawal with an Idempotency-Key and shows the answer', async () => {
    const api = mockApi({
      'GET admin/withdrawals': { body: page([adminWithdrawal()]) },
      'POST admin/withdrawals/31/retry': { body: { success: true, message: 'The withdrawal was sent again' } },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Retry WD-000007-31' }));
    expect(await screen.findByText('The withdrawal was sent again')).toBeInTheDocument();
    const [retry] = api.callsTo('POST', 'admin/withdrawals/31/retry');
    expect(retry.headers['Idempotency-Key']).toEqual(expect.any(String));
    // the list is read again to show where the withdrawal stands now
    await waitFor(() => expect(api.callsTo('GET', 'admin/withdrawals')).toHaveLength(2));
  });

  it('voids only with a reason, after confirming, and shows a refusal', async () => {
    const api = mockApi({
      'GET admin/withdrawals': { body: page([adminWithdrawal()]) },
      'POST admin/withdrawals/31/void': { status: 409, body: { success: false, message: 'The provider is still processing this transfer' } },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Void WD-000007-31' }));
    const dialog = screen.getByRole('dialog', { name: 'Void withdrawal' });
    expect(dialog).toHaveTextContent('The money goes back to the member’s wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Void withdrawal' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('A reason is required to void a withdrawal');
    expect(api.callsTo('POST', 'admin/withdrawals/31/void')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Bank confirmed the account is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Void withdrawal' }));
    expect(await screen.findByText('The provider is still processing this transfer')).toBeInTheDocument();
    const [call] = api.callsTo('POST', 'admin/withdrawals/31/void');
    expect(call.body).toEqual({ reason: 'Bank confirmed the account is closed' });
    expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog', { name: 'Void withdrawal' })).not.toBeInTheDocument();
  });

  it('reuses the Idempotency-Key when a void is tried again after a lost reply', async () => {
    let first = true;
    const api = mockApi({
      'GET admin/withdrawals': { body: page([adminWithdrawal()]) },
      'POST admin/withdrawals/31/void': () => {
        if (first) {
          first = false;
          return networkDown();
        }
        return { body: { success: true, message: 'The withdrawal was voided and the money is back in the member’s wallet' } };
      },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(await screen.findByRole('button', { name: 'Void WD-000007-31' }));
      await user.type(screen.getByLabelText('Reason'), 'Duplicate request');
      await user.click(screen.getByRole('button', { name: 'Void withdrawal' }));
      await waitFor(() => expect(api.callsTo('POST', 'admin/withdrawals/31/void')).toHaveLength(attempt + 1));
    }
    expect(await screen.findByText('The withdrawal was voided and the money is back in the member’s wallet')).toBeInTheDocument();
    const [a, b] = api.callsTo('POST', 'admin/withdrawals/31/void');
    expect(b.headers['Idempotency-Key']).toBe(a.headers['Idempotency-Key']);
  });
});

describe('Society balances panel', () => {
  it('loads, then lists each account with its balance', async () => {
    const pending = deferredReply();
    mockApi({ 'GET admin/society-balances': () => pending.promise });
    renderPage(<SocietyBalancesPanel />);
    expect(screen.getByText('Loading society balances…')).toBeInTheDocument();
    pending.release({
      body: [
        { purpose: 'fee_income', label: 'Fee income', balance: '12500.00' },
        { purpose: 'member_wallets', label: 'Members’ wallets', balance: '1000000.50' },
      ],
    });
    expect(await screen.findByText('Fee income')).toBeInTheDocument();
    expect(screen.getByText('Members’ wallets').closest('tr')).toHaveTextContent('₦1,000,000.50');
  });

  it('shows an error with Retry', async () => {
    mockApi({ 'GET admin/society-balances': networkDown() });
    renderPage(<SocietyBalancesPanel />);
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Locked withdrawals panel', () => {
  const ada = { user_id: 7, member_name: 'Ada Okafor', member_email: 'ada@example.com', locked_at: '2026-11-20T09:00:00.000Z' };

  it('loads, lists locked members, and unlocks one after which the list is read again', async () => {
    const pending = deferredReply();
    let unlocked = false;
    const api = mockApi({
      'GET admin/pin_locks': () => (unlocked ? { body: { data: [] } } : pending.promise),
      'POST admin/pin_locks/7/unlock': () => {
        unlocked = true;
        return { body: { success: true, message: 'Withdrawals are unlocked for Ada Okafor.' } };
      },
    });
    const { user } = renderPage(<LockedWithdrawalsPanel />);
    expect(screen.getByText('Loading locked withdrawals…')).toBeInTheDocument();
    pending.release({ body: { data: [ada] } });
    const row = (await screen.findByText('Ada Okafor')).closest('tr')!;
    expect(row).toHaveTextContent('ada@example.com');
    await user.click(within(row).getByRole('button', { name: 'Unlock withdrawals for Ada Okafor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawals are unlocked for Ada Okafor.');
    expect(await screen.findByText('No member’s withdrawals are locked')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/pin_locks/7/unlock')).toHaveLength(1);
    expect(api.callsTo('GET', 'admin/pin_locks')).toHaveLength(2);
  });

  it('says so when no one is locked', async () => {
    mockApi({ 'GET admin/pin_locks': { body: { data: [] } } });
    renderPage(<LockedWithdrawalsPanel />);
    expect(await screen.findByText('No member’s withdrawals are locked')).toBeInTheDocument();
  });

  it('shows a load error with Retry, and an unlock refusal in the API’s words', async () => {
    let down = true;
    mockApi({
      'GET admin/pin_locks': () => (down ? networkDown() : { body: { data: [ada] } }),
      'POST admin/pin_locks/7/unlock': { status: 403, body: { success: false, message: 'You do not have permission to do this' } },
    });
    const { user } = renderPage(<LockedWithdrawalsPanel />);
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Unlock withdrawals for Ada Okafor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    expect(screen.getByText('Ada Okafor')).toBeInTheDocument();
  });
});
