// `POST loanAdd` as the original client sent it (facts §2.6): the loan's terms in `first` (an array of one), the
// guarantors in `data`, and — from our client — how the loan form fee is paid, at the top level. The client's
// repayment amount, loan_group and user_id are ignored: the server computes and knows them.
import { z } from 'zod';
import { recordId } from '../../../http/validation';
import { nairaAmount } from '../../../money/money';
import { paymentSourceFields, PAYMENT_SOURCE_MESSAGES, type PaymentSourceBody } from '../../payments';
import { durationMonths, loanFrequency, startDate } from '../termFields';

export const MAX_GUARANTORS = 10;

const groupId = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const text = String(value).trim();
  if (!/^\d{1,15}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'The group must be one of your groups' });
    return z.NEVER;
  }
  return Number(text);
});

const loanTerms = z.object({
  loan_amount: nairaAmount('loan amount'),
  payment_duration: durationMonths,
  frequency: loanFrequency,
  start_date: startDate,
  group_id: groupId.optional(),
});

const guarantor = z.object({
  user_id: recordId('The guarantor'),
  guaranteed_amount: nairaAmount('guaranteed amount'),
});

export const loanAddBody = z
  .object({
    // an array of one, as the original sent it; a bare object is taken as that one
    first: z.preprocess(
      (value) => (value === undefined || value === null || Array.isArray(value) ? value : [value]),
      z
        .array(loanTerms, { error: 'The loan details are required' })
        .min(1, { error: 'The loan details are required' })
        .max(1, { error: 'Send one loan at a time' }),
    ),
    data: z
      .array(guarantor, { error: 'The guarantors must be a list' })
      .max(MAX_GUARANTORS, { error: `At most ${MAX_GUARANTORS} guarantors` })
      .nullish(),
    ...paymentSourceFields,
  })
  .superRefine((body, ctx) => {
    const method = body.form_payment ?? body.payment_method;
    if (method === 'card' && !body.paystack_id && !body.card_id) ctx.addIssue({ code: 'custom', path: ['paystack_id'], message: PAYMENT_SOURCE_MESSAGES.neither });
    if (method === 'card' && body.paystack_id && body.card_id) ctx.addIssue({ code: 'custom', path: ['card_id'], message: PAYMENT_SOURCE_MESSAGES.both });
  })
  .transform((body) => {
    const terms = body.first[0];
    return {
      amountKobo: terms.loan_amount,
      durationMonths: terms.payment_duration,
      frequency: terms.frequency,
      startDate: terms.start_date,
      groupId: terms.group_id ?? null,
      guarantors: (body.data ?? []).map((g) => ({ userId: g.user_id, amountKobo: g.guaranteed_amount })),
      source: { payment_method: body.payment_method, form_payment: body.form_payment, paystack_id: body.paystack_id, card_id: body.card_id } as PaymentSourceBody,
    };
  });

export type LoanApplication = z.output<typeof loanAddBody>;
export type LoanAddRequest = z.input<typeof loanAddBody>;
