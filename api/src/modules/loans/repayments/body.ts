// The repayment bodies as the original client sent them (facts §2.6, §2.7): the amount in `repayment_amount`, how it
// is paid, and keys the server does not trust (`id` — the path's id counts —, `trans_date`, `date_time`).
import { z } from 'zod';
import { recordId } from '../../../http/validation';
import { nairaAmount } from '../../../money/money';
import { checkPaymentSource, paymentSourceFields } from '../../payments';

export const repaymentBody = z.object({ ...paymentSourceFields, repayment_amount: nairaAmount('repayment amount') }).superRefine(checkPaymentSource);
export type LoanRepaymentRequest = z.input<typeof repaymentBody>;

export const loanIdParams = z.object({ id: recordId('The loan') });
export const autoRepayBody = z.object({
  auto_repay: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'auto_repay must be true or false' }).transform((v) => v === true || v === 'true' || v === '1'),
});
export type AutoRepayRequest = z.input<typeof autoRepayBody>;
