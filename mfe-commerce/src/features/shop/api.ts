// The shop screens' reads (spec §7 "Shop"). Changes go through the remote's calls saga (features/calls.ts).
import { http } from '@coop/shared';
import type {
  CartReply, CartTotal, OrderItemRow, OrderRepaymentRow, OrderRow, ProductCategory, ProductDetails, ProductRequestRow, ProductsReply, RequestTotalReply,
} from '@coop/api/contract';

export interface CatalogueQuery {
  term: string;
  categoryId: number | null;
  page: number;
  perPage?: number;
}

const withToken = (signal?: AbortSignal) => ({ signal, tokenInQuery: true });

export const shopApi = {
  categories: (signal?: AbortSignal) => http.get<ProductCategory[]>('allFinanceCategories', withToken(signal)),
  /** a term searches by word prefix on the server (`searchProducts/{term}`); without one, the catalogue page */
  products: ({ term, categoryId, page, perPage }: CatalogueQuery, signal?: AbortSignal) => {
    const query = { page, per_page: perPage, category_id: categoryId ?? undefined };
    const trimmed = term.trim();
    if (trimmed) return http.get<ProductsReply>(`searchProducts/${encodeURIComponent(trimmed)}`, { signal, query });
    return http.get<ProductsReply>('allFinanceProducts', { ...withToken(signal), query });
  },
  product: async (id: number, signal?: AbortSignal) => (await http.get<ProductDetails[]>(`singleProduct/${id}`, withToken(signal)))[0],
  cart: (signal?: AbortSignal) => http.get<CartReply>('allProductsInUserCart', withToken(signal)),
  cartTotal: async (signal?: AbortSignal) => (await http.get<CartTotal[]>('totalCartPerUser', withToken(signal)))[0],
  cartCount: (signal?: AbortSignal) => http.get<number>('userCartCount', withToken(signal)),
  orders: (signal?: AbortSignal) => http.get<OrderRow[]>('fetchUserProducts', withToken(signal)),
  orderItems: (id: number, signal?: AbortSignal) => http.get<OrderItemRow[]>(`fetchOrderDetails/${id}`, { signal }),
  orderPayments: (id: number, signal?: AbortSignal) => http.get<OrderRepaymentRow[]>(`orderRepaymentsDetails/${id}`, { signal }),
  requests: (signal?: AbortSignal) => http.get<ProductRequestRow[]>('userRequest', withToken(signal)),
  requestTotal: (signal?: AbortSignal) => http.get<RequestTotalReply>('totalRequestPrice', withToken(signal)),
};
