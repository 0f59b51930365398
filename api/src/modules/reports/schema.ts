// The reports' query parameters: `as_of` (a Lagos day, default today), a period `from`..`to` for the position's
// income, and how many months the monthly report covers. They arrive as text and are read by ./asOf.ts, which
// answers a malformed or future date with a 422 and a message, as the house's validation does.
import { z } from 'zod';

export const MAX_MONTHS = 24;

const text = () => z.string().optional();

export const asOfQuery = z.object({
  as_of: text().describe('YYYY-MM-DD (Lagos): the balances at the end of that day; default today'),
});

export const positionQuery = asOfQuery.extend({
  from: text().describe('YYYY-MM-DD (Lagos), inclusive: the income period; default the first of the as_of month'),
  to: text().describe('YYYY-MM-DD (Lagos), inclusive; default as_of'),
});

export const monthlyQuery = z.object({
  months: text().describe(`1 to ${MAX_MONTHS}; default 12`),
});
