// The loan request as a member fills it in (facts §3.7, §4.7): the ceiling warning, the computed repayment, guarantor
// rows above the guarantable amount with a search sent once typing pauses, then the fee step posting ONE loanAdd.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import { LoanTabs } from '../../src/components/LoanTabs';
import { loansApiMock } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

async function openForm() {
  const rendered = renderPage(<LoanTabs />, { path: '/loan' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Request Loan' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Create Loan Request' }) };
}

it('warns above twice the guarantable amount and computes the repayment as the server does', async () => {
  loansApiMock();
  const { user, dialog } = await openForm();
  expect(await within(dialog).findByText('A sum of ₦1,000.00 will be charge as loan form fee')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Loan Amount'), '40000.01');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Loan amount must not be greater than ₦40,000.00');
  await user.clear(within(dialog).getByLabelText('Loan Amount'));
  await user.type(within(dialog).getByLabelText('Loan Amount'), '10000');
  await user.selectOptions(within(dialog).getByLabelText('Select Loan Duration'), '3');
  await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
  expect(within(dialog).getByLabelText('Monthly Repayment Amount')).toHaveValue('₦3,333.34');
  expect(within(dialog).queryByText(/Remaining Guarante Amount/)).not.toBeInTheDocument();
});

it('asks for guarantors above the guarantable amount, searching once typing pauses, then posts one loanAdd with the fee', async () => {
  const api = loansApiMock({
    'GET searchGuarantors/bol': { body: [{ id: 44, first_name: 'Bola', last_name: 'Ade', email: 'bo***@example.com' }] },
    'POST loanAdd': { body: { success: true, message: 'Your loan request has been submitted' } },
  });
  const { user, dialog } = await openForm();
  await user.type(await within(dialog).findByLabelText('Loan Amount'), '30000');
  await user.selectOptions(within(dialog).getByLabelText('Select Loan Duration'), '3');
  await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Weekly');
  await user.type(within(dialog).getByLabelText('Start Date'), '2099-01-15');
  expect(within(dialog).getByText(/Remaining Guarante Amount: ₦10,000.00/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Search users'), 'bol');
  await user.click(await within(dialog).findByRole('button', { name: 'Bola Ade bo***@example.com' }));
  expect(api.calls.filter((c) => c.path.startsWith('searchGuarantors/'))).toHaveLength(1);
  await user.type(within(dialog).getByLabelText('Guarantee Amount'), '10000');
  await user.click(within(dialog).getByRole('button', { name: 'Apply Loan' }));

  const fee = await screen.findByRole('dialog', { name: 'Loan Form Fee' });
  const wallet = await within(fee).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await waitFor(() => expect(within(fee).getByRole('button', { name: 'Add Fund' })).toBeEnabled());
  await user.click(within(fee).getByRole('button', { name: 'Add Fund' }));

  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your loan request has been submitted' });
  const calls = api.callsTo('POST', 'loanAdd');
  expect(calls).toHaveLength(1);
  expect(calls[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
  expect(calls[0].body).toMatchObject({
    first: [{ loan_amount: '30000.00', payment_duration: 3, frequency: 'Weekly', start_date: '2099-01-15', loan_group: 'Member', group_id: 0, repayment_amount: '2500.00' }],
    data: [{ user_id: 44, guaranteed_amount: '10000.00' }],
    payment_method: 'Wallet',
    form_payment: 'Wallet',
  });
});

it('refuses to go on while the guarantors do not cover the rest', async () => {
  const api = loansApiMock();
  const { user, dialog } = await openForm();
  await user.type(await within(dialog).findByLabelText('Loan Amount'), '30000');
  await user.selectOptions(within(dialog).getByLabelText('Select Loan Duration'), '1');
  await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
  await user.type(within(dialog).getByLabelText('Start Date'), '2099-01-15');
  await user.click(within(dialog).getByRole('button', { name: 'Apply Loan' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Your guarantors must cover ₦10,000.00; they cover ₦0.00');
  expect(api.callsTo('POST', 'loanAdd')).toHaveLength(0);
});

it('sends a member below the shareholding minimum to "Shareholding Funding" first', async () => {
  loansApiMock({ 'GET share_holding': { body: { success: true, balance: '2000.00', minimum: '5000.00', minimum_met: false, shortfall: '3000.00' } } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan' });
  await user.click(await screen.findByRole('button', { name: 'Request Loan' }));
  const gate = await screen.findByRole('dialog', { name: 'Shareholding Funding' });
  expect(within(gate).getByText('A minimum of ₦5,000.00 is required in your Shareholding before you can Request for Loan')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Create Loan Request' })).not.toBeInTheDocument();
});
