// The Shop section's orders (/dashboard/shop/*): by default the orders needing an administrator, the status filter in
// the URL; a row opens the order's own page (/dashboard/shop/orders/{id}, also as a pasted link) with lines and
// payments; approve, decline (with a reason, the down payment refunded), mark delivered and close, each confirmed and
// sent with an Idempotency-Key; the administrator's own order is marked "Yours" with no decision buttons.
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import type { AdminOrderRow } from '@coop/api/contract';
import ShopSection from '../../src/admin/ShopSection';
import { renderPage } from '../support/renderPage';
import { adminOrder } from './fixtures';

function ordersApi(order: AdminOrderRow, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/shop/orders': { body: { data: [order], next_before: null } },
    [`GET admin/shop/orders/${order.id}`]: {
      body: {
        order,
        items: [{ image: null, product_name: 'Solar Generator', quantity: 2, price: '165000.00', short_description: '2kVA', product_id: 21 }],
        repayments: [{ id: 1, repayment_amount: '99000.00', payment_method: 'Wallet', trans_date: '2026-11-20T10:00:00.000Z', reference: 'DP-12' }],
      },
    },
    ...extra,
  });
}

const openShop = (route = '/dashboard/shop') => renderPage(<ShopSection />, { path: '/dashboard/shop/*', route });

/** the order's page, opened from its row */
async function openOrder(user: ReturnType<typeof renderPage>['user'], orderNo = 'ORD-000012') {
  await user.click(await screen.findByRole('link', { name: `Open order ${orderNo}` }));
  return orderPage(orderNo);
}

async function orderPage(orderNo = 'ORD-000012') {
  const heading = await screen.findByRole('heading', { name: `Order ${orderNo}` });
  return heading.closest('div')!.parentElement!;
}

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists the orders needing an administrator with the member, the money and the status, and filters by status', async () => {
  const api = ordersApi(adminOrder());
  const { user } = openShop();
  const row = (await screen.findByRole('link', { name: 'Open order ORD-000012' })).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Open order ORD-000012' })).toHaveAttribute('href', '/dashboard/shop/orders/12');
  expect(within(row).queryByText('Yours')).not.toBeInTheDocument();
  expect(within(row).getByText('Ada Obi')).toBeInTheDocument();
  for (const [column, value] of [['Total', '₦330,000.00'], ['Down payment', '₦99,000.00'], ['Paid', '₦99,000.00'], ['Remaining', '₦231,000.00'], ['Status', 'Pending']]) {
    expect(row.querySelector(`td[data-label="${column}"]`)).toHaveTextContent(value);
  }
  expect(api.callsTo('GET', 'admin/shop/orders')[0].query.status).toBe('action');
  await user.selectOptions(screen.getByLabelText('Status'), 'All');
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/orders').at(-1)?.query.status).toBe('all'));
  await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/orders').at(-1)?.query.status).toBe('5'));
});

it('shows an order’s lines and payments, and approves it after the confirmation with an Idempotency-Key', async () => {
  const api = ordersApi(adminOrder(), { 'POST admin/shop/orders/12/approve': { body: { success: true, message: 'Order approved', order: adminOrder({ order_status: 3 }) } } });
  const { user } = openShop();
  const page = await openOrder(user);
  expect(await within(page).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  expect(within(page).getByRole('cell', { name: '₦165,000.00' })).toBeInTheDocument();
  expect(within(page).getByRole('cell', { name: 'DP-12' })).toBeInTheDocument();
  expect(within(page).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  await user.click(within(page).getByRole('button', { name: 'Approve' }));
  const confirm = await screen.findByRole('dialog', { name: 'Approve order' });
  expect(api.callsTo('POST', 'admin/shop/orders/12/approve')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Yes, approve' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Order approved' });
  const call = api.callsTo('POST', 'admin/shop/orders/12/approve')[0];
  expect(call.body).toEqual({});
  expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('declines with a required reason, saying the down payment is refunded, and shows the API’s refusal', async () => {
  const REFUSAL = 'This order is delivered: it cannot be declined';
  const api = ordersApi(adminOrder({ order_status: 3 }), { 'POST admin/shop/orders/12/decline': { status: 409, body: { success: false, message: REFUSAL } } });
  const { user } = openShop();
  const page = await openOrder(user);
  await user.click(await within(page).findByRole('button', { name: 'Decline' }));
  const note = await screen.findByRole('dialog', { name: 'Decline order ORD-000012' });
  expect(note).toHaveTextContent('The down payment of ₦99,000.00 is refunded to Ada Obi’s wallet');
  await user.click(within(note).getByRole('button', { name: 'Decline order' }));
  expect(within(note).getByText('A reason is required to decline an order')).toBeInTheDocument();
  await user.type(within(note).getByLabelText('Reason for the member'), 'Out of stock at the supplier');
  await user.click(within(note).getByRole('button', { name: 'Decline order' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: REFUSAL });
  const call = api.callsTo('POST', 'admin/shop/orders/12/decline')[0];
  expect(call.body).toEqual({ reason: 'Out of stock at the supplier' });
  expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('marks an approved order delivered, saying repayments open for what remains', async () => {
  const api = ordersApi(adminOrder({ order_status: 3 }), { 'POST admin/shop/orders/12/deliver': { body: { success: true, message: 'Order delivered: repayments are open', order: adminOrder({ order_status: 5 }) } } });
  const { user } = openShop();
  const page = await openOrder(user);
  expect(within(page).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  await user.click(await within(page).findByRole('button', { name: 'Mark delivered' }));
  const confirm = await screen.findByRole('dialog', { name: 'Mark order delivered' });
  expect(confirm).toHaveTextContent('Repayments of ₦231,000.00 open for the member');
  await user.click(within(confirm).getByRole('button', { name: 'Yes, mark delivered' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Order delivered: repayments are open' });
  expect(api.callsTo('POST', 'admin/shop/orders/12/deliver')[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('closes a paid order, and offers no decision on a delivered one being repaid', async () => {
  const api = ordersApi(adminOrder({ order_status: 2, remaining_balance: '0.00', amount_paid: '330000.00' }), { 'POST admin/shop/orders/12/close': { body: { success: true, message: 'Order closed', order: adminOrder({ order_status: 6 }) } } });
  const { user, unmount } = openShop();
  const page = await openOrder(user);
  expect(within(page).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  await user.click(await within(page).findByRole('button', { name: 'Close order' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Close order' })).getByRole('button', { name: 'Yes, close' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Order closed' });
  expect(api.callsTo('POST', 'admin/shop/orders/12/close')).toHaveLength(1);
  unmount();

  ordersApi(adminOrder({ order_status: 5 }));
  const second = openShop();
  const delivered = await openOrder(second.user);
  expect(await within(delivered).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
  for (const name of ['Approve', 'Decline', 'Mark delivered', 'Close order']) expect(within(delivered).queryByRole('button', { name })).not.toBeInTheDocument();
});

it('says when no order waits, and shows the error with Retry', async () => {
  const api = mockApi({ 'GET admin/shop/orders': { body: { data: [], next_before: null } } });
  const { unmount } = openShop();
  expect(await screen.findByText('No order waits for an administrator.')).toBeInTheDocument();
  unmount();
  api.on('GET admin/shop/orders', { status: 500, body: { success: false, message: 'The orders could not be read' } });
  openShop();
  expect(await screen.findByText('The orders could not be read')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});

it('renders a pasted order link as that order’s page, and reads the status filter from the URL', async () => {
  const api = ordersApi(adminOrder({ order_status: 3 }));
  const { unmount } = openShop('/dashboard/shop/orders/12');
  const page = await orderPage();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(await within(page).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  expect(within(page).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '‹ All orders' })).toHaveAttribute('href', '/dashboard/shop?part=orders');
  expect(api.callsTo('GET', 'admin/shop/orders')).toHaveLength(0);
  unmount();

  openShop('/dashboard/shop?part=orders&status=5');
  await screen.findByRole('link', { name: 'Open order ORD-000012' });
  expect(api.callsTo('GET', 'admin/shop/orders')[0].query.status).toBe('5');
  expect(screen.getByLabelText('Status')).toHaveValue('5');
});

it('marks the administrator’s own order “Yours”, with no decision buttons on its page', async () => {
  ordersApi(adminOrder({ yours: true }));
  const { user } = openShop();
  const link = await screen.findByRole('link', { name: 'Open order ORD-000012' });
  expect(within(link.closest('tr')!).getByText('Yours')).toBeInTheDocument();
  const page = await openOrder(user);
  expect(within(page).getByText(/This is your own order: another administrator must decide on it/)).toBeInTheDocument();
  expect(await within(page).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  for (const name of ['Approve', 'Decline', 'Mark delivered', 'Close order']) expect(within(page).queryByRole('button', { name })).not.toBeInTheDocument();
});

it('shows the API’s self-dealing refusal when it comes', async () => {
  const SELF = 'This is your own order: another administrator must decide on it';
  ordersApi(adminOrder(), { 'POST admin/shop/orders/12/approve': { status: 403, body: { success: false, message: SELF } } });
  const { user } = openShop('/dashboard/shop/orders/12');
  const page = await orderPage();
  await user.click(within(page).getByRole('button', { name: 'Approve' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Approve order' })).getByRole('button', { name: 'Yes, approve' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: SELF });
});

it('says an order number that is not one is no order', () => {
  mockApi({});
  openShop('/dashboard/shop/orders/xyz');
  expect(screen.getByText('There is no such order')).toBeInTheDocument();
});
