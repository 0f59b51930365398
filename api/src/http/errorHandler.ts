// The one error model: every failure answers `{ success: false, message }`; a database that cannot be reached is a
// 503 the client may retry, anything unexpected a 500 with the request id the logs carry.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../observability/databaseUnavailable';

interface FieldIssue {
  field: string;
  message: string;
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'request';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        field: fieldName(v.instancePath),
        message: v.message ?? 'is not valid',
      }));
      const first = issues[0];
      return reply.status(422).send({ success: false, message: first ? first.message : 'The request is not valid', errors: issues });
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: 'Too many attempts, please wait a minute and try again' });
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ success: false, message: 'The request body is not valid JSON' });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ success: false, message: 'The upload is too large' });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ success: false, message: 'This content type is not accepted' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message || 'The request is not valid' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, request_id: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side, please try again', request_id: request.id });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: false, message: 'Not found' }));
}
