// Request validation for the withdrawal routes.
import { z } from 'zod';
import { givenPassword, keysetLimit, pageQuery, recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';
import { memberSearchQuery } from './memberSearch';

const PIN_MESSAGE = 'The withdrawal PIN is the 6 digits we e-mailed you';

/** a 6-digit PIN, as text or a number (a number loses leading zeros: they are put back) */
const withdrawalPin = z
  .union([z.string().trim(), z.number().int().min(0).max(999_999)], { error: (issue) => (issue.input === undefined ? 'The withdrawal PIN is required' : PIN_MESSAGE) })
  .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value))
  .pipe(z.string().min(1, { error: 'The withdrawal PIN is required' }).regex(/^\d{6}$/, { error: PIN_MESSAGE }));

export const verifyWithdrawalBody = z.object({
  password: givenPassword('Your password'),
  amount: nairaAmount(),
  /** the original client sends an empty PIN at this step */
  withdrawal_pin: z.unknown().optional(),
});

export const withdrawBody = z.object({
  password: givenPassword('Your password'),
  amount: nairaAmount(),
  withdrawal_pin: withdrawalPin,
});

export const withdrawalIdParams = z.object({ id: recordId('The withdrawal') });

export const withdrawalsQuery = z.object({ ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }) });

export const adminWithdrawalsQuery = z.object({
  status: z.enum(['pending', 'reversed', 'confirmed', 'stuck', 'anomaly'], { error: 'The status must be pending, reversed, confirmed, stuck or anomaly' }).optional(),
  search: memberSearchQuery,
  before: recordId('before').optional().describe('next_before of the previous page: the last withdrawal id shown (keyset paging)'),
  limit: keysetLimit().optional().describe('rows per keyset page (given before or limit, the reply is keyset-paged)'),
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
});

export const voidWithdrawalBody = z.object({
  reason: z
    .string({ error: 'A reason is required to void a withdrawal' })
    .trim()
    .min(3, { error: 'A reason is required to void a withdrawal' })
    .max(300, { error: 'The reason must be at most 300 characters' }),
});

/** the one-time password Paystack sent the society for a held transfer */
export const finalizeWithdrawalBody = z.object({
  otp: z
    .string({ error: 'Enter the OTP the payment provider sent' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'The OTP is 4 to 8 digits' }),
});
