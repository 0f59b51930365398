import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi } from '@coop/shared/testing';
import type { MonthlyReply, PortfolioAtRiskReply, PositionReply, TrialBalanceReply } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));
jest.setTimeout(20_000);

const TRIAL: TrialBalanceReply = {
  success: true,
  as_of: '2026-03-01',
  source: 'maintained_balances',
  lines: [
    { key: 'provider_clearing', label: 'Payment provider (clearing)', kind: 'society', accounts: 1, debit: '250000.00', credit: '0.00' },
    { key: 'members:wallet', label: 'Members’ wallets', kind: 'members', accounts: 1200, debit: '0.00', credit: '180000.50' },
    { key: 'members:shares', label: 'Members’ shareholdings', kind: 'members', accounts: 900, debit: '0.00', credit: '69999.50' },
  ],
  total_debit: '250000.00',
  total_credit: '250000.00',
  balanced: true,
};

const band = (key: PortfolioAtRiskReply['bands'][number]['key'], label: string, amount: string, share: string, loans: PortfolioAtRiskReply['bands'][number]['loans'] = []) => ({
  key, label, min_days: null, max_days: null, amount, share, loans_count: key === 'current' ? 3 : loans.length, loans,
});

const PAR: PortfolioAtRiskReply = {
  success: true,
  as_of: '2026-02-15',
  method: 'instalments_as_of',
  outstanding: '100000.00',
  active_loans: 4,
  bands: [
    band('current', 'Not overdue (1 day or less)', '75000.00', '75.00'),
    band('days_2_30', 'Overdue 2 to 30 days', '0.00', '0.00'),
    band('days_31_60', 'Overdue 31 to 60 days', '25000.00', '25.00', [
      { id: 7, kind: 'individual', member: { id: 9, name: 'Funmi Adebayo' }, outstanding: '25000.00', days_overdue: 45, oldest_unpaid_due_date: '2026-01-01', link: '/dashboard/loans/7' },
    ]),
    band('days_61_90', 'Overdue 61 to 90 days', '0.00', '0.00'),
    band('over_90', 'Overdue more than 90 days', '0.00', '0.00'),
  ],
  par: [
    { key: 'par_1', more_than_days: 1, amount: '25000.00', share: '25.00', loans_count: 1 },
    { key: 'par_30', more_than_days: 30, amount: '25000.00', share: '25.00', loans_count: 1 },
    { key: 'par_60', more_than_days: 60, amount: '0.00', share: '0.00', loans_count: 0 },
    { key: 'par_90', more_than_days: 90, amount: '0.00', share: '0.00', loans_count: 0 },
  ],
  product_finance_outstanding: '12000.00',
  product_finance_note: 'Product orders on finance terms have no repayment schedule or due dates, so they cannot be overdue.',
  collections_next_7_days: { total: '3000.00', instalments: 2, days: [{ date: '2026-02-16', instalments: 2, amount: '3000.00' }] },
};

const group = (lines: Array<[string, string, string]>, total: string) => ({ lines: lines.map(([key, label, amount]) => ({ key, label, amount })), total });
const POSITION: PositionReply = {
  success: true,
  as_of: '2026-03-01',
  source: 'maintained_balances',
  owes_members: group([['members:wallet', 'Members’ wallets', '180000.50']], '180000.50'),
  owed_to_society: group([['members:loan_receivable', 'Loans receivable from members', '100000.00']], '100000.00'),
  cash_with_provider: group([['provider_clearing', 'Held for the society by the payment provider', '-250.00']], '-250.00'),
  income: { ...group([['loan_form_fee_income', 'Loan form fee income', '1500.00']], '1500.00'), from: '2026-03-01', to: '2026-03-01' },
};

const MONTHLY: MonthlyReply = {
  success: true,
  months: [
    { month: '2026-02', savings_in: '100.10', savings_out: '0.00', shares_in: '50.00', shares_out: '0.00', fee_income: '10.00' },
    { month: '2026-03', savings_in: '0.20', savings_out: '20.00', shares_in: '0.00', shares_out: '5.00', fee_income: '2.50' },
  ],
  savings_accounts: ['regular_savings', 'save_to_loan', 'target_savings:*'],
  fee_accounts: ['fee_income'],
};

const reportsApi = () => ({
  ...consoleApi(),
  'GET admin/reports/trial_balance': { body: TRIAL },
  'GET admin/reports/portfolio_at_risk': { body: PAR },
  'GET admin/reports/position': { body: POSITION },
  'GET admin/reports/monthly': { body: MONTHLY },
});

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const table = (name: string | RegExp) => screen.findByRole('table', { name });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('Reports section', () => {
  it('opens on the trial balance of today: each line in its column, the totals row, balanced', async () => {
    const api = mockApi(reportsApi());
    await renderApp('/dashboard/reports', { user: ADMIN });
    const trial = await table(/^Trial balance at the end of/);
    const rows = within(trial).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Payment provider (clearing)', '1', '₦250,000.00', '₦0.00'],
      ['Members’ wallets', '1,200', '₦0.00', '₦180,000.50'],
      ['Members’ shareholdings', '900', '₦0.00', '₦69,999.50'],
      ['Total', '', '₦250,000.00', '₦250,000.00'],
    ]);
    expect(screen.getByText('Balanced.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trial balance' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', 'admin/reports/trial_balance')[0].query).toEqual({});
    expect(screen.getByLabelText('As of (end of day)')).toHaveValue('');
  });

  it('reads the report and its day from a pasted URL: the portfolio at risk, its bands, the loans linked, product finance apart', async () => {
    const api = mockApi(reportsApi());
    await renderApp('/dashboard/reports?report=portfolio_at_risk&as_of=2026-02-15', { user: ADMIN });
    const bands = await table(/^Portfolio by days overdue/);
    expect(within(bands).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Not overdue (1 day or less)', '3', '₦75,000.00', '75.00%'],
      ['Overdue 2 to 30 days', '0', '₦0.00', '0.00%'],
      ['Overdue 31 to 60 days', '1', '₦25,000.00', '25.00%'],
      ['Overdue 61 to 90 days', '0', '₦0.00', '0.00%'],
      ['Overdue more than 90 days', '0', '₦0.00', '0.00%'],
      ['Total', '4', '₦100,000.00', '100.00%'],
    ]);
    expect(api.callsTo('GET', 'admin/reports/portfolio_at_risk')[0].query).toEqual({ as_of: '2026-02-15' });
    expect(screen.getByLabelText('As of (end of day)')).toHaveValue('2026-02-15');
    const loans = screen.getByRole('table', { name: 'Overdue 31 to 60 days: 1 loan' });
    expect(within(loans).getByRole('link', { name: 'Loan #7' })).toHaveAttribute('href', '/dashboard/loans/7');
    expect(loans).toHaveTextContent('Funmi Adebayo');
    expect(screen.getByText(/Product finance outstanding/)).toHaveTextContent('₦12,000.00. Product orders on finance terms have no repayment schedule');
    expect(screen.getByRole('table', { name: /^Collections due in the 7 days/ })).toHaveTextContent('₦3,000.00');
    expect(screen.getByRole('table', { name: 'Portfolio at risk' })).toHaveTextContent('More than 30 days (PAR 30)');
  });

  it('puts the chosen day and tab into the URL and asks for that report', async () => {
    const api = mockApi(reportsApi());
    const { router } = await renderApp('/dashboard/reports', { user: ADMIN });
    await table(/^Trial balance/);
    fireEvent.change(screen.getByLabelText('As of (end of day)'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?as_of=2026-02-01'));
    await waitFor(() => expect(api.callsTo('GET', 'admin/reports/trial_balance').at(-1)!.query).toEqual({ as_of: '2026-02-01' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Position' }));
    await waitFor(() => expect(router.state.location.search).toBe('?as_of=2026-02-01&report=position'));
    expect(await table(/^What the society owes members/)).toHaveTextContent('₦180,000.50');
    expect(screen.getByRole('table', { name: /^Money with the payment provider/ })).toHaveTextContent('-₦250.00');
    expect(screen.getByRole('table', { name: /^Income from/ })).toHaveTextContent('Loan form fee income');
    expect(api.callsTo('GET', 'admin/reports/position').at(-1)!.query).toEqual({ as_of: '2026-02-01' });
  });

  it('shows the monthly movements with their totals', async () => {
    mockApi(reportsApi());
    await renderApp('/dashboard/reports?report=monthly', { user: ADMIN });
    const months = await table(/^Savings, shares and fees by month/);
    expect(within(months).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Feb 2026', '₦100.10', '₦0.00', '₦50.00', '₦0.00', '₦10.00'],
      ['Mar 2026', '₦0.20', '₦20.00', '₦0.00', '₦5.00', '₦2.50'],
      ['Total', '₦100.30', '₦20.00', '₦50.00', '₦5.00', '₦12.50'],
    ]);
    expect(screen.getByLabelText('Months')).toHaveValue('12');
  });

  it('downloads the CSV of the report on screen, for the same day', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const api = mockApi({
      ...reportsApi(),
      'GET admin/reports/trial_balance.csv': { raw: 'as_of,account\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="trial-balance-2026-02-01.csv"' } },
    });
    await renderApp('/dashboard/reports?as_of=2026-02-01', { user: ADMIN });
    await table(/^Trial balance/);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Saved trial-balance-2026-02-01.csv.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/reports/trial_balance.csv')[0].query).toEqual({ as_of: '2026-02-01' });
  });

  it('says why a report failed, with Retry, and when there is nothing to show', async () => {
    const api = mockApi({ ...reportsApi(), 'GET admin/reports/trial_balance': { status: 422, body: { success: false, message: 'The report date cannot be after today' } } });
    await renderApp('/dashboard/reports?as_of=2099-01-01', { user: ADMIN });
    expect(await screen.findByText('The report date cannot be after today')).toBeInTheDocument();
    api.on('GET admin/reports/trial_balance', { body: { ...TRIAL, lines: [], total_debit: '0.00', total_credit: '0.00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
  });

  it('says so when no loan was being repaid on the day', async () => {
    mockApi({ ...reportsApi(), 'GET admin/reports/portfolio_at_risk': { body: { ...PAR, active_loans: 0, outstanding: '0.00', bands: PAR.bands.map((b) => ({ ...b, amount: '0.00', share: '0.00', loans: [], loans_count: 0 })) } } });
    await renderApp('/dashboard/reports?report=portfolio_at_risk', { user: ADMIN });
    expect(await screen.findByText('No loans were being repaid')).toBeInTheDocument();
  });
});
