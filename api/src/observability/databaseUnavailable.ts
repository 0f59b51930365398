// Errors that mean "the database cannot be reached right now" (down, restarting, refusing connections, or the pool
// gave up waiting for one), told apart from a query's own error: the first is a 503 the client may retry, the
// second a 500. drizzle wraps the driver's error in `cause`, so the chain is walked.
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** socket errors, and SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart) */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** node-postgres's own messages, which carry no code */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'connect ECONNREFUSED',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** not `instanceof Error`: a socket error is made in Node's own realm, which a vm (jest) does not share */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as ErrorLike;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.includes(known))) return true;
    current = cause;
  }
  return false;
}
