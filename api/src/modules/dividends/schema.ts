import { z } from 'zod';
import { pageQuery, recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';

const NOTE_REQUIRED = 'A note is required: members read it on their statement (e.g. "2026 dividend")';

export const dividendPreviewBody = z.object({ amount: nairaAmount('dividend amount') });

export const dividendPostBody = z.object({
  amount: nairaAmount('dividend amount'),
  note: z
    .string({ error: NOTE_REQUIRED })
    .trim()
    .min(3, { error: NOTE_REQUIRED })
    .max(200, { error: 'The note must be at most 200 characters' }),
});

export const dividendIdParams = z.object({ id: recordId('The dividend') });

export const dividendPageQuery = z.object(pageQuery());
