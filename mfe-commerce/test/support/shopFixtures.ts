// The API the shop screens meet, each reply overridable.
import type { CartLine, OrderRow, ProductCard, ProductDetails, ProductRequestRow } from '@coop/api/contract';
import { mockApi, type Handler } from '@coop/shared/testing';

export function productCard(over: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 7, product_name: 'Tecno Spark 20', image: '/api/product_image/7/1.webp', price: '120000.00', mark_up: '10000.00', category_id: 1, current_values: '130000.00',
    short_description: '128 GB, dual SIM', down_payment: '39000.00', quantity: 5, ...over,
  };
}

export function productDetails(over: Partial<ProductDetails> = {}): ProductDetails {
  return { ...productCard(), description: 'A phone with a big battery.', images: ['/api/product_image/7/1.webp', '/api/product_image/7/2.webp'], category_name: 'Phones', total: '130000.00', total_product: 5, ...over };
}

export const paginator = <T>(data: T[], page = 1, lastPage = 1) => ({ data, total: data.length, per_page: 20, current_page: page, last_page: lastPage, next_page_url: null, prev_page_url: null });

export function cartLine(over: Partial<CartLine> = {}): CartLine {
  return { cart_id: 31, product_id: 7, image: null, product_name: 'Tecno Spark 20', cart_quantity: 2, product_quantity: 3, cart_price: '130000.00', down_payment: '39000.00', line_total: '260000.00', ...over };
}

export function orderRow(over: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 5, order_no: 'ORD-000005', total: '260000.00', remaining_balance: '182000.00', amount_paid: '78000.00', order_status: 1, down_payment: '78000.00', items: 1,
    created_at: '2026-11-20T10:00:00.000Z', delivered_at: null, decline_reason: null, ...over,
  };
}

export function requestRow(over: Partial<ProductRequestRow> = {}): ProductRequestRow {
  return {
    id: 9, image: '/api/product_request_image/9/abc.webp', product_name: 'Hisense Fridge 200L', price: null, quantity: 1, short_description: 'Silver', status: 'pending', total: null,
    product_id: null, admin_note: null, created_at: '2026-11-20T10:00:00.000Z', ...over,
  };
}

export const categories = [
  { id: 1, category_name: 'Phones', products: 1 },
  { id: 2, category_name: 'Solar', products: 0 },
];

export function shopApiMock(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET allFinanceCategories': { body: categories },
    'GET allFinanceProducts': { body: { products: paginator([productCard()]) } },
    'GET userCartCount': { body: 0 },
    'GET allProductsInUserCart': { body: { my_carts: [] } },
    'GET totalCartPerUser': { body: [{ total_cart: '0.00', total_down_payment: '0.00', remaining_amount: '0.00', items: 0 }] },
    'GET fetchUserProducts': { body: [] },
    'GET userRequest': { body: [] },
    'GET totalRequestPrice': { body: { total: '0.00', priced: 0, waiting: 0 } },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [] },
    'GET show_wallet_balance': { body: { success: true, balance: '500000.00' } },
    'GET payments/fee-preview': (call) => ({ body: { success: true, amount: call.query.amount, fee: '0.00', total: call.query.amount } }),
    ...extra,
  });
}
