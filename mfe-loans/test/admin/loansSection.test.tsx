// The console's Loans section (/dashboard/loans/*): the queue's filters live in the URL, a row opens its loan's own
// page, a pasted /dashboard/loans/{id} renders that loan; the administrator's own case is marked "Yours" with no
// decision buttons; a loan above the two-administrator threshold says why; Disburse is confirmed, sent with an
// Idempotency-Key, and the API's refusal is shown as it says it; offers show the mark-up as typed.
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import type { AdminLoanRow } from '@coop/api/contract';
import LoansSection from '../../src/admin/LoansSection';
import { renderPage } from '../support/renderPage';

// `yours` as the API sends it; cast so the fixture reads the same before and after the contract has the field
const row = (over: Partial<AdminLoanRow> & { yours?: boolean } = {}): AdminLoanRow =>
  ({
  id: 12, kind: 'individual', status: 1, borrower: { id: 7, name: 'Ada Obi', email: 'ada@example.com' }, amount: '600000.00', total: '600000.00', repaid: '0.00', group_name: null,
  business_name: null, created_at: '2026-11-20T10:00:00.000Z', approved_by: { id: 2, name: 'Admin Two' }, disbursed_at: null, needs_second_admin: true,
  outstanding: '0.00', next_due_date: null, next_due_amount: null, overdue_amount: '0.00', days_overdue: 0, yours: false, ...over,
  }) as AdminLoanRow;
const details = (loan: AdminLoanRow) => ({
  body: {
    success: true, loan, guarantors: [], approvals: null, instalments: [], image: null,
    borrower_savings: { regular: '400000.00', save_to_loan: '0.00', pledged: '400000.00', guarantable: '0.00', shares: '5000.00', wallet: '0.00' },
    events: [{ id: 1, action: 'approved', note: null, actor: loan.approved_by, at: '2026-11-20T10:00:00.000Z' }],
  },
});
const SELF = 'This is your own loan: another administrator must decide on it';

function loansApi(loans: AdminLoanRow[], extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/loans': { body: { success: true, data: loans, next_before: null, next_cursor: null } },
    ...Object.fromEntries(loans.map((l) => [`GET admin/loans/${l.id}`, details(l)])),
    ...extra,
  });
}

const openSection = (route = '/dashboard/loans') => renderPage(<LoansSection />, { path: '/dashboard/loans/*', route });

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('renders the section as tabs with the queue first, each row a link to its loan’s own page', async () => {
  loansApi([row()]);
  openSection();
  expect(screen.getByRole('tab', { name: 'Loan queue' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Business requests' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Loan book' })).toBeInTheDocument();
  const queue = screen.getByRole('tabpanel', { name: 'Loan queue' });
  expect(await within(queue).findByRole('link', { name: 'Open loan #12' })).toHaveAttribute('href', '/dashboard/loans/12');
  expect(within(queue).getByText('needs a second administrator', { exact: false })).toBeInTheDocument();
  expect(within(queue).queryByText('Yours')).not.toBeInTheDocument();
});

it('reads the queue’s filters from the URL and puts new ones there', async () => {
  const api = loansApi([row({ kind: 'business', status: 0, total: null, business_name: 'Mama Put Kitchen' })]);
  const { user } = openSection('/dashboard/loans?status=all&kind=business');
  await screen.findByRole('link', { name: 'Open loan #12' });
  expect(api.callsTo('GET', 'admin/loans')[0].query).toMatchObject({ status: 'all', kind: 'business' });
  expect(screen.getByLabelText('Status')).toHaveValue('all');
  expect(screen.getByLabelText('Kind')).toHaveValue('business');
  await user.selectOptions(screen.getByLabelText('Status'), 'Processing');
  await waitFor(() => expect(api.callsTo('GET', 'admin/loans').at(-1)?.query).toMatchObject({ status: '2', kind: 'business' }));
});

it('opens the part named in the URL', async () => {
  mockApi({
    'GET admin/loan_book': {
      body: {
        success: true, active_loans: 3, outstanding: '900000.00', repaid: '100000.00', disbursed: '1000000.00', overdue: '0.00', aging: { '1-30': '0.00', '31-60': '0.00', '61-90': '0.00', '90+': '0.00' },
        aging_counts: { '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 }, by_kind: [], overdue_loans: [], next_cursor: null,
      },
    },
  });
  openSection('/dashboard/loans?part=book');
  expect(screen.getByRole('tab', { name: 'Loan book' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('₦900,000.00')).toBeInTheDocument();
  expect(screen.getByText('Nothing is overdue')).toBeInTheDocument();
});

it('renders a pasted loan link as that loan’s page, and shows the API’s refusal of a disbursement', async () => {
  const REFUSAL = 'Loans above ₦500,000.00 must be disbursed by a second administrator, not the one who approved them';
  const api = loansApi([row()], { 'POST admin/loans/12/disburse': { status: 403, body: { success: false, message: REFUSAL } } });
  const { user } = openSection('/dashboard/loans/12');
  expect(await screen.findByRole('heading', { name: 'Loan #12' })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getByText('Ada Obi (ada@example.com)')).toBeInTheDocument();
  expect(screen.getByText(/Admin Two approved it, so another administrator must disburse it/)).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Admin Two' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '‹ All loans' })).toHaveAttribute('href', '/dashboard/loans');
  await user.click(screen.getByRole('button', { name: 'Disburse' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, disburse' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: REFUSAL });
  expect(api.callsTo('POST', 'admin/loans/12/disburse')[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('does not offer Disburse to the administrator who approved a loan above the threshold, and says why', async () => {
  loansApi([row({ approved_by: { id: adminUser.user_id, name: adminUser.name } })]);
  openSection('/dashboard/loans/12');
  expect(await screen.findByText(/you approved it, so another administrator must disburse it/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disburse' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
});

it('marks the administrator’s own loan “Yours” in the queue and on its page, with no decision buttons', async () => {
  loansApi([row({ id: 13, status: 2, yours: true, needs_second_admin: false })]);
  const { unmount } = openSection();
  const link = await screen.findByRole('link', { name: 'Open loan #13' });
  expect(within(link.closest('tr')!).getByText('Yours')).toBeInTheDocument();
  unmount();

  openSection('/dashboard/loans/13');
  expect(await screen.findByText(/This is your own loan/)).toBeInTheDocument();
  expect(screen.getAllByText('Yours').length).toBeGreaterThan(0);
  for (const name of ['Approve', 'Disburse', 'Decline']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('shows the API’s self-dealing refusal when it comes', async () => {
  loansApi([row({ id: 14, status: 2, needs_second_admin: false })], { 'POST admin/loans/14/approve': { status: 403, body: { success: false, message: SELF } } });
  const { user } = openSection('/dashboard/loans/14');
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, approve' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: SELF });
});

it('says a loan number that is not one is no loan, and shows the API’s error with Retry', async () => {
  mockApi({ 'GET admin/loans/99': { status: 404, body: { success: false, message: 'There is no loan 99' } } });
  const { unmount } = openSection('/dashboard/loans/abc');
  expect(screen.getByText('There is no such loan')).toBeInTheDocument();
  unmount();
  openSection('/dashboard/loans/99');
  expect(await screen.findByText('There is no loan 99')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('makes a business offer, showing the mark-up as it is typed; no offer form on the administrator’s own request', async () => {
  const request = row({ id: 30, kind: 'business', status: 0, total: null, amount: '150000.00', business_name: 'Mama Put Kitchen', needs_second_admin: false, approved_by: null });
  const mine = row({ id: 31, kind: 'business', status: 0, total: null, amount: '90000.00', business_name: 'My Own Shop', needs_second_admin: false, approved_by: null, yours: true });
  const api = loansApi([request, mine], { 'POST admin/business/30/offer': { body: { success: true, message: 'The offer has been sent to the member', loan: request } } });
  const { user } = openSection('/dashboard/loans?part=business');
  const total = await screen.findByLabelText('Total amount for Mama Put Kitchen');
  expect(screen.queryByLabelText('Total amount for My Own Shop')).not.toBeInTheDocument();
  const mineRow = screen.getByRole('link', { name: 'Open loan #31' }).closest('tr')!;
  expect(within(mineRow).getByText('Yours')).toBeInTheDocument();
  expect(within(mineRow).getByText('Another administrator must make the offer')).toBeInTheDocument();
  await user.type(total, '165,000');
  expect(total).toHaveAccessibleDescription(expect.stringContaining('Mark-up ₦15,000.00'));
  await user.click(screen.getByRole('button', { name: 'Make offer' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'The offer has been sent to the member' });
  expect(api.callsTo('POST', 'admin/business/30/offer')[0].body).toEqual({ total_amount: '165000.00' });
  expect(api.callsTo('POST', 'admin/business/30/offer')[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
});
