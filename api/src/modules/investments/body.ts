// The investment bodies: a purchase as the original client sent it (facts §2.9: the id key differs by product;
// `total` is compared with the server's, never used), and the admin's forms.
import { z } from 'zod';
import { keysetLimit, recordId } from '../../http/validation';
import { clientTotal, nairaAmount, parseNaira } from '../../money/money';
import { paymentSourceFields } from '../payments';

export const MAX_SLOTS = 100_000;

export const slotsField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,6}$/, { error: 'Slots must be a whole number' })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'Enter how many slots to buy' : 'Slots must be a whole number'),
  })
  .transform(Number)
  .pipe(z.number().int({ error: 'Slots must be a whole number' }).min(1, { error: 'Buy at least 1 slot' }).max(MAX_SLOTS, { error: `Slots can be at most ${MAX_SLOTS}` }));

const purchaseFields = {
  ...paymentSourceFields,
  slots: slotsField,
  total: clientTotal('total'),
  date_time: z.unknown().optional(),
};

export const marketPurchaseBody = z.object({ ...purchaseFields, investments_id: recordId('The investment') }).loose();
export const halalPurchaseBody = z.object({ ...purchaseFields, halai_investments_id: recordId('The investment') }).loose();
export type MarketPurchaseRequest = z.input<typeof marketPurchaseBody>;
export type HalalPurchaseRequest = z.input<typeof halalPurchaseBody>;

export const investmentIdParams = z.object({ id: recordId('The investment') });
export const kindQuery = z.object({ kind: z.enum(['market', 'halal'], { error: 'The kind must be market or halal' }).optional() });

const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} can be at most ${max} characters` });
const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `${label} is not a real date` });
const wholeUnits = z
  .union([z.number(), z.string().trim().regex(/^\d{1,7}$/, { error: 'The units must be a whole number' })], { error: 'The number of units is required' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'There must be at least 1 unit' }).max(1_000_000, { error: 'At most 1,000,000 units' }));

export const investmentFields = z
  .object({
    kind: z.enum(['market', 'halal'], { error: 'Choose market or halal' }),
    investment_type: text('The name', 100).min(1, { error: 'The name is required' }),
    category_id: z.preprocess((v) => (v === '' ? undefined : v), recordId('The category').optional()),
    description: text('The description', 5000).optional().default(''),
    current_value: nairaAmount('current value (price of one slot)'),
    expected_returns: z.union([z.string(), z.number()], { error: 'The expected returns are required' }).transform((v, ctx) => {
      const kobo = parseNaira(v);
      if (kobo === null) {
        ctx.addIssue({ code: 'custom', message: 'The expected returns must be an amount with at most 2 decimal places' });
        return z.NEVER;
      }
      return kobo;
    }),
    units: wholeUnits,
    insurance_partner: text('The insurance partner', 100).optional().default(''),
    start_date: isoDate('The start date'),
    application_date: isoDate('The application date'),
    maturity_date: isoDate('The maturity date'),
  })
  .loose()
  .superRefine((f, ctx) => {
    if (f.application_date < f.start_date) ctx.addIssue({ code: 'custom', path: ['application_date'], message: 'The application date cannot be before the start date' });
    if (f.maturity_date <= f.application_date) ctx.addIssue({ code: 'custom', path: ['maturity_date'], message: 'The maturity date must be after the application date' });
  });
export type InvestmentFields = z.output<typeof investmentFields>;

export const newsBody = z.object({ news: text('The news', 2000).min(1, { error: 'Write the news first' }) });
export const categoryBody = z.object({ category_name: text('The category name', 60).min(1, { error: 'The category name is required' }) });
export const holdersQuery = z.object({ before: recordId('before').optional() });

export const INVESTMENT_STATUSES = ['open', 'paying', 'paid'] as const;

export const adminInvestmentsQuery = z.object({
  search: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(100, { error: 'The search must be at most 100 characters' })
    .optional()
    .describe("part of the investment's name"),
  kind: z.enum(['market', 'halal'], { error: 'The kind must be market or halal' }).optional(),
  status: z.enum(INVESTMENT_STATUSES, { error: `The status must be one of ${INVESTMENT_STATUSES.join(', ')}` }).optional(),
  before: recordId('before (the last investment shown)').optional().describe('next_before of the previous page'),
  limit: keysetLimit().optional().describe('rows per page (50 unless given)'),
});

export const newsQuery = z.object({
  before: recordId('before (the last news shown)').optional().describe('next_before of the previous page'),
  limit: keysetLimit().optional().describe('rows per page (20 unless given)'),
});
