// /details/:id and /detail/cart as a member uses them (facts §3.9, §4.7): the stepper capped at stock, Add to Cart
// and its two ways on, −/+ and remove on the cart, the Order Summary's down payment, and checkout with the wallet.
import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import ProductDetailsPage from '../../src/pages/ProductDetailsPage';
import CartPage from '../../src/pages/CartPage';
import { cartLine, orderRow, productDetails, shopApiMock } from '../support/shopFixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const cartTotals = { total_cart: '260000.00', total_down_payment: '78000.00', remaining_amount: '182000.00', items: 1 };

it('shows the product, caps the quantity at stock and adds it to the cart as the original sent it', async () => {
  const api = shopApiMock({
    'GET singleProduct/7': { body: [productDetails({ quantity: 2 })] },
    'POST addToCart/7': { body: { success: true, message: 'Product added to cart', cart_count: 1 } },
  });
  const { user } = renderPage(<ProductDetailsPage />, { path: '/details/:id', route: '/details/7' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tecno Spark 20' })).toBeInTheDocument();
  expect(screen.getByText('₦130,000.00')).toBeInTheDocument();
  expect(screen.getByText('2 Items Available In Stock')).toBeInTheDocument();
  expect(screen.getByText('₦91,000.00 per item')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
  expect(dialog).toHaveTextContent('Product added to cart');
  const [call] = api.callsTo('POST', 'addToCart/7');
  expect(call.body).toMatchObject({ id: 7, quantity: 2 });
  expect(call.query.token).toBeUndefined(); // a write never carries the session in its address
  await user.click(within(dialog).getByRole('button', { name: 'View Cart and Checkout' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/detail/cart'));
});

it('shows the API’s refusal when the stock ran out meanwhile', async () => {
  shopApiMock({
    'GET singleProduct/7': { body: [productDetails()] },
    'POST addToCart/7': { status: 409, body: { success: false, message: 'Only 1 left in stock' } },
  });
  const { user } = renderPage(<ProductDetailsPage />, { path: '/details/:id', route: '/details/7' });
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left in stock');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists the cart with the down payment and remaining amount, and changes quantities on the server', async () => {
  let quantity = 2;
  const api = shopApiMock({
    'GET allProductsInUserCart': () => ({ body: { my_carts: [cartLine({ cart_quantity: quantity })] } }),
    'GET totalCartPerUser': { body: [cartTotals] },
    'POST updateUserCart/31': (call) => {
      quantity = (call.body as { quantity: number }).quantity;
      return { body: { success: true, message: 'Cart updated', cart_count: 1 } };
    },
  });
  const { user } = renderPage(<CartPage />, { path: '/detail/cart' });
  const summary = await screen.findByRole('region', { name: 'Order Summary' });
  expect(within(summary).getByText('₦260,000.00')).toBeInTheDocument();
  expect(within(summary).getByText('₦78,000.00')).toBeInTheDocument();
  expect(within(summary).getByText('₦182,000.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Increase quantity of tecno spark 20' }));
  await waitFor(() => expect(api.callsTo('POST', 'updateUserCart/31')[0]?.body).toEqual({ quantity: 3 }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity of tecno spark 20' })).toBeDisabled());
  expect(screen.getByText('Only 3 in stock')).toBeInTheDocument();
});

it('removes a line only after confirming', async () => {
  const api = shopApiMock({
    'GET allProductsInUserCart': { body: { my_carts: [cartLine()] } },
    'GET totalCartPerUser': { body: [cartTotals] },
    'POST deleteFromCart/31': { body: { success: true, message: 'Removed from your cart', cart_count: 0 } },
  });
  const { user } = renderPage(<CartPage />, { path: '/detail/cart' });
  await user.click(await screen.findByRole('button', { name: 'Remove Tecno Spark 20' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove from cart' });
  expect(api.callsTo('POST', 'deleteFromCart/31')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Removed from your cart' });
  expect(api.callsTo('POST', 'deleteFromCart/31')).toHaveLength(1);
});

it('checks out on co-operative terms with the down payment from the wallet, then shows the order', async () => {
  let placed = false;
  const api = shopApiMock({
    'GET allProductsInUserCart': () => ({ body: { my_carts: placed ? [] : [cartLine()] } }),
    'GET totalCartPerUser': () => ({ body: [placed ? { total_cart: '0.00', total_down_payment: '0.00', remaining_amount: '0.00', items: 0 } : cartTotals] }),
    'POST checkOut': () => {
      placed = true;
      return { body: { success: true, message: 'Your order ORD-000005 has been placed.', order: orderRow(), reference: 'r1', card_id: null } };
    },
  });
  const { user } = renderPage(<CartPage />, { path: '/detail/cart' });
  await user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Down Payment' });
  expect(dialog).toHaveTextContent('30% of the Actual Price is required to be paid to proceed');
  const wallet = await within(dialog).findByRole('radio', { name: 'Wallet' });
  await waitFor(() => expect(wallet).toBeEnabled());
  await user.click(wallet);
  await user.click(within(dialog).getByRole('button', { name: 'Make Payment' }));

  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your order ORD-000005 has been placed.' });
  const [call] = api.callsTo('POST', 'checkOut');
  expect(call.headers['Idempotency-Key']).toMatch(/\S{16,}/);
  expect(call.body).toMatchObject({ payment_method: 'co-operative', form_payment: 'Wallet', total: '260000.00', total_down_payment: '78000.00', remaining_amount: '182000.00' });
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/products');
});

it('says so when the cart is empty', async () => {
  shopApiMock();
  renderPage(<CartPage />, { path: '/detail/cart' });
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
});
