import { screen, waitFor, within } from '@testing-library/react';
import type { TransactionRow, TransactionsReply } from '@coop/api/contract';
import TransactionsPage from '../../src/pages/TransactionsPage';
import { deferredReply, mockApi, networkDown, memberUser, signIn } from '@coop/shared/testing';
import { page } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

const CATEGORIES = [
  { code: 1, label: 'Regular Savings' },
  { code: 7, label: 'Wallet' },
  { code: 20, label: 'Membership Form' },
];

function row(over: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id: 101, reference: 'FND-101', transaction_category: 7, category_label: 'Wallet Funding', transaction_type: 'credit',
    amount: '15000.00', payment_method: 'Paystack', description: 'Wallet funding', entry_date: '2026-11-02T10:00:00.000Z', status: 'posted', ...over,
  };
}

function reply(rows: TransactionRow[], over: Partial<TransactionsReply> = {}): TransactionsReply {
  return { ...page(rows, { last_page: 3 }), categories: CATEGORIES, ...over };
}

const render = () => renderPage(<TransactionsPage />, { path: '/transactions' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Transactions page', () => {
  it('loads, then shows the Transactions Table with its labels', async () => {
    const pending = deferredReply();
    const api = mockApi({ 'GET transactions/details': () => pending.promise });
    render();
    expect(screen.getByText('Loading transactions…')).toBeInTheDocument();
    expect(api.calls[0].query).toEqual({ page: '1' });
    pending.release({ body: reply([row(), row({ id: 102, category_label: 'Membership Form', transaction_category: 20, transaction_type: 'debit', amount: '2000.00', payment_method: 'Wallet' })]) });

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['I.D', 'TYPE', 'AMOUNT', 'PAYMENT METHOD', 'TRANSACTION', 'DATE']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Fin101');
    expect(first).toHaveTextContent('Wallet Funding');
    expect(first).toHaveTextContent('₦15,000.00');
    expect(within(first).getByText('Credit')).toBeInTheDocument();
    expect(second).toHaveTextContent('Membership Form');
    expect(within(second).getByText('Debit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transactions Table' })).toBeInTheDocument();
  });

  it('builds the query from the filters, pages with them, and clears them', async () => {
    const api = mockApi({ 'GET transactions/details': { body: reply([row()]) } });
    const { user } = render();
    await screen.findByRole('table');
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Regular Savings', 'Wallet', 'Membership Form']);

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.selectOptions(category, 'Wallet');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].query).toEqual({ page: '1', from: '2026-11-01', to: '2026-11-30', category: '7' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls[2].query).toEqual({ page: '2', from: '2026-11-01', to: '2026-11-30', category: '7' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(api.calls[3].query).toEqual({ page: '1' });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('refuses a backwards range', async () => {
    const api = mockApi({ 'GET transactions/details': { body: reply([row()]) } });
    const { user } = render();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(api.calls).toHaveLength(1);
  });

  it('says "No Record Found" when there is nothing', async () => {
    mockApi({ 'GET transactions/details': { body: reply([], { last_page: 1 }) } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    let fail = true;
    mockApi({ 'GET transactions/details': () => (fail ? networkDown() : { body: reply([row()]) }) });
    const { user } = render();
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is for members only', async () => {
    const api = mockApi({ 'GET transactions/details': { body: reply([row()]) } });
    signIn(memberUser, { member_status: false });
    render();
    expect(await screen.findByRole('heading', { name: 'Membership required' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transactions Table' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'transactions/details')).toHaveLength(0);
  });

  it('reads again when Apply is pressed with the same filters', async () => {
    const api = mockApi({ 'GET transactions/details': { body: reply([row()]) } });
    const { user } = render();
    await screen.findByRole('table', { name: 'Transactions Table' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsTo('GET', 'transactions/details')).toHaveLength(2));
    expect(api.callsTo('GET', 'transactions/details')[1].query).toEqual(api.callsTo('GET', 'transactions/details')[0].query);
  });
});
