/** A non-OK reply: `message` is the body's `message` or else the status text (spec §7). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(message: string, status: number, body: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** The request never got a reply (offline, DNS, refused, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed');
    this.name = 'NetworkError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

export const INTERNET_ERROR_MESSAGE = 'Internet Error, Please check your internet and try again';

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || (error instanceof Error && error.name === 'NetworkError');
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (error instanceof Error && error.name === 'HttpError');
}

/** The text to show a member for any failure: the server's message, or the internet error for no reply. */
export function errorMessage(error: unknown, fallback = 'Something went wrong, please try again'): string {
  if (isNetworkError(error)) return INTERNET_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
