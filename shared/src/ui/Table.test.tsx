import { render, screen, within } from '@testing-library/react';
import { Table } from './Table';

interface Row { id: number; name: string; amount: string }
const ROWS: Row[] = [
  { id: 1, name: 'Ada', amount: '₦1,500.00' },
  { id: 2, name: 'Bayo', amount: '₦20.00' },
];

describe('Table', () => {
  it('is a table named by its caption with column headers and cells', () => {
    render(
      <Table<Row>
        caption="Recent payments"
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'amount', header: 'Amount', align: 'end', render: (r) => <strong>{r.amount}</strong> },
        ]}
        rows={ROWS}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Recent payments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Bayo', '₦20.00']);
  });

  it('labels every cell with its column so the stacked mobile layout can show it', () => {
    render(<Table<Row> caption="Payments" hideCaption columns={[{ key: 'name', header: 'Name' }]} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getAllByRole('cell').every((cell) => cell.getAttribute('data-label') === 'Name')).toBe(true);
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });
});

describe('a table wider than its box', () => {
  const widths = (scrollWidth: number, clientWidth: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  };
  afterEach(() => jest.restoreAllMocks());
  const rows = [{ id: 1, name: 'Wallets' }];
  const columns = [{ key: 'name', header: 'Account' }];

  it('is a named region a keyboard can reach, so it can be scrolled', () => {
    widths(900, 600);
    render(<Table caption="Trial balance" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const region = screen.getByRole('region', { name: 'Trial balance' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop when it fits', () => {
    widths(600, 600);
    render(<Table caption="Trial balance" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
