// Open picture addresses of the catalogue, product requests and investments: the random version in the address is
// the secret, like profile pictures; a wrong id or version is the same 404. The society's own pictures (catalogue,
// investments) may sit in shared caches (`public, immutable`); a member's upload (a product request) is `private`:
// only the member's browser keeps it. A catalogue or investment picture is also served 360 and 720 px wide
// (…/<version>.360w.webp, ./pictureVariants), under the same rule; any other width is a 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { investments, productImages, productRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { pictureKey } from './pictures';
import { isOfferedWidth, OFFERED_WIDTHS_MESSAGE, PICTURE_VARIANT_WIDTHS, storedVariant } from './pictureVariants';

const params = z.object({ id: z.string().max(20), file: z.string().max(40) });
const tags = ['Shop'];

const VARIANTS = `Also served ${PICTURE_VARIANT_WIDTHS.join(' and ')} px wide at the same address with the width before \`.webp\` (\`<version>.${PICTURE_VARIANT_WIDTHS[0]}w.webp\`), made once and stored (at upload, or on the first request of an older picture), with the same cache rule; a list reply's \`*_srcset\` field lists them. Any other width is a 400.`;

/** provisional: the original answering for a copy not made yet because too many pictures were being decoded */
const CACHE = { society: 'public, max-age=604800, immutable', member: 'private, max-age=86400', provisional: 'no-store' } as const;

type PictureRow = { data: Buffer | null; contentType: string | null };

function send(reply: FastifyReply, picture: PictureRow | null | undefined, owner: keyof typeof CACHE = 'society') {
  if (!picture?.data || !picture.contentType) throw notFound('Picture not found');
  return reply.header('content-type', picture.contentType).header('cache-control', CACHE[owner]).header('x-content-type-options', 'nosniff').send(picture.data);
}

/** a catalogue or investment picture's address: 404 when it is none, 400 for a width that is not offered */
function societyPictureKey(id: string, file: string) {
  const key = pictureKey(id, file);
  if (!key) throw notFound('Picture not found');
  if (key.width !== null && !isOfferedWidth(key.width)) throw badRequest(OFFERED_WIDTHS_MESSAGE);
  return key;
}

export async function shopPictureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  /** a catalogue or investment picture: the original, or a phone-sized copy (read from its store, or made once) */
  async function sendSocietyPicture(
    reply: FastifyReply,
    key: ReturnType<typeof societyPictureKey>,
    read: { original: () => Promise<PictureRow | undefined>; exists: () => Promise<boolean>; data: () => Promise<Buffer | null> },
  ) {
    if (key.width === null) return send(reply, await read.original());
    if (!(await read.exists())) throw notFound('Picture not found');
    const variant = await storedVariant(db, key.version, key.width, read.data);
    return send(reply, variant && { data: variant.data, contentType: 'image/webp' }, variant?.provisional ? 'provisional' : 'society');
  }

  app.get('/product_image/:id/:file', { schema: { summary: 'A product picture (WebP)', description: VARIANTS, tags, params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = societyPictureKey(request.params.id, request.params.file);
    const picture = and(eq(productImages.productId, key.id), eq(productImages.version, key.version));
    return sendSocietyPicture(reply, key, {
      original: async () => (await db.select({ data: productImages.data, contentType: productImages.contentType }).from(productImages).where(picture))[0],
      exists: async () => (await db.select({ id: productImages.id }).from(productImages).where(picture)).length > 0,
      data: async () => (await db.select({ data: productImages.data }).from(productImages).where(picture))[0]?.data ?? null,
    });
  });
  app.get('/product_request_image/:id/:file', { schema: { summary: 'A product request’s picture (WebP); the address is unguessable', tags, params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = pictureKey(request.params.id, request.params.file);
    // a member's picture has no phone-sized copies
    if (!key || key.width !== null) throw notFound('Picture not found');
    const [row] = await db
      .select({ data: productRequests.imageData, contentType: productRequests.imageContentType })
      .from(productRequests)
      .where(and(eq(productRequests.id, key.id), eq(productRequests.imageVersion, key.version)));
    return send(reply, row, 'member');
  });
  app.get('/investment_image/:id/:file', { schema: { summary: 'An investment’s picture (WebP)', description: VARIANTS, tags: ['Investments'], params, produces: ['image/webp'] } }, async (request, reply) => {
    const key = societyPictureKey(request.params.id, request.params.file);
    const picture = and(eq(investments.id, key.id), eq(investments.pictureVersion, key.version));
    return sendSocietyPicture(reply, key, {
      original: async () => (await db.select({ data: investments.pictureData, contentType: investments.pictureContentType }).from(investments).where(picture))[0],
      exists: async () => (await db.select({ id: investments.id }).from(investments).where(picture)).length > 0,
      data: async () => (await db.select({ data: investments.pictureData }).from(investments).where(picture))[0]?.data ?? null,
    });
  });
}
