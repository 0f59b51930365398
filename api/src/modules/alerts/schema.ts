import { z } from 'zod';
import { recordId } from '../../http/validation';

export const ALERT_CURSOR = /^(open|resolved):\d{1,15}$/;
const CURSOR_INVALID = 'The cursor is not valid: use next_cursor from the previous page';
const LIMIT_INVALID = 'The limit must be a whole number from 1 to 100';

export const alertsQuery = z.object({
  cursor: z.string({ error: CURSOR_INVALID }).trim().regex(ALERT_CURSOR, { error: CURSOR_INVALID }).optional(),
  limit: z
    .string({ error: LIMIT_INVALID })
    .trim()
    .regex(/^\d{1,3}$/, { error: LIMIT_INVALID })
    .transform(Number)
    .pipe(z.number().min(1, { error: LIMIT_INVALID }).max(100, { error: LIMIT_INVALID }))
    .optional()
    .default(20),
});

export const alertIdParams = z.object({ id: recordId('The alert') });

export const resolveAlertBody = z.object({
  note: z
    .string({ error: 'A note is required to resolve an alert' })
    .trim()
    .min(3, { error: 'A note is required to resolve an alert' })
    .max(500, { error: 'The note must be at most 500 characters' }),
});
