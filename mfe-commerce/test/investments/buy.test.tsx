// Investment Details → News | Invest → Buy Slot as a member uses them (facts §2.9, §3.9): the news newest first, the
// live total, the slots checked before any payment, the original's body posted once as a money call, a refusal
// retried with the same key, and a closed investment's Buy Slot disabled with the reason.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, memberUser, signIn } from '@coop/shared/testing';
import { InvestmentsScreen } from '../../src/components/investments/InvestmentsScreen';
import { investmentDetails, investmentsApiMock } from './fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

async function openDetails(name: string, route = '/investments') {
  const rendered = renderPage(<InvestmentsScreen />, { path: '/investments', route });
  const card = await screen.findByRole('region', { name });
  await rendered.user.click(within(card).getByRole('button', { name: 'View Details' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Investment Details' }) };
}

async function payFromWallet(dialog: HTMLElement, user: { click: (el: Element) => Promise<void> }) {
  const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Make Payment' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Make Payment' }));
}

it('shows the investment and its news newest first, with ?token=', async () => {
  const api = investmentsApiMock({
    'GET show_investment/5': {
      body: [
        { id: 1, posted_date: '2026-12-02T09:00:00.000Z', news: 'Land cleared' },
        { id: 2, posted_date: '2026-12-20T09:00:00.000Z', news: 'Seedlings planted' },
      ],
    },
  });
  const { dialog } = await openDetails('Rice Farm Cycle');
  expect(await within(dialog).findByText('A six-month rice cycle in Kebbi.')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Leadway Assurance');
  expect(within(dialog).getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  const items = within(await within(dialog).findByRole('list', { name: 'News' })).getAllByRole('listitem');
  expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Seedlings planted', 'Land cleared']);
  expect(api.callsTo('GET', 'single_investment/5')[0].query.token).toBe(memberUser.token);
  expect(api.callsTo('GET', 'show_investment/5')[0].query.token).toBe(memberUser.token);
});

it('says when there is no news yet', async () => {
  investmentsApiMock();
  const { dialog } = await openDetails('Rice Farm Cycle');
  expect(await within(dialog).findByText('No news yet')).toBeInTheDocument();
});

it('shows the total as slots × current value while the member types, and refuses slots it cannot sell', async () => {
  const api = investmentsApiMock();
  const { user, dialog } = await openDetails('Rice Farm Cycle');
  await user.click(await within(dialog).findByRole('tab', { name: 'Invest' }));
  const slots = within(dialog).getByLabelText('Slots');
  await user.clear(slots);
  await user.type(slots, '3');
  expect(within(dialog).getByLabelText('Total Amount')).toHaveValue('₦15,000.00');
  await user.clear(slots);
  await user.type(slots, '9');
  expect(within(dialog).getByLabelText('Total Amount')).toHaveValue('₦45,000.00');
  await user.click(within(dialog).getByRole('button', { name: 'Buy Slot' }));
  expect(slots).toHaveAccessibleDescription(expect.stringContaining('Only 8 slots are left in Rice Farm Cycle'));
  await user.clear(slots);
  await user.click(within(dialog).getByRole('button', { name: 'Buy Slot' }));
  expect(slots).toHaveAccessibleDescription(expect.stringContaining('Enter how many slots to buy'));
  expect(within(dialog).queryByRole('radio', { name: 'Wallet' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('buys market slots from the wallet with the original’s body, once, then closes and reloads', async () => {
  const api = investmentsApiMock({
    'POST market_place/add_investment': { body: { success: true, message: 'You bought 3 slots of Rice Farm Cycle for ₦15,000.00. It matures on 2027-06-30.', slots: 3, total: '15000.00', unit_remaining: 5, reference: 'INV-1', card_id: null } },
  });
  const { user, dialog } = await openDetails('Rice Farm Cycle');
  await user.click(await within(dialog).findByRole('tab', { name: 'Invest' }));
  await user.clear(within(dialog).getByLabelText('Slots'));
  await user.type(within(dialog).getByLabelText('Slots'), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Buy Slot' }));
  expect(within(dialog).getByText('₦15,000.00')).toBeInTheDocument();
  const listsBefore = api.callsTo('GET', 'show_all_investment').length;
  await payFromWallet(dialog, user);

  expect(await findAlert()).toEqual({ title: 'Success', message: 'You bought 3 slots of Rice Farm Cycle for ₦15,000.00. It matures on 2027-06-30.' });
  const posts = api.callsTo('POST', 'market_place/add_investment');
  expect(posts).toHaveLength(1);
  expect(posts[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
  expect(posts[0].body).toEqual({ investments_id: 5, slots: 3, total: '15000.00', date_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), payment_method: 'Wallet' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Investment Details' })).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('GET', 'show_all_investment').length).toBeGreaterThan(listsBefore));
});

it('buys halal slots with halai_investments_id on halai/add_investment', async () => {
  const api = investmentsApiMock({
    'POST halai/add_investment': { body: { success: true, message: 'You bought 2 slots of Sukuk Trade Fund for ₦20,000.00. It matures on 2027-06-30.', slots: 2, total: '20000.00', unit_remaining: 18, reference: 'INV-2', card_id: null } },
  });
  const { user, dialog } = await openDetails('Sukuk Trade Fund', '/investments?kind=halal');
  await user.click(await within(dialog).findByRole('tab', { name: 'Invest' }));
  await user.clear(within(dialog).getByLabelText('Slots'));
  await user.type(within(dialog).getByLabelText('Slots'), '2');
  await user.click(within(dialog).getByRole('button', { name: 'Buy Slot' }));
  await payFromWallet(dialog, user);
  await findAlert();
  expect(api.callsTo('POST', 'market_place/add_investment')).toHaveLength(0);
  expect(api.callsTo('POST', 'halai/add_investment')[0].body).toMatchObject({ halai_investments_id: 9, slots: 2, total: '20000.00', payment_method: 'Wallet' });
});

it('shows a refusal and sends "Try again" with the same Idempotency-Key', async () => {
  const api = investmentsApiMock({
    'POST market_place/add_investment': { status: 409, body: { success: false, message: 'Only 2 slots are left in Rice Farm Cycle' } },
  });
  const { user, dialog } = await openDetails('Rice Farm Cycle');
  await user.click(await within(dialog).findByRole('tab', { name: 'Invest' }));
  await user.click(within(dialog).getByRole('button', { name: 'Buy Slot' }));
  await payFromWallet(dialog, user);
  expect(await findAlert()).toEqual({ title: 'Error', message: 'Only 2 slots are left in Rice Farm Cycle' });
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(api.callsTo('POST', 'market_place/add_investment')).toHaveLength(2));
  const [first, second] = api.callsTo('POST', 'market_place/add_investment');
  expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  expect(second.body).toEqual(first.body);
  expect(screen.getByRole('dialog', { name: 'Investment Details' })).toBeInTheDocument();
});

it('disables Buy Slot on a closed investment and says why', async () => {
  investmentsApiMock({ 'GET single_investment/5': { body: investmentDetails({ on_sale: false, application_date: '2026-12-15' }) } });
  const { user, dialog } = await openDetails('Rice Farm Cycle');
  await user.click(await within(dialog).findByRole('tab', { name: 'Invest' }));
  const buy = within(dialog).getByRole('button', { name: 'Buy Slot' });
  expect(buy).toBeDisabled();
  expect(buy).toHaveAccessibleDescription('Rice Farm Cycle is closed: slots could be bought until 15 Dec 2026');
});
