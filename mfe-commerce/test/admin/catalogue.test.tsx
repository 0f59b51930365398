// The catalogue panel: categories (add, rename), products with the price members see, "Load more" by keyset, and
// the add/edit form sent as multipart with the API's field names.
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import CataloguePanel from '../../src/admin/CataloguePanel';
import { renderPage } from '../support/renderPage';
import { adminProduct } from './fixtures';

const categories = [
  { id: 2, category_name: 'Electronics' },
  { id: 3, category_name: 'Kitchen' },
];

function catalogueApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/shop/categories': { body: categories },
    'GET admin/shop/products': { body: { data: [adminProduct()], next_before: null } },
    ...extra,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists the categories and the products with what members pay, the down payment and the stock', async () => {
  catalogueApi();
  renderPage(<CataloguePanel />);
  const products = await screen.findByRole('table', { name: 'Products' });
  const row = within(products).getAllByRole('row')[1];
  expect(within(row).getByRole('cell', { name: 'Solar Generator · Electronics' })).toHaveTextContent('Electronics');
  expect(within(row).getByRole('cell', { name: '₦165,000.00' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '₦49,500.00' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '8' })).toBeInTheDocument();
  expect(within(row).getByText('Published')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Product categories' })).getByRole('cell', { name: 'Kitchen' })).toBeInTheDocument();
});

it('loads more products with the last id as `before`, keeping the first page on screen', async () => {
  const api = catalogueApi({
    'GET admin/shop/products': (call) =>
      call.query.before === '21'
        ? { body: { data: [adminProduct({ id: 20, product_name: 'Rice Cooker' })], next_before: null } }
        : { body: { data: [adminProduct()], next_before: 21 } },
  });
  const { user } = renderPage(<CataloguePanel />);
  await screen.findByRole('cell', { name: 'Solar Generator · Electronics' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('cell', { name: 'Rice Cooker · Electronics' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Solar Generator · Electronics' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(api.callsTo('GET', 'admin/shop/products').map((c) => c.query.before)).toEqual([undefined, '21']);
});

it('searches the products on the server once the typing stops', async () => {
  const api = catalogueApi();
  const { user } = renderPage(<CataloguePanel />);
  await screen.findByRole('cell', { name: 'Solar Generator · Electronics' });
  await user.type(screen.getByLabelText('Search products'), 'solar');
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/products').at(-1)?.query.search).toBe('solar'));
  expect(api.callsTo('GET', 'admin/shop/products').filter((c) => c.query.search)).toHaveLength(1);
});

it('shows the empty catalogue, and the error with Retry', async () => {
  const api = catalogueApi({ 'GET admin/shop/products': { body: { data: [], next_before: null } } });
  const { unmount } = renderPage(<CataloguePanel />);
  expect(await screen.findByText('No products yet')).toBeInTheDocument();
  unmount();
  api.on('GET admin/shop/products', { status: 500, body: { success: false, message: 'The database is not answering' } });
  const { user } = renderPage(<CataloguePanel />);
  expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
  api.on('GET admin/shop/products', { body: { data: [adminProduct()], next_before: null } });
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('cell', { name: 'Solar Generator · Electronics' })).toBeInTheDocument();
});

it('adds and renames a category', async () => {
  const api = catalogueApi({
    'POST admin/shop/categories': { body: { success: true, message: 'Category added', category: { id: 4, category_name: 'Furniture' } } },
    'POST admin/shop/categories/3': { body: { success: true, message: 'Category renamed', category: { id: 3, category_name: 'Kitchen & Home' } } },
  });
  const { user } = renderPage(<CataloguePanel />);
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  expect(await screen.findByText('Enter the category name')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New category name'), 'Furniture');
  await user.click(screen.getByRole('button', { name: 'Add category' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Category added' });
  expect(api.callsTo('POST', 'admin/shop/categories')[0].body).toEqual({ category_name: 'Furniture' });
  await waitFor(() => expect(api.callsTo('GET', 'admin/shop/categories')).toHaveLength(2));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: 'Rename Kitchen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Kitchen' });
  const name = within(dialog).getByLabelText('Category name');
  await user.clear(name);
  await user.type(name, 'Kitchen & Home');
  await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
  await waitFor(() => expect(api.callsTo('POST', 'admin/shop/categories/3')[0]?.body).toEqual({ category_name: 'Kitchen & Home' }));
});

it('adds a product as multipart, showing price + mark-up as the members’ price, with the pictures', async () => {
  const api = catalogueApi({ 'POST admin/shop/products': { body: { success: true, message: 'Rice Cooker has been added to the catalogue', product: adminProduct({ id: 22 }) } } });
  const { user } = renderPage(<CataloguePanel />);
  await user.click(await screen.findByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add product' });
  await user.type(within(dialog).getByLabelText('Product name'), 'Rice Cooker');
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Kitchen');
  await user.type(within(dialog).getByLabelText('Price'), '20000');
  await user.type(within(dialog).getByLabelText('Mark-up'), '2500.50');
  expect(within(dialog).getByText(/Price shown to members/)).toHaveTextContent('Price shown to members: ₦22,500.50');
  await user.type(within(dialog).getByLabelText('Down payment (per unit)'), '30000');
  await user.type(within(dialog).getByLabelText('Stock quantity'), '12');
  await user.type(within(dialog).getByLabelText('Short description'), '1.8 litres');
  await user.upload(within(dialog).getByLabelText('Pictures'), [new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' }), new File([new Uint8Array([0xff, 0xd8])], 'side.jpg', { type: 'image/jpeg' })]);
  await user.click(within(dialog).getByRole('button', { name: 'Add to catalogue' }));
  expect(within(dialog).getByText('The down payment can be at most the member’s price, ₦22,500.50')).toBeInTheDocument();
  expect(api.callsTo('POST', 'admin/shop/products')).toHaveLength(0);

  const down = within(dialog).getByLabelText('Down payment (per unit)');
  await user.clear(down);
  await user.type(down, '6750.15');
  await user.click(within(dialog).getByRole('button', { name: 'Add to catalogue' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Rice Cooker has been added to the catalogue' });
  const form = api.callsTo('POST', 'admin/shop/products')[0].body as FormData;
  expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    category_id: '3', product_name: 'Rice Cooker', short_description: '1.8 litres', description: '', price: '20000.00', mark_up: '2500.50', down_payment: '6750.15', quantity: '12', published: 'true',
  });
  expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['front.png', 'side.jpg']);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add product' })).not.toBeInTheDocument());
});

it('edits a product with its values filled in, unpublishing it, and shows the API’s refusal', async () => {
  const api = catalogueApi({
    'GET admin/shop/products/21': { body: adminProduct() },
    'POST admin/shop/products/21': { status: 422, body: { success: false, message: 'Choose one of the categories' } },
  });
  const { user } = renderPage(<CataloguePanel />);
  await user.click(await screen.findByRole('button', { name: 'Edit Solar Generator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Solar Generator' });
  expect(within(dialog).getByLabelText('Price')).toHaveValue('150,000.00');
  expect(within(dialog).getByText(/Price shown to members/)).toHaveTextContent('₦165,000.00');
  expect(within(dialog).getByRole('img', { name: 'Solar Generator picture 1' })).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText(/Published/));
  await user.click(within(dialog).getByRole('button', { name: 'Save product' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: 'Choose one of the categories' });
  const form = api.callsTo('POST', 'admin/shop/products/21')[0].body as FormData;
  expect(form.get('published')).toBe('false');
  expect(form.get('price')).toBe('150000.00');
  expect(form.get('quantity')).toBe('8');
  expect(form.getAll('images')).toEqual([]);
});

it('shows the live stock when the form opens and sends it as stock_was, so a sale meanwhile is refused, not undone', async () => {
  // the list was loaded with 8 in stock; 6 have sold since: the form reads the product afresh
  const api = catalogueApi({
    'GET admin/shop/products/21': { body: adminProduct({ quantity: 2 }) },
    'POST admin/shop/products/21': { status: 409, body: { success: false, message: 'The stock changed while you were editing: it is now 1. Reload and try again' } },
  });
  const { user } = renderPage(<CataloguePanel />);
  await user.click(await screen.findByRole('button', { name: 'Edit Solar Generator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Solar Generator' });
  expect(await within(dialog).findByText('In stock now: 2')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Stock quantity')).toHaveValue('2');
  await user.clear(within(dialog).getByLabelText('Stock quantity'));
  await user.type(within(dialog).getByLabelText('Stock quantity'), '5');
  await user.click(within(dialog).getByRole('button', { name: 'Save product' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: 'The stock changed while you were editing: it is now 1. Reload and try again' });
  const form = api.callsTo('POST', 'admin/shop/products/21')[0].body as FormData;
  expect(form.get('quantity')).toBe('5');
  expect(form.get('stock_was')).toBe('2');
});

it('sends no stock_was when adding a product', async () => {
  const api = catalogueApi({ 'POST admin/shop/products': { body: { success: true, message: 'added', product: adminProduct({ id: 30 }) } } });
  const { user } = renderPage(<CataloguePanel />);
  await user.click(await screen.findByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add product' });
  expect(within(dialog).queryByText(/In stock now/)).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Product name'), 'Fan');
  await user.selectOptions(within(dialog).getByLabelText('Category'), '2');
  await user.type(within(dialog).getByLabelText('Price'), '100');
  await user.type(within(dialog).getByLabelText('Down payment (per unit)'), '10');
  await user.type(within(dialog).getByLabelText('Stock quantity'), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Add to catalogue' }));
  await waitFor(() => expect(api.callsTo('POST', 'admin/shop/products')).toHaveLength(1));
  expect((api.callsTo('POST', 'admin/shop/products')[0].body as FormData).get('stock_was')).toBeNull();
});
