// A per-member rate limit for signed-in routes: counted after authentication (preHandler), by user id, so
// members behind one shared address (an office, a mobile carrier's NAT) do not use up each other's allowance.
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequestsFor } from './rateLimitReply';

export interface MemberRateLimitOptions {
  /** default one minute */
  timeWindow?: string;
  /** what the 429 says the member did, e.g. "You have downloaded many statements"; default the app's standard 429 */
  refusal?: string;
  /** requests that do not count (e.g. the cheap JSON page of a route that also renders PDFs) */
  skip?: (request: FastifyRequest) => boolean;
}

export function memberRateLimit(max: number, options: MemberRateLimitOptions = {}) {
  const { timeWindow = '1 minute', refusal, skip } = options;
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `member:${request.user.id}` : request.ip),
    ...(skip ? { allowList: (request: FastifyRequest) => skip(request) } : {}),
    ...(refusal ? { errorResponseBuilder: (_request, context) => tooManyRequestsFor(refusal, context.ttl) } : {}),
  } satisfies RateLimitOptions;
}
