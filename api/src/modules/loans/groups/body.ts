// The loan-group bodies as the original client sent them (facts §2.6): a group of five is its name and four people by
// name and e-mail (`name2`…`name5`, `email2`…`email5`; the client's own `group_id` code is ignored: the server makes
// the code), joining is `{email, code}`, replacing is `{name, email, id, request_id}`.
import { z } from 'zod';
import { recordId } from '../../../http/validation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const personName = (n: number) =>
  z
    .string({ error: `Member ${n} name is required` })
    .trim()
    .min(1, { error: `Member ${n} name is required` })
    .max(100, { error: `Member ${n} name can be at most 100 characters` });

export const email = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} is not valid` })
    .regex(EMAIL, { error: `${label} is not valid` });

export const createGroupBody = z
  .object({
    group_name: z.string({ error: 'The group name is required' }).trim().min(1, { error: 'The group name is required' }).max(60, { error: 'The group name can be at most 60 characters' }),
    name2: personName(2),
    email2: email('Member 2 email'),
    name3: personName(3),
    email3: email('Member 3 email'),
    name4: personName(4),
    email4: email('Member 4 email'),
    name5: personName(5),
    email5: email('Member 5 email'),
  })
  .superRefine((body, ctx) => {
    const emails = [body.email2, body.email3, body.email4, body.email5];
    if (new Set(emails).size !== emails.length) ctx.addIssue({ code: 'custom', path: ['email2'], message: 'Each member needs a different e-mail address' });
  })
  .transform((body) => ({
    name: body.group_name,
    invitees: [2, 3, 4, 5].map((n) => ({ name: body[`name${n}` as 'name2'], email: body[`email${n}` as 'email2'] })),
  }));
export type CreateLoanGroupRequest = z.input<typeof createGroupBody>;

export const joinGroupBody = z.object({
  email: email('Your e-mail'),
  code: z.string({ error: 'The group code is required' }).trim().toLowerCase().min(1, { error: 'The group code is required' }).max(20, { error: 'The group code is not valid' }),
});
export type JoinLoanGroupRequest = z.input<typeof joinGroupBody>;

export const replaceBody = z.object({
  name: z.string({ error: 'The member name is required' }).trim().min(1, { error: 'The member name is required' }).max(100, { error: 'The member name can be at most 100 characters' }),
  email: email('The member email'),
  request_id: z.unknown().optional(),
  id: z.unknown().optional(),
});
export type ReplaceLoanGroupMemberRequest = z.input<typeof replaceBody>;

export const groupParams = z.object({ group_id: recordId('The group') });
export const requestParams = z.object({ request_id: recordId('The invitation') });
