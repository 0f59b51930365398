import { z } from 'zod';
import { keysetLimit, pageQuery, recordId } from '../../http/validation';

const CURSOR_INVALID = 'The cursor is not valid: use next_cursor from the previous page';

const yesOrNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

export const membersQuery = z.object({
  search: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(100, { error: 'The search must be at most 100 characters' })
    .optional()
    .describe('part of a first or last name, e-mail address or phone number'),
  member: yesOrNo('member').describe('true: only those who paid the registration fee; false: only those who have not'),
  verified: yesOrNo('verified').describe('true: only verified e-mail addresses; false: only unverified ones'),
  suspended: yesOrNo('suspended').describe('true: only suspended accounts; false: only those not suspended'),
  below_minimum_shares: yesOrNo('below_minimum_shares').describe('true: only members whose shares are below the minimum shareholding'),
  overdue_loan: yesOrNo('overdue_loan').describe('true: only accounts with an overdue loan instalment; false: only those without'),
  cursor: z
    .string({ error: CURSOR_INVALID })
    .trim()
    .regex(/^\d{1,10}$/, { error: CURSOR_INVALID })
    .transform(Number)
    .optional()
    .describe('next_cursor of the previous page (keyset paging)'),
  limit: keysetLimit()
    .optional()
    .describe('rows per page with keyset paging (given cursor or limit, the reply is keyset-paged)'),
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
});

export type MembersQuery = z.output<typeof membersQuery>;

export const memberIdParams = z.object({ id: recordId('The member') });
