// What a member reads when an auth call fails (spec §8, with the departures the brief asks for).
import { emailAlreadyUsed, INTERNET_ERROR_MESSAGE, isHttpError } from '@coop/shared';

const CONFLICT = 409;

/** Sign up: a duplicate e-mail (409) names the address; no reply or a server fault is the internet error. */
export function signupFailureMessage(error: unknown, email: string): string {
  if (isHttpError(error)) {
    if (error.status === CONFLICT) return emailAlreadyUsed(email);
    if (error.status >= 500) return INTERNET_ERROR_MESSAGE;
    if (error.message) return error.message;
  }
  return INTERNET_ERROR_MESSAGE;
}
