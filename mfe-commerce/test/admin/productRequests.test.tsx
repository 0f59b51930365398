// The product requests panel: the list with member, picture, quantity, status and price; price one, publish one to
// a category (price, mark-up, down payment, stock), decline one with a reason.
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import ProductRequestsPanel from '../../src/admin/ProductRequestsPanel';
import { renderPage } from '../support/renderPage';
import { adminRequest } from './fixtures';

function requestsApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/shop/requests': { body: { data: [adminRequest(), adminRequest({ id: 4, product_name: 'Standing Fan', status: 'published', price: '45000.00', total: '45000.00', quantity: 1 })], next_before: null } },
    'GET admin/shop/categories': { body: [{ id: 2, category_name: 'Electronics' }, { id: 3, category_name: 'Kitchen' }] },
    ...extra,
  });
}

const row = (name: string) => [...document.querySelectorAll('td[data-label="Product"]')].find((cell) => cell.textContent?.startsWith(name))!.closest('tr')!;

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists the requests with the member, picture, quantity, status and price; only open ones can be acted on', async () => {
  const api = requestsApi();
  const { user } = renderPage(<ProductRequestsPanel />);
  expect(await screen.findByRole('img', { name: 'Deep Freezer picture' })).toHaveAttribute('src', '/api/product_request_image/5/v1.webp');
  const freezer = row('Deep Freezer');
  expect(within(freezer).getByText('Ada Obi')).toBeInTheDocument();
  expect(freezer.querySelector('td[data-label="Quantity"]')).toHaveTextContent('2');
  expect(freezer.querySelector('td[data-label="Price"]')).toHaveTextContent('Not priced');
  expect(within(freezer).getByText('Waiting for a price')).toBeInTheDocument();
  const fan = row('Standing Fan');
  expect(fan.querySelector('td[data-label="Price"]')).toHaveTextContent('₦45,000.00 each');
  expect(within(fan).getByText('Published')).toBeInTheDocument();
  expect(within(fan).queryByRole('button')).not.toBeInTheDocument();
  expect(api.callsTo('GET', 'admin/shop/requests')[0].query.status).toBe('all');
  await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for a price');
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/requests').at(-1)?.query.status).toBe('pending'));
});

it('prices a request per unit, showing the total for the quantity asked', async () => {
  const api = requestsApi({ 'POST admin/shop/requests/5/price': { body: { success: true, message: 'Price set: the member has been told', request: adminRequest({ status: 'priced', price: '250000.00' }) } } });
  const { user } = renderPage(<ProductRequestsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Price Deep Freezer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Price Deep Freezer' });
  await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
  expect(within(dialog).getByText('Enter the price of one unit, more than ₦0.00')).toBeInTheDocument();
  const price = within(dialog).getByLabelText('Price per unit');
  await user.type(price, '250000');
  expect(price).toHaveAccessibleDescription('2 × ₦250,000.00 = ₦500,000.00');
  await user.type(within(dialog).getByLabelText('Note for the member (optional)'), 'Delivery in two weeks');
  await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Price set: the member has been told' });
  expect(api.callsTo('POST', 'admin/shop/requests/5/price')[0].body).toEqual({ price: '250000.00', note: 'Delivery in two weeks' });
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/requests')).toHaveLength(2));
});

it('publishes a priced request into a category with price, mark-up, down payment and stock', async () => {
  const api = requestsApi({
    'GET admin/shop/requests': { body: { data: [adminRequest({ status: 'priced', price: '250000.00', total: '500000.00' })], next_before: null } },
    'POST admin/shop/requests/5/publish': { body: { success: true, message: 'Published to the catalogue', request: adminRequest({ status: 'published' }) } },
  });
  const { user } = renderPage(<ProductRequestsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Publish Deep Freezer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish Deep Freezer' });
  const price = await within(dialog).findByLabelText('Price');
  expect(price).toHaveValue('250,000.00');
  expect(within(dialog).getByLabelText('Stock quantity')).toHaveValue('2');
  await user.click(within(dialog).getByRole('button', { name: 'Publish to the catalogue' }));
  expect(within(dialog).getByText('Choose the product’s category')).toBeInTheDocument();
  expect(api.callsTo('POST', 'admin/shop/requests/5/publish')).toHaveLength(0);
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Kitchen');
  await user.type(within(dialog).getByLabelText('Mark-up'), '25000');
  expect(within(dialog).getByText(/Price shown to members/)).toHaveTextContent('₦275,000.00');
  await user.type(within(dialog).getByLabelText('Down payment (per unit)'), '82500');
  await user.click(within(dialog).getByRole('button', { name: 'Publish to the catalogue' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Published to the catalogue' });
  expect(api.callsTo('POST', 'admin/shop/requests/5/publish')[0].body).toEqual({ category_id: 3, price: '250000.00', mark_up: '25000.00', down_payment: '82500.00', quantity: 2, description: '200 litres' });
});

it('declines a request with a required reason', async () => {
  const api = requestsApi({ 'POST admin/shop/requests/5/decline': { body: { success: true, message: 'Request declined', request: adminRequest({ status: 'declined' }) } } });
  const { user } = renderPage(<ProductRequestsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Decline Deep Freezer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decline Deep Freezer' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
  expect(within(dialog).getByText('A reason is required to decline a request')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason for the member'), 'We cannot source it');
  await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Request declined' });
  expect(api.callsTo('POST', 'admin/shop/requests/5/decline')[0].body).toEqual({ reason: 'We cannot source it' });
});

it('says when there is no request, and shows the error with Retry', async () => {
  const api = mockApi({ 'GET admin/shop/requests': { body: { data: [], next_before: null } } });
  const { unmount } = renderPage(<ProductRequestsPanel />);
  expect(await screen.findByText('No product requests here')).toBeInTheDocument();
  unmount();
  api.on('GET admin/shop/requests', { status: 500, body: { success: false, message: 'The requests could not be read' } });
  const { user } = renderPage(<ProductRequestsPanel />);
  expect(await screen.findByText('The requests could not be read')).toBeInTheDocument();
  api.on('GET admin/shop/requests', { body: { data: [adminRequest()], next_before: null } });
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('button', { name: 'Price Deep Freezer' })).toBeInTheDocument();
});

it('marks the administrator’s own request “Yours” with no decision buttons, and keeps the status filter in the URL', async () => {
  const api = mockApi({
    'GET admin/shop/requests': { body: { data: [adminRequest({ yours: true }), adminRequest({ id: 6, product_name: 'Blender' })], next_before: null } },
  });
  renderPage(<ProductRequestsPanel />, { route: '/?request_status=pending' });
  await screen.findByRole('img', { name: 'Deep Freezer picture' });
  expect(api.callsTo('GET', 'admin/shop/requests')[0].query.status).toBe('pending');
  expect(screen.getByLabelText('Status')).toHaveValue('pending');
  const mine = row('Deep Freezer');
  expect(within(mine).getByText('Yours')).toBeInTheDocument();
  expect(within(mine).getByText('Another administrator must decide on it')).toBeInTheDocument();
  expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
  expect(within(row('Blender')).getByRole('button', { name: 'Publish Blender' })).toBeInTheDocument();
});
