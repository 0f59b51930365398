// Product finance (issue 10): the catalogue (categories, products and their pictures), members' carts, orders with
// their lines, and product requests. Money is never here: down payments, repayments and what a member still owes
// on an order live in the ledger (`order_receivable:<order id>`, the society's order accounts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './profiles';
import { users } from './users';

export const productCategories = pgTable(
  'product_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryName: text('category_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_categories_name_unique').on(sql`lower(${t.categoryName})`)],
);

/**
 * A product on finance terms. The member pays `price + mark_up` per unit: `down_payment` per unit at checkout, the
 * rest after delivery. `stock` is what can still be ordered: checkout takes from it, a declined order gives it back.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => productCategories.id),
    productName: text('product_name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    markUpKobo: bigint('mark_up_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    downPaymentKobo: bigint('down_payment_kobo', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
    /** false: hidden from members (the admin withdrew it); orders keep their lines */
    published: boolean('published').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.priceKobo} > 0 and ${t.markUpKobo} >= 0`),
    check('products_down_payment_check', sql`${t.downPaymentKobo} > 0 and ${t.downPaymentKobo} <= ${t.priceKobo} + ${t.markUpKobo}`),
    index('products_category_idx').on(t.categoryId, t.productName, t.id),
    index('products_name_idx').on(sql`lower(${t.productName})`, t.id),
    // full-text search on words of the name and short description, each searched as a prefix (search.ts)
    index('products_search_idx').using('gin', sql`to_tsvector('simple', ${t.productName} || ' ' || ${t.shortDescription})`),
  ],
);

/** up to four pictures per product, position 0 first; `version` (random) names the served address */
export const productImages = pgTable(
  'product_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    version: text('version').notNull(),
    data: bytea('data').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_images_position_unique').on(t.productId, t.position), check('product_images_position_check', sql`${t.position} between 0 and 3`)],
);

/**
 * the phone-sized WebP copies of a catalogue or investment picture (issue 29), one per offered width, keyed by the
 * picture's random `version` (unique across both): made when the picture is uploaded, or on the first request of a
 * picture stored before; the route checks the picture's own row first, so a copy is only reachable through it
 */
export const pictureVariants = pgTable(
  'picture_variants',
  {
    version: text('version').notNull(),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.version, t.width] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_product_unique').on(t.userId, t.productId), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** `order_status` (facts §4.4): 1 pending, 3 approved, 5 delivered (repaying), 2 paid, 6 closed, 4 declined */
export const ORDER_STATUS = { pending: 1, paid: 2, approved: 3, declined: 4, delivered: 5, closed: 6 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull(),
    status: integer('status').$type<OrderStatus>().notNull().default(1),
    /** Σ (price + mark-up) × quantity, computed by the server at checkout */
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    downPaymentKobo: bigint('down_payment_kobo', { mode: 'bigint' }).notNull(),
    /** the charge reference of the down payment */
    downPaymentReference: text('down_payment_reference').notNull(),
    downPaymentMethod: text('down_payment_method').notNull(),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    check('orders_status_check', sql`${t.status} in (1, 2, 3, 4, 5, 6)`),
    check('orders_amounts_check', sql`${t.totalKobo} > 0 and ${t.downPaymentKobo} >= 0 and ${t.downPaymentKobo} <= ${t.totalKobo}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    shortDescription: text('short_description').notNull(),
    quantity: integer('quantity').notNull(),
    /** price + mark-up per unit when ordered */
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
    unitDownPaymentKobo: bigint('unit_down_payment_kobo', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** the down payment and each repayment of an order, written with its ledger transfer (the order's payment history) */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'down_payment' | 'repayment'>().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** the ledger transfer's reference */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId, t.id), uniqueIndex('order_payments_reference_unique').on(t.reference), check('order_payments_amount_check', sql`${t.amountKobo} > 0`)],
);

/** A member's request for a product the catalogue lacks: pending → priced (the admin's price) → published. */
export const PRODUCT_REQUEST_STATUS = ['pending', 'priced', 'published', 'declined'] as const;
export type ProductRequestStatus = (typeof PRODUCT_REQUEST_STATUS)[number];

export const productRequests = pgTable(
  'product_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productName: text('product_name').notNull(),
    shortDescription: text('short_description').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<ProductRequestStatus>().notNull().default('pending'),
    /** the admin's price per unit (price + mark-up as a member would pay it) */
    priceKobo: bigint('price_kobo', { mode: 'bigint' }),
    adminNote: text('admin_note'),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    imageVersion: text('image_version').notNull(),
    imageData: bytea('image_data').notNull(),
    imageContentType: text('image_content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_requests_user_idx').on(t.userId, t.id),
    index('product_requests_status_idx').on(t.status, t.id),
    check('product_requests_quantity_check', sql`${t.quantity} > 0`),
    check('product_requests_status_check', sql`${t.status} in ('pending', 'priced', 'published', 'declined')`),
  ],
);

export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type ProductRequest = typeof productRequests.$inferSelect;
