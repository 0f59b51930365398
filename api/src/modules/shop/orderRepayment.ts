// Repaying a delivered order (the `order_repayment` charge purpose): the money goes to product sales, the order's
// receivable falls by the same amount (it can never go below zero), and at zero the order is PAID. More than is owed
// is refused before any money is taken, with the original's words.
import type { Transaction } from '../../db/client';
import { ORDER_STATUS, orderPayments, orders, type Order } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { accountBalance, MEMBER_ACCOUNT_KIND, memberAccount, orderReceivableAccountKind, societyAccount, SOCIETY_ACCOUNT_KIND, transfer, TRANSFER_KIND } from '../../ledger';
import { formatKobo, formatNairaText } from '../../money/money';
import type { PaymentsService, TakenPayment } from '../payments';
import { notify } from '../notifications';
import { eq } from 'drizzle-orm';
import { lockOrder, ownOrder } from './orderRows';
import { SHOP_PURPOSE } from './purposes';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';
export const NOT_DELIVERED = 'Repayments open once your order has been delivered';
export const ALREADY_PAID = 'This order has been fully paid';

export interface OrderRepaymentInput {
  id?: number | string;
  amount?: bigint;
}
export interface OrderRepaymentResult {
  owedKobo: bigint;
  completed: boolean;
}

export const orderAccounts = async (tx: Transaction, order: Pick<Order, 'id' | 'userId'>) => ({
  receivable: await memberAccount(tx, order.userId, orderReceivableAccountKind(order.id)),
  contra: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.ordersReceivableContra),
  sales: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.productSales),
});

export async function owedOn(tx: Transaction, order: Order): Promise<bigint> {
  return accountBalance(tx, (await orderAccounts(tx, order)).receivable);
}

export async function assertRepayable(tx: Transaction, order: Order, amountKobo: bigint): Promise<bigint> {
  if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.closed) throw conflict(ALREADY_PAID);
  if (order.status !== ORDER_STATUS.delivered) throw conflict(NOT_DELIVERED);
  const owed = await owedOn(tx, order);
  if (amountKobo > owed) throw unprocessable(MORE_THAN_BALANCE, { remaining_balance: formatKobo(owed) });
  return owed;
}

export async function applyOrderRepayment(tx: Transaction, order: Order, payment: TakenPayment, now: Date): Promise<OrderRepaymentResult> {
  const owedBefore = await assertRepayable(tx, order, payment.amountKobo);
  const accounts = await orderAccounts(tx, order);
  await payment.transferTo({ accountId: accounts.sales, kind: TRANSFER_KIND.orderRepayment, description: `Order ${order.orderNo} repayment`, metadata: { order_id: order.id } });
  await transfer(tx, {
    reference: `${payment.reference}-SETTLE`,
    kind: TRANSFER_KIND.orderReceivable,
    userId: order.userId,
    description: `Order ${order.orderNo}: repaid ${formatNairaText(payment.amountKobo)}`,
    postings: [
      { accountId: accounts.receivable, amount: -payment.amountKobo },
      { accountId: accounts.contra, amount: payment.amountKobo },
    ],
    metadata: { order_id: order.id, repayment_reference: payment.reference, payment_method: payment.paymentMethod },
  });
  await tx.insert(orderPayments).values({ orderId: order.id, kind: 'repayment', amountKobo: payment.amountKobo, paymentMethod: payment.paymentMethod, reference: payment.reference, createdAt: now });
  const owedAfter = owedBefore - payment.amountKobo;
  if (owedAfter === 0n) {
    await tx.update(orders).set({ status: ORDER_STATUS.paid, updatedAt: now }).where(eq(orders.id, order.id));
    await notify(tx, order.userId, { title: 'Order paid', message: `Your order ${order.orderNo} is fully paid. Thank you!`, link: '/my_products', createdAt: now });
  }
  return { owedKobo: owedAfter, completed: owedAfter === 0n };
}

const orderIdOf = (input: OrderRepaymentInput): number => {
  const id = Number(input.id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};
const SUBJECT = 'order:';

export function registerOrderRepaymentPurpose(payments: PaymentsService, now: () => Date): void {
  payments.registerPurpose<OrderRepaymentInput, OrderRepaymentResult>({
    name: SHOP_PURPOSE.orderRepayment,
    title: 'this order',
    sources: ['wallet', 'card'],
    // the shop is open to every signed-in user, members or not (facts §1.3)
    payers: 'anyone',
    amount: async (_executor, { input }) => input.amount ?? null,
    guard: async (executor, { userId, input }) => {
      if (input.id === undefined) return;
      const order = await ownOrder(executor, userId, orderIdOf(input));
      await assertRepayable(executor as Transaction, order, input.amount ?? 1n);
    },
    subjectOf: (input) => (input.id === undefined ? null : `${SUBJECT}${orderIdOf(input)}`),
    apply: async (tx, payment, input) => applyOrderRepayment(tx, await ownOrder(tx, payment.userId, orderIdOf(input), { lock: true }), payment, now()),
    callback: async (tx, payment) => {
      const id = Number(payment.charge?.subject?.slice(SUBJECT.length));
      const order = Number.isSafeInteger(id) && id > 0 ? await lockOrder(tx, id).catch(() => null) : null;
      if (order && order.userId === payment.userId && order.status === ORDER_STATUS.delivered && (await owedOn(tx, order)) >= payment.amountKobo) {
        await applyOrderRepayment(tx, order, payment, now());
        return;
      }
      await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet), kind: TRANSFER_KIND.orderRefund, description: 'An order repayment the order could not take, credited to your wallet' });
    },
    checkout: { callbackPath: '/my_products' },
  });
}
