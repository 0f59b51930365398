import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeysetTable, type KeysetList } from './KeysetTable';

interface Row {
  id: number;
  name: string;
}
const COLUMNS = [{ key: 'name', header: 'Name' }];

function list(over: Partial<KeysetList<Row>>): KeysetList<Row> {
  return { status: 'ready', data: {}, rows: [], hasMore: false, loadMore: jest.fn(), retry: jest.fn(), ...over };
}

function show(l: KeysetList<Row>) {
  return render(<KeysetTable list={l} caption="Loan queue" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the loans…" emptyTitle="No loans here" emptyDescription="Nothing waits for an administrator." />);
}

describe('KeysetTable', () => {
  it('shows the rows in a named table, and "Load more" while older rows remain', async () => {
    const l = list({ rows: [{ id: 1, name: 'Ada' }], hasMore: true });
    show(l);
    expect(screen.getByRole('table', { name: 'Loan queue' })).toHaveTextContent('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(l.loadMore).toHaveBeenCalled();
  });

  it('says when it loads, when it is empty, and offers Retry on an error', async () => {
    const { rerender } = show(list({ status: 'loading', data: undefined }));
    expect(screen.getByText('Loading the loans…')).toBeInTheDocument();
    rerender(<KeysetTable list={list({})} caption="Loan queue" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the loans…" emptyTitle="No loans here" />);
    expect(screen.getByText('No loans here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const failed = list({ status: 'error', message: 'The server is unavailable' });
    rerender(<KeysetTable list={failed} caption="Loan queue" columns={COLUMNS} rowKey={(r) => r.id} loadingLabel="Loading the loans…" emptyTitle="No loans here" />);
    expect(screen.getByText('The server is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(failed.retry).toHaveBeenCalled();
  });
});
