import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, networkDown, signIn, memberUser } from '@coop/shared/testing';
import SavingsPage from '../../src/pages/SavingsPage';
import { moreToSave } from '../../src/components/eligibility/eligibility';
import { fullProfile, page, savingsApi } from '../support/homeFixtures';
import { renderPage } from '../support/renderPage';

const render = () => renderPage(<SavingsPage />, { path: '/savings' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('/savings', () => {
  it('shows each balance, with the regular savings’ available balance, once loaded', async () => {
    const wallet = deferredReply();
    savingsApi({ 'GET show_wallet_balance': () => wallet.promise });
    render();
    expect(await screen.findByText('Loading Wallet Balance…')).toBeInTheDocument();
    wallet.release({ body: { success: true, balance: '10000.00' } });
    expect(await screen.findByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦10,000.00');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Shareholding' })).toHaveTextContent('₦5,000.00'));
    expect(screen.getByRole('group', { name: 'Regular Savings' })).toHaveTextContent('₦3,000.00');
    expect(screen.getByRole('group', { name: 'Regular Savings' })).toHaveTextContent('Available Balance: ₦2,500.00');
    expect(screen.getByRole('group', { name: 'Target Savings' })).toHaveTextContent('₦12,000.00');
    expect(screen.getByRole('group', { name: 'Save To Loan' })).toHaveTextContent('₦1,500.00');
    expect(within(screen.getByRole('group', { name: 'Shareholding' })).getByRole('link')).toHaveAttribute('href', '/shareholdings');
  });

  it('shows the total across the savings kinds from total_balances_for_all_savings_packages, or why not', async () => {
    let fail = true;
    savingsApi({ 'GET total_balances_for_all_savings_packages': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: ['16500.00', '3000.00', '12000.00'] }) });
    const { user } = render();
    const total = await screen.findByRole('group', { name: 'Total Savings' });
    expect(await within(total).findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await user.click(within(total).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(total).toHaveTextContent('₦16,500.00'));
    expect(total).toHaveTextContent('Regular, target and save to loan savings together');
  });

  it('says when a balance failed, and Retry reads it again', async () => {
    let fail = true;
    const api = savingsApi({ 'GET savingsBalance': () => (fail ? networkDown() : { body: { success: true, balance: '3000.00', available: '2500.00' } }) });
    const { user } = render();
    const regular = await screen.findByRole('group', { name: 'Regular Savings' });
    expect(await within(regular).findByRole('alert')).toHaveTextContent(/internet/i);
    fail = false;
    await user.click(within(regular).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(regular).toHaveTextContent('₦3,000.00'));
    expect(api.callsTo('GET', 'savingsBalance').length).toBeGreaterThanOrEqual(2);
  });

  describe('Todo List', () => {
    it('is not shown when the wallet has money, a bank account is on file and the profile names a relationship', async () => {
      savingsApi();
      render();
      await screen.findByRole('heading', { name: 'My Savings Account' });
      await waitFor(() => expect(screen.getByRole('group', { name: 'Wallet Balance' })).toHaveTextContent('₦10,000.00'));
      expect(screen.queryByRole('heading', { name: 'Todo List' })).not.toBeInTheDocument();
    });

    it('lists what is left, each a link to where it is done', async () => {
      savingsApi({
        'GET show_wallet_balance': { body: { success: true, balance: '0.00' } },
        'GET bank_account/details': { body: { success: true, data: null } },
        'GET show_profile': { body: { success: true, data: { ...fullProfile, relationship: '' } } },
      });
      render();
      const todo = (await screen.findByRole('heading', { name: 'Todo List' })).closest('section')!;
      expect(within(todo).getByRole('link', { name: /Fund Wallet/ })).toHaveAttribute('href', '/wallet');
      expect(within(todo).getByRole('link', { name: /Bank Details/ })).toHaveAttribute('href', '/settings');
      expect(within(todo).getByRole('link', { name: /Update Profile/ })).toHaveAttribute('href', '/settings');
    });

    it('shows only the missing bank account when that is all that is missing', async () => {
      savingsApi({ 'GET bank_account/details': { body: { success: true, data: null } } });
      render();
      const todo = (await screen.findByRole('heading', { name: 'Todo List' })).closest('section')!;
      expect(within(todo).getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Bank Details')]);
    });
  });

  describe('My Savings Account', () => {
    it('draws the four balances with a legend in naira', async () => {
      savingsApi();
      render();
      const legend = await screen.findByRole('list', { name: 'My Savings Account' });
      expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
        'Regular Savings₦3,000.00', 'Target Savings₦12,000.00', 'Shareholding₦5,000.00', 'Save To Loan₦1,500.00',
      ]);
    });

    it('has an empty state when everything is zero', async () => {
      savingsApi({
        'GET shareHoldingsTotalBalance': { body: { success: true, balance: '0.00' } },
        'GET savingsBalance': { body: { success: true, balance: '0.00', available: '0.00' } },
        'GET all_targets_sum_per_user': { body: { success: true, balance: '0.00' } },
        'GET all_funds': { body: ['0.00', '0.00'] },
      });
      render();
      expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'My Savings Account' })).not.toBeInTheDocument();
    });
  });

  describe('Latest Transactions', () => {
    it('shows the first rows with CATEGORY, TYPE, AMOUNT, DATE and See All → /transactions', async () => {
      const api = savingsApi();
      render();
      const table = await screen.findByRole('table', { name: 'Latest Transactions' });
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['CATEGORY', 'TYPE', 'AMOUNT', 'DATE']);
      const [, credit, debit] = within(table).getAllByRole('row');
      expect(within(credit).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Regular Savings', 'Credit', '₦2,500.00']);
      expect(within(debit).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Wallet Withdrawal', 'Debit', '₦700.00']);
      expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/transactions');
      expect(api.callsTo('GET', 'transactions/details')[0].query).toMatchObject({ page: '1', per_page: '5' });
    });

    it('says "No Record Found" without transactions', async () => {
      savingsApi({ 'GET transactions/details': { body: { ...page([]), categories: [] } } });
      render();
      expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    });
  });

  describe('the eligibility meter', () => {
    it('says how much may be borrowed and how much more to save for the loan wanted', async () => {
      savingsApi();
      const { user } = render();
      expect(await screen.findByText('You may borrow up to ₦9,000.00 today')).toBeInTheDocument();
      const wanted = screen.getByLabelText('Loan amount you want');
      await user.type(wanted, '20000');
      expect(screen.getByText('Save ₦5,500.00 more in Regular Savings or Save To Loan to request ₦20,000.00.')).toBeInTheDocument();
      await user.clear(wanted);
      await user.type(wanted, '9000');
      expect(screen.getByText('You can already request ₦9,000.00.')).toBeInTheDocument();
    });

    it('rounds half a kobo up and never asks for less than nothing', () => {
      expect(moreToSave('20000.00', '4500.00')).toBe('5500.00');
      expect(moreToSave('0.03', '0.00')).toBe('0.02');
      expect(moreToSave('100.01', '50.00')).toBe('0.01');
      expect(moreToSave('9000.00', '4500.00')).toBe('0.00');
      expect(moreToSave('100.00', '4500.00')).toBe('0.00');
    });
  });

  it('is for members only: a non-member sees the membership notice and nothing is read', async () => {
    const api = savingsApi();
    signIn(memberUser, { member_status: false });
    render();
    expect(await screen.findByRole('heading', { name: 'Membership required' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(0);
  });
});
