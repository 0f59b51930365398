import { screen, waitFor, within } from '@testing-library/react';
import type { StatementReply } from '@coop/api/contract';
import AccountStatementPage from '../../src/pages/AccountStatementPage';
import { lagosToday, thisMonth } from '@coop/shared';
import { deferredReply, mockApi, networkDown, signIn } from '@coop/shared/testing';
import { page } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

function statement(over: Partial<StatementReply> = {}): StatementReply {
  return {
    success: true,
    account: 'Wallet',
    account_no: 'FIN-7',
    from: '2026-11-01',
    to: '2026-11-20',
    opening_balance: '1000.00',
    closing_balance: '3250.50',
    total_credits: '5000.50',
    total_debits: '2750.00',
    ...page([
      { id: 1, reference: 'FND-1', date: '2026-11-02T10:00:00.000Z', description: 'Wallet funding by card', category_label: 'Wallet Funding', credit: '5000.50', debit: null, balance: '6000.50', status: 'posted' },
      { id: 2, reference: 'WD-2', date: '2026-11-03T10:00:00.000Z', description: 'Withdrawal to Access Bank', category_label: 'Wallet Withdrawal', credit: null, debit: '2750.00', balance: '3250.50', status: 'posted' },
    ], { last_page: 2 }),
    ...over,
  };
}

const render = () => renderPage(<AccountStatementPage />, { path: '/account_statement' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Account statement page', () => {
  it('asks for this month by default and shows a loading state, then the summary and the rows', async () => {
    const pending = deferredReply();
    const api = mockApi({ 'GET statement_of_account': () => pending.promise });
    render();
    const { from, to } = thisMonth();
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    // the pickers stop at today: the API refuses a period starting after today
    expect(screen.getByLabelText('To')).toHaveAttribute('max', lagosToday());
    expect(screen.getByLabelText('From')).toHaveAttribute('max', to);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading your statement…');
    expect(api.calls[0].query).toEqual({ from, to, page: '1' });
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok_member_1');

    pending.release({ body: statement() });
    const summary = await screen.findByRole('region', { name: /^Summary/ });
    expect(within(summary).getByRole('group', { name: 'Opening balance' })).toHaveTextContent('₦1,000.00');
    expect(within(summary).getByRole('group', { name: 'Total credits' })).toHaveTextContent('₦5,000.50');
    expect(within(summary).getByRole('group', { name: 'Total debits' })).toHaveTextContent('₦2,750.00');
    expect(within(summary).getByRole('group', { name: 'Closing balance' })).toHaveTextContent('₦3,250.50');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Reference', 'Description', 'Credit', 'Debit', 'Balance']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Wallet funding by card')).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('₦5,000.50')).toHaveLength(1);
    expect(within(rows[1]).getByText('₦2,750.00')).toBeInTheDocument();
  });

  it('shows another period and pages through it', async () => {
    const api = mockApi({ 'GET statement_of_account': { body: statement() } });
    const { user } = render();
    await screen.findByRole('region', { name: /^Summary/ });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].query).toEqual({ from: '2026-10-01', to: '2026-10-31', page: '1' });

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls[2].query).toEqual({ from: '2026-10-01', to: '2026-10-31', page: '2' });
  });

  it('refuses a backwards period without asking the server', async () => {
    const api = mockApi({ 'GET statement_of_account': { body: statement() } });
    const { user } = render();
    await screen.findByRole('region', { name: /^Summary/ });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(api.calls).toHaveLength(1);
  });

  it('says so when nothing moved in the period', async () => {
    mockApi({ 'GET statement_of_account': { body: statement({ ...page([]), total_credits: '0.00', total_debits: '0.00' }) } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Closing balance' })).toHaveTextContent('₦3,250.50');
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    let fail = true;
    mockApi({ 'GET statement_of_account': () => (fail ? networkDown() : { body: statement() }) });
    const { user } = render();
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /^Summary/ })).toBeInTheDocument();
  });

  describe('downloads', () => {
    let createObjectURL: jest.Mock;
    let click: jest.SpyInstance;
    beforeEach(() => {
      createObjectURL = jest.fn(() => 'blob:statement');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => click.mockRestore());

    it('downloads the CSV and the PDF of the period with the Bearer token and saves them', async () => {
      const api = mockApi({
        'GET statement_of_account': (call) =>
          call.query.format === 'csv'
            ? { raw: 'date,reference\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="statement-2026-11-01-to-2026-11-20.csv"' } }
            : call.query.format === 'pdf'
              ? { raw: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }
              : { body: statement() },
      });
      const { user } = render();
      await screen.findByRole('region', { name: /^Summary/ });
      const { from, to } = thisMonth();

      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('Downloaded statement-2026-11-01-to-2026-11-20.csv')).toBeInTheDocument();
      const csv = api.calls.find((c) => c.query.format === 'csv')!;
      expect(csv.query).toEqual({ from, to, format: 'csv' });
      expect(csv.headers.Authorization).toBe('Bearer tok_member_1');

      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText(`Downloaded statement-${from}-to-${to}.pdf`)).toBeInTheDocument();
      const pdf = api.calls.find((c) => c.query.format === 'pdf')!;
      expect(pdf.headers.Authorization).toBe('Bearer tok_member_1');
      expect(createObjectURL).toHaveBeenCalledTimes(2);
      expect(click).toHaveBeenCalledTimes(2);
    });

    it('shows progress while the file is prepared, and the server’s reason when it fails', async () => {
      const pending = deferredReply();
      mockApi({
        'GET statement_of_account': (call) => (call.query.format === 'pdf' ? pending.promise : { body: statement() }),
      });
      const { user } = render();
      await screen.findByRole('region', { name: /^Summary/ });
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(screen.getByText('Preparing your download…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
      pending.release({ status: 422, body: { success: false, message: 'This period has 25000 entries, too many for a PDF' } });
      expect(await screen.findByText('The download failed: This period has 25000 entries, too many for a PDF')).toBeInTheDocument();
      expect(createObjectURL).not.toHaveBeenCalled();
    });
  });
});
