// A per-member rate limit for signed-in routes: counted after authentication (preHandler), by user id, so
// members behind one shared address (an office, a mobile carrier's NAT) do not use up each other's allowance.
import type { FastifyRequest } from 'fastify';

export function memberRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `member:${request.user.id}` : request.ip),
  };
}
