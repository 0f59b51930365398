import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@coop/shared/testing';
import { setRuntimeConfig } from '@coop/shared';
import { renderApp } from '../../testing/renderApp';

jest.mock('../../remotes/remoteLoader', () => ({
  loadFeature: jest.fn(async () => ({ key: 'x', reducer: (s = {}) => s })),
  loadPages: jest.fn(async () => ({})),
  loadAdmin: jest.fn(async () => {
    throw new Error('no admin');
  }),
  resetRemote: jest.fn(),
}));

const product = (id: number, name: string, price: string, down: string) => ({
  id, product_name: name, image: `/api/product_image/${id}/1.webp`, price, mark_up: '0.00', category_id: 1, current_values: price, short_description: '', down_payment: down, quantity: 3,
});
const page = (data: unknown[]) => ({ products: { data, total: data.length, per_page: 4, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null } });

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] }));

it('shows catalogue products from the open list to a visitor, priced in naira and linking to their page', async () => {
  const api = mockApi({ 'GET auth/session': { body: { success: true } }, 'GET allFinanceProducts1': { body: page([product(7, 'Solar Inverter 2kVA', '450000.00', '135000.00')]) } });
  await renderApp('/');
  const link = await screen.findByRole('link', { name: /Solar Inverter 2kVA/ });
  expect(link).toHaveAttribute('href', '/details/7');
  expect(link).toHaveTextContent('₦450,000.00');
  expect(link).toHaveTextContent('down payment ₦135,000.00');
  expect(api.callsTo('GET', 'allFinanceProducts1')[0].query).toEqual({ per_page: '4' });
  expect(api.callsTo('GET', 'allFinanceProducts1')[0].headers).not.toHaveProperty('Authorization');
});

it('leaves the section out when the catalogue is empty', async () => {
  const api = mockApi({ 'GET auth/session': { body: { success: true } }, 'GET allFinanceProducts1': { body: page([]) } });
  await renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /Saving and borrowing get easier/ });
  await waitFor(() => expect(api.callsTo('GET', 'allFinanceProducts1')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('heading', { name: 'Buy now, pay over time' })).not.toBeInTheDocument();
});
