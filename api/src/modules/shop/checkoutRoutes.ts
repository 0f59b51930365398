// Checkout (spec §7 "Shop": `checkOut`, `make_down_payment`; facts §2.8, §3.9): ONE atomic, idempotent step that
// takes the down payment and places the order. The original client posted both calls together for one checkout: the
// first places the order, and the second — finding the cart empty and the order just placed — answers with that
// order and takes nothing. Totals the client sends are compared with the server's, never used.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { CheckoutReply } from '../../contract';
import { ORDER_STATUS, orders, type Order } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { AppError, conflict, unprocessable } from '../../http/errors';
import { idempotencyOf, IDEMPOTENCY_HEADER, sendIdempotent, userScope } from '../../idempotency';
import { clientTotal, formatNairaText } from '../../money/money';
import { keyAlreadyAnswered, checkPaymentSource, paymentSourceFields, paymentSourceOf } from '../payments';
import { cartMoney, cartRows } from './cart';
import { orderRows } from './orderRows';
import { CART_EMPTY } from './placeOrder';
import { SHOP_PURPOSE } from './purposes';

const tags = ['Shop'];
const security = [{ bearer: [] }];
/** an order placed this recently answers the second of the original's two checkout calls */
const JUST_PLACED_MS = 10 * 60_000;
export const CO_OPERATIVE_ONLY = 'Products are bought on co-operative terms: a down payment now and the rest in repayments after delivery';

const isCoOperative = (value: string) => /^co-?\s?operative$/i.test(value.trim());

export const checkoutBody = z
  .object({
    ...paymentSourceFields,
    /** checkOut: the financing method ('co-operative', the only one); the down payment's method is `form_payment` */
    payment_method: z.string({ error: 'The payment method must be text' }).optional(),
    total: clientTotal('total'),
    remaining_amount: clientTotal('remaining amount'),
    total_down_payment: clientTotal('down payment'),
    date_time: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const method = body.payment_method?.trim();
    let financing = false;
    let source = body.form_payment;
    if (method && isCoOperative(method)) financing = true;
    else if (method) {
      const direct = paymentSourceFields.payment_method.safeParse(method);
      if (!direct.success || !direct.data) {
        ctx.addIssue({ code: 'custom', path: ['payment_method'], message: CO_OPERATIVE_ONLY });
        return z.NEVER;
      }
      // make_down_payment-style bodies name the down payment's method in payment_method
      source = source ?? direct.data;
    }
    const resolved = source ?? (body.paystack_id || body.card_id ? 'card' : 'wallet');
    const checked = { form_payment: resolved, paystack_id: body.paystack_id, card_id: body.card_id };
    checkPaymentSource(checked, ctx);
    return { ...checked, financing, total: body.total, downPayment: body.total_down_payment };
  });
export type CheckoutRequest = z.input<typeof checkoutBody>;

async function justPlaced(request: FastifyRequest, userId: number): Promise<Order | null> {
  const { db, now } = request.server.deps;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.pending), gte(orders.createdAt, new Date(now().getTime() - JUST_PLACED_MS))))
    .orderBy(desc(orders.id))
    .limit(1);
  return order ?? null;
}

async function compareTotals(request: FastifyRequest, userId: number, body: z.output<typeof checkoutBody>): Promise<void> {
  const money = cartMoney(await cartRows(request.server.deps.db, userId));
  if (body.total !== null && body.total !== money.totalKobo) throw conflict(`Your cart has changed: its total is now ${formatNairaText(money.totalKobo)}. Please check it and checkout again`);
  if (body.downPayment !== null && body.downPayment !== money.downPaymentKobo)
    throw conflict(`Your cart has changed: its down payment is now ${formatNairaText(money.downPaymentKobo)}. Please check it and checkout again`);
}

function placedMessage(order: Order): string {
  const rest = order.totalKobo - order.downPaymentKobo;
  return `Your order ${order.orderNo} has been placed. Down payment of ${formatNairaText(order.downPaymentKobo)} paid${rest > 0n ? `; ${formatNairaText(rest)} is repaid after delivery` : ''}.`;
}

async function checkout(request: FastifyRequest<{ Body: z.output<typeof checkoutBody> }>, reply: FastifyReply): Promise<CheckoutReply> {
  const { db, payments } = request.server.deps;
  const user = currentUser(request);
  const { key, requestHash } = idempotencyOf(request);
  const answerPlaced = async (order: Order): Promise<CheckoutReply> => {
    const [row] = await orderRows(db, [order]);
    return { success: true, message: placedMessage(order), order: row, reference: order.downPaymentReference, card_id: null };
  };
  const claim = { scope: userScope(user.id), key, requestHash };
  try {
    // a key that has answered is replayed as it answered (by takeFromMember), however long ago: the cart is empty by now
    if (!(await keyAlreadyAnswered(db, claim))) {
      if (!(await cartRows(db, user.id)).length) {
        const recent = await justPlaced(request, user.id);
        if (recent) return answerPlaced(recent);
        throw unprocessable(CART_EMPTY);
      }
      await compareTotals(request, user.id, request.body);
    }
    const result = await payments.takeFromMember<unknown, Order, CheckoutReply>(db, {
      userId: user.id,
      purpose: SHOP_PURPOSE.downPayment,
      source: paymentSourceOf(request.body),
      input: {},
      claim,
      async reply(tx, { payment, result: order }) {
        const placed = order ?? (await justPlaced(request, user.id));
        if (!placed) return { status: 200, body: { success: true, message: 'Your down payment was received and credited to your wallet', order: null, reference: payment.reference, card_id: payment.charge?.cardId ?? null } };
        const [row] = await orderRows(tx, [placed]);
        return { status: 200, body: { success: true, message: placedMessage(placed), order: row, reference: payment.reference, card_id: payment.charge?.cardId ?? null } };
      },
    });
    return sendIdempotent(reply, result);
  } catch (error) {
    // the other of the two calls placed the order while this one waited for the cart
    if (error instanceof AppError && error.message === CART_EMPTY) {
      const recent = await justPlaced(request, user.id);
      if (recent) return answerPlaced(recent);
    }
    throw error;
  }
}

export async function checkoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const description = `Needs an ${IDEMPOTENCY_HEADER} header. Places an order for my whole cart and takes its down payment (Σ down_payment × quantity) from the wallet or a card, in one step`;
  app.post('/checkOut', { schema: { summary: 'Checkout on co-operative terms: the order and its down payment together', description, tags, security, body: checkoutBody } }, checkout);
  app.post('/make_down_payment', { schema: { summary: 'The down payment of my cart (the same step as checkOut; sent with it, the second answers with the order)', description, tags, security, body: checkoutBody } }, checkout);
}
