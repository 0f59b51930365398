// Product finance (spec §7 "Shop"; facts §2.8, §3.9, §4.4, §4.7). Money is a decimal string in naira ("1500.00").
// The original's keys come first in every row; ours follow. Prices shown are `price + mark_up`.
import type { Money, MutationReply, Paginator } from './common';

/** `order_status`: 1 PENDING, 3 APPROVED, 5 DELIEVERED (repaying), 2 PAID, 6 CLOSED, 4 DECLAINED */
export type OrderStatusCode = 1 | 2 | 3 | 4 | 5 | 6;

export interface ProductCategory {
  id: number;
  category_name: string;
  /** published products in it */
  products?: number;
}

/** A catalogue card (`allFinanceProducts`, `allFinanceProducts1`, `searchProducts/{term}`). */
export interface ProductCard {
  id: number;
  product_name: string;
  /** the first picture's address, or null */
  image: string | null;
  /** ours (issue 29, always sent; optional for the clients that build cards themselves): an `<img srcset>` of `image`: its WebP copies 360 and 720 px wide and itself as 1024w; or null */
  image_srcset?: string | null;
  price: Money;
  mark_up: Money;
  category_id: number;
  /** what a member pays per unit: price + mark_up */
  current_values: Money;
  short_description: string;
  down_payment: Money;
  /** units in stock */
  quantity: number;
}

export type ProductsReply = { products: Paginator<ProductCard> };

/** `singleProduct/{id}` answers `[this]` (the original read `[0]`). */
export interface ProductDetails extends ProductCard {
  description: string;
  images: string[];
  /** ours (issue 29): each of `images` as an `<img srcset>` (see `image_srcset`), same order */
  images_srcset?: string[];
  category_name: string;
  /** price + mark_up for one unit (the original's `total`) */
  total: Money;
  total_product: number;
}

export interface CartLine {
  cart_id: number;
  product_id: number;
  image: string | null;
  /** ours (issue 29): an `<img srcset>` of `image` (see ProductCard), or null */
  image_srcset?: string | null;
  product_name: string;
  cart_quantity: number;
  /** stock */
  product_quantity: number;
  /** price + mark_up per unit */
  cart_price: Money;
  /** per unit */
  down_payment: Money;
  /** cart_price × cart_quantity */
  line_total: Money;
}

export interface CartReply {
  my_carts: CartLine[];
}

/** `totalCartPerUser` answers `[this]` (the original read `[0].total_cart`). */
export interface CartTotal {
  total_cart: Money;
  total_down_payment: Money;
  remaining_amount: Money;
  items: number;
}

export interface CartChangeReply extends MutationReply {
  cart_count: number;
}

export interface OrderRow {
  id: number;
  order_no: string;
  total: Money;
  /** what is still to pay: total − down payment − repaid */
  remaining_balance: Money;
  /** down payment + repayments */
  amount_paid: Money;
  order_status: OrderStatusCode;
  down_payment: Money;
  items: number;
  created_at: string;
  delivered_at: string | null;
  decline_reason: string | null;
}

export interface CheckoutReply extends MutationReply {
  /** null when a card payment had already gone to the wallet (no order was placed with it) */
  order: OrderRow | null;
  reference: string;
  card_id: number | null;
}

export interface OrderItemRow {
  image: string | null;
  /** ours (issue 29): an `<img srcset>` of `image` (see ProductCard), or null */
  image_srcset?: string | null;
  product_name: string;
  quantity: number;
  /** per unit */
  price: Money;
  short_description: string;
  product_id: number;
}

export interface OrderRepaymentRow {
  id: number;
  repayment_amount: Money;
  payment_method: string;
  trans_date: string;
  reference: string;
}

export interface OrderRepaymentReply extends MutationReply {
  amount: Money;
  remaining_balance: Money;
  completed: boolean;
  reference: string;
  card_id: number | null;
}

export type ProductRequestStatus = 'pending' | 'priced' | 'published' | 'declined';

export interface ProductRequestRow {
  id: number;
  image: string;
  product_name: string;
  /** the admin's price per unit, null until priced */
  price: Money | null;
  quantity: number;
  short_description: string;
  status: ProductRequestStatus;
  /** price × quantity, null until priced */
  total: Money | null;
  product_id: number | null;
  admin_note: string | null;
  created_at: string;
}

export interface ProductRequestReply extends MutationReply {
  request: ProductRequestRow;
}

export interface RequestTotalReply {
  total: Money;
  priced: number;
  waiting: number;
}
