import { z } from 'zod';
import { keysetLimit, pageQuery, recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';

const NOTE_REQUIRED = 'A note is required: members read it on their statement (e.g. "2026 dividend")';

export const dividendPreviewBody = z.object({ amount: nairaAmount('dividend amount') });

export const dividendPostBody = z.object({
  amount: nairaAmount('dividend amount'),
  note: z
    .string({ error: NOTE_REQUIRED })
    .trim()
    .min(3, { error: NOTE_REQUIRED })
    .max(200, { error: 'The note must be at most 200 characters' })
    // control characters (a NUL byte cannot even be stored) have no place on a statement line
    .regex(/^[^\p{Cc}]*$/u, { error: 'The note must be plain text on one line' }),
});

export const dividendIdParams = z.object({ id: recordId('The dividend') });

export const dividendPageQuery = z.object(pageQuery());

const numbered = pageQuery();

/** the history: keyset pages (`before`, `limit`); `page` or `per_page` asks for the numbered pages older clients read */
export const dividendListQuery = z.object({
  before: recordId('before (the last dividend shown)').optional().describe('next_before of the previous page'),
  limit: keysetLimit().optional().describe('rows per keyset page (20 unless given)'),
  page: numbered.page.unwrap().describe('a numbered page: the reply is the older paginator'),
  per_page: numbered.per_page.unwrap().describe('rows per numbered page'),
});

/** the society accounts a dividend pool may be funded from: its income and its surplus from sales */
export const FUNDING_SOURCES = ['fee_income', 'registration_fee_income', 'loan_form_fee_income', 'business_markup_income', 'product_sales'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

const SOURCE_MESSAGE = `Choose the account the money comes from: ${FUNDING_SOURCES.join(', ')}`;

export const dividendFundingBody = z.object({
  amount: nairaAmount('amount to move into the dividend pool'),
  source: z.enum(FUNDING_SOURCES, { error: SOURCE_MESSAGE }),
  note: z
    .string({ error: 'A note is required: say why the pool is funded (e.g. "2026 surplus")' })
    .trim()
    .min(3, { error: 'A note is required: say why the pool is funded (e.g. "2026 surplus")' })
    .max(200, { error: 'The note must be at most 200 characters' })
    .regex(/^[^\p{Cc}]*$/u, { error: 'The note must be plain text on one line' }),
});
