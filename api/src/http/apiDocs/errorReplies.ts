// The error model in the document: every refusal is `{ success: false, message }` (../errors.ts, ../errorHandler.ts),
// declared once under components and referenced by each operation for the statuses it can answer. Which ones is read
// from the operation itself, so a new route is covered without a list: a session → 401 and 403 (another member's
// record, members only, an administrator's role), a path parameter → 404, input or a write → 400 (a body that is
// not JSON, a missing Idempotency-Key, a value refused) and 422 (validation, whose `errors` lists each field, or an
// Idempotency-Key reused for another request), a write → 409 (the state changed, or the same key is still being
// processed), a body → 413, and every route → 429 (the global limiter, or the route's own).
import type { Operation } from './document';

const ERROR_REPLY = '#/components/schemas/ErrorReply';

export const errorSchemas = {
  ErrorReply: {
    type: 'object',
    description: 'A refusal: `message` is written for the member. Some carry more fields (a suspended account: `reason`, `detail`).',
    required: ['success', 'message'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      message: { type: 'string' },
      errors: { type: 'array', description: 'validation (422): each field refused and why', items: { $ref: '#/components/schemas/FieldIssue' } },
    },
  },
  FieldIssue: {
    type: 'object',
    required: ['field', 'message'],
    properties: { field: { type: 'string', description: 'the field, dotted (`items.0.quantity`)' }, message: { type: 'string' } },
  },
};

const reply = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: ERROR_REPLY } } } });

/** status → the component under #/components/responses */
const ERROR_REPLIES = {
  '400': ['BadRequest', reply('The request is not valid: a body that is not JSON, a missing or malformed Idempotency-Key, a value refused')],
  '401': ['Unauthorized', reply('No live session (the message is always `Unauthorized`: sign in again)')],
  '403': ['Forbidden', reply('The session may not do this: another member’s record, for members only, or not allowed to this administrator’s role')],
  '404': ['NotFound', reply('Not found')],
  '409': ['Conflict', reply('Refused in the current state, or the same Idempotency-Key is still being processed (retry later)')],
  '413': ['PayloadTooLarge', reply('The body or upload is too large')],
  '422': ['Unprocessable', reply('A field is not valid (`errors` lists each), or the Idempotency-Key was used for a different request')],
  '429': ['TooManyRequests', reply('Too many requests: wait a minute and try again')],
} as const;

type ErrorStatus = keyof typeof ERROR_REPLIES;

export const errorResponses = Object.fromEntries(Object.values(ERROR_REPLIES));

/** the refusals an operation can answer */
export function errorStatusesOf(method: string, operation: Operation): ErrorStatus[] {
  const signedIn = (operation.security ?? []).length > 0;
  const parameters = operation.parameters ?? [];
  const write = method !== 'get' && method !== 'head';
  const input = write || parameters.length > 0 || Boolean(operation.requestBody);
  const statuses: Array<ErrorStatus | false> = [
    input && '400',
    signedIn && '401',
    signedIn && '403',
    parameters.some((parameter) => parameter.in === 'path') && '404',
    write && '409',
    Boolean(operation.requestBody) && '413',
    input && '422',
    '429',
  ];
  return statuses.filter((status): status is ErrorStatus => status !== false);
}

/** adds a reference to each refusal the operation can answer, keeping any it documents itself */
export function addErrorReplies(method: string, operation: Operation): void {
  for (const status of errorStatusesOf(method, operation)) {
    operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_REPLIES[status][0]}` };
  }
}
