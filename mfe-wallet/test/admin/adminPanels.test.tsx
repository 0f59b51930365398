import { screen, waitFor, within } from '@testing-library/react';
import type { LedgerCheckReply } from '@coop/api/contract';
import LedgerCheckPanel from '../../src/admin/LedgerCheckPanel';
import WithdrawalsPanel from '../../src/admin/WithdrawalsPanel';
import SocietyBalancesPanel from '../../src/admin/SocietyBalancesPanel';
import LockedWithdrawalsPanel from '../../src/admin/LockedWithdrawalsPanel';
import { deferredReply, mockApi, networkDown, adminUser, signIn } from '@coop/shared/testing';
import { adminWithdrawal, keyset } from './fixtures';
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
  it('lists pending withdrawals with member, amount, reference and age in keyset pages, and switches states', async () => {
    const api = mockApi({
      'GET admin/withdrawals': (call) =>
        call.query.status === 'pending'
          ? { body: keyset([adminWithdrawal()]) }
          : { body: keyset([adminWithdrawal({ id: 40, reference: 'WD-40', status: 'reversed', failure_reason: 'Account closed' })]) },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    const row = (await screen.findByText('Amaka Obi')).closest('tr')!;
    expect(row).toHaveTextContent('amaka@example.com');
    expect(row).toHaveTextContent('₦2,500.00');
    expect(row).toHaveTextContent('WD-000007-31');
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent(/ago/);
    expect(api.calls[0].query).toEqual({ status: 'pending', limit: '25' });
    // decisions are on the withdrawal's own page
    expect(within(row).getByRole('link', { name: 'Open withdrawal WD-000007-31' })).toHaveAttribute('href', '/dashboard/money/withdrawals/31');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reversed' }));
    expect(await screen.findByText('Account closed')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ status: 'reversed', limit: '25' });

    await user.click(screen.getByRole('tab', { name: 'Stuck' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.status).toBe('stuck'));
    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.status).toBe('confirmed'));
  });

  it('loads more from where the shown rows end, keeping them on screen', async () => {
    const api = mockApi({
      'GET admin/withdrawals': (call) =>
        call.query.before === '31'
          ? { body: keyset([adminWithdrawal({ id: 29, reference: 'WD-29' })]) }
          : { body: keyset([adminWithdrawal({ id: 33, reference: 'WD-33' }), adminWithdrawal()], 31) },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('WD-33');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('WD-29')).toBeInTheDocument();
    expect(screen.getByText('WD-33')).toBeInTheDocument();
    expect(screen.getByText('WD-000007-31')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ status: 'pending', before: '31', limit: '25' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by member once the typing pauses, and says when nothing matches', async () => {
    const api = mockApi({
      'GET admin/withdrawals': (call) => (call.query.search ? { body: keyset([]) } : { body: keyset([adminWithdrawal()]) }),
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('WD-000007-31');
    await user.type(screen.getByLabelText('Search by member'), 'chioma');
    expect(await screen.findByText('No pending withdrawal of a member matching “chioma”')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ status: 'pending', search: 'chioma', limit: '25' });
    // one request for the whole word, not one a letter
    expect(api.callsTo('GET', 'admin/withdrawals').filter((c) => c.query.search)).toHaveLength(1);
  });

  it('shows a withdrawal paid after its reversal as an anomaly with the amount owed, under its own tab', async () => {
    const anomaly = adminWithdrawal({ id: 52, reference: 'WD-52', status: 'reversed', anomaly: true, anomaly_at: '2026-11-20T10:00:00.000Z', amount_owed: '4000.00', provider_status: 'success' });
    const api = mockApi({
      'GET admin/withdrawals': (call) => (call.query.status === 'anomaly' ? { body: keyset([anomaly]) } : { body: keyset([]) }),
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('No withdrawals are waiting for the bank');
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));
    const row = (await screen.findByText('WD-52')).closest('tr')!;
    expect(api.calls.at(-1)!.query).toEqual({ status: 'anomaly', limit: '25' });
    expect(within(row).getByText('Reversed')).toBeInTheDocument();
    expect(within(row).getByText('Anomaly')).toBeInTheDocument();
    expect(row).toHaveTextContent('Paid by the bank after it was reversed: the member owes ₦4,000.00');
  });

  it('says when the anomalies tab is empty', async () => {
    mockApi({ 'GET admin/withdrawals': { body: keyset([]) } });
    const { user } = renderPage(<WithdrawalsPanel />);
    await screen.findByText('No withdrawals are waiting for the bank');
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));
    expect(await screen.findByText('No withdrawal has been paid after it was reversed')).toBeInTheDocument();
  });

  it('shows a load error with Retry', async () => {
    let down = true;
    mockApi({ 'GET admin/withdrawals': () => (down ? networkDown() : { body: keyset([adminWithdrawal()]) }) });
    const { user } = renderPage(<WithdrawalsPanel />);
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('WD-000007-31')).toBeInTheDocument();
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

  it('searches by member and loads more from the last member shown', async () => {
    const bayo = { ...ada, user_id: 5, member_name: 'Bayo Locked', member_email: 'bayo@example.com' };
    const api = mockApi({
      'GET admin/pin_locks': (call) =>
        call.query.before === '7' ? { body: { data: [bayo], next_before: null } } : call.query.search ? { body: { data: [], next_before: null } } : { body: { data: [ada], next_before: 7 } },
    });
    const { user } = renderPage(<LockedWithdrawalsPanel />, { path: '/dashboard/money/*', route: '/dashboard/money?part=locked' });
    await screen.findByText('Ada Okafor');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bayo Locked')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ before: '7', limit: '25' });
    await user.type(screen.getByLabelText('Search by member'), 'zainab');
    expect(await screen.findByText('No locked member matching “zainab”')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ search: 'zainab', limit: '25' });
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
