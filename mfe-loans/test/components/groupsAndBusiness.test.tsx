// MY GROUP and /business-fianance as a member uses them (facts §3.7, §3.8, §4.2, §4.3).
import { screen, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import { LoanTabs } from '../../src/components/LoanTabs';
import { BusinessFinance } from '../../src/components/business/BusinessFinance';
import { businessRow, loansApiMock } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
  // jsdom has no object URLs: the picture's preview
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const group = { group_id: 5, group_name: 'Market Women', group_status: 1, member_status: 1, request_status: 1, request_id: 50, code: 'cub12345', user_id: 999, active_members: 5, pending_approvals: 1 };

it('lists my groups with the actions a member has, and creates a group with the four invitations', async () => {
  const api = loansApiMock({ 'GET loan/loan_group': { body: [group] }, 'POST loan/create_loan_group': { body: { success: true, message: 'Your group has been created and the invitations sent' } } });
  const { user } = renderPage(<LoanTabs />, { path: '/loan', route: '/loan?tab=group' });
  expect(await screen.findByRole('heading', { name: 'Market Women' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approval (1)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exit' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Loan Group' });
  await user.type(within(dialog).getByLabelText('Enter Group Name'), 'Traders');
  for (const n of [2, 3, 4, 5]) {
    await user.type(within(dialog).getByLabelText(`Member ${n} Name`), `Person ${n}`);
    await user.type(within(dialog).getByLabelText(`Member ${n} Email`), `p${n}@example.com`);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Create Loan Group' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your group has been created and the invitations sent' });
  expect(api.callsTo('POST', 'loan/create_loan_group')[0].body).toMatchObject({ group_name: 'Traders', name2: 'Person 2', email5: 'p5@example.com' });
});

it('offers Accept and Reject on an invitation; accepting joins with my e-mail and the code', async () => {
  const api = loansApiMock({
    'GET loan/loan_group': { body: [{ ...group, group_status: 0, member_status: 0, request_status: 0, pending_approvals: 0 }] },
    'POST loan/join_group': { body: { success: true, message: 'You have joined the group' } },
  });
  const { user } = renderPage(<LoanTabs />, { path: '/loan', route: '/loan?tab=my-group' });
  const card = (await screen.findByRole('heading', { name: 'Market Women' })).closest('section, article, div')!;
  expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Exit' })).not.toBeInTheDocument();
  await user.click(within(card as HTMLElement).getByRole('button', { name: 'Accept' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, accept' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'You have joined the group' });
  expect(api.callsTo('POST', 'loan/join_group')[0].body).toEqual({ email: expect.stringContaining('@'), code: 'cub12345' });
});

it('shows business requests by status with their labels, and accepts an offer after "You want to Accept this Request?"', async () => {
  const api = loansApiMock({
    'GET display_request': {
      body: [businessRow(), businessRow({ id: 31, total_amount: '165000.00', offer_version: 2, mark_up: '15000.00', business_name: 'Shop Two' }), businessRow({ id: 32, request_status: 9, business_name: 'Shop Three' })],
    },
    'POST accepts_request/31': { body: { success: true, message: 'You have accepted the offer' } },
  });
  const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
  await user.click(await screen.findByRole('tab', { name: /Pending Request/ }));
  expect(screen.getByLabelText('2 pending')).toBeInTheDocument();
  expect(screen.getByText('PENDING')).toBeInTheDocument();
  expect(screen.getByText('Awaiting Response')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('You want to Accept this Request?');
  await user.click(within(confirm).getByRole('button', { name: 'Yes, accept' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'You have accepted the offer' });
  // it names the offer it accepts: the version and total on show
  expect(api.callsTo('POST', 'accepts_request/31').map((c) => c.body)).toEqual([{ offer_version: 2, total_amount: '165000.00' }]);
  await user.click(screen.getByRole('tab', { name: 'Cancelled Request' }));
  expect(screen.getByText('CANCELLED')).toBeInTheDocument();
});

it('places a business request as multipart with the picture', async () => {
  const api = loansApiMock({ 'POST business_request': { body: { success: true, message: 'Your business finance request has been submitted' } } });
  const { user } = renderPage(<BusinessFinance />, { path: '/business-fianance' });
  await user.click(await screen.findByRole('button', { name: 'Place Request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Business Request' });
  await user.type(await within(dialog).findByLabelText('Business Name'), 'Mama Put Kitchen');
  await user.type(within(dialog).getByLabelText('Loan Request Amount'), '150,000');
  await user.selectOptions(within(dialog).getByLabelText('Select Loan Duration'), '6');
  await user.selectOptions(within(dialog).getByLabelText('Select Frequency'), 'Monthly');
  expect(within(dialog).getByLabelText('Monthly Repayment Amount')).toHaveValue('₦25,000.00');
  await user.type(within(dialog).getByLabelText('Start Date'), '2099-01-15');
  await user.upload(within(dialog).getByLabelText('Picture of your business'), new File([new Uint8Array([0x89, 0x50])], 'shop.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your business finance request has been submitted' });
  const form = api.callsTo('POST', 'business_request')[0].body as FormData;
  expect(form.get('business_name')).toBe('Mama Put Kitchen');
  expect(form.get('requested_amount')).toBe('150000.00');
  expect(form.get('repayment_duration')).toBe('6');
  expect((form.get('image') as File).name).toBe('shop.png');
});
