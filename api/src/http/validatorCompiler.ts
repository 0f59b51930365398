// fastify-type-provider-zod's validator compiler, parsing with plainIssueMessage as the error map: a schema's own
// messages still win, and an issue without one gets a plain English message instead of zod's wording.
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { plainIssueMessage } from './plainIssueMessage';

// the library's marker, so hasZodFastifySchemaValidationErrors recognises these errors
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

const PART_LABELS: Record<string, string> = { body: 'request body', querystring: 'query', params: 'address', headers: 'request headers' };

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const part = PART_LABELS[httpPart ?? ''] ?? 'request';
  return (data) => {
    const result = safeParse(schema, data, { error: (issue) => plainIssueMessage(issue, part) });
    if (!result.error) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => {
        const { path, code, message, ...params } = issue;
        return {
          [ZOD_VALIDATION_ERROR]: true,
          keyword: code,
          instancePath: `/${path.join('/')}`,
          schemaPath: `#/${path.join('/')}/${code}`,
          message,
          params,
        };
      }) as unknown as Error,
    };
  };
};
