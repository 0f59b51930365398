// Open picture addresses of the catalogue, product requests and investments: the random version in the address is
// the secret, like profile pictures; a wrong id or version is the same 404. The society's own pictures (catalogue,
// investments) may sit in shared caches (`public, immutable`); a member's upload (a product request) is `private`:
// only the member's browser keeps it.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { investments, productImages, productRequests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pictureKey } from './pictures';

const params = z.object({ id: z.string().max(20), file: z.string().max(40) });
const tags = ['Shop'];

const CACHE = { society: 'public, max-age=604800, immutable', member: 'private, max-age=86400' } as const;

function send(reply: FastifyReply, picture: { data: Buffer | null; contentType: string | null } | undefined, owner: keyof typeof CACHE = 'society') {
  if (!picture?.data || !picture.contentType) throw notFound('Picture not found');
  return reply.header('content-type', picture.contentType).header('cache-control', CACHE[owner]).header('x-content-type-options', 'nosniff').send(picture.data);
}

export async function shopPictureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  app.get('/product_image/:id/:file', { schema: { summary: 'A product picture (WebP)', tags, params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = pictureKey(request.params.id, request.params.file);
    if (!key) throw notFound('Picture not found');
    const [row] = await db
      .select({ data: productImages.data, contentType: productImages.contentType })
      .from(productImages)
      .where(and(eq(productImages.productId, key.id), eq(productImages.version, key.version)));
    return send(reply, row);
  });
  app.get('/product_request_image/:id/:file', { schema: { summary: 'A product request’s picture (WebP); the address is unguessable', tags, params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = pictureKey(request.params.id, request.params.file);
    if (!key) throw notFound('Picture not found');
    const [row] = await db
      .select({ data: productRequests.imageData, contentType: productRequests.imageContentType })
      .from(productRequests)
      .where(and(eq(productRequests.id, key.id), eq(productRequests.imageVersion, key.version)));
    return send(reply, row, 'member');
  });
  app.get('/investment_image/:id/:file', { schema: { summary: 'An investment’s picture (WebP)', tags: ['Investments'], params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = pictureKey(request.params.id, request.params.file);
    if (!key) throw notFound('Picture not found');
    const [row] = await db
      .select({ data: investments.pictureData, contentType: investments.pictureContentType })
      .from(investments)
      .where(and(eq(investments.id, key.id), eq(investments.pictureVersion, key.version)));
    return send(reply, row);
  });
}
