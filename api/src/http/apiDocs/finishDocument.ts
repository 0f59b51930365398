// The whole document, finished once it is built (@fastify/swagger's transformObject): an operationId on every
// operation, a schema on every success reply, the error model's refusals, and `nullable` only beside a `type`.
// Held to Redocly's `recommended` rules by test/platform/openapi-lint.test.ts.
import type { SwaggerTransformObject } from '@fastify/swagger';
import { operationsOf, UNDESCRIBED_JSON, type OpenApiDocument, type Operation } from './document';
import { addErrorReplies, errorResponses, errorSchemas } from './errorReplies';
import { moveNullableBesideTypes } from './nullableTypes';
import { operationIdFor } from './operationIds';

/** a success reply whose route declares no schema is JSON (a route that answers otherwise says so in `produces`) */
const undescribedJson = () => ({ 'application/json': { schema: { ...UNDESCRIBED_JSON } } });

function describeSuccess(operation: Operation): void {
  const successes = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
  for (const [, response] of successes) if (!('$ref' in response) && !response.content) response.content = undescribedJson();
}

export const finishDocument: SwaggerTransformObject = (input) => {
  const document = (input as { openapiObject: OpenApiDocument }).openapiObject;
  for (const { path, method, operation } of operationsOf(document)) {
    operation.operationId ??= operationIdFor(method, path);
    describeSuccess(operation);
    addErrorReplies(method, operation);
  }
  moveNullableBesideTypes(document.paths);
  document.components.schemas = { ...document.components.schemas, ...errorSchemas };
  document.components.responses = { ...document.components.responses, ...errorResponses };
  return document;
};
