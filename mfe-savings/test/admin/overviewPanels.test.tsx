import { screen, within } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import SavingsTotalsPanel from '../../src/admin/SavingsTotalsPanel';
import AutosaveRunsPanel from '../../src/admin/AutosaveRunsPanel';
import { renderPage } from '../support/renderPage';
import { autosave, totals } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const rowWith = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('Savings totals panel', () => {
  it('shows each product with its members and balance, the savings total and the liens', async () => {
    const api = mockApi({ 'GET admin/savings/totals': { body: totals } });
    renderPage(<SavingsTotalsPanel />);
    const table = await screen.findByRole('table', { name: 'Savings by product' });
    expect(rowWith(table, 'Regular savings')).toHaveTextContent('40');
    expect(rowWith(table, 'Regular savings')).toHaveTextContent('₦1,250,000.00');
    expect(rowWith(table, 'Target savings')).toHaveTextContent('15 active targets');
    expect(rowWith(table, 'Target savings')).toHaveTextContent('₦300,000.50');
    expect(rowWith(table, 'Save to loan')).toHaveTextContent('₦90,000.00');
    expect(rowWith(table, 'Shareholdings')).toHaveTextContent('₦2,000,000.00');
    expect(screen.getByRole('group', { name: 'Total savings' })).toHaveTextContent('₦1,640,000.50');
    expect(screen.getByRole('group', { name: 'Active liens' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Active liens' })).toHaveTextContent('3 members');
    expect(screen.getByRole('group', { name: 'Amount under lien' })).toHaveTextContent('₦45,000.00');
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok_admin_1');
  });

  it('shows why the totals could not load, and loads them again on Try again', async () => {
    const api = mockApi({ 'GET admin/savings/totals': { status: 403, body: { success: false, message: 'Forbidden' } } });
    const { user } = renderPage(<SavingsTotalsPanel />);
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    api.on('GET admin/savings/totals', { body: totals });
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('table', { name: 'Savings by product' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/savings/totals')).toHaveLength(2);
  });
});

describe('Autosave runs panel', () => {
  it('shows the plans, the runs of the last day and week, and the failures with member, plan, amount and reason', async () => {
    mockApi({ 'GET admin/savings/autosave': { body: autosave } });
    renderPage(<AutosaveRunsPanel />);
    expect(await screen.findByRole('group', { name: 'Autosave on' })).toHaveTextContent('21');
    expect(screen.getByRole('group', { name: 'Due now' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Paused' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Charged (24 hours)' })).toHaveTextContent('18');
    expect(screen.getByRole('group', { name: 'Failed (24 hours)' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Charged (7 days)' })).toHaveTextContent('120');
    expect(screen.getByRole('group', { name: 'Failed (7 days)' })).toHaveTextContent('6');
    const row = rowWith(screen.getByRole('table', { name: 'Recent autosave failures' }), 'amaka@example.com');
    expect(row).toHaveTextContent('Amaka Obi');
    expect(row).toHaveTextContent('Target savings: School fees');
    expect(row).toHaveTextContent('₦5,000.00');
    expect(row).toHaveTextContent('Insufficient funds');
    expect(row).toHaveTextContent('23 Nov 2026');
  });

  it('says when no charge has failed', async () => {
    mockApi({ 'GET admin/savings/autosave': { body: { ...autosave, recent_failures: [] } } });
    renderPage(<AutosaveRunsPanel />);
    expect(await screen.findByText('No autosave charge has failed recently')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a load error', async () => {
    mockApi({ 'GET admin/savings/autosave': { status: 500, body: { success: false, message: 'The server is unavailable' } } });
    renderPage(<AutosaveRunsPanel />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
