// zod building blocks with messages a member can act on. Every request schema is built from these.
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

function missingOr(required: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : wrongType);
}

/** trimmed, non-empty text: `The first name is required` */
export function requiredText(label: string, max = 100) {
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  return z
    .string({ error: missingOr(`${Label} is required`, `${Label} must be text`) })
    .trim()
    .min(1, { error: `${Label} is required` })
    .max(max, { error: `${Label} must be at most ${max} characters` });
}

/** trimmed and lower-cased; an account's e-mail is stored this way */
export function emailAddress() {
  return z
    .string({ error: missingOr('The e-mail address is required', 'The e-mail address must be text') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'The e-mail address is required' })
    .max(254, { error: 'Email is not valid' })
    .pipe(z.email({ error: 'Email is not valid' }));
}

/** a new password: 8 to 128 characters (not trimmed: spaces count) */
export function newPassword(label = 'The password') {
  return z
    .string({ error: missingOr(`${label} is required`, `${label} must be text`) })
    .min(1, { error: `${label} is required` })
    .min(8, { error: `${label} must be at least 8 characters` })
    .max(128, { error: `${label} must be at most 128 characters` });
}

/** a password to check against the stored one: any non-empty text (limited so hashing stays cheap) */
export function givenPassword(label = 'The password') {
  return z
    .string({ error: missingOr(`${label} is required`, `${label} must be text`) })
    .min(1, { error: `${label} is required` })
    .max(128, { error: `${label} is not correct` });
}

/** Nigerian mobile number, 11 digits starting with 0; spaces, dashes and a +234 prefix are accepted and normalised */
export function nigerianPhone() {
  const message = 'The phone number must be 11 digits, like 08012345678';
  return z
    .string({ error: missingOr('The phone number is required', message) })
    .trim()
    .min(1, { error: 'The phone number is required' })
    .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?234(?=\d{10}$)/, '0'))
    .pipe(z.string().regex(/^0\d{10}$/, { error: message }));
}

/** a record id in a body or path: a positive whole number (JSON number or digits) */
export function recordId(label = 'The id') {
  const message = `${label} must be a positive whole number`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, { error: message })], { error: missingOr(`${label} is required`, message) })
    .transform(Number)
    .pipe(z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_INT4, { error: message }));
}

/** an opaque one-time secret from a link */
export function oneTimeSecret(label: string) {
  return z
    .string({ error: missingOr(`${label} is required`, `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} is not valid` });
}

/** ?page=&per_page= of a paginated list */
export function pageQuery(options: { defaultPerPage?: number; maxPerPage?: number } = {}) {
  const max = options.maxPerPage ?? 100;
  const pageMessage = 'The page must be a whole number of 1 or more';
  const perPageMessage = `per_page must be a whole number from 1 to ${max}`;
  const whole = (message: string, min: number, maxValue: number) =>
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .pipe(z.number().min(min, { error: message }).max(maxValue, { error: message }));
  return {
    page: whole(pageMessage, 1, 1_000_000).optional().default(1),
    per_page: whole(perPageMessage, 1, max)
      .optional()
      .default(options.defaultPerPage ?? 20),
  };
}

/** documents `?token=` on a route that takes it (config TOKEN_IN_QUERY, ./queryToken.ts); elsewhere it is ignored */
/** `limit` of a keyset-paged list, sent as a query string: a whole number from 1 to `max` */
export function keysetLimit(max = 100) {
  const message = `The limit must be a whole number from 1 to ${max}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(max, { error: message }));
}

export const tokenQuery = z.object({ token: z.string().optional().describe('session token, when not sent as a Bearer header') });

/** a payment reference in a path: the characters references are made of (a NUL byte would reach the database) */
export function referenceParam() {
  const message = 'The payment reference is not valid';
  return z
    .string({ error: 'The payment reference is required' })
    .trim()
    .min(1, { error: 'The payment reference is required' })
    .max(120, { error: message })
    .regex(/^[A-Za-z0-9.=:_-]+$/, { error: message });
}
