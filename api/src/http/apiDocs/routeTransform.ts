// Each route's part of the document: its zod schemas as JSON schema (fastify-type-provider-zod), then what a client
// generator needs that the route leaves implicit. Only the document changes: the route keeps its own schema.
//  - `security`: a route that declares none is open (test/platform/registeredRoutes.ts lists them, and
//    openapi-lint.test.ts holds the document to that list), so it says `security: []`.
//  - an upload (`consumes: ['multipart/form-data']`, read by the handler, no body schema) is documented as one.
//  - a reply that is not JSON (a picture, a CSV or PDF file) is named by the route's `produces`
//    (`['application/json', 'text/csv']` for a route that answers either).
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UNDESCRIBED_JSON } from './document';

const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

/** a file's bytes, or JSON whose fields the route does not describe (./finishDocument.ts) */
const replySchema = (mediaType: string) => (mediaType === JSON_TYPE ? UNDESCRIBED_JSON : { type: 'string', format: 'binary' });

export const documentRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (schema.hide) return { schema, url };
  const upload = !schema.body && schema.consumes?.includes(MULTIPART);
  const mediaTypes = !schema.response && schema.produces?.length ? schema.produces : null;
  return {
    url,
    schema: {
      ...schema,
      security: schema.security ?? [],
      ...(upload ? { body: { type: 'object', description: 'multipart form fields and files, listed in the summary' } } : {}),
      ...(mediaTypes
        ? { response: { 200: { description: 'The reply', content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: replySchema(type) }])) } } }
        : {}),
    },
  };
};
