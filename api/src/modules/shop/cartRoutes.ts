// The cart (spec §7 "Shop", facts §2.8): add, change, remove, list, totals, count. Every line is the member's own:
// another member's cart id is the same 404 as one that does not exist.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CartChangeReply, CartReply, CartTotal } from '../../contract';
import { currentUser } from '../../http/auth';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { withMoneyTransaction } from '../../ledger';
import { addToCartBody, cartIdParams, productIdParams, quantityBody } from './body';
import { addToCart, cartCount, cartLines, cartTotal, removeFromCart, setCartQuantity } from './cart';

const tags = ['Shop'];
const security = [{ bearer: [] }];

export async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  const reply = async (userId: number, message: string): Promise<CartChangeReply> => ({ success: true, message, cart_count: await cartCount(db, userId) });

  app.post(
    '/addToCart/:id',
    { schema: { summary: 'Add a quantity of a product to my cart (the original’s price keys are ignored)', tags, security, params: productIdParams, body: addToCartBody } },
    async (request) => {
      const userId = currentUser(request).id;
      const product = await withMoneyTransaction(db, (tx) => addToCart(tx, userId, request.params.id, request.body.quantity, now()));
      return reply(userId, `${product.productName} has been added to your cart`);
    },
  );
  app.post(
    '/updateUserCart/:id',
    { schema: { summary: 'Set the quantity of one line of my cart (1 … stock)', tags, security, params: cartIdParams, body: quantityBody } },
    async (request) => {
      const userId = currentUser(request).id;
      const product = await withMoneyTransaction(db, (tx) => setCartQuantity(tx, userId, request.params.id, request.body.quantity, now()));
      return reply(userId, `${product.productName}: quantity ${request.body.quantity}`);
    },
  );
  app.post('/deleteFromCart/:id', { schema: { summary: 'Remove a line from my cart', tags, security, params: cartIdParams } }, async (request) => {
    const userId = currentUser(request).id;
    const product = await withMoneyTransaction(db, (tx) => removeFromCart(tx, userId, request.params.id));
    return reply(userId, `${product.productName} has been removed from your cart`);
  });
  app.get('/allProductsInUserCart', { config: TOKEN_IN_QUERY, schema: { summary: 'My cart’s lines', tags, security, querystring: tokenQuery } }, async (request): Promise<CartReply> => ({
    my_carts: await cartLines(db, currentUser(request).id),
  }));
  app.get('/totalCartPerUser', { config: TOKEN_IN_QUERY, schema: { summary: 'My cart’s total, down payment and remaining amount (as `[totals]`)', tags, security, querystring: tokenQuery } }, async (request): Promise<CartTotal[]> => [
    await cartTotal(db, currentUser(request).id),
  ]);
  app.get('/userCartCount', { config: TOKEN_IN_QUERY, schema: { summary: 'How many lines my cart has (the cart badge)', tags, security, querystring: tokenQuery } }, async (request): Promise<number> =>
    cartCount(db, currentUser(request).id),
  );
}
