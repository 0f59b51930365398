import { z } from 'zod';
import { pageQuery } from '../../http/validation';

export const membersQuery = z.object({
  search: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(100, { error: 'The search must be at most 100 characters' })
    .optional()
    .describe('part of a first or last name, e-mail address or phone number'),
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
});
