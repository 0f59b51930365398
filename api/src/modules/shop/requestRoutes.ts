// The member's product request routes; the upload is multipart (the original's axios FormData) with one picture in
// `image`, checked by its content and re-encoded.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProductRequestReply, ProductRequestRow, RequestTotalReply } from '../../contract';
import { productRequests } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { formUploadLimits, parseFields, readFormUpload } from '../../http/formUpload';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { withMoneyTransaction } from '../../ledger';
import { quantityBody, requestIdParams } from './body';
import { storedPicture } from './pictures';
import { assertRequestQuota } from './requestQuota';
import { myRequests, productRequestFields, requestColumns, requestRow, requestTotal, setRequestQuantity } from './requests';

const tags = ['Shop'];
const security = [{ bearer: [] }];
export const REQUEST_IMAGE_MISSING = 'Please choose a picture of the product';

export async function requestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  await fastify.register(multipart, { limits: formUploadLimits(1) });

  app.post(
    '/userUploadRequestedProducts',
    { schema: { summary: 'Ask for a product the catalogue lacks (multipart: product_name ≤ 50, short_description, quantity, image)', tags, security, consumes: ['multipart/form-data'] } },
    async (request): Promise<ProductRequestReply> => {
      const upload = await readFormUpload(request, { fileField: 'image', maxFiles: 1 });
      const fields = parseFields(productRequestFields, upload.fields);
      if (!upload.files[0]) throw unprocessable(REQUEST_IMAGE_MISSING, { errors: [{ field: 'image', message: REQUEST_IMAGE_MISSING }] });
      const picture = await storedPicture(upload.files[0]);
      const at = now();
      const userId = currentUser(request).id;
      const [row] = await withMoneyTransaction(db, async (tx) => {
        await assertRequestQuota(tx, userId);
        return tx
          .insert(productRequests)
          .values({
            userId,
            productName: fields.product_name,
            shortDescription: fields.short_description,
            quantity: fields.quantity,
            imageVersion: picture.version,
            imageData: picture.data,
            imageContentType: picture.contentType,
            createdAt: at,
            updatedAt: at,
          })
          .returning(requestColumns);
      });
      return { success: true, message: 'Your request has been sent. The society will price it and let you know.', request: requestRow(row) };
    },
  );
  app.get('/userRequest', { config: TOKEN_IN_QUERY, schema: { summary: 'My product requests with their prices, newest first', tags, security, querystring: tokenQuery } }, async (request): Promise<ProductRequestRow[]> =>
    myRequests(db, currentUser(request).id),
  );
  app.post(
    '/updateRequestQuantity/:id',
    { schema: { summary: 'Change the quantity of one of my product requests (until it is published)', tags, security, params: requestIdParams, body: quantityBody } },
    async (request): Promise<ProductRequestReply> => {
      const row = await withMoneyTransaction(db, (tx) => setRequestQuantity(tx, currentUser(request).id, request.params.id, request.body.quantity, now()));
      return { success: true, message: `Quantity changed to ${row.quantity}`, request: row };
    },
  );
  app.get('/totalRequestPrice', { config: TOKEN_IN_QUERY, schema: { summary: 'The total of my priced product requests (price × quantity)', tags, security, querystring: tokenQuery } }, async (request): Promise<RequestTotalReply> =>
    requestTotal(db, currentUser(request).id),
  );
}
