import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Row {
  id: number;
  amount: string;
}
const COLUMNS = [{ key: 'amount', header: 'AMOUNT' }];

function show(load: PagedTableProps<Row>['load'], onPageChange = jest.fn()) {
  render(<PagedTable load={load} page={1} onPageChange={onPageChange} caption="Repayment Transactions" pagesLabel="Repayment transactions pages" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the repayment transactions…" emptyTitle="No Record Found" />);
  return onPageChange;
}

describe('PagedTable', () => {
  it('shows the page’s rows and moves to the next page', async () => {
    const onPageChange = show({ status: 'ready', data: { data: [{ id: 1, amount: '500.00' }], current_page: 1, last_page: 3 }, retry: jest.fn() });
    expect(screen.getByRole('table', { name: 'Repayment Transactions' })).toHaveTextContent('500.00');
    const pages = screen.getByRole('navigation', { name: 'Repayment transactions pages' });
    await userEvent.click(pages.querySelector('button[aria-label="Next page"]')!);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when it loads and when there is nothing', () => {
    show({ status: 'loading', retry: jest.fn() });
    expect(screen.getByText('Loading the repayment transactions…')).toBeInTheDocument();
  });

  it('shows the empty state for an empty page', () => {
    show({ status: 'ready', data: { data: [], current_page: 1, last_page: 1 }, retry: jest.fn() });
    expect(screen.getByText('No Record Found')).toBeInTheDocument();
  });
});
