// The admin's loan queries and bodies.
import { z } from 'zod';
import { LOAN_KINDS } from '../../../db/schema';
import { recordId } from '../../../http/validation';
import { nairaAmount } from '../../../money/money';

const STATUS_CODES = ['0', '1', '2', '3', '9', '11'] as const;
const CURSOR_INVALID = 'The cursor is not valid: use next_before from the previous page';
const lastId = z
  .string({ error: CURSOR_INVALID })
  .trim()
  .regex(/^\d{1,15}$/, { error: CURSOR_INVALID })
  .transform(Number)
  .optional();

export const queueQuery = z.object({
  status: z
    .enum([...STATUS_CODES, 'all', 'action'], { error: 'status must be a loan status code (0, 1, 2, 3, 9, 11), all, or action' })
    .default('action')
    .describe('action (default): what needs an administrator'),
  kind: z.enum(LOAN_KINDS, { error: 'kind must be individual, group or business' }).optional(),
  search: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(100, { error: 'The search must be at most 100 characters' })
    .optional()
    .describe("part of the borrower's name, e-mail address or phone number, the business's name, or the loan's number"),
  before: lastId.describe('next_before of the previous page: the last loan shown'),
  cursor: lastId.describe('next_cursor of the previous page (the older name of before)'),
  limit: z.coerce.number({ error: 'The limit must be a whole number from 1 to 100' }).int({ error: 'The limit must be a whole number from 1 to 100' }).min(1, { error: 'The limit must be a whole number from 1 to 100' }).max(100, { error: 'The limit must be a whole number from 1 to 100' }).default(25),
});

export const loanParams = z.object({ id: recordId('The loan') });

export const declineBody = z.object({
  reason: z.string({ error: 'Give the member a reason' }).trim().min(1, { error: 'Give the member a reason' }).max(300, { error: 'The reason can be at most 300 characters' }),
});
export type AdminLoanDeclineRequest = z.input<typeof declineBody>;

export const offerBody = z.object({ total_amount: nairaAmount('total amount') });
export type BusinessOfferRequest = z.input<typeof offerBody>;

export const bookQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\|\d{1,15}$/, { error: 'The cursor is not valid' })
    .optional(),
});
