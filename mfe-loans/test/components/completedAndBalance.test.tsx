// The spec calls the loan screens did not use (issue 26): completed loans (`getCompletedLoans`) under MY LOAN's
// Completed, completed business finance (`business_view_loan`) under Active Request's Completed, and what is still
// owed (`loanBalance/{id}`) read fresh when the repayment dialog opens; and an offer accepted by the version on show.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import { LoanTabs } from '../../src/components/LoanTabs';
import { BusinessFinance } from '../../src/components/business/BusinessFinance';
import { businessRow, loanCard, loansApiMock } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const disbursed = loanCard({ loan_id: 13, loan_status: 11, outstanding: '20000.00', repaid: '10000.00', end_date: '2027-02-01' });

describe('MY LOAN › Completed', () => {
  it('reads getCompletedLoans when chosen and shows the completed and cancelled loans', async () => {
    const api = loansApiMock({
      'GET loan/view_loan': { body: [disbursed] },
      'GET getCompletedLoans': { body: [loanCard({ loan_id: 20, loan_status: 3, repaid: '30000.00' }), loanCard({ loan_id: 21, loan_status: 9, closed_reason: 'Cancelled by you' })] },
    });
    const { user } = renderPage(<LoanTabs />, { path: '/loan' });
    expect(await screen.findByText('DISBURSED')).toBeInTheDocument();
    expect(api.callsTo('GET', 'getCompletedLoans')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('COMPLETED')).toBeInTheDocument();
    expect(screen.getByText('CANCELLED')).toBeInTheDocument();
    expect(screen.queryByText('DISBURSED')).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'getCompletedLoans')).toHaveLength(1);
  });

  it('says when there is none, and offers Retry when it cannot be read', async () => {
    const api = loansApiMock({ 'GET getCompletedLoans': { status: 500, body: { success: false, message: 'Something went wrong on our side, please try again' } } });
    const { user } = renderPage(<LoanTabs />, { path: '/loan' });
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Something went wrong on our side, please try again')).toBeInTheDocument();
    api.on('GET getCompletedLoans', { body: [] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You currently do not have any Completed loan')).toBeInTheDocument();
  });
});

describe('Loan Repayment › what is outstanding', () => {
  it('is read from loanBalance each time the dialog opens, shown, and is the limit', async () => {
    const api = loansApiMock({ 'GET loan/view_loan': { body: [disbursed] }, 'GET loanBalance/13': { body: { success: true, balance: '12500.00' } } });
    const { user } = renderPage(<LoanTabs />, { path: '/loan' });
    await user.click(await screen.findByRole('button', { name: 'Repay Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loan Repayment' });
    expect(await within(dialog).findByText('Outstanding: ₦12,500.00')).toBeInTheDocument();
    expect(api.callsTo('GET', 'loanBalance/13')[0].query.token).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Enter Repayment Amount'), '12500.01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Enter Repayment Amount')).toHaveAccessibleDescription(expect.stringContaining('Repaid Amount is more than your remaining balance'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loan Repayment' })).not.toBeInTheDocument());

    api.on('GET loanBalance/13', { body: { success: true, balance: '9000.00' } });
    await user.click(screen.getByRole('button', { name: 'Repay Loan' }));
    expect(await screen.findByText('Outstanding: ₦9,000.00')).toBeInTheDocument();
    expect(api.callsTo('GET', 'loanBalance/13')).toHaveLength(2);
  });

  it('says so when the balance cannot be read, and reads it again on Retry', async () => {
    const api = loansApiMock({ 'GET loan/view_loan': { body: [disbursed] }, 'GET loanBalance/13': { status: 503, body: { success: false, message: 'The service is busy, please try again' } } });
    const { user } = renderPage(<LoanTabs />, { path: '/loan' });
    await user.click(await screen.findByRole('button', { name: 'Repay Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loan Repayment' });
    expect(await within(dialog).findByText(/The service is busy, please try again/)).toBeInTheDocument();
    api.on('GET loanBalance/13', { body: { success: true, balance: '20000.00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Outstanding: ₦20,000.00')).toBeInTheDocument();
  });
});

describe('Business Financing', () => {
  it('Completed reads business_view_loan and lists the completed ones with Transaction Detail', async () => {
    const api = loansApiMock({
      'GET display_request': { body: [businessRow({ id: 40, request_status: 11, business_name: 'Running Shop', total_amount: '165000.00' })] },
      'GET business_view_loan': {
        body: [businessRow({ id: 40, request_status: 11, business_name: 'Running Shop' }), businessRow({ id: 41, request_status: 3, business_name: 'Repaid Shop', total_amount: '165000.00', amount_repaid: '165000.00' })],
      },
    });
    const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
    expect(await screen.findByRole('heading', { name: 'Running Shop' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByRole('heading', { name: 'Repaid Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Running Shop' })).not.toBeInTheDocument();
    expect(screen.getByText('COMPLETED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transaction Detail' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'business_view_loan')[0].query.token).toBeTruthy();
  });

  it('Completed says when there is none', async () => {
    loansApiMock({ 'GET business_view_loan': { body: [businessRow({ id: 40, request_status: 11 })] } });
    const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('You have no completed business finance')).toBeInTheDocument();
  });

  it('Business Loan Repayment shows what is outstanding, read again from business_view_loan', async () => {
    const running = businessRow({ id: 40, request_status: 11, business_name: 'Running Shop', total_amount: '165000.00', outstanding: '100000.00' });
    loansApiMock({ 'GET display_request': { body: [running] }, 'GET business_view_loan': { body: [{ ...running, outstanding: '82500.00' }] } });
    const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
    await user.click(await screen.findByRole('button', { name: 'Repayment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business Loan Repayment' });
    expect(await within(dialog).findByText('Outstanding: ₦82,500.00')).toBeInTheDocument();
  });

  it('an offer that changed meanwhile is refused with the API’s words and the new offer is read', async () => {
    const api = loansApiMock({
      'GET display_request': { body: [businessRow({ id: 31, total_amount: '165000.00', offer_version: 1, mark_up: '15000.00' })] },
      'POST accepts_request/31': { status: 409, body: { success: false, message: 'This offer has changed: review the new offer before accepting' } },
    });
    const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    api.on('GET display_request', { body: [businessRow({ id: 31, total_amount: '180000.00', offer_version: 2, mark_up: '30000.00' })] });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, accept' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'This offer has changed: review the new offer before accepting' });
    expect(api.callsTo('POST', 'accepts_request/31')[0].body).toEqual({ offer_version: 1, total_amount: '165000.00' });
    expect(await screen.findByText('₦180,000.00')).toBeInTheDocument();
  });
});
