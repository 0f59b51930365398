// Security headers on every reply (helmet's), and `Cache-Control: no-store` unless a route sets its own: replies carry
// tokens, balances and personal data, and no shared cache or back button should keep them. The API answers JSON, so
// its policy forbids everything a document could load or frame; the few HTML pages it serves declare their own: the
// sandbox checkout by `config.pagePolicy` (fresh CSP nonces on every reply, `reply.cspNonce`), the API docs by theirs.
//
// helmet's headers for a policy are the same on every reply, so they are worked out once, at start: each reply gets
// that set in one call. (@fastify/helmet builds helmet's middleware again on every request and sets its headers one by
// one on the raw response: about a quarter of a bare route's time in the bench, on the event loop every request waits for.)
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/** a page's own policy */
export interface PagePolicy {
  /** its Content-Security-Policy (no defaults added); the reply's nonces are added to script-src and style-src */
  directives: Directives & { scriptSrc: string[]; styleSrc: string[] };
  /** helmet's other headers for the page (its contentSecurityPolicy is the one above) */
  helmet: HelmetOptions;
}

export interface CspNonce {
  script: string;
  style: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route answers an HTML page under its own policy, not the JSON API's */
    pagePolicy?: PagePolicy;
  }
  interface FastifyReply {
    /** the nonces of this reply's Content-Security-Policy (routes with a pagePolicy only) */
    cspNonce: CspNonce | null;
  }
}

const JSON_API_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** the headers helmet sets for `options` (names in lower case): its middleware run against a response that records them */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function pageHeaders(policy: PagePolicy, nonce: CspNonce): Record<string, string> {
  const { directives } = policy;
  const contentSecurityPolicy = {
    useDefaults: false,
    directives: { ...directives, scriptSrc: [...directives.scriptSrc, `'nonce-${nonce.script}'`], styleSrc: [...directives.styleSrc, `'nonce-${nonce.style}'`] },
  };
  return helmetHeaders({ ...policy.helmet, contentSecurityPolicy });
}

const newNonce = (): string => crypto.randomBytes(16).toString('hex');

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const jsonApiHeaders = helmetHeaders(JSON_API_POLICY);
  app.decorateReply('cspNonce', null);
  app.addHook('onRequest', (request, reply, done) => {
    const page = request.routeOptions.config.pagePolicy;
    if (page) {
      reply.cspNonce = { script: newNonce(), style: newNonce() };
      reply.headers(pageHeaders(page, reply.cspNonce));
    } else {
      reply.headers(jsonApiHeaders);
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
