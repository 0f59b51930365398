// Production with TRUST_PROXY=false believes no X-Forwarded-For: when one arrives anyway, the API most likely runs
// behind a proxy and every client shares the proxy's address. Said once, at error level, so an operator sees it.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export function reportUntrustedProxyHeaders(app: FastifyInstance, config: Pick<Config, 'NODE_ENV' | 'TRUST_PROXY'>): void {
  if (config.NODE_ENV !== 'production' || config.TRUST_PROXY !== false) return;
  let reported = false;
  app.addHook('onRequest', async (request) => {
    if (reported || !(request.headers['x-forwarded-for'] || request.headers.forwarded)) return;
    reported = true;
    request.log.error(
      "A request came through a proxy (X-Forwarded-For or Forwarded header) but TRUST_PROXY=false: rate limits and sign-in lockouts see the proxy's address, so every member shares one limit. Set TRUST_PROXY to the proxy's addresses",
    );
  });
}
