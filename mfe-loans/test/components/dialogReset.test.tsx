// Dialogs that close once their call went through reset that call then, not only when opened again (issue 26): a
// "done" left behind closed the dialog at once on the next opening, before the member could type anything.
import { screen, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import { BusinessFinance } from '../../src/components/business/BusinessFinance';
import { LoanTabs } from '../../src/components/LoanTabs';
import { loansApiMock } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}, 30_000);

it('Create Business Request: after a request went through, Place Request opens an empty dialog that stays open', async () => {
  loansApiMock({ 'POST business_request': { body: { success: true, message: 'Your business finance request has been submitted' } } });
  const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
  await user.click(await screen.findByRole('button', { name: 'Place Request' }));
  let dialog = await screen.findByRole('dialog', { name: 'Create Business Request' });
  await user.type(await within(dialog).findByLabelText('Business Name'), 'Mama Put Kitchen');
  await user.type(within(dialog).getByLabelText('Loan Request Amount'), '150,000');
  await user.selectOptions(within(dialog).getByLabelText('Select Loan Duration'), '6');
  await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
  await user.type(within(dialog).getByLabelText('Start Date'), '2099-01-15');
  await user.upload(within(dialog).getByLabelText('Picture of your business'), new File([new Uint8Array([0x89, 0x50])], 'shop.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your business finance request has been submitted' });
  expect(screen.queryByRole('dialog', { name: 'Create Business Request' })).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: 'Place Request' }));
  dialog = await screen.findByRole('dialog', { name: 'Create Business Request' });
  expect(await within(dialog).findByLabelText('Business Name')).toHaveValue('');
  // still open once every effect of the opening has run
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('dialog', { name: 'Create Business Request' })).toBeInTheDocument();
}, 30_000);

it('Create Loan Group: after a group was created, Create Group opens again and stays open', async () => {
  loansApiMock({ 'POST loan/create_loan_group': { body: { success: true, message: 'Your group has been created and the invitations sent' } } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan', route: '/loan?tab=group' });
  await user.click(await screen.findByRole('button', { name: 'Create Group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Loan Group' });
  await user.type(within(dialog).getByLabelText('Enter Group Name'), 'Traders');
  for (const n of [2, 3, 4, 5]) {
    await user.type(within(dialog).getByLabelText(`Member ${n} Name`), `Person ${n}`);
    await user.type(within(dialog).getByLabelText(`Member ${n} Email`), `p${n}@example.com`);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Create Loan Group' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your group has been created and the invitations sent' });
  expect(screen.queryByRole('dialog', { name: 'Create Loan Group' })).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: 'Create Group' }));
  expect(await screen.findByRole('dialog', { name: 'Create Loan Group' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('dialog', { name: 'Create Loan Group' })).toBeInTheDocument();
  expect(screen.getByLabelText('Enter Group Name')).toHaveValue('');
}, 30_000);
