// /my_products as a member uses it (facts §3.9, §4.4): orders by Ongoing | Completed, repayment only once delivered
// and never above the balance, the payments of an order, and product requests with the society's price.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import MyProductsPage from '../../src/pages/MyProductsPage';
import RequestedProductPage from '../../src/pages/RequestedProductPage';
import { orderRow, requestRow, shopApiMock } from '../support/shopFixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const delivered = orderRow({ id: 6, order_no: 'ORD-000006', order_status: 5, remaining_balance: '50000.00', delivered_at: '2026-11-22T10:00:00.000Z' });
const paid = orderRow({ id: 4, order_no: 'ORD-000004', order_status: 2, remaining_balance: '0.00' });

it('splits orders into ongoing and completed, with Repayment only on a delivered one', async () => {
  shopApiMock({ 'GET fetchUserProducts': { body: [orderRow(), delivered, paid] } });
  const { user } = renderPage(<MyProductsPage />, { path: '/my_products' });
  expect(await screen.findByRole('heading', { name: 'Order No ORD-000005' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Order No ORD-000006' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Order No ORD-000004' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Repay ORD/ })).toHaveLength(1);
  expect(screen.getByText('Pending')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Completed' }));
  expect(await screen.findByRole('heading', { name: 'Order No ORD-000004' })).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
});

it('refuses a repayment above the balance, then repays from the wallet', async () => {
  const api = shopApiMock({
    'GET fetchUserProducts': { body: [delivered] },
    'POST orderRepayments/6': { body: { success: true, message: 'Your repayment of ₦20,000.00 has been received', amount: '20000.00', remaining_balance: '30000.00', completed: false, reference: 'r', card_id: null } },
  });
  const { user } = renderPage(<MyProductsPage />, { path: '/my_products' });
  await user.click(await screen.findByRole('button', { name: 'Repay ORD-000006' }));
  const dialog = await screen.findByRole('dialog', { name: 'Repayment · ORD-000006' });
  await user.type(within(dialog).getByLabelText('Enter Amount'), '50000.01');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByLabelText('Enter Amount')).toHaveAccessibleDescription(expect.stringContaining('Repaid Amount is more than your remaining balance'));
  await user.clear(within(dialog).getByLabelText('Enter Amount'));
  await user.type(within(dialog).getByLabelText('Enter Amount'), '20000');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your repayment of ₦20,000.00 has been received' });
  const [call] = api.callsTo('POST', 'orderRepayments/6');
  expect(call.body).toMatchObject({ id: 6, repayment_amount: '20000.00', payment_method: 'Wallet' });
  expect(call.headers['Idempotency-Key']).toBeTruthy();
});

it('shows an order’s lines and payments', async () => {
  shopApiMock({
    'GET fetchUserProducts': { body: [delivered] },
    'GET fetchOrderDetails/6': { body: [{ image: null, product_name: 'Tecno Spark 20', quantity: 2, price: '130000.00', short_description: '128 GB', product_id: 7 }] },
    'GET orderRepaymentsDetails/6': { body: [{ id: 1, repayment_amount: '78000.00', payment_method: 'Wallet', trans_date: '2026-11-20T10:00:00.000Z', reference: 'x' }] },
  });
  const { user } = renderPage(<MyProductsPage />, { path: '/my_products' });
  await user.click(await screen.findByRole('button', { name: 'Detail of ORD-000006' }));
  const details = await screen.findByRole('dialog', { name: 'Order Details · ORD-000006' });
  expect(await within(details).findByText('Tecno Spark 20')).toBeInTheDocument();
  expect(within(details).getByText('₦130,000.00')).toBeInTheDocument();
  await user.click(within(details).getByRole('button', { name: /close/i }));
  await user.click(screen.getByRole('button', { name: 'Transactions of ORD-000006' }));
  const payments = await screen.findByRole('dialog', { name: 'Transaction Details · ORD-000006' });
  expect(await within(payments).findByText('₦78,000.00')).toBeInTheDocument();
  expect(within(payments).getByText('Wallet')).toBeInTheDocument();
});

it('says when there are no ongoing orders', async () => {
  shopApiMock();
  renderPage(<MyProductsPage />, { path: '/my_products' });
  expect(await screen.findByText('No ongoing orders')).toBeInTheDocument();
});

it('opens on the product requests at /requested_product, with the society’s price and the total', async () => {
  const api = shopApiMock({
    'GET userRequest': { body: [requestRow({ status: 'priced', price: '210000.00', total: '420000.00', quantity: 2 }), requestRow({ id: 10, product_name: 'Mixer' })] },
    'GET totalRequestPrice': { body: { total: '420000.00', priced: 1, waiting: 1 } },
    'POST updateRequestQuantity/9': { body: { success: true, message: 'Quantity changed', request: requestRow() } },
  });
  const { user } = renderPage(<RequestedProductPage />, { path: '/requested_product' });
  expect(await screen.findByRole('tab', { name: 'My Requests' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('₦210,000.00')).toBeInTheDocument();
  expect(screen.getAllByText('₦420,000.00').length).toBeGreaterThan(0);
  expect(screen.getByText('1 priced · 1 awaiting a price')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change quantity of Hisense Fridge 200L' }));
  const dialog = await screen.findByRole('dialog');
  await user.clear(within(dialog).getByLabelText('Quantity'));
  await user.type(within(dialog).getByLabelText('Quantity'), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST', 'updateRequestQuantity/9')[0]?.body).toEqual({ quantity: 3 }));
});
