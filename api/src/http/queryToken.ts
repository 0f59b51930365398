// The session token as `?token=` (a query string ends up in logs, history and Referer headers) is accepted only on
// the reads that opt in: the GETs the spec lists with `?token=` and file downloads. Everywhere else only the
// `Authorization: Bearer` header counts, and never on a POST, PUT, PATCH or DELETE, whatever its config says: a
// change made with a token from a link or a log is what a leaked query string would allow. A route opts in with
// `config: TOKEN_IN_QUERY` and documents the parameter with `querystring: tokenQuery`;
// test/platform/query-token.test.ts holds the list (see ./README.md).
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route takes the session token as `?token=` too */
    tokenInQuery?: boolean;
  }
}

/** route `config` of a GET the spec lists with `?token=`, or of a download */
export const TOKEN_IN_QUERY = { tokenInQuery: true } as const;

const READS = new Set(['GET', 'HEAD']);

export function takesTokenInQuery(request: FastifyRequest): boolean {
  return request.routeOptions.config?.tokenInQuery === true && READS.has(request.method);
}
