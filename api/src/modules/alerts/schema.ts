import { z } from 'zod';
import { keysetLimit, recordId } from '../../http/validation';

export const ALERT_CURSOR = /^(open|resolved):\d{1,15}$/;
const CURSOR_INVALID = 'The cursor is not valid: use next_cursor from the previous page';

export const alertsQuery = z.object({
  cursor: z.string({ error: CURSOR_INVALID }).trim().regex(ALERT_CURSOR, { error: CURSOR_INVALID }).optional(),
  limit: keysetLimit().optional().default(20),
});

export const alertIdParams = z.object({ id: recordId('The alert') });

export const resolveAlertBody = z.object({
  note: z
    .string({ error: 'A note is required to resolve an alert' })
    .trim()
    .min(3, { error: 'A note is required to resolve an alert' })
    .max(500, { error: 'The note must be at most 500 characters' }),
});
