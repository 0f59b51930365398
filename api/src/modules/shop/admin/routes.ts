// The shop for administrators (SA, ADMIN): the catalogue, orders and product requests. Every decision locks its row
// and runs once per Idempotency-Key (decline and delivery move money); none on the administrator's own order or
// request (config.decidesOn), which the lists mark `yours`.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminOrderDetails, AdminOrderRow, AdminOrdersPage, AdminProductRequestRow, AdminProductRow, ProductCategory } from '../../../contract';
import type { Transaction } from '../../../db/client';
import type { ProductRequestStatus } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import type { DecidesOn } from '../../../http/selfDealing';
import { formUploadLimits, parseFields, readFormUpload } from '../../../http/formUpload';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../../idempotency';
import { withMoneyTransaction } from '../../../ledger';
import { describeAudit } from '../../../http/adminWriteAudit';
import { categoryBody, declineBody, idParams, ordersQuery, priceBody, productFields, productsQuery, publishBody, requestsQuery } from './body';
import { approveOrder, closeOrder, declineOrder, deliverOrder, type OrderDecided } from './orderDecisions';
import { adminOrderDetails, adminOrderRows, adminOrders } from './orders';
import { addCategory, adminProduct, adminProductRows, adminProducts, allCategories, createProduct, MAX_PICTURES, renameCategory, updateProduct } from './products';
import { orderOwners, productRequestOwners } from './owners';
import { peopleById, nobody } from './people';
import { requestRow } from '../requests';
import { adminRequests, declineRequest, priceRequest, publishRequest, type RequestDecided } from './requests';

const tags = ['admin'];
const security = [{ bearer: [] }];
const onOrder = { decidesOn: { thing: 'order', owners: orderOwners } satisfies DecidesOn };
const onRequest = { decidesOn: { thing: 'product request', owners: productRequestOwners } satisfies DecidesOn };

export async function shopAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  await fastify.register(multipart, { limits: formUploadLimits(MAX_PICTURES) });

  app.get('/admin/shop/categories', { schema: { summary: 'Product categories (SA, ADMIN)', tags, security } }, async (): Promise<ProductCategory[]> => allCategories(db));
  app.post('/admin/shop/categories', { schema: { summary: 'Add a product category', tags, security, body: categoryBody } }, async (request) => ({
    success: true,
    message: 'Category added',
    category: await addCategory(db, request.body.category_name),
  }));
  app.post('/admin/shop/categories/:id', { schema: { summary: 'Rename a product category', tags, security, params: idParams, body: categoryBody } }, async (request) => ({
    success: true,
    message: 'Category renamed',
    category: await renameCategory(db, request.params.id, request.body.category_name),
  }));

  app.get('/admin/shop/products', { schema: { summary: 'Every product, newest first, published or not (keyset: `before`)', tags, security, querystring: productsQuery } }, async (request) =>
    adminProducts(db, request.query),
  );
  app.get('/admin/shop/products/:id', { schema: { summary: 'One product as it is now: the edit form reads its live stock (and sends it back as stock_was)', tags, security, params: idParams } }, async (request): Promise<AdminProductRow> =>
    adminProduct(db, request.params.id),
  );
  const saveProduct = (update: boolean) => async (request: FastifyRequest): Promise<{ success: true; message: string; product: AdminProductRow }> => {
    const upload = await readFormUpload(request, { fileField: 'images', maxFiles: MAX_PICTURES });
    const fields = parseFields(productFields, upload.fields);
    const adminId = currentUser(request).id;
    const id = (request.params as { id?: number }).id;
    const product = await withMoneyTransaction(db, (tx) => (update && id ? updateProduct(tx, id, fields, upload.files, now()) : createProduct(tx, fields, upload.files, adminId, now())));
    const [row] = await adminProductRows(db, [product]);
    return { success: true, message: update ? `${product.productName} has been saved` : `${product.productName} has been added to the catalogue`, product: row };
  };
  const productSummary = `multipart: category_id, product_name, short_description, description, price, mark_up, down_payment (per unit), quantity (stock), published, and up to ${MAX_PICTURES} pictures in \`images\``;
  app.post('/admin/shop/products', { schema: { summary: `Add a product (${productSummary})`, tags, security, consumes: ['multipart/form-data'] } }, saveProduct(false));
  app.post('/admin/shop/products/:id', { schema: { summary: `Change a product (${productSummary}; new pictures replace the old)`, tags, security, params: idParams, consumes: ['multipart/form-data'] } }, saveProduct(true));

  app.get('/admin/shop/orders', { schema: { summary: 'Orders, newest first: by default those needing action (pending, approved)', tags, security, querystring: ordersQuery } }, async (request): Promise<AdminOrdersPage> =>
    adminOrders(db, request.query, currentUser(request).id),
  );
  app.get('/admin/shop/orders/:id', { schema: { summary: 'One order: lines, payments, member, what remains', tags, security, params: idParams } }, async (request): Promise<AdminOrderDetails> =>
    adminOrderDetails(db, request.params.id, currentUser(request).id),
  );

  function decision(message: string, act: (tx: Transaction, request: FastifyRequest, adminId: number) => Promise<OrderDecided>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      let decided: OrderDecided | null = null; // stays null on a replayed key
      const result = await withIdempotency(db, { scope: userScope(admin.id), key, requestHash }, async (tx) => {
        decided = await act(tx, request, admin.id);
        const [row] = await adminOrderRows(tx, [decided.order], admin.id);
        return { status: 200, body: { success: true as const, message, order: row as AdminOrderRow } };
      });
      if (decided) {
        const { before, order } = decided as OrderDecided;
        describeAudit(request, { subjectType: 'order', subjectId: order.id, before: { status: before }, after: { status: order.status } });
      }
      return sendIdempotent(reply, result);
    };
  }
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const needsKey = `Needs an ${IDEMPOTENCY_HEADER} header`;
  app.post('/admin/shop/orders/:id/approve', { schema: { summary: `Approve a pending order. ${needsKey}`, tags, security, params: idParams }, config: onOrder }, decision('Order approved', (tx, r, a) => approveOrder(tx, idOf(r), a, now())));
  app.post(
    '/admin/shop/orders/:id/decline',
    { schema: { summary: `Decline a pending or approved order: its down payment goes back to the wallet, its stock back on sale. ${needsKey}`, tags, security, params: idParams, body: declineBody }, config: onOrder },
    decision('Order declined: the down payment is back in the member’s wallet', (tx, r, a) => declineOrder(tx, idOf(r), a, (r.body as { reason: string }).reason, now())),
  );
  app.post(
    '/admin/shop/orders/:id/deliver',
    { schema: { summary: `Mark an approved order delivered: repayments open. ${needsKey}`, tags, security, params: idParams }, config: onOrder },
    decision('Order delivered: repayments are open', (tx, r, a) => deliverOrder(tx, idOf(r), a, now())),
  );
  app.post('/admin/shop/orders/:id/close', { schema: { summary: `Close a paid order. ${needsKey}`, tags, security, params: idParams }, config: onOrder }, decision('Order closed', (tx, r, a) => closeOrder(tx, idOf(r), a, now())));

  app.get('/admin/shop/requests', { schema: { summary: 'Members’ product requests, newest first', tags, security, querystring: requestsQuery } }, async (request) =>
    adminRequests(db, { status: request.query.status as ProductRequestStatus | 'all', before: request.query.before }, currentUser(request).id),
  );
  const requestReply = async (request: FastifyRequest, message: string, { before, request: row }: RequestDecided): Promise<{ success: true; message: string; request: AdminProductRequestRow }> => {
    describeAudit(request, { subjectType: 'product_request', subjectId: row.id, before: { status: before }, after: { status: row.status } });
    const people = await peopleById(db, [row.userId]);
    return { success: true, message, request: { ...requestRow(row), member: people.get(row.userId) ?? nobody(row.userId), yours: row.userId === currentUser(request).id } };
  };
  app.post('/admin/shop/requests/:id/price', { schema: { summary: 'Price a product request (the member sees it)', tags, security, params: idParams, body: priceBody }, config: onRequest }, async (request) =>
    requestReply(request, 'Price set: the member has been told', await withMoneyTransaction(db, (tx) => priceRequest(tx, request.params.id, request.body.price, request.body.note, now()))),
  );
  app.post('/admin/shop/requests/:id/decline', { schema: { summary: 'Decline a product request', tags, security, params: idParams, body: declineBody }, config: onRequest }, async (request) =>
    requestReply(request, 'Request declined', await withMoneyTransaction(db, (tx) => declineRequest(tx, request.params.id, request.body.reason, now()))),
  );
  app.post('/admin/shop/requests/:id/publish', { schema: { summary: 'Publish a product request to the catalogue with its picture', tags, security, params: idParams, body: publishBody }, config: onRequest }, async (request) =>
    requestReply(request, 'Published to the catalogue', await withMoneyTransaction(db, (tx) => publishRequest(tx, request.params.id, request.body, currentUser(request).id, now()))),
  );
}
