// What a member reads when an auth call fails (spec §8, with the departures the brief asks for).
import { errorMessage, isHttpError, isNetworkError, MESSAGES } from '@coop/shared';

const TOO_MANY_REQUESTS = 429;
const CONFLICT = 409;

/** Login: a thrown error reads 'Invalid Email or Password', except no reply at all or a rate limit. */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.internetError;
  // A rate-limited member must not be told their password is wrong.
  if (isHttpError(error) && error.status === TOO_MANY_REQUESTS && error.message) return error.message;
  return MESSAGES.invalidEmailOrPassword;
}

/** Sign up: a duplicate e-mail (409) names the address; no reply or a server fault is the internet error. */
export function signupFailureMessage(error: unknown, email: string): string {
  if (isHttpError(error)) {
    if (error.status === CONFLICT) return MESSAGES.emailAlreadyUsed(email);
    if (error.status >= 500) return MESSAGES.internetError;
    if (error.message) return error.message;
  }
  return MESSAGES.internetError;
}

/** Every other auth call: the server's message, or the internet error when there was no reply. */
export function failureMessage(error: unknown): string {
  return errorMessage(error);
}
