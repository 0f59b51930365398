// Query validation for statement_of_account.
import { z } from 'zod';
import { pageQuery, tokenQuery } from '../../http/validation';
import { calendarDate } from '../transactions/schema';

export const statementQuery = z.object({
  ...tokenQuery.shape,
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
  from: calendarDate('The start date').describe('YYYY-MM-DD (Lagos), inclusive; default: the first day of the month of `to`'),
  to: calendarDate('The end date').describe('YYYY-MM-DD (Lagos), inclusive; default: today'),
  format: z
    .enum(['json', 'csv', 'pdf'], { error: 'The format must be csv or pdf' })
    .optional()
    .default('json')
    .describe('csv or pdf: download every row of the period'),
});
