// My orders (spec §7 "Shop", facts §2.8, §3.9): the list, an order's lines, its payments, and a repayment from the
// wallet or a card. Another member's order id is the same 404 as one that does not exist.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderItemRow, OrderRepaymentReply, OrderRepaymentRow, OrderRow } from '../../contract';
import { orders } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { idempotencyOf, IDEMPOTENCY_HEADER, sendIdempotent, userScope } from '../../idempotency';
import { formatKobo, formatNairaText, nairaAmount } from '../../money/money';
import { checkPaymentSource, paymentSourceFields, paymentSourceOf } from '../payments';
import { orderIdParams } from './body';
import { orderRows, ownOrder } from './orderRows';
import { owedOn, type OrderRepaymentInput, type OrderRepaymentResult } from './orderRepayment';
import { orderItemRows, orderPaymentRows } from './orderViews';
import { SHOP_PURPOSE } from './purposes';

const tags = ['Shop'];
const security = [{ bearer: [] }];
/** a member's orders listed at once, newest first */
export const MAX_ORDERS_LISTED = 200;

export const orderRepaymentBody = z.object({ ...paymentSourceFields, repayment_amount: nairaAmount('repayment amount') }).loose().superRefine(checkPaymentSource);
export type OrderRepaymentRequest = z.input<typeof orderRepaymentBody>;

export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.get('/fetchUserProducts', { config: TOKEN_IN_QUERY, schema: { summary: 'My orders, newest first', tags, security, querystring: tokenQuery } }, async (request): Promise<OrderRow[]> => {
    const mine = await db.select().from(orders).where(eq(orders.userId, currentUser(request).id)).orderBy(desc(orders.id)).limit(MAX_ORDERS_LISTED);
    return orderRows(db, mine);
  });
  app.get('/fetchOrderDetails/:id', { schema: { summary: 'The lines of one of my orders', tags, security, params: orderIdParams } }, async (request): Promise<OrderItemRow[]> =>
    orderItemRows(db, await ownOrder(db, currentUser(request).id, request.params.id)),
  );
  app.get('/orderRepaymentsDetails/:id', { schema: { summary: 'The down payment and repayments of one of my orders, newest first', tags, security, params: orderIdParams } }, async (request): Promise<OrderRepaymentRow[]> =>
    orderPaymentRows(db, await ownOrder(db, currentUser(request).id, request.params.id)),
  );
  app.post(
    '/orderRepayments/:id',
    {
      schema: { summary: `Repay one of my delivered orders from the wallet or a card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: orderIdParams, body: orderRepaymentBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await fastify.deps.payments.takeFromMember<OrderRepaymentInput, OrderRepaymentResult, OrderRepaymentReply>(db, {
        userId: user.id,
        purpose: SHOP_PURPOSE.orderRepayment,
        source: paymentSourceOf(request.body),
        input: { id: request.params.id, amount: request.body.repayment_amount },
        claim: { scope: userScope(user.id), key, requestHash },
        async reply(tx, { payment, result: outcome }) {
          const owed = outcome ? outcome.owedKobo : await owedOn(tx, await ownOrder(tx, user.id, request.params.id));
          const completed = owed === 0n;
          return {
            status: 200,
            body: {
              success: true,
              message: completed
                ? `${formatNairaText(payment.amountKobo)} has been paid towards your order. Your order is fully paid.`
                : `${formatNairaText(payment.amountKobo)} has been paid towards your order. ${formatNairaText(owed)} remains.`,
              amount: formatKobo(payment.amountKobo),
              remaining_balance: formatKobo(owed),
              completed,
              reference: payment.reference,
              card_id: payment.charge?.cardId ?? null,
            },
          };
        },
      });
      return sendIdempotent(reply, result);
    },
  );
}
