// The session token as `?token=` (a query string ends up in logs, history and Referer headers) is accepted only on
// the routes that opt in: the calls the spec lists with `?token=` and file downloads. Everywhere else only the
// `Authorization: Bearer` header counts. A route opts in with `config: TOKEN_IN_QUERY` and documents the parameter
// with `querystring: tokenQuery`; test/platform/query-token.test.ts holds the list (see ./README.md).
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route takes the session token as `?token=` too */
    tokenInQuery?: boolean;
  }
}

/** route `config` of a call the spec lists with `?token=`, or of a download */
export const TOKEN_IN_QUERY = { tokenInQuery: true } as const;

export function takesTokenInQuery(request: FastifyRequest): boolean {
  return request.routeOptions.config?.tokenInQuery === true;
}
