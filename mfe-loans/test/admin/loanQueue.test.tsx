// The loans admin panels (SA, ADMIN): the queue opens a loan with its audit trail; Disburse is confirmed, sent with an
// Idempotency-Key, and the maker-checker refusal is shown as the API says it; offers show the mark-up as typed.
import { screen, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn } from '@coop/shared/testing';
import LoanQueuePanel from '../../src/admin/LoanQueuePanel';
import BusinessRequestsPanel from '../../src/admin/BusinessRequestsPanel';
import { renderPage } from '../support/renderPage';

const row = {
  id: 12, kind: 'individual', status: 1, borrower: { id: 7, name: 'Ada Obi', email: 'ada@example.com' }, amount: '600000.00', total: '600000.00', repaid: '0.00', group_name: null,
  business_name: null, created_at: '2026-11-20T10:00:00.000Z', approved_by: { id: 1, name: 'Admin One' }, disbursed_at: null, needs_second_admin: true,
  outstanding: '0.00', next_due_date: null, next_due_amount: null, overdue_amount: '0.00', days_overdue: 0,
};
const REFUSAL = 'Loans above ₦500,000.00 must be disbursed by a second administrator, not the one who approved them';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('opens a loan from the queue and shows the maker-checker refusal when its approver disburses', async () => {
  const api = mockApi({
    'GET admin/loans': { body: { success: true, data: [row], next_cursor: null } },
    'GET admin/loans/12': {
      body: {
        success: true, loan: row, guarantors: [], approvals: null, instalments: [], image: null,
        borrower_savings: { regular: '400000.00', save_to_loan: '0.00', pledged: '400000.00', guarantable: '0.00', shares: '5000.00', wallet: '0.00' },
        events: [{ id: 1, action: 'approved', note: null, actor: { id: 1, name: 'Admin One' }, at: '2026-11-20T10:00:00.000Z' }],
      },
    },
    'POST admin/loans/12/disburse': { status: 403, body: { success: false, message: REFUSAL } },
  });
  const { user } = renderPage(<LoanQueuePanel />);
  expect(await screen.findByText('second administrator', { exact: false })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Loan #12' });
  expect(await within(dialog).findByRole('cell', { name: 'Admin One' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Disburse' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, disburse' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: REFUSAL });
  expect(api.callsTo('POST', 'admin/loans/12/disburse')[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('makes a business offer, showing the mark-up as it is typed', async () => {
  const request = { ...row, id: 30, kind: 'business', status: 0, total: null, amount: '150000.00', business_name: 'Mama Put Kitchen', needs_second_admin: false };
  const api = mockApi({
    'GET admin/loans': { body: { success: true, data: [request], next_cursor: null } },
    'POST admin/business/30/offer': { body: { success: true, message: 'The offer has been sent to the member', loan: request } },
  });
  const { user } = renderPage(<BusinessRequestsPanel />);
  const total = await screen.findByLabelText('Total amount for Mama Put Kitchen');
  await user.type(total, '165,000');
  expect(total).toHaveAccessibleDescription(expect.stringContaining('Mark-up ₦15,000.00'));
  await user.click(screen.getByRole('button', { name: 'Make offer' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'The offer has been sent to the member' });
  expect(api.callsTo('POST', 'admin/business/30/offer')[0].body).toEqual({ total_amount: '165000.00' });
});
