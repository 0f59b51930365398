// The admin API's rows, each field overridable (shapes: api/src/contract/commerceAdmin.ts).
import type { AdminHolderRow, AdminInvestmentNewsRow, AdminInvestmentRow, AdminOrderRow, AdminProductRequestRow, AdminProductRow } from '@coop/api/contract';

export const ada = { id: 7, name: 'Ada Obi', email: 'ada@example.com' };

export function adminProduct(over: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: 21, product_name: 'Solar Generator', image: '/api/product_image/21/v1.webp', price: '150000.00', mark_up: '15000.00', category_id: 2, current_values: '165000.00',
    short_description: '2kVA, silent', down_payment: '49500.00', quantity: 8, published: true, category_name: 'Electronics', images: ['/api/product_image/21/v1.webp'], description: 'A 2kVA solar generator.', ...over,
  };
}

// `yours` as the API sends it; the rows are cast so they read the same before and after the contract has the field
export function adminOrder(over: Partial<AdminOrderRow> & { yours?: boolean } = {}): AdminOrderRow {
  return {
    id: 12, order_no: 'ORD-000012', total: '330000.00', remaining_balance: '231000.00', amount_paid: '99000.00', order_status: 1, down_payment: '99000.00', items: 1,
    created_at: '2026-11-20T10:00:00.000Z', delivered_at: null, decline_reason: null, member: ada, yours: false, ...over,
  } as AdminOrderRow;
}

export function adminRequest(over: Partial<AdminProductRequestRow> & { yours?: boolean } = {}): AdminProductRequestRow {
  return {
    id: 5, image: '/api/product_request_image/5/v1.webp', product_name: 'Deep Freezer', price: null, quantity: 2, short_description: '200 litres', status: 'pending', total: null,
    product_id: null, admin_note: null, created_at: '2026-11-18T09:00:00.000Z', member: ada, yours: false, ...over,
  } as AdminProductRequestRow;
}

export function adminInvestment(over: Partial<AdminInvestmentRow> = {}): AdminInvestmentRow {
  return {
    id: 3, market_categories_id: 1, investment_type: 'Cassava Farm 2027', investment_pic: null, current_values: '10000.00', expected_returns: '1500.00', unit_remaining: 40, kind: 'market',
    units: 100, maturity_date: '2027-06-30', application_date: '2026-12-31', status: 'open', on_sale: true, holders: 4, slots_sold: 60, pool: '600000.00', due_at_maturity: '690000.00',
    paid_out_holdings: 0, insurance_partner: 'Leadway', start_date: '2026-11-01', ...over,
  };
}

export function holder(over: Partial<AdminHolderRow> = {}): AdminHolderRow {
  return { holding_id: 31, member: ada, slots: 6, amount: '60000.00', payout: '69000.00', paid_out_at: null, bought_at: '2026-11-21T10:00:00.000Z', ...over };
}

/** a keyset page as the admin lists send it */
export function keysetPage<Row>(data: Row[], nextBefore: number | null = null): { data: Row[]; next_before: number | null } {
  return { data, next_before: nextBefore };
}

export function newsItem(over: Partial<AdminInvestmentNewsRow> = {}): AdminInvestmentNewsRow {
  return { id: 11, news: 'Planting has started', posted_at: '2026-11-20T09:00:00.000Z', posted_by: { id: 1, name: 'Ada Admin', email: 'admin@example.com' }, ...over };
}
