// The few shapes of an OpenAPI 3.0 document the finishing steps read and write (the document itself is plain JSON).

export type JsonObject = Record<string, unknown>;

export interface Operation extends JsonObject {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> } | { $ref: string }>;
}

export interface OpenApiDocument extends JsonObject {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; securitySchemes?: Record<string, unknown> } & JsonObject;
}

export const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** every operation of the document with its path and (lower-case) method */
export function operationsOf(document: OpenApiDocument): Array<{ path: string; method: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** the schema of a JSON reply whose route declares none: its fields are typed in the TypeScript contract only */
export const UNDESCRIBED_JSON = { description: 'JSON; its fields are typed in the TypeScript contract (api/src/contract)' } as const;
