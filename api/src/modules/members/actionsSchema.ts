// Validation of an administrator's action on an account: the reason a suspension (or a reactivation) is given. The
// reason is checked by `suspensionReason`, not the schema, so a missing or short one is the 400 the console expects.
import { z } from 'zod';
import { badRequest } from '../../http/errors';

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REASON_REQUIRED = `Give the reason for the suspension (${REASON_MIN} to ${REASON_MAX} characters): the member's file and the audit trail keep it`;
export const REASON_TOO_LONG = `The reason must be at most ${REASON_MAX} characters`;

const reasonField = z.unknown().describe(`why, ${REASON_MIN} to ${REASON_MAX} characters; kept on the account and in the audit trail`);

export const suspendBody = z.object({ reason: reasonField.optional() }).nullish().describe('the reason is required');
export const reactivateBody = z.object({ reason: reasonField.optional() }).nullish();

/** the reason trimmed, or 400; `required: false` lets an absent or blank one through as null */
export function suspensionReason(value: unknown, options: { required: boolean }): string | null {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  if (text === null) throw badRequest(REASON_REQUIRED);
  if (!text && !options.required) return null;
  if (text.length < REASON_MIN) throw badRequest(options.required ? REASON_REQUIRED : `The reason must be at least ${REASON_MIN} characters`);
  if (text.length > REASON_MAX) throw badRequest(REASON_TOO_LONG);
  return text;
}
