// The audit trail's filters, as query parameters of `GET admin/audit` and `admin/audit.csv`: who, what, on what,
// how it ended, and Lagos calendar days (both ends included). An empty parameter is no filter (a cleared form field).
import { z } from 'zod';
import { AUDIT_OUTCOMES } from '../../db/schema';
import { recordId } from '../../http/validation';
import { calendarDate } from '../transactions/schema';

export const MAX_AUDIT_PAGE = 200;

const emptyIsMissing = (value: unknown) => (value === '' ? undefined : value);

function filterText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);
}

const filters = {
  actor_id: z.preprocess(emptyIsMissing, recordId('actor_id').optional()).describe('the administrator who acted'),
  action: filterText('The action', 100).describe('e.g. loans.approve, administrators.appoint, admin.sign_in'),
  subject_type: filterText('The subject type', 60).describe('e.g. loans, user, proposal'),
  subject_id: filterText('The subject id', 100),
  subject_user_id: z.preprocess(emptyIsMissing, recordId('subject_user_id').optional()).describe('the member the subject belongs to'),
  outcome: z.preprocess(emptyIsMissing, z.enum(AUDIT_OUTCOMES, { error: 'The outcome must be done, refused or failed' }).optional()),
  from: calendarDate('The start date').describe('YYYY-MM-DD (Lagos), inclusive'),
  to: calendarDate('The end date').describe('YYYY-MM-DD (Lagos), inclusive'),
};

const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const FROM_AFTER_TO = { error: 'The start date must be on or before the end date', path: ['from'] };

export const auditCsvQuery = z.object(filters).refine(fromNotAfterTo, FROM_AFTER_TO);

const limitMessage = `The limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}`;

export const auditQuery = z
  .object({
    ...filters,
    cursor: z.preprocess(emptyIsMissing, z.string({ error: 'The cursor is not valid' }).regex(/^\d{1,15}$/, { error: 'The cursor is not valid' }).transform(Number).optional()).describe("the previous page's next_cursor"),
    limit: z.preprocess(
      emptyIsMissing,
      z.coerce.number({ error: limitMessage }).int({ error: limitMessage }).min(1, { error: limitMessage }).max(MAX_AUDIT_PAGE, { error: limitMessage }).default(50),
    ),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

export type AuditFilters = z.output<typeof auditCsvQuery>;
