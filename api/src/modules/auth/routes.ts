// The account calls (spec §7 "Auth") plus logout and the session check the shell makes at boot.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { authenticatedScope } from '../../http/scopes';
import { memberRateLimit } from '../../http/memberRateLimit';
import { accountAndAddressRateLimit } from '../../http/rateLimitByAccount';
import { changePassword, PASSWORD_CHANGED } from './changePassword';
import { accountContext } from './context';
import { login, relogin } from './login';
import { recoveryMessage, requestPasswordReset, resetPassword, RESET_SUCCESS } from './passwordReset';
import { signup, signupMessage } from './registration';
import { changePasswordBody, loginBody, recoveryBody, resetBody, signupBody, verifyEmailParams } from './schema';
import { revokeToken } from './sessions';
import { sessionUser } from './sessionUser';
import { findUserById } from './users';
import { verifyEmail, VERIFIED_MESSAGE } from './verification';

const tags = ['auth'];
const security = [{ bearer: [] }];

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { RATE_LIMIT_AUTH_PER_MINUTE, RATE_LIMIT_AUTH_ADDRESS_PER_MINUTE } = fastify.deps.config;
  const rateLimit = { max: RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };
  // the calls that name an account: per address and e-mail, under a ceiling per address (a limiter per route)
  const byAccount = () => ({
    config: { rateLimit: false as const },
    preValidation: accountAndAddressRateLimit(fastify, { perAccount: RATE_LIMIT_AUTH_PER_MINUTE, perAddress: RATE_LIMIT_AUTH_ADDRESS_PER_MINUTE }),
  });

  app.post(
    '/auth/signup',
    { config: { rateLimit }, schema: { summary: 'Register; mails a verification link', tags, body: signupBody } },
    async (request, reply) => {
      await signup(accountContext(request), request.body);
      return reply.status(201).send({ success: true, message: signupMessage(request.body.email) });
    },
  );

  app.post(
    '/auth/signupVerifyEmail/:code',
    { config: { rateLimit }, schema: { summary: 'Verify the e-mail address with the code from the mailed link', tags, params: verifyEmailParams } },
    async (request) => {
      await verifyEmail(accountContext(request), request.params.code);
      return { success: true, message: VERIFIED_MESSAGE };
    },
  );

  app.post(
    '/auth/login',
    {
      ...byAccount(),
      schema: { summary: 'Sign in. A refusal is HTTP 200 with status 0 and a message', tags, body: loginBody },
    },
    async (request, reply) => {
      const answer = await login(accountContext(request), request.body);
      // on every refusal, even the first, so its presence says nothing
      if (answer.status === 0) reply.header('Retry-After', String(answer.retry_after ?? 0));
      return answer;
    },
  );

  app.post(
    '/auth/recovery',
    { ...byAccount(), schema: { summary: 'Mail a password reset link (same reply whether or not the account exists)', tags, body: recoveryBody } },
    async (request) => {
      await requestPasswordReset(accountContext(request), request.body.email);
      return { success: true, message: recoveryMessage(request.body.email) };
    },
  );

  app.post(
    '/auth/reset',
    { ...byAccount(), schema: { summary: 'Set a new password with the mailed reset token; signs out every device', tags, body: resetBody } },
    async (request) => {
      await resetPassword(accountContext(request), request.body);
      return { success: true, message: RESET_SUCCESS };
    },
  );

  await authenticatedScope(fastify, (app) => {
    app.post(
      '/profilesChangePassword',
      {
        config: { rateLimit: memberRateLimit(RATE_LIMIT_AUTH_PER_MINUTE) },
        schema: {
          summary: 'Change the password of the signed-in member; signs out the other devices',
          tags,
          security,
          body: changePasswordBody,
        },
      },
      async (request) => {
        await changePassword(accountContext(request), currentUser(request), request.body);
        return { success: true, message: PASSWORD_CHANGED };
      },
    );

    app.post(
      '/relogin',
      { schema: { summary: 'Rotate the session token: replies like a login, the old token stops working', tags, security } },
      async (request) => {
        const session = currentUser(request);
        return relogin(accountContext(request), { userId: session.id, tokenId: session.tokenId });
      },
    );

    app.post(
      '/auth/logout',
      { schema: { summary: 'Sign out: the presented token stops working', tags, security } },
      async (request) => {
        const { db, now } = request.server.deps;
        await revokeToken(db, currentUser(request).tokenId, now());
        return { success: true, message: 'You have been signed out' };
      },
    );

    app.get(
      '/auth/session',
      { schema: { summary: 'The signed-in user of the presented token (no rotation)', tags, security } },
      async (request) => {
        const session = currentUser(request);
        const { db } = request.server.deps;
        const user = await findUserById(db, session.id);
        if (!user) throw unauthorized();
        return { success: true, user: await sessionUser(db, user, session.tokenExpiresAt) };
      },
    );
  });
}
