import { z } from 'zod';
import { recordId } from '../../http/validation';

const token = z.string().optional().describe('session token, when not sent as a Bearer header');

export const ALERT_CURSOR = /^(open|resolved):\d{1,18}$/;

export const alertsQuery = z.object({
  cursor: z.string().trim().regex(ALERT_CURSOR, { error: 'The cursor is not valid: use next_cursor from the previous page' }).optional(),
  limit: z
    .string({ error: 'The limit must be a whole number from 1 to 100' })
    .trim()
    .regex(/^\d{1,3}$/, { error: 'The limit must be a whole number from 1 to 100' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'The limit must be a whole number from 1 to 100' }).max(100, { error: 'The limit must be a whole number from 1 to 100' }))
    .optional()
    .default(20),
  token,
});

export const alertIdParams = z.object({ id: recordId('The alert') });

export const resolveAlertBody = z.object({
  note: z
    .string({ error: 'A note is required to resolve an alert' })
    .trim()
    .min(3, { error: 'A note is required to resolve an alert' })
    .max(500, { error: 'The note must be at most 500 characters' }),
});
