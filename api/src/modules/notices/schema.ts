// Validation of a notice (its title, message and audience), of the audience preview's query and of the list's pages.
import { z } from 'zod';
import { keysetLimit, recordId } from '../../http/validation';
import { membersQuery } from '../members/schema';

export const TITLE_MAX = 120;
export const MESSAGE_MAX = 2000;

const TITLE_REQUIRED = 'A title is required: members read it first in their notifications (e.g. "Annual general meeting")';
const MESSAGE_REQUIRED = 'A message is required: what members should know';

const yesOrNo = (name: string) => z.boolean({ error: `audience.${name} must be true or false` }).optional();

/** the member list's filters as JSON (booleans); unknown keys are refused so a misspelt filter never widens a notice */
export const noticeAudience = z.strictObject(
  {
    search: z
      .string({ error: 'audience.search must be text' })
      .trim()
      .max(100, { error: 'audience.search must be at most 100 characters' })
      .optional()
      .transform((value) => value || undefined),
    member: yesOrNo('member'),
    verified: yesOrNo('verified'),
    suspended: yesOrNo('suspended'),
    below_minimum_shares: yesOrNo('below_minimum_shares'),
    overdue_loan: yesOrNo('overdue_loan'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `The audience takes only the member list's filters: ${issue.keys.join(', ')} is not one` : 'The audience must be an object of the member list\'s filters ({} for every member)') },
);

export type NoticeAudienceInput = z.output<typeof noticeAudience>;

export const noticeBody = z.object({
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, { error: TITLE_REQUIRED })
    .max(TITLE_MAX, { error: `The title must be at most ${TITLE_MAX} characters` })
    // shown as one line in the notifications list and as the mail's subject
    .regex(/^[^\p{Cc}]*$/u, { error: 'The title must be plain text on one line' }),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: MESSAGE_REQUIRED })
    .max(MESSAGE_MAX, { error: `The message must be at most ${MESSAGE_MAX} characters` })
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, { error: 'The message must be plain text (line breaks are fine)' }),
  audience: noticeAudience,
});

export type NoticeInput = z.output<typeof noticeBody>;

/** GET admin/notices/audience: the member list's own query filters, so a link's query means the same in both */
export const audienceQuery = membersQuery.pick({ search: true, member: true, verified: true, suspended: true, below_minimum_shares: true, overdue_loan: true });

export const noticesQuery = z.object({
  before: recordId('before').optional().describe('next_before of the previous page: the last notice id shown'),
  limit: keysetLimit().optional().describe('rows per page (20 when not sent)'),
});

export const noticeIdParams = z.object({ id: recordId('The notice') });
