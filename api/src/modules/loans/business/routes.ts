// Business finance (spec §7 "Business finance", facts §2.7, §3.8), open to every signed-in user: place a request
// with a picture, list mine, accept or decline the society's offer, cancel. Repayments: ../repayments/routes.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BusinessRequestReply, BusinessRequestRow, MutationReply } from '../../../contract';
import { businessRequestImages, LOAN_STATUS, loans } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import { notFound, unprocessable } from '../../../http/errors';
import { TOKEN_IN_QUERY } from '../../../http/queryToken';
import { recordId, tokenQuery } from '../../../http/validation';
import { withMoneyTransaction } from '../../../ledger';
import { pictureToWebp } from '../../profile';
import { loanMails } from '../notices';
import { security, tags } from '../routeDocs';
import { businessRequestFields, offerNamed } from './body';
import { acceptOffer, createBusinessRequest, markOffersShown, rejectRequest, REQUEST_SUBMITTED } from './service';
import { BUSINESS_MULTIPART_LIMITS, IMAGE_FIELD, IMAGE_MISSING, readBusinessUpload } from './upload';
import { businessRows } from './views';

export const MAX_REQUESTS_LISTED = 200;
const idParams = z.object({ id: recordId('The request') });
/** business pictures: fitted inside 1024 px */
const BUSINESS_PICTURE = { size: 1024, fit: 'inside' as const };

export async function businessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = fastify.deps;
  const { db, now } = deps;
  await fastify.register(multipart, { limits: BUSINESS_MULTIPART_LIMITS });

  const mine = async (request: FastifyRequest, statuses?: number[]) =>
    db
      .select()
      .from(loans)
      .where(and(eq(loans.userId, currentUser(request).id), eq(loans.kind, 'business'), statuses ? inArray(loans.status, statuses as (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS][]) : undefined))
      .orderBy(desc(loans.id))
      .limit(MAX_REQUESTS_LISTED);

  app.post(
    '/business_request',
    { schema: { summary: `Ask for business finance (multipart: business_name, frequency, requested_amount, repayment_duration, start_date, and the picture in ${IMAGE_FIELD})`, tags, security, consumes: ['multipart/form-data'] } },
    async (request): Promise<BusinessRequestReply> => {
      const upload = await readBusinessUpload(request);
      const parsed = businessRequestFields.safeParse(upload.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw unprocessable(issue.message, { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) });
      }
      if (!upload.image) throw unprocessable(IMAGE_MISSING, { errors: [{ field: IMAGE_FIELD, message: IMAGE_MISSING }] });
      const webp = await pictureToWebp(upload.image, BUSINESS_PICTURE);
      const mails = loanMails(deps.config);
      const created = await withMoneyTransaction(db, (tx) => createBusinessRequest(tx, currentUser(request).id, parsed.data, webp, now(), mails));
      const [row] = await businessRows(db, [created], now());
      return { success: true, message: REQUEST_SUBMITTED, request: row };
    },
  );

  app.get('/display_request', { config: TOKEN_IN_QUERY, schema: { summary: 'My business finance requests, newest first', tags, security, querystring: tokenQuery } }, async (request): Promise<BusinessRequestRow[]> => {
    await markOffersShown(db, currentUser(request).id);
    return businessRows(db, await mine(request), now());
  });
  app.get('/business_view_loan', { config: TOKEN_IN_QUERY, schema: { summary: 'My disbursed and completed business finance', tags, security, querystring: tokenQuery } }, async (request): Promise<BusinessRequestRow[]> =>
    businessRows(db, await mine(request, [LOAN_STATUS.disbursed, LOAN_STATUS.completed]), now()),
  );

  const accept = async (request: FastifyRequest, id: number, named: z.output<typeof offerNamed>): Promise<MutationReply> => {
    const mails = loanMails(deps.config);
    await withMoneyTransaction(db, (tx) => acceptOffer(tx, currentUser(request).id, id, named, now(), mails));
    return { success: true, message: 'You have accepted the offer: the society will now process your request' };
  };
  const naming = 'Name the offer you accept: offer_version (or total_amount) as display_request showed it (named neither: the offer display_request last showed); a changed offer is a 409';
  app.get(
    '/accepts_request/:id',
    { schema: { summary: `Accept the society’s offer on my request (the original’s GET; idempotent). ${naming}, in the query`, tags, security, params: idParams, querystring: offerNamed } },
    (request) => accept(request, request.params.id, request.query),
  );
  app.post(
    '/accepts_request/:id',
    { schema: { summary: `Accept the society’s offer on my request (idempotent). ${naming}, in the body`, tags, security, params: idParams, body: offerNamed.nullish() } },
    (request) => accept(request, request.params.id, request.body ?? { version: null, totalKobo: null }),
  );

  const reject = async (request: FastifyRequest<{ Params: { id: number } }>): Promise<MutationReply> => {
    const outcome = await withMoneyTransaction(db, (tx) => rejectRequest(tx, currentUser(request).id, request.params.id, now()));
    return { success: true, message: outcome === 'declined' ? 'You have declined the offer' : 'Your request has been cancelled' };
  };
  app.get('/reject_request/:id', { schema: { summary: 'Decline the offer on, or cancel, my request (the original’s GET; idempotent)', tags, security, params: idParams } }, reject);
  app.post('/reject_request/:id', { schema: { summary: 'Decline the offer on, or cancel, my request (idempotent)', tags, security, params: idParams } }, reject);
}

const IMAGE_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

/** open: an <img> sends no token, so the random version in the address is the secret (like profile pictures) */
export async function businessImageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/business_request_image/:id/:file',
    { schema: { summary: 'A business request’s picture (WebP); the address is unguessable', tags, params: z.object({ id: z.string().max(20), file: z.string().max(40) }), produces: ['image/webp'] } },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!match || !Number.isSafeInteger(id)) throw notFound('Picture not found');
      const [image] = await request.server.deps.db
        .select({ data: businessRequestImages.data, contentType: businessRequestImages.contentType })
        .from(businessRequestImages)
        .where(and(eq(businessRequestImages.loanId, id), eq(businessRequestImages.version, match[1])));
      if (!image) throw notFound('Picture not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
}
