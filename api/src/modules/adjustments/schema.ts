// Validation of a manual adjustment: the member, which of their accounts, which way, how much, and the reason the
// member reads on their statement.
import { z } from 'zod';
import { recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';

export const ADJUSTABLE_ACCOUNTS = ['wallet', 'regular_savings', 'save_to_loan', 'shares'] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];

const REASON_REQUIRED = 'A reason is required: the member reads it on their statement (e.g. "Refund of a double charge")';

export const adjustmentBody = z.object({
  user_id: recordId('The member'),
  account: z.enum(ADJUSTABLE_ACCOUNTS, { error: "Choose the member's account: wallet, regular_savings, save_to_loan or shares" }),
  direction: z.enum(['credit', 'debit'], { error: 'Choose credit (money to the member) or debit (money back from the member)' }),
  amount: nairaAmount('adjustment amount'),
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(3, { error: REASON_REQUIRED })
    .max(200, { error: 'The reason must be at most 200 characters' })
    // it is printed on statements: one line of plain text
    .regex(/^[^\p{Cc}]*$/u, { error: 'The reason must be plain text on one line' }),
});

export type AdjustmentInput = z.output<typeof adjustmentBody>;
