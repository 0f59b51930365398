// /product_financing as a member uses it (facts §3.9): cards priced price + mark-up, categories, a server search once
// typing pauses, pages, the cart count, and Request Product checked before it is sent.
import { act, screen, waitFor, within } from '@testing-library/react';
import { findAlert, signIn } from '@coop/shared/testing';
import ProductFinancingPage from '../../src/pages/ProductFinancingPage';
import { paginator, productCard, shopApiMock } from '../support/shopFixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

it('shows each product with its picture, member price and a link to its page, and the cart count', async () => {
  shopApiMock({ 'GET userCartCount': { body: 2 } });
  renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  const card = await screen.findByRole('link', { name: 'Tecno Spark 20, ₦130,000.00' });
  expect(card).toHaveAttribute('href', '/details/7');
  expect(within(card).getByRole('img', { name: 'Tecno Spark 20' })).toHaveAttribute('src', '/api/product_image/7/1.webp');
  expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/detail/cart');
});

it('filters by category on the server', async () => {
  const api = shopApiMock();
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await user.click(await screen.findByRole('button', { name: 'Phones' }));
  await waitFor(() => expect(api.callsTo('GET', 'allFinanceProducts').at(-1)?.query).toMatchObject({ category_id: '1', page: '1' }));
  expect(screen.getByRole('button', { name: 'Phones' })).toHaveAttribute('aria-pressed', 'true');
});

it('searches once the member stops typing, not on every keystroke, and says when nothing matches', async () => {
  const api = shopApiMock({ 'GET searchProducts/tecno%20sp': { body: { products: paginator([]) } } });
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await screen.findByRole('link', { name: /Tecno Spark 20/ });
  await user.type(screen.getByLabelText('Search Product'), 'tecno sp');
  expect(await screen.findByText('No products match “tecno sp”')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.startsWith('searchProducts/'))).toHaveLength(1);
});

it('does not search on a single letter, which would match most of the catalogue', async () => {
  const api = shopApiMock();
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await screen.findByRole('link', { name: /Tecno Spark 20/ });
  await user.type(screen.getByLabelText('Search Product'), 's');
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(api.calls.filter((c) => c.path.startsWith('searchProducts/'))).toHaveLength(0);
  expect(screen.getByLabelText('Search Product')).toHaveAccessibleDescription('Type at least 2 letters');
});

it('pages through the catalogue', async () => {
  const api = shopApiMock({ 'GET allFinanceProducts': (call) => ({ body: { products: paginator([productCard({ id: Number(call.query.page), product_name: `Item ${call.query.page}` })], Number(call.query.page), 3) } }) });
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await screen.findByRole('link', { name: /Item 1/ });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: /Item 2/ })).toBeInTheDocument();
  expect(api.callsTo('GET', 'allFinanceProducts').at(-1)?.query.page).toBe('2');
});

it('checks a product request before sending it as multipart', async () => {
  const api = shopApiMock({ 'POST userUploadRequestedProducts': { body: { success: true, message: 'Your request has been sent. The society will price it and let you know.' } } });
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await user.click(await screen.findByRole('button', { name: '+ Request Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Request Item' });
  await user.type(within(dialog).getByLabelText('Product Name'), 'Hisense Fridge 200L');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a picture of the product');
  expect(api.callsTo('POST', 'userUploadRequestedProducts')).toHaveLength(0);

  await user.upload(within(dialog).getByLabelText('Picture of the product'), new File(['png'], 'fridge.png', { type: 'image/png' }));
  await user.clear(within(dialog).getByLabelText('Quantity'));
  await user.type(within(dialog).getByLabelText('Quantity'), '2');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Your request has been sent. The society will price it and let you know.' });
  const form = api.callsTo('POST', 'userUploadRequestedProducts')[0].body as FormData;
  expect(form.get('product_name')).toBe('Hisense Fridge 200L');
  expect(form.get('quantity')).toBe('2');
  expect((form.get('image') as File).name).toBe('fridge.png');
  await act(async () => undefined);
});

it('caps the product name at 50 characters', async () => {
  shopApiMock();
  const { user } = renderPage(<ProductFinancingPage />, { path: '/product_financing' });
  await user.click(await screen.findByRole('button', { name: '+ Request Product' }));
  const name = within(await screen.findByRole('dialog', { name: 'Upload Request Item' })).getByLabelText('Product Name');
  await user.type(name, 'x'.repeat(60));
  expect(name).toHaveValue('x'.repeat(50));
});
