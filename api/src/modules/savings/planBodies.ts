// The bodies of the plan routes (facts §2.3–§2.5): the schedule fields of planFields.ts, plus a target's name,
// goal and (ignored, only checked) end date. A target's card is optional: without one its autosave stays off.
import { z } from 'zod';
import { recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';
import { PLAN_MESSAGES, checkSchedule, normaliseDate, planScheduleFields } from './planFields';

export const TARGET_MESSAGES = {
  name: 'Enter a name for the target (at most 60 characters)',
  amountAboveTarget: 'The amount saved each time cannot be more than the targeted amount',
} as const;

/** saving/store, saving/{id}, save_loan/store, save_loan/modify/{id} */
export const autosavePlanBody = z
  .object({ ...planScheduleFields, id: z.unknown().optional(), date_time: z.unknown().optional() })
  .superRefine(checkSchedule);

const absent = (value: unknown) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value);

export const targetBody = z
  .object({
    ...planScheduleFields,
    target_name: z.string({ error: TARGET_MESSAGES.name }).trim().min(1, TARGET_MESSAGES.name).max(60, TARGET_MESSAGES.name),
    targeted_amount: nairaAmount('targeted amount'),
    card_id: z.preprocess(absent, planScheduleFields.card_id.optional()),
    end_date: z.preprocess(absent, z.string({ error: PLAN_MESSAGES.endDate }).refine((v) => normaliseDate(v) !== null, PLAN_MESSAGES.endDate).optional()),
    id: z.unknown().optional(),
    date_time: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    checkSchedule(body, ctx);
    if (body.amount > body.targeted_amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: TARGET_MESSAGES.amountAboveTarget });
    const start = normaliseDate(body.start_date);
    const end = body.end_date === undefined ? null : normaliseDate(body.end_date);
    if (start && end && end <= start) ctx.addIssue({ code: 'custom', path: ['end_date'], message: PLAN_MESSAGES.endBeforeStart });
  });

export const planIdParams = z.object({ id: recordId('The plan id') });
