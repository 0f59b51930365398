// What an unhandled error may put in the logs. A drizzle query error's message and stack carry the SQL and
// its parameters (password hashes, PIN hashes, tokens), and a PostgreSQL error's `detail` quotes row values:
// log the error's class, a scrubbed message, the PostgreSQL code and the names of what it concerns.
import { DrizzleQueryError } from 'drizzle-orm/errors';

const PG_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

export type LoggedError = {
  type: string;
  message: string;
  /** frames only */
  stack: string;
  cause?: LoggedError;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
};

/** PGlite's errors carry their query and parameters as well as drizzle's wrapper does */
function paramsOf(error: Error): unknown[] {
  const params = (error as { params?: unknown }).params;
  return Array.isArray(params) ? params : [];
}

/** a PostgreSQL error from pg or PGlite (pg-protocol's DatabaseError: its name is 'error', its class minified) */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string';
}

/** `text` with every parameter value that is long enough to be told apart replaced */
function scrub(text: string, params: readonly unknown[]): string {
  let scrubbed = text;
  for (const param of params) {
    const value = param instanceof Date ? param.toISOString() : String(param);
    if (param !== null && param !== undefined && value.length >= 3) scrubbed = scrubbed.split(value).join('[param]');
  }
  return scrubbed;
}

/** the stack's frames only: its first lines repeat the message */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function errorForLog(error: unknown, params: readonly unknown[] = [], depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  const known = [...params, ...paramsOf(error)];
  const logged: LoggedError = {
    type: isDatabaseError(error) ? 'DatabaseError' : (error.constructor?.name ?? error.name),
    // drizzle's message is "Failed query: <sql>\nparams: <values>": its cause says what went wrong
    message: error instanceof DrizzleQueryError || error.message.startsWith('Failed query:') ? 'Failed query' : scrub(error.message, known),
    stack: framesOf(error.stack),
  };
  for (const field of PG_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = scrub(String(value), known);
  }
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, known, depth + 1);
  return logged;
}
