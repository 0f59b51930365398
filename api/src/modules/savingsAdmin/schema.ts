import { z } from 'zod';
import { recordId } from '../../http/validation';

const WHO = 'Give the member’s e-mail or user_id';

export const savingsMemberQuery = z
  .object({
    email: z.string({ error: 'The e-mail must be text' }).trim().toLowerCase().max(254, { error: 'The e-mail is too long' }).optional(),
    user_id: recordId('The user_id').optional(),
  })
  .refine((q) => Boolean(q.email) || q.user_id !== undefined, { error: WHO, path: ['email'] });
