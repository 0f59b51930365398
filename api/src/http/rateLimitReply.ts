// The 429 of every rate limit, in the app's error model, with the wait spelled out when it is not "a minute".
import { tooManyRequests, type AppError } from './errors';

/** "1 minute", "12 minutes", "1 hour" */
export function waitInWords(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** e.g. tooManyRequestsFor('You have downloaded many statements', 600_000) → "…. Please try again in 10 minutes" */
export function tooManyRequestsFor(what: string, ttlMs: number): AppError {
  return tooManyRequests(`${what}. Please try again in ${waitInWords(ttlMs)}`);
}
