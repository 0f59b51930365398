// MY LOAN and APPROVALS as a member uses them (facts §3.7, §4.1): buttons by status, the overdue flag, repayment refused
// above the balance with the original's text, cancel and approve behind their confirmations; the tab from ?tab=.
import { screen, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import { LoanTabs } from '../../src/components/LoanTabs';
import { loanCard, loansApiMock } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const disbursed = loanCard({ loan_id: 13, loan_status: 11, outstanding: '20000.00', repaid: '10000.00', end_date: '2027-02-01', next_due_date: '2026-12-01', next_due_amount: '10000.00', overdue_amount: '10000.00', days_overdue: 12 });

it('shows each loan with the buttons its status allows and flags what is overdue', async () => {
  loansApiMock({ 'GET loan/view_loan': { body: [loanCard(), disbursed, loanCard({ loan_id: 14, loan_status: 3 })] } });
  renderPage(<LoanTabs />, { path: '/loan' });
  const cards = await screen.findAllByRole('heading', { level: 3, name: 'Individual Loan' });
  expect(cards).toHaveLength(2);
  expect(screen.getByText('PENDING')).toBeInTheDocument();
  expect(screen.getByText('DISBURSED')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Repay Loan' })).toHaveLength(1);
  expect(screen.getByText(/₦10,000.00 overdue for 12 days/)).toBeInTheDocument();
});

it('refuses a repayment above the remaining balance with the original’s text', async () => {
  const api = loansApiMock({ 'GET loan/view_loan': { body: [disbursed] } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan' });
  await user.click(await screen.findByRole('button', { name: 'Repay Loan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Loan Repayment' });
  await user.type(within(dialog).getByLabelText('Enter Repayment Amount'), '20000.01');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByLabelText('Enter Repayment Amount')).toHaveAccessibleDescription(expect.stringContaining('Repaid Amount is more than your remaining balance'));
  expect(api.callsTo('POST', 'loanRepaymentsAdd/13')).toHaveLength(0);
});

it('cancels a pending loan after "Are you sure…" with the original’s GET', async () => {
  const api = loansApiMock({ 'GET loan/view_loan': { body: [loanCard()] }, 'GET cancel_loan/12': { body: { success: true, message: 'Loan request cancelled' } } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan' });
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  expect(within(confirm).getByText('Are you sure? Once you cancel, you will not be able to reverse your action!')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Loan request cancelled' });
  expect(api.callsTo('GET', 'cancel_loan/12')).toHaveLength(1);
});

it('opens APPROVALS from ?tab=, counts what waits in the badge, and approves after confirming', async () => {
  const request = { first_name: 'Ada', last_name: 'Obi', loan_amount: '30000.00', guaranteed_amount: '6000.00', status: 0, loan_status: 0, loan_id: 12, loan_group: '12', repaid: '0.00', outstanding: '0.00', requested_at: '2026-11-20T10:00:00.000Z' };
  const api = loansApiMock({ 'GET show_non_group_loans_for_approval': { body: [request] }, 'POST loanAccepted/12/12': { body: { success: true, message: 'You have approved this guarantee request' } } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan', route: '/loan?tab=approvals' });
  expect(await screen.findByRole('tab', { name: /APPROVALS/ })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByLabelText('1 waiting')).toBeInTheDocument();
  const row = (await screen.findByRole('cell', { name: 'Ada Obi' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Approve' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('₦6,000.00 of your savings is pledged until the loan is repaid');
  await user.click(within(confirm).getByRole('button', { name: 'Yes, approve' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'You have approved this guarantee request' });
  expect(api.callsTo('POST', 'loanAccepted/12/12')).toHaveLength(1);
});
