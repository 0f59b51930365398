import { screen, within } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import MoneySection from '../../src/admin/MoneySection';
import { renderPage } from '../support/renderPage';
import { adminWithdrawal, keyset, withdrawalDetails } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const everything = {
  'GET admin/withdrawals': { body: keyset([adminWithdrawal()]) },
  'GET admin/withdrawals/31': { body: { success: true, withdrawal: withdrawalDetails() } },
  'GET admin/bank_accounts/held': { body: { success: true, data: [] } },
  'GET admin/pin_locks': { body: { data: [] } },
  'GET admin/society-balances': { body: [{ purpose: 'fee_income', label: 'Fee income', balance: '12500.00' }] },
};

const openSection = (url: string) => renderPage(<MoneySection />, { path: '/dashboard/money/*', route: url });

describe('the Money section of the console', () => {
  it('has its six parts as tabs, the withdrawals first', async () => {
    mockApi(everything);
    openSection('/dashboard/money');
    const tabs = screen.getByRole('tablist', { name: 'Money' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Withdrawals', 'Held bank accounts', 'Locked withdrawals', 'Society balances', 'Ledger check', 'Manual adjustment',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('WD-000007-31')).toBeInTheDocument();
    expect(screen.queryByText(/Fee settings/)).not.toBeInTheDocument();
  });

  it('shows each part when its tab is chosen', async () => {
    mockApi(everything);
    const { user } = openSection('/dashboard/money');
    await user.click(screen.getByRole('tab', { name: 'Held bank accounts' }));
    expect(await screen.findByText('No bank accounts are waiting for review')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Locked withdrawals' }));
    expect(await screen.findByText('No member’s withdrawals are locked')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Society balances' }));
    expect(await screen.findByText('Fee income')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ledger check' }));
    expect(screen.getByRole('button', { name: 'Run ledger check' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Manual adjustment' }));
    expect(screen.getByRole('form', { name: 'Manual adjustment' })).toBeInTheDocument();
  });

  it('opens the part a link names', async () => {
    mockApi(everything);
    openSection('/dashboard/money?part=balances');
    expect(screen.getByRole('tab', { name: 'Society balances' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Fee income')).toBeInTheDocument();
  });

  it('shows the withdrawals for a part it does not know', async () => {
    mockApi(everything);
    openSection('/dashboard/money?part=fees');
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('WD-000007-31')).toBeInTheDocument();
  });

  it('opens a withdrawal’s own page beneath it, from a row or a pasted link, and back to the list', async () => {
    mockApi(everything);
    const { user } = openSection('/dashboard/money');
    await user.click(await screen.findByRole('link', { name: 'Open withdrawal WD-000007-31' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal WD-000007-31' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Money' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '‹ All withdrawals' }));
    expect(await screen.findByRole('tablist', { name: 'Money' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts another part without the last part’s search', async () => {
    const api = mockApi(everything);
    const { user } = openSection('/dashboard/money?part=withdrawals&search=amaka');
    await screen.findByText('WD-000007-31');
    await user.click(screen.getByRole('tab', { name: 'Held bank accounts' }));
    expect(await screen.findByText('No bank accounts are waiting for review')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by member')).toHaveValue('');
    expect(api.callsTo('GET', 'admin/bank_accounts/held')[0].query).toEqual({ limit: '25' });
  });
});
