// The OpenAPI document and its browsable page at /api/docs (JSON at /api/docs/json). On unless API_DOCS_ENABLED says
// otherwise, except in production, where they are off unless API_DOCS_ENABLED=true: they map every call for an attacker.
// The document is built from the routes' zod schemas and finished for client generators (./apiDocs/): it passes
// Redocly's `recommended` rules (api/redocly.yaml; test/platform/openapi-lint.test.ts).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { finishDocument } from './apiDocs/finishDocument';
import { documentRoute } from './apiDocs/routeTransform';

/** the inline <style> of Swagger UI's logo (swagger-ui-standalone-preset.js); e2e/tests/security-headers.spec.ts
 *  fails when an upgrade changes it */
const LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** Swagger UI loads only its own scripts and styles, and fetches the document from the same origin. */
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${LOGO_STYLE}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function apiDocsEnabled(config: Pick<Config, 'NODE_ENV' | 'API_DOCS_ENABLED'>): boolean {
  return config.API_DOCS_ENABLED ?? config.NODE_ENV !== 'production';
}

export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  if (!apiDocsEnabled(config)) return;
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.SOCIETY_NAME} API`, version: '1.0.0', description: 'The member app API. Money is a decimal string in naira with two places.' },
      // the paths keep their /api prefix: the server is the origin that serves (or proxies) /api
      servers: [{ url: config.API_PUBLIC_URL, description: 'this API' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'the session token from POST /api/auth/login' } } },
    },
    stripBasePath: false,
    transform: documentRoute,
    transformObject: finishDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_POLICY });
}
