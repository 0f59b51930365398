// The error model: every failure is a non-2xx `{ success: false, message }` a member can act on.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError(400, message, extra);
/** 401 always carries the message `Unauthorized`: the client clears the session on it. */
export const unauthorized = () => new AppError(401, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError(409, message, extra);
export const unprocessable = (message: string, extra?: Record<string, unknown>) => new AppError(422, message, extra);
export const tooManyRequests = (message = 'Too many attempts, please wait a minute and try again') => new AppError(429, message);
