// The shop's charge purposes (payments README): an order's down payment, with the order, and a repayment of a
// delivered order.
export const SHOP_PURPOSE = { downPayment: 'order_down_payment', orderRepayment: 'order_repayment' } as const;

/** the order number members see: ORD-000123 */
export const orderNumber = (id: number): string => `ORD-${String(id).padStart(6, '0')}`;
