// Query validation for transactions/details.
import { z } from 'zod';
import { pageQuery } from '../../http/validation';
import { calendarDate } from './dateRange';

/** the transactions area's wire door for other areas' schemas (their date filters) */
export { calendarDate };
import { categoryOptions } from './categories';

const CATEGORY_MESSAGE = 'Choose a category from the list';
const CODES = new Set(categoryOptions().map((c) => c.code));

export const transactionsQuery = z.object({
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
  from: calendarDate('The start date').describe('YYYY-MM-DD (Lagos), inclusive'),
  to: calendarDate('The end date').describe('YYYY-MM-DD (Lagos), inclusive'),
  category: z
    .string({ error: CATEGORY_MESSAGE })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, { error: CATEGORY_MESSAGE })
        .transform(Number)
        .refine((code) => CODES.has(code), { error: CATEGORY_MESSAGE })
        .optional(),
    )
    .describe('a category code from the reply\'s `categories`'),
});

export type TransactionsQuery = z.infer<typeof transactionsQuery>;
