import { screen, within } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import SavingsSection from '../../src/admin/SavingsSection';
import { renderPage } from '../support/renderPage';
import { autosave, dividendDetails, dividendPage, memberSavings, pool, totals } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const everything = {
  'GET admin/savings/totals': { body: totals },
  'GET admin/savings/autosave': { body: autosave },
  'GET admin/savings/member': { body: memberSavings },
  'GET admin/dividends': { body: dividendPage([]) },
  'GET admin/dividends/pool': { body: pool },
};

/** The section as the shell mounts it: at /dashboard/savings/*, opened at `url`. */
const openSection = (url: string) => renderPage(<SavingsSection />, { path: '/dashboard/savings/*', route: url });

describe('the Savings section of the console', () => {
  it('has a short header and its four parts as tabs, the totals first', async () => {
    mockApi(everything);
    openSection('/dashboard/savings');
    const tabs = screen.getByRole('tablist', { name: 'Savings' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Totals', 'Autosave runs', 'Member savings', 'Dividends']);
    expect(within(tabs).getByRole('tab', { name: 'Totals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Savings by product' })).toBeInTheDocument();
  });

  it('shows each part when its tab is chosen', async () => {
    mockApi(everything);
    const { user } = openSection('/dashboard/savings');
    await user.click(screen.getByRole('tab', { name: 'Autosave runs' }));
    expect(await screen.findByRole('group', { name: 'Autosave on' })).toHaveTextContent('21');
    await user.click(screen.getByRole('tab', { name: 'Dividends' }));
    expect(await screen.findByRole('group', { name: 'In the dividend pool' })).toHaveTextContent('₦50,000.00');
    expect(screen.getByRole('form', { name: 'Declare a dividend' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Member savings' }));
    expect(screen.getByLabelText(/Member’s e-mail/)).toBeInTheDocument();
  });

  it('opens the part and the member a link names, and puts a new member’s e-mail in the URL', async () => {
    const api = mockApi(everything);
    const { user } = openSection('/dashboard/savings?part=member&email=amaka%40example.com');
    expect(screen.getByRole('tab', { name: 'Member savings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/Amaka Obi · amaka@example.com · Member/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Member’s e-mail/)).toHaveValue('amaka@example.com');
    expect(api.callsTo('GET', 'admin/savings/member')[0].query).toEqual({ email: 'amaka@example.com' });

    await user.clear(screen.getByLabelText(/Member’s e-mail/));
    await user.type(screen.getByLabelText(/Member’s e-mail/), 'bola@example.com');
    await user.click(screen.getByRole('button', { name: 'Show savings' }));
    await screen.findByText(/Amaka Obi/);
    expect(api.callsTo('GET', 'admin/savings/member').at(-1)!.query).toEqual({ email: 'bola@example.com' });
  });

  it('opens the dividends part from the URL', async () => {
    mockApi(everything);
    openSection('/dashboard/savings?part=dividends');
    expect(screen.getByRole('tab', { name: 'Dividends' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No dividend has been paid yet')).toBeInTheDocument();
  });

  it('shows the totals for a part it does not know', async () => {
    mockApi(everything);
    openSection('/dashboard/savings?part=nonsense');
    expect(screen.getByRole('tab', { name: 'Totals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Savings by product' })).toBeInTheDocument();
  });
});

describe('a dividend’s own page', () => {
  it('shows the dividend and what each member got, paging the allocations', async () => {
    const api = mockApi({ 'GET admin/dividends/4': (call) => ({ body: dividendDetails(Number(call.query.page), 2) }) });
    const { user } = openSection('/dashboard/savings/dividends/4');
    expect(await screen.findByRole('group', { name: 'Amount' })).toHaveTextContent('₦1,000.00');
    expect(screen.getByRole('group', { name: 'Members paid' })).toHaveTextContent('3');
    expect(screen.getByText(/“2026 dividend” · paid 23 Nov 2026/)).toHaveTextContent('declared by Ada Admin');
    const table = screen.getByRole('table', { name: 'What each member got of dividend 4' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Bola Ade');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₦333.34');
    expect(screen.getByRole('link', { name: 'All dividends' })).toHaveAttribute('href', '/dashboard/savings?part=dividends');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Zainab Musa')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/dividends/4').map((call) => call.query.page)).toEqual(['1', '2']);
  });

  it('says when the dividend does not exist', async () => {
    mockApi({ 'GET admin/dividends/999': { status: 404, body: { success: false, message: 'Dividend not found' } } });
    openSection('/dashboard/savings/dividends/999');
    expect(await screen.findByText('Dividend not found')).toBeInTheDocument();
  });
});
