// The orders panel: by default the orders needing an administrator; details with lines and payments; approve,
// decline (with a reason, the down payment refunded), mark delivered and close, each confirmed and sent with an
// Idempotency-Key.
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import type { AdminOrderRow } from '@coop/api/contract';
import OrdersPanel from '../../src/admin/OrdersPanel';
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

async function openOrder(user: ReturnType<typeof renderPage>['user'], orderNo = 'ORD-000012') {
  await user.click(await screen.findByRole('button', { name: `Open order ${orderNo}` }));
  return screen.findByRole('dialog', { name: `Order ${orderNo}` });
}

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists the orders needing an administrator with the member, the money and the status, and filters by status', async () => {
  const api = ordersApi(adminOrder());
  const { user } = renderPage(<OrdersPanel />);
  const row = (await screen.findByRole('cell', { name: /ORD-000012/ })).closest('tr')!;
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
  const { user } = renderPage(<OrdersPanel />);
  const dialog = await openOrder(user);
  expect(await within(dialog).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  expect(within(dialog).getByRole('cell', { name: '₦165,000.00' })).toBeInTheDocument();
  expect(within(dialog).getByRole('cell', { name: 'DP-12' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
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
  const { user } = renderPage(<OrdersPanel />);
  const dialog = await openOrder(user);
  await user.click(await within(dialog).findByRole('button', { name: 'Decline' }));
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
  const { user } = renderPage(<OrdersPanel />);
  const dialog = await openOrder(user);
  expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  await user.click(await within(dialog).findByRole('button', { name: 'Mark delivered' }));
  const confirm = await screen.findByRole('dialog', { name: 'Mark order delivered' });
  expect(confirm).toHaveTextContent('Repayments of ₦231,000.00 open for the member');
  await user.click(within(confirm).getByRole('button', { name: 'Yes, mark delivered' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Order delivered: repayments are open' });
  expect(api.callsTo('POST', 'admin/shop/orders/12/deliver')[0].headers['Idempotency-Key']).toMatch(/\S{16,}/);
});

it('closes a paid order, and offers no decision on a delivered one being repaid', async () => {
  const api = ordersApi(adminOrder({ order_status: 2, remaining_balance: '0.00', amount_paid: '330000.00' }), { 'POST admin/shop/orders/12/close': { body: { success: true, message: 'Order closed', order: adminOrder({ order_status: 6 }) } } });
  const { user, unmount } = renderPage(<OrdersPanel />);
  const dialog = await openOrder(user);
  expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  await user.click(await within(dialog).findByRole('button', { name: 'Close order' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Close order' })).getByRole('button', { name: 'Yes, close' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Order closed' });
  expect(api.callsTo('POST', 'admin/shop/orders/12/close')).toHaveLength(1);
  unmount();

  ordersApi(adminOrder({ order_status: 5 }));
  const second = renderPage(<OrdersPanel />);
  const delivered = await openOrder(second.user);
  expect(await within(delivered).findByRole('cell', { name: 'Solar Generator' })).toBeInTheDocument();
  expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
  for (const name of ['Approve', 'Decline', 'Mark delivered', 'Close order']) expect(within(delivered).queryByRole('button', { name })).not.toBeInTheDocument();
});

it('says when no order waits, and shows the error with Retry', async () => {
  const api = mockApi({ 'GET admin/shop/orders': { body: { data: [], next_before: null } } });
  const { unmount } = renderPage(<OrdersPanel />);
  expect(await screen.findByText('No order waits for an administrator.')).toBeInTheDocument();
  unmount();
  api.on('GET admin/shop/orders', { status: 500, body: { success: false, message: 'The orders could not be read' } });
  renderPage(<OrdersPanel />);
  expect(await screen.findByText('The orders could not be read')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
});
