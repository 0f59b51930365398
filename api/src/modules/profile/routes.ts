// Profile (spec §7, facts §2.11, §3.10): show_profile, profiles/update, profiles/updatePics, the served
// pictures, and the choices of the profile form.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PictureReply, ProfileOptionsReply, ProfileReply, ProfileUpdateReply } from '../../contract';
import { BUSINESS_TYPES, MARITAL_STATUSES } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { authenticatedScope } from '../../http/scopes';
import { NIGERIAN_STATES } from './nigerianStates';
import { pictureToWebp } from './picture';
import { pictureParams, profileUpdateBody } from './schema';
import { loadPicture, savePicture, showProfile, updateProfile } from './service';
import { memberRateLimit } from '../../http/memberRateLimit';
import { MULTIPART_LIMITS, readPicture } from './upload';

const tags = ['profile'];
const security = [{ bearer: [] }];
const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  sole: 'Sole Proprietorship',
  partnership: 'Partnership',
  ltd: 'Ltd',
  plc: 'Plc',
  other: 'Other',
};
const PICTURE_FILE = /^([A-Za-z0-9_-]{16,64})\.webp$/;

export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  // multipart only inside this plugin: the picture upload is the one route that takes files here
  await fastify.register(multipart, { limits: MULTIPART_LIMITS });
  await authenticatedScope(fastify, (app) => {
    app.get(
      '/show_profile',
      { schema: { summary: 'My profile, with its completeness', tags, security } },
      async (request, reply): Promise<ProfileReply> => {
        reply.header('cache-control', 'private, no-store');
        return { success: true, data: await showProfile(request.server.deps.db, currentUser(request).id) };
      },
    );

    app.post(
      '/profiles/update',
      { schema: { summary: 'Update my profile (personal, next of kin, business)', tags, security, body: profileUpdateBody } },
      async (request): Promise<ProfileUpdateReply> => {
        const { db, now } = request.server.deps;
        const { user, complete } = await db.transaction((tx) => updateProfile(tx, currentUser(request).id, request.body, now()));
        return { success: true, message: 'Profile updated', first_name: user.firstName, last_name: user.lastName, email: user.email, profile: complete };
      },
    );

    app.post(
      '/profiles/updatePics',
      {
        config: { rateLimit: memberRateLimit(20) },
        schema: {
          summary: 'Upload my profile picture (multipart field profile_pic: JPEG, PNG or WebP, at most 2 MB and 16 megapixels)',
          tags,
          security,
          consumes: ['multipart/form-data'],
        },
      },
      async (request): Promise<PictureReply> => {
        const webp = await pictureToWebp(await readPicture(request));
        const { db, now } = request.server.deps;
        const url = await db.transaction((tx) => savePicture(tx, currentUser(request).id, webp, now()));
        return { success: true, message: 'Profile picture updated', profile_pic: url };
      },
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Pictures are fetched by <img>, which sends no token: the random version in the name is the secret.
  app.get(
    '/profile_pic/:userId/:file',
    { schema: { summary: 'A profile picture (256×256 WebP); the address changes with every upload', tags, params: pictureParams, produces: ['image/webp'] } },
    async (request, reply) => {
      const match = PICTURE_FILE.exec(request.params.file);
      const userId = Number(request.params.userId);
      if (!match || !/^\d{1,10}$/.test(request.params.userId) || userId > 2_147_483_647) throw notFound('Picture not found');
      const picture = await loadPicture(request.server.deps.db, userId, match[1]);
      if (!picture) throw notFound('Picture not found');
      return reply
        .header('content-type', picture.contentType)
        // a member's upload: only their browser may keep it, never a shared cache (the versioned address never changes)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${match[1]}"`)
        .header('x-content-type-options', 'nosniff')
        .send(picture.data);
    },
  );

  app.get('/profile/options', { schema: { summary: 'The choices of the profile form (states, marital status, business types)', tags } }, async (): Promise<ProfileOptionsReply> => ({
    success: true,
    states: [...NIGERIAN_STATES],
    marital_statuses: [...MARITAL_STATUSES],
    business_types: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })),
  }));
}
