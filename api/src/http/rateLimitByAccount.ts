// The limit of the sign-in calls that name an account by e-mail (login, password recovery, reset): counted per
// address AND e-mail, so members behind one address (a carrier's NAT, an office) each keep their own allowance,
// under a looser ceiling per address alone, so one address still cannot try many accounts.
// Runs at preValidation: the body is parsed (the e-mail is in it) but not yet validated, so a malformed body counts too.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { tooManyRequests } from './errors';

export interface AccountRateLimitOptions {
  /** requests per address and e-mail per window */
  perAccount: number;
  /** requests per address per window, whatever the e-mail */
  perAddress: number;
  timeWindow?: string;
}

/** the e-mail as the login schema normalises it; '' when the body has none (it then fails validation) */
export function emailOf(body: unknown): string {
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

const address = (request: FastifyRequest) => normalizeIP(request.ip);

/** use with `config: { rateLimit: false }` on the route (the plugin's own limiter would count the address only) */
export function accountAndAddressRateLimit(app: FastifyInstance, options: AccountRateLimitOptions): preValidationAsyncHookHandler {
  const timeWindow = options.timeWindow ?? '1 minute';
  const byAccount = app.createRateLimit({ max: options.perAccount, timeWindow, keyGenerator: (request) => `${address(request)}|${emailOf(request.body)}` });
  const byAddress = app.createRateLimit({ max: options.perAddress, timeWindow, keyGenerator: address });
  return async function accountAndAddressLimit(request, reply) {
    const counts = await Promise.all([byAccount(request), byAddress(request)]);
    const exceeded = counts.find((count) => !count.isAllowed && count.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      reply.header('retry-after', exceeded.ttlInSeconds);
      throw tooManyRequests();
    }
  };
}
